// The language a visit starts in (docs/requirements.md, "Languages"). A public page with an address
// per language (home, the catalog, an item, compare, the builder) says its language in its URL: /bn/… is Bangla. Its
// English address is the spec's, so it is also the one shared and crawled: there the visitor's own
// language decides (the `lang` cookie of an earlier choice, else the browser's Accept-Language), and
// a Bangla reader is taken to the Bangla address. Every other screen is in the visitor's language.
import {
  languageFromAcceptLanguage,
  languageFromCookie,
  languageOfPath,
  localizedPath,
  type Language,
} from '@storefront/shared';

/** Paths (without /bn) of the public pages that have an address in each language (compare, the PC builder and a saved build's link too: requirements §19.2, §19.5). */
const withLanguageUrls = /^\/(home|compare|items(\/[^/]+)?|builder(\/[^/]+)?)?$/;

/** The path without its language prefix: /bn/items → /items, /bn → /. */
export function unlocalizedPath(pathname: string): string {
  const language = languageOfPath(pathname);
  return language ? pathname.slice(language.length + 1) || '/' : pathname;
}

/** True for the public pages that have an address per language. */
export function hasLanguageUrls(pathname: string): boolean {
  return withLanguageUrls.test(unlocalizedPath(pathname));
}

/** The visitor's own language: an earlier choice, else the browser's preference, else English. */
export function preferredLanguage(cookie: string, acceptLanguage: string): Language {
  return languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? 'en';
}

export interface Start {
  language: Language;
  /** Where to go instead (path, query and hash), when a Bangla reader arrived at an English address. */
  redirectTo?: string;
}

/** The language of the page at `location` for a visitor with this cookie and Accept-Language. */
export function startLanguage(
  location: { pathname: string; search: string; hash: string },
  cookie: string,
  acceptLanguage: string,
): Start {
  const marked = languageOfPath(location.pathname);
  if (marked) return { language: marked };
  const language = preferredLanguage(cookie, acceptLanguage);
  if (language !== 'en' && hasLanguageUrls(location.pathname))
    return { language, redirectTo: `${localizedPath(location.pathname, language)}${location.search}${location.hash}` };
  return { language };
}
