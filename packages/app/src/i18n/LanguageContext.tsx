// The visitor's language for the whole app (docs/requirements.md, "Languages"): which one the screens
// speak, the addresses links lead to, and the choice made with English | বাংলা, remembered in the
// `lang` cookie and, for a signed-in customer, on the account (so emails follow it).
import { apiPaths, languageCookie, localizedPath, type Language } from '@storefront/shared';
import { activateLocale } from '@storefront/ui';
import { useLingui } from '@lingui/react';
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { apiSend, getAccessToken } from '../api/client.ts';
import { getSnapshot as authSnapshot } from '../auth/session.ts';
import { choseSinceSignIn, languageToAdopt, onSessionLanguage, rememberChoice } from './accountLanguage.ts';
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

const setCookie = (language: Language) => {
  document.cookie = languageCookie(language, { secure: location.protocol === 'https:' });
};

function remember(language: Language): void {
  setCookie(language);
  // Signed in (or signing in), the choice stands over the account's as later sessions start here (accountLanguage.ts).
  if (authSnapshot().status !== 'signed-out') rememberChoice();
  // The account's language decides its emails; a failure here leaves the screens as chosen.
  if (getAccessToken()) void apiSend('PUT', apiPaths.userLanguage, { language }).catch(() => undefined);
}

export function LanguageProvider({ initial, children }: { initial: Language; children: ReactNode }) {
  const [language, setLanguage] = useState(initial);
  // The language shown or on its way (its catalog loading): links lead to its addresses at once.
  const coming = useRef(initial);
  const location = useLocation();
  const { pathname } = location;
  const navigate = useNavigate();
  // Where the app is when a session's language arrives.
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  const show = useCallback((next: Language) => {
    coming.current = next;
    void activateLocale(next).then(() => setLanguage(next));
  }, []);

  // A session starting here (a sign-in, a new device) brings the account's language (requirements §16):
  // shown, and kept in the cookie, unless it is already or the person chose one here since signing in.
  useEffect(
    () =>
      onSessionLanguage((account) => {
        const next = languageToAdopt(account, coming.current, choseSinceSignIn());
        if (!next) return;
        setCookie(next);
        // A public page follows its URL: to its address in that language.
        const { pathname: path, search, hash } = here.current;
        if (hasLanguageUrls(path)) void navigate(`${localizedPath(path, next)}${search}${hash}`, { replace: true });
        else show(next);
      }),
    [navigate, show],
  );

  // A Bangla address shows Bangla; an English public address shows English (its Bangla reader was
  // sent to the Bangla one as the visit began, and in-app links lead there).
  useEffect(() => {
    if (!hasLanguageUrls(pathname)) return;
    const urlLanguage: Language = pathname === '/bn' || pathname.startsWith('/bn/') ? 'bn' : 'en';
    if (urlLanguage !== coming.current) show(urlLanguage);
  }, [pathname, language, show]);

  const value = useMemo<LanguageValue>(
    () => ({
      language,
      localize: (path) => (localizable(path) ? localizedPath(path, coming.current) : path),
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
