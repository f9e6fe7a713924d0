// The visitor's language for the whole app (docs/requirements.md, "Languages"): which one the screens
// speak, the addresses links lead to, and the choice made with English | বাংলা, remembered in the
// `lang` cookie and, for a signed-in customer, on the account (so emails follow it).
import { apiPaths, languageCookie, localizedPath, type Language } from '@storefront/shared';
import { activateLocale } from '@storefront/ui';
import { useLingui } from '@lingui/react';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { apiSend, getAccessToken } from '../api/client.ts';
import { hasLanguageUrls } from './startLanguage.ts';

interface LanguageValue {
  language: Language;
  /** The address of `path` in the current language (public pages have one per language). */
  localize: (path: string) => string;
  /**
   * Remembers `language` (cookie, account) and shows it. On a page with an address per language the
   * switch's link leads to the other address (and the page follows its URL); elsewhere the link
   * stays put (`event` is kept from navigating) and the screens change in place.
   */
  choose: (language: Language, event?: { preventDefault: () => void }) => void;
}

const LanguageContext = createContext<LanguageValue | null>(null);

/** The app's language; outside the app's provider (a page's story), the one the screens speak. */
export function useLanguage(): LanguageValue {
  const { i18n } = useLingui();
  return (
    use(LanguageContext) ?? {
      language: i18n.locale === 'bn' ? 'bn' : 'en',
      localize: (path) => path,
      choose: () => undefined,
    }
  );
}

/** A path of ours (not a full URL) with an address per language. */
const localizable = (path: string) => path.startsWith('/') && hasLanguageUrls(path.split(/[?#]/)[0]!);

function remember(language: Language): void {
  document.cookie = languageCookie(language, { secure: location.protocol === 'https:' });
  // The account's language decides its emails; a failure here leaves the screens as chosen.
  if (getAccessToken()) void apiSend('PUT', apiPaths.userLanguage, { language }).catch(() => undefined);
}

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  const { pathname } = useLocation();

  const show = useCallback((next: Language) => {
    void activateLocale(next).then(() => setLanguage(next));
  }, []);

  // A Bangla address shows Bangla; an English public address shows English (its Bangla reader was
  // sent to the Bangla one as the visit began, and in-app links lead there).
  useEffect(() => {
    if (!hasLanguageUrls(pathname)) return;
    const urlLanguage: Language = pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
    if (urlLanguage !== language) show(urlLanguage);
  }, [pathname, language, show]);

  const value = useMemo<LanguageValue>(
    () => ({
      language,
      localize: (path) => (localizable(path) ? localizedPath(path, language) : path),
      choose: (next, event) => {
        remember(next);
        if (hasLanguageUrls(pathname)) return;
        event?.preventDefault();
        show(next);
      },
    }),
    [language, pathname, show],
  );
  return <LanguageContext value={value}>{children}</LanguageContext>;
}
