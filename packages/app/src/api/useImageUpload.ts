import { useLingui } from '@lingui/react';
import { SubmitError } from '@storefront/ui';
import { useCallback, useState } from 'react';
import { errorMessage } from '@storefront/shared';
import { uploadImage } from './upload.ts';

/**
 * An item form's picture upload: the fraction sent while it goes (null otherwise), and whatever the
 * refusal (type, size, connection), a SubmitError at the form's Image field, since it is about the picture.
 */
export function useImageUpload(): { progress: number | null; upload: (file: File) => Promise<string> } {
  const { i18n } = useLingui();
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useCallback(
    async (file: File) => {
      setProgress(0);
      try {
        return await uploadImage(file, i18n, setProgress);
      } catch (cause) {
        const message = errorMessage(cause);
        throw new SubmitError(message, { image: message });
      } finally {
        setProgress(null);
      }
    },
    [i18n],
  );
  return { progress, upload };
}
