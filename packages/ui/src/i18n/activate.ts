// Which language the screens speak. English needs nothing loaded: its messages are compiled into
// the code (build/lingui.ts). Bangla's catalog is a chunk of its own, fetched the first time a
// Bangla page is shown, so English pages never carry it.
import { i18n, type Messages } from '@lingui/core';
import { setScreenFormat } from '@storefront/shared';
import { chosenDigits, numberLocales } from './digits.ts';
import type { Locale } from './locales.ts';

const loaders: Record<Locale, () => Promise<Messages>> = {
  en: () => Promise.resolve({}),
  bn: () => import('../locales/bn.po').then((catalog) => catalog.messages),
};
const loaded = new Set<Locale>();

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
    i18n.load(locale, messages);
    loaded.add(locale);
  }
  i18n.activate(locale);
  setScreenFormat({ locale });
}

/** Loads `locale`'s catalog if needed and makes it the screens' language (and the document's). */
export async function activateLocale(locale: Locale): Promise<void> {
  if (!loaded.has(locale)) {
    i18n.load(locale, await loaders[locale]());
    loaded.add(locale);
  }
  // Prices, counts and dates follow: the formatters read the screens' format (packages/shared).
  const digits = chosenDigits();
  setScreenFormat({ locale, digits });
  i18n.activate(locale, numberLocales(locale, digits));
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
