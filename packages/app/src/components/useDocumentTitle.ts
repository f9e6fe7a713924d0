import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';

// The company's name, written the same in every language (as on its invoices and emails).
// eslint-disable-next-line lingui/no-unlocalized-strings -- a name, the same in every language
export const SITE_NAME = 'Computer Club Manufacturers Ltd';

/** Names the browser tab (and history entry) after the screen: `title`, given in the screen's language. */
export function useDocumentTitle(title?: string): void {
  const { t } = useLingui();
  const tagline = t`Computer parts made from A to Z`;
  useEffect(() => {
    document.title = title ? `${title} | ${SITE_NAME}` : `${SITE_NAME} | ${tagline}`;
  }, [title, tagline]);
}
