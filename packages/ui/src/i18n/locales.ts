// The store's languages (docs/requirements.md, "Languages"): English, the source of every string
// and the spec's language, and Bangla. One list for the server and the screens (packages/shared).
import type { Language } from '@storefront/shared';

export { isLanguage as isLocale, languages as locales, type Language as Locale } from '@storefront/shared';

/** Each language named in itself, as the switch shows it (never translated). */
// eslint-disable-next-line lingui/no-unlocalized-strings -- names in their own language, the same on every page
export const localeNames: Record<Language, string> = { en: 'English', bn: 'বাংলা' };
