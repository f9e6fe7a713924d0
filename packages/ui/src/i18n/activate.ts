// Which language the screens speak. English needs nothing loaded: its messages are compiled into
// the code (build/lingui.ts). Bangla's catalog is a chunk of its own, fetched the first time a
// Bangla page is shown, so English pages never carry it.
import { i18n, type Messages } from '@lingui/core';
import { setScreenFormat, toLatinDigits, type DigitSet } from '@storefront/shared';
import { chosenDigits, currentDigits, onDigitsChange } from './digits.ts';
import type { Locale } from './locales.ts';

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve({}),
  bn: () => import('../locales/bn.po').then((catalog) => catalog.messages),
};
const loaded = new Set<Locale>();
/** Each loaded catalog as written, in its language's own digits. */
const catalogs: Partial<Record<Locale, Messages>> = {};

/** A compiled message (text, or tokens and their branches) with its digits written as 0-9. */
const inLatin = (message: unknown): unknown =>
  typeof message === 'string'
    ? toLatinDigits(message)
    : Array.isArray(message)
      ? message.map(inLatin)
      : message && typeof message === 'object'
        ? Object.fromEntries(Object.entries(message).map(([key, value]) => [key, inLatin(value)]))
        : message;

/**
 * Speaks `locale` in `digits` (requirements §16, Numbers): for a reader who keeps Latin digits, the
 * catalog's own numbers ("{rating} / ৫") as 0-9, and a plural's `#`, which Lingui writes with Intl
 * in the language's digits, in a locale with Latin ones (`bn-u-nu-latn`).
 */
function speak(locale: Locale, digits: DigitSet): void {
  const messages = catalogs[locale];
  // A copy each time: Lingui keeps the first object it is given and Object.assigns later loads into
  // it, so handing it `catalogs[locale]` itself let a Latin load rewrite the catalog as written (back
  // to Bangla digits, the catalog's own numbers stayed 0-9).
  if (messages) i18n.load(locale, digits === 'latin' ? (inLatin(messages) as Messages) : { ...messages });
  i18n.activate(locale, digits === 'latin' ? [`${locale}-u-nu-latn`] : undefined);
}

// The reader changed the digits (the footer's setting): the active language follows.
onDigitsChange(() => {
  if (loaded.has(i18n.locale as Locale)) speak(i18n.locale as Locale, currentDigits());
});

/** Speaks English at once (synchronously): call before the first render. */
export function startInEnglish(): void {
  if (i18n.locale) return;
  i18n.load('en', {});
  loaded.add('en');
  i18n.activate('en');
}

/**
 * Speaks `locale` at once with `messages` (its catalog, imported by the caller): for the markup
 * drawn at build time or by the server, which render synchronously in one language at a time.
 */
export function activateNow(locale: Locale, messages: Messages): void {
  if (!loaded.has(locale)) {
    i18n.load(locale, { ...messages });
    catalogs[locale] = messages;
    loaded.add(locale);
  }
  i18n.activate(locale);
  setScreenFormat({ locale });
}

/** Loads `locale`'s catalog if needed and makes it the screens' language (and the document's). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    catalogs[locale] = await loaders[locale]();
    loaded.add(locale);
  }
  // Prices, counts and dates follow: the formatters read the screens' format (packages/shared).
  const digits = chosenDigits();
  setScreenFormat({ locale, digits });
  speak(locale, digits);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
