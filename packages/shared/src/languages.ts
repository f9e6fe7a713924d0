// The store's languages (requirements §16, Languages): English, the spec's and the source, and
// Bangla. A public page's URL says its language (/bn/ before it for Bangla); elsewhere the `lang`
// cookie, then the browser's Accept-Language, then English. Pure functions, for the app and the
// server alike.

export const languages = ['en', 'bn'] as const;
export type Language = (typeof languages)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

/** The cookie that remembers a browser's choice: readable by the app (not HttpOnly), no personal data. */
export const LANGUAGE_COOKIE = 'lang';
/** A year, in seconds. */
export const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The Set-Cookie (or document.cookie) value that remembers `language`; `secure` on an https site. */
export function languageCookie(language: Language, { secure = false }: { secure?: boolean } = {}): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The language a Cookie header (or document.cookie) remembers; undefined when none, or not one of ours. */
export function languageFromCookie(header: string | null | undefined): Language | undefined {
  if (typeof header !== 'string') return undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0 || pair.slice(0, at).trim() !== LANGUAGE_COOKIE) continue;
    const value = pair
      .slice(at + 1)
      .trim()
      .replace(/^"(.*)"$/, '$1');
    // The first `lang` decides, as browsers send the most specific path's first.
    return isLanguage(value) ? value : undefined;
  }
  return undefined;
}

/** Our language for a language tag: `bn`, `bn-BD`, `bn-IN` are Bangla; `en`, `en-US`... English. */
function languageOfTag(tag: string): Language | undefined {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** A header's first entries only: a browser sends a handful, a longer list is nobody's preference. */
const MAX_ACCEPT_ENTRIES = 32;

/**
 * The language an Accept-Language header prefers among ours (RFC 9110 §12.5.4): the highest
 * q-value wins, the earlier entry on a tie; q=0 refuses. undefined when it names none of ours or
 * cannot be read. Never throws.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): Language | undefined {
  if (typeof header !== 'string') return undefined;
  let best: { language: Language; q: number } | undefined;
  for (const entry of header.split(',').slice(0, MAX_ACCEPT_ENTRIES)) {
    const [tag = '', ...params] = entry.split(';');
    const language = languageOfTag(tag);
    if (!language) continue;
    let q = 1;
    for (const param of params) {
      const match = /^\s*q\s*=(.*)$/i.exec(param);
      if (!match) continue;
      // A q-value outside the RFC's grammar (0 to 1, three decimals at most) refuses the entry.
      const value = /^\s*(0(\.\d{0,3})?|1(\.0{0,3})?)\s*$/.exec(match[1]!)?.[1];
      q = value === undefined ? 0 : Number(value);
    }
    if (q > 0 && (!best || q > best.q)) best = { language, q };
  }
  return best?.language;
}

/** The language a page's URL says: /bn and everything under /bn/ are Bangla; undefined elsewhere. */
export function languageOfPath(path: string): Language | undefined {
  for (const language of languages) {
    if (language === DEFAULT_LANGUAGE) continue;
    if (path === `/${language}` || path.startsWith(`/${language}/`) || path.startsWith(`/${language}?`))
      return language;
  }
  return undefined;
}

/** The page's address in `language`: English pages keep the spec's URLs, Bangla ones have /bn before them (/bn/ for home). */
export function localizedPath(path: string, language: Language): string {
  const own = languageOfPath(path);
  const bare = own ? path.slice(own.length + 1) || '/' : path;
  if (language === DEFAULT_LANGUAGE) return bare.startsWith('/') ? bare : `/${bare}`;
  return `/${language}${bare.startsWith('/') ? bare : `/${bare}`}`;
}

export interface LanguageRequest {
  /** The page's path (its query may follow). */
  path: string;
  /** The Cookie header, or document.cookie. */
  cookie?: string | null | undefined;
  /** The Accept-Language header (navigator.languages joined by commas in a browser). */
  acceptLanguage?: string | null | undefined;
}

/**
 * The language to show: the URL's where it has one (/bn/...), else the cookie's, else the one
 * Accept-Language prefers, else English. Never throws on a malformed header.
 */
export function negotiateLanguage({ path, cookie, acceptLanguage }: LanguageRequest): Language {
  return (
    languageOfPath(path) ?? languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE
  );
}
