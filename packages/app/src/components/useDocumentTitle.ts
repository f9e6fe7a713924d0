import { useEffect } from 'react';

export const SITE_NAME = 'Computer Club Manufacturers Ltd';

/** Names the browser tab (and history entry) after the screen. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | Computer parts made from A to Z`;
  }, [title]);
}
