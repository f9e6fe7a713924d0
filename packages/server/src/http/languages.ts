// Pages per language (requirements §16): the spec's public pages at their English URLs, and the
// same pages under /bn/ in Bangla. The URL alone says a page's language (never the cookie or
// Accept-Language: one URL is one page for every cache), written into `<html lang>`, and each
// public page names its other language's address with absolute links from PUBLIC_ORIGIN.
import { DEFAULT_LANGUAGE, languageOfPath, languages, localizedPath, type Language } from '@storefront/shared';

/** The language of the page at `path` (its query may follow): Bangla under /bn/, English elsewhere. */
export const pageLanguage = (path: string): Language => languageOfPath(path) ?? DEFAULT_LANGUAGE;

/** The public pages that have an address per language, by their English path's pattern. */
const TRANSLATED = [/^\/$/, /^\/items$/, /^\/items\/[^/]+$/, /^\/builder$/];

/** Whether the page at the English `path` (no query) has a Bangla address too. */
export const isTranslated = (path: string): boolean => TRANSLATED.some((pattern) => pattern.test(path));

export interface Alternate {
  /** An `hreflang`: a language, or x-default (the English page, for every other language). */
  hreflang: Language | 'x-default';
  /** Absolute, from PUBLIC_ORIGIN. */
  href: string;
}

/** The addresses of the page at `path` (in either language) in every language, and x-default. */
export function alternatesOf(origin: string, path: string): Alternate[] {
  return [
    ...languages.map((language) => ({ hreflang: language, href: `${origin}${localizedPath(path, language)}` })),
    { hreflang: 'x-default' as const, href: `${origin}${localizedPath(path, DEFAULT_LANGUAGE)}` },
  ];
}

/** `text` safe in an attribute's double quotes (and in an element's text). */
export const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The `<link rel="alternate" hreflang>` tags of the page at `path`. */
export function alternateLinks(origin: string, path: string): string[] {
  return alternatesOf(origin, path).map(
    ({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeAttribute(href)}" />`,
  );
}

/** `html` with its root element's `lang` set to `language`. */
export function withLanguage(html: string, language: Language): string {
  return html.replace(/<html\b[^>]*>/i, (tag) =>
    /\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i.test(tag)
      ? tag.replace(/\slang\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/i, ` lang="${language}"`)
      : tag.replace(/^<html\b/i, `<html lang="${language}"`),
  );
}
