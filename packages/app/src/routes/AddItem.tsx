import { useLingui } from '@lingui/react/macro';
import { apiPaths, messages, toasts } from '@storefront/shared';
import { AddItemForm, SubmitError, toast } from '@storefront/ui';
import { useRevalidate } from '../api/hooks.ts';
import { addItem } from '../api/mutations.ts';
import { useImageUpload } from '../api/useImageUpload.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useVatRateDefault } from '../components/useVatRateDefault.ts';

/** Add an Item (admin): the image goes to /api/upload first, then the item with its URL. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Add an Item`);
  const revalidate = useRevalidate();
  const { progress, upload } = useImageUpload();
  const vatRateDefault = useVatRateDefault();
  return (
    <AddItemForm
      uploadProgress={progress}
      vatRateDefault={vatRateDefault}
      onSubmit={async ({ image, ...fields }) => {
        const file = image[0];
        if (!file) throw new SubmitError(messages.itemImageRequired, { image: messages.itemImageRequired });
        const url = await upload(file);
        try {
          await addItem({ ...fields, image: url });
        } catch (cause) {
          toast.error(toasts.itemAddFailed);
          throw cause;
        }
        toast.success(toasts.itemAdded);
        void revalidate(apiPaths.itemList);
      }}
    />
  );
}
