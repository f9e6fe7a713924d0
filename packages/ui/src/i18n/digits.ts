// Bangla pages write Bangla digits (৳ ১,০০,০০০) unless the reader keeps Latin ones
// (docs/requirements.md §16, Numbers): the choice lives in a `digits` cookie, like the language's,
// and the formatters of packages/shared read it through their screen format.
import { screenFormat, setScreenFormat, toLocaleDigits, type DigitSet } from '@storefront/shared';

const COOKIE = 'digits';
const listeners = new Set<() => void>();

/** The digits this browser chose (`native` unless it asked for Latin). */
export function chosenDigits(): DigitSet {
  if (typeof document === 'undefined') return 'native';
  return /(?:^|;\s*)digits=latin(?:;|$)/.test(document.cookie) ? 'latin' : 'native';
}

/** Remembers `digits` for a year and draws the screens again with them. */
export function chooseDigits(digits: DigitSet): void {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a cookie's attributes, read by the browser
  document.cookie = `${COOKIE}=${digits}; Path=/; Max-Age=${365 * 24 * 60 * 60}; SameSite=Lax`;
  setScreenFormat({ ...screenFormat(), digits });
  for (const listener of listeners) listener();
}

export function onDigitsChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const currentDigits = (): DigitSet => screenFormat().digits ?? 'native';

/** A number as it stands, ungrouped (a quantity as the spec writes it), in the screens' digits. */
export const screenDigits = (n: number): string => toLocaleDigits(String(n), screenFormat());
