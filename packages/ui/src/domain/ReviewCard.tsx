import { Trans } from '@lingui/react/macro';
import type { Review } from '@storefront/shared';
import { cn } from '../lib/cn.ts';
import { Card, CardContent } from '../primitives/Card.tsx';
import { Skeleton } from '../primitives/Skeleton.tsx';
import { screenDigits } from '../i18n/digits.ts';

/** The review fields a card shows. */
export type ReviewSummary = Pick<Review, '_id' | 'rating' | 'description'> & { authorName?: string };

export interface ReviewCardProps {
  review: ReviewSummary;
  className?: string;
}

function StarRow({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 120 24" className={cn('h-5 w-[6.25rem] shrink-0', className)} fill="currentColor">
      {[0, 1, 2, 3, 4].map((i) => (
        <path
          key={i}
          d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
          transform={`translate(${i * 24} 0)`}
        />
      ))}
    </svg>
  );
}

/** Five stars filled to the rating; decorative (the text "{rating} / 5" carries the value). */
function Stars({ rating }: { rating: number }) {
  const percent = Math.max(0, Math.min(100, (rating / 5) * 100));
  return (
    <span aria-hidden="true" className="relative inline-flex">
      <StarRow className="text-line" />
      <span className="absolute inset-y-0 left-0 overflow-hidden" style={{ width: `${percent}%` }}>
        <StarRow className="text-amber-500" />
      </span>
    </span>
  );
}

/** A customer review (requirements §2): the rating as "{rating} / 5", stars, and the description. */
export function ReviewCard({ review, className }: ReviewCardProps) {
  return (
    <Card className={cn('h-full', className)}>
      <CardContent>
        <figure className="flex h-full flex-col gap-3">
          <div className="flex items-center justify-between gap-3">
            <Stars rating={review.rating} />
            <p className="text-body-sm font-bold text-primary-ink">
              <Trans>{{ rating: screenDigits(review.rating) }} / 5</Trans>
            </p>
          </div>
          <blockquote className="text-body [overflow-wrap:anywhere] text-ink">{review.description}</blockquote>
          {review.authorName ? (
            <figcaption className="mt-auto text-body-sm font-medium [overflow-wrap:anywhere] text-ink-muted">
              {review.authorName}
            </figcaption>
          ) : null}
        </figure>
      </CardContent>
    </Card>
  );
}

/** The loading placeholder with the same shape as a ReviewCard. */
export function ReviewCardSkeleton() {
  return (
    <Card>
      <CardContent>
        <Skeleton className="h-6 w-1/2" />
        <Skeleton className="h-4 w-full" />
        <Skeleton className="h-4 w-4/5" />
      </CardContent>
    </Card>
  );
}
