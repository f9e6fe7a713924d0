export { activateLocale, activateNow } from './activate.ts';
export { screenDigits } from './digits.ts';
export { sayShared, translateMessage, useSharedText } from './translateMessage.ts';
export { LocaleProvider } from './LocaleProvider.tsx';
export { isLocale, localeNames, locales, type Locale } from './locales.ts';
