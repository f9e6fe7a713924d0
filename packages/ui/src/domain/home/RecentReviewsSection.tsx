import { useLingui } from '@lingui/react/macro';
import { ReviewCard, ReviewCardSkeleton, type ReviewSummary } from '../ReviewCard.tsx';
import { ListFailure } from './ListFailure.tsx';
import { SectionHeading } from './SectionHeading.tsx';

export interface RecentReviewsSectionProps {
  /** The reviews to show, already cut to the recent ones (the last `RECENT_REVIEWS`, as the server's `?recent=1` answers). */
  reviews: ReviewSummary[];
  /** Shows three card placeholders. */
  isLoading?: boolean;
  /** The list failed to load: a short message with "Try again" (which calls `onRetry`) instead. */
  error?: string | null;
  onRetry?: () => void;
  /** The section heading. */
  title?: string;
}

/** A grid of ReviewCards, 1 / 2 / 3 columns on small / medium / large screens. */
export function RecentReviewsSection({ reviews, isLoading = false, error, onRetry, title }: RecentReviewsSectionProps) {
  const { t } = useLingui();
  return (
    <section aria-labelledby="recent-reviews-heading" className="mx-auto max-w-page px-4 py-16 sm:px-6">
      <SectionHeading id="recent-reviews-heading" title={title ?? t`Recent Reviews`} />
      {error ? (
        <ListFailure title={t`The recent reviews could not be loaded.`} description={error} onRetry={onRetry} />
      ) : (
        <div className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3" aria-busy={isLoading || undefined}>
          {isLoading
            ? [0, 1, 2].map((i) => <ReviewCardSkeleton key={i} />)
            : reviews.map((review) => <ReviewCard key={review._id} review={review} />)}
        </div>
      )}
    </section>
  );
}
