import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { i18n, startInEnglish } from './activate.ts';

/** Gives every component below the store's current language; re-renders them when it changes. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  startInEnglish();
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}
