export { activateLocale, activeLocale } from './activate.ts';
export { translateMessage } from './translateMessage.ts';
export { LocaleProvider } from './LocaleProvider.tsx';
export { isLocale, localeNames, locales, type Locale } from './locales.ts';
