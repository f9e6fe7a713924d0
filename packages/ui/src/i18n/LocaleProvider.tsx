import { I18nProvider, useLingui } from '@lingui/react';
import { Fragment, useSyncExternalStore, type ReactNode } from 'react';
import { currentDigits, onDigitsChange } from './digits.ts';
import { i18n, startInEnglish } from './activate.ts';

/**
 * Draws everything below it again when the language changes: not only the components that ask
 * for a translation, but every number, price and date formatted for the language.
 */
function Redrawn({ children }: { children: ReactNode }) {
  const { i18n: active } = useLingui();
  const digits = useSyncExternalStore(onDigitsChange, currentDigits, currentDigits);
  return <Fragment key={`${active.locale}:${digits}`}>{children}</Fragment>;
}

/** Gives every component below the store's current language; re-renders them when it changes. */
export function LocaleProvider({ children }: { children: ReactNode }) {
  startInEnglish();
  return (
    <I18nProvider i18n={i18n}>
      <Redrawn>{children}</Redrawn>
    </I18nProvider>
  );
}
