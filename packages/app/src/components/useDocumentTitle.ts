import { useLingui } from '@lingui/react';
import { documentTitle, pageHeadMessages } from '@storefront/shared';
import { useEffect } from 'react';

/**
 * Names the browser tab (and history entry) after the screen: `title`, given in the screen's
 * language. The server writes the same title into a public page's HTML (shared page-heads.ts).
 */
export function useDocumentTitle(title?: string): void {
  const { i18n } = useLingui();
  const tagline = i18n._(pageHeadMessages.tagline);
  useEffect(() => {
    document.title = documentTitle(title, tagline);
  }, [title, tagline]);
}
