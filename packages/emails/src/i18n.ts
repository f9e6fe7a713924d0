// The emails' languages (docs/requirements.md, "Languages"): each email is written in its reader's
// language, the buyer's or each staff member's. The server renders them in Node, where no macro
// transform runs: the messages are descriptors with explicit ids (`/*i18n*/ { id, message }`,
// found by `pnpm i18n:extract`), compiled from their ICU text when first read. Bangla's catalog is
// locales/bn.ts, written from bn.po by scripts/compile-email-catalog.mjs (a bundle cannot read a PO file).
import { setupI18n, type I18n } from '@lingui/core';
import type { LocaleFormat } from '@storefront/shared';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { messages as bn } from './locales/bn.ts';

export const emailLocales = ['en', 'bn'] as const;
export type EmailLocale = (typeof emailLocales)[number];

/** English is each descriptor's own message; Bangla the catalog's (English where it has none). */
const catalogs: Record<EmailLocale, Record<string, string>> = { en: {}, bn };
const instances = new Map<EmailLocale, I18n>();

/** The emails' own Lingui instance for `locale` (never the browser's global one), made once. */
export function emailI18n(locale: EmailLocale = 'en'): I18n {
  let i18n = instances.get(locale);
  if (!i18n) {
    i18n = setupI18n({ locale, messages: { [locale]: catalogs[locale] } });
    i18n.setMessagesCompiler(compileMessage);
    instances.set(locale, i18n);
  }
  return i18n;
}

/** How amounts, counts and dates are written for the reader of `i18n`'s language (requirements §16). */
export const numbersFor = (i18n: I18n): LocaleFormat => ({ locale: i18n.locale === 'bn' ? 'bn' : 'en' });
