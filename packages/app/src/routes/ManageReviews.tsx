import { useLingui } from '@lingui/react/macro';
import { apiPaths, toasts, errorMessage, type ManagedReview } from '@storefront/shared';
import { Pagination, ReviewsTable, toast } from '@storefront/ui';
import { usePagedList, useRevalidate } from '../api/hooks.ts';
import { setReviewHidden } from '../api/mutations.ts';
import { usePage } from '../api/usePage.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { REVIEWS_PAGE_SIZE } from './pageSizes.ts';

/** Administrators moderate reviews: a hidden review leaves the home page and the public list. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Reviews`);
  const [page, setPage] = usePage();
  const { rows, total, pageCount, error, isLoading, mutate } = usePagedList<ManagedReview>(
    apiPaths.manageReviews,
    page,
    REVIEWS_PAGE_SIZE,
  );
  const revalidate = useRevalidate();

  async function setHidden(review: ManagedReview, hidden: boolean) {
    try {
      await setReviewHidden(review._id, { hidden });
    } catch (cause) {
      toast.error(errorMessage(cause));
      throw cause;
    }
    toast.success(hidden ? toasts.reviewHidden(review.authorName) : toasts.reviewShown(review.authorName));
    // The public lists (home page) change too.
    await revalidate(apiPaths.reviews);
  }

  return (
    <div className="flex flex-col gap-4">
      <ReviewsTable
        reviews={rows}
        total={total}
        offset={(page - 1) * REVIEWS_PAGE_SIZE}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        onSetHidden={setHidden}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t`Reviews pages`} />
    </div>
  );
}
