import { useLingui } from '@lingui/react/macro';
import { apiPaths, toasts } from '@storefront/shared';
import { AddReviewForm, toast } from '@storefront/ui';
import { useRevalidate } from '../api/hooks.ts';
import { postReview } from '../api/mutations.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** Add Review: a refusal (the API's ApiError) shows at the fields it names, the form keeps the review. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Add Review`);
  const revalidate = useRevalidate();
  return (
    <AddReviewForm
      onSubmit={async (values) => {
        await postReview(values);
        toast.success(toasts.reviewPosted);
        void revalidate(apiPaths.reviews);
      }}
    />
  );
}
