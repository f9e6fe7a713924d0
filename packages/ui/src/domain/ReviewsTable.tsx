import { Trans, useLingui } from '@lingui/react/macro';
import { formatDay } from '../lib/dates.ts';
import { EmailText } from '../lib/EmailText.tsx';
import type { ManagedReview } from '@storefront/shared';
import { useState } from 'react';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';
import { screenDigits } from '../i18n/digits.ts';

export interface ReviewsTableProps extends ListStateProps, PagedListProps {
  reviews: ManagedReview[];
  /**
   * Hides a review from the public list (`hidden` true) or shows it again; return a promise to keep
   * that row's button busy meanwhile. Either is one click away from undoing, so no confirmation.
   */
  onSetHidden: (review: ManagedReview, hidden: boolean) => void | Promise<unknown>;
  title?: string;
}

/** Manage Reviews: every review, newest first, with its author, and Hide / Show to moderate it. */
export function ReviewsTable({
  reviews,
  onSetHidden,
  title: titleGiven,
  total,
  offset = 0,
  ...state
}: ReviewsTableProps) {
  const { t } = useLingui();
  const title = titleGiven ?? t`Manage Reviews`;
  const [pendingId, setPendingId] = useState<string | null>(null);

  async function toggle(review: ManagedReview) {
    setPendingId(review._id);
    try {
      await onSetHidden(review, !review.hidden);
    } catch {
      // The caller reports failures (a toast); the row only needs its spinner cleared.
    } finally {
      setPendingId(null);
    }
  }

  return (
    <TableSection
      title={title}
      count={total ?? reviews.length}
      emptyTitle={t`No reviews yet`}
      emptyDescription={t`Reviews customers post from Add Review appear here.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead>
              <Trans>Review</Trans>
            </TableHead>
            <TableHead>
              <Trans>Author</Trans>
            </TableHead>
            <TableHead>
              <Trans>Status</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Action</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {reviews.map((review, index) => (
            <TableRow key={review._id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {screenDigits(offset + index + 1)}
              </TableCell>
              <TableCell label={t`Review`} className="@xl:max-w-md">
                {/* One block: on a phone the cell is a row of its label and its content. */}
                <div className="min-w-0 text-right @xl:text-left">
                  <span className="font-semibold text-ink">
                    <Trans>{{ rating: screenDigits(review.rating) }} / 5</Trans>
                  </span>{' '}
                  <span className="whitespace-pre-line text-ink-muted [overflow-wrap:anywhere]">
                    {review.description}
                  </span>
                </div>
              </TableCell>
              <TableCell label={t`Author`}>
                <div className="min-w-0 text-right @xl:text-left">
                  <span className="block font-medium [overflow-wrap:anywhere]">{review.authorName}</span>
                  <EmailText email={review.author} className="block text-body-sm text-ink-muted" />
                  <span className="block text-body-sm text-ink-muted">{formatDay(review.createdAt)}</span>
                </div>
              </TableCell>
              <TableCell label={t`Status`}>
                <Badge variant={review.hidden ? 'warning' : 'success'}>
                  {review.hidden ? <Trans>Hidden</Trans> : <Trans>Shown</Trans>}
                </Badge>
              </TableCell>
              <TableCell className="justify-end @xl:text-right">
                <Button
                  size="sm"
                  variant={review.hidden ? 'secondary' : 'danger'}
                  aria-label={
                    review.hidden
                      ? t`Show the review by ${{ name: review.authorName }}`
                      : t`Hide the review by ${{ name: review.authorName }}`
                  }
                  isLoading={pendingId === review._id}
                  disabled={pendingId !== null && pendingId !== review._id}
                  onClick={() => void toggle(review)}
                  className="w-full @xl:w-auto"
                >
                  {review.hidden ? <Trans>Show</Trans> : <Trans>Hide</Trans>}
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableSection>
  );
}
