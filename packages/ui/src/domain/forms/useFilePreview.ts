import { useEffect, useMemo } from 'react';

/** An object URL showing the first chosen file; released when the choice changes or the form goes. */
export function useFilePreview(files: FileList | readonly File[] | null | undefined): string | undefined {
  const file = files?.[0];
  const url = useMemo(() => (file ? URL.createObjectURL(file) : undefined), [file]);
  useEffect(
    () => () => {
      if (url) URL.revokeObjectURL(url);
    },
    [url],
  );
  return url;
}
