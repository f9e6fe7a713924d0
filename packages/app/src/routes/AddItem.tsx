import { apiPaths, messages, toasts } from '@storefront/shared';
import { AddItemForm, SubmitError, toast } from '@storefront/ui';
import { useState } from 'react';
import { useRevalidate } from '../api/hooks.ts';
import { addItem } from '../api/mutations.ts';
import { uploadImage } from '../api/upload.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** Add an Item (admin): the image goes to /api/upload first, then the item with its URL. */
export function Component() {
  useDocumentTitle('Add an Item');
  const revalidate = useRevalidate();
  const [progress, setProgress] = useState<number | null>(null);
  return (
    <AddItemForm
      uploadProgress={progress}
      onSubmit={async ({ image, ...fields }) => {
        const file = image[0];
        if (!file) throw new SubmitError(messages.itemImageRequired, { image: messages.itemImageRequired });
        let url: string;
        setProgress(0);
        try {
          url = await uploadImage(file, setProgress);
        } catch (cause) {
          // Whatever the upload's refusal (type, size, connection), it is about the picture.
          const message = cause instanceof Error ? cause.message : String(cause);
          throw new SubmitError(message, { image: message });
        } finally {
          setProgress(null);
        }
        try {
          await addItem({ ...fields, image: url });
        } catch (cause) {
          toast.error(toasts.itemAddFailed);
          throw cause;
        }
        toast.success(toasts.itemAdded);
        void revalidate(apiPaths.items);
      }}
    />
  );
}
