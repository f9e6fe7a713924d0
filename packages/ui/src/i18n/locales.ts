// The store's languages (docs/requirements.md, "Languages"): English, the source of every string
// and the spec's language, and Bangla.
export const locales = ['en', 'bn'] as const;
export type Locale = (typeof locales)[number];
export const sourceLocale: Locale = 'en';

export const isLocale = (value: unknown): value is Locale => locales.includes(value as Locale);

/** Each language named in itself, as the switch shows it (never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- names in their own language, the same on every page
export const localeNames: Record<Locale, string> = { en: 'English', bn: 'বাংলা' };
