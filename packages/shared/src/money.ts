// Prices are shown as "BDT {amount}" (requirements §2), the amount grouped in lakh and crore as
// Bangladesh writes it, with at most two decimals ("BDT 32,000", "BDT 1,00,000", "BDT 1,299.5"); in
// Bangla "৳ ১,০০,০০০" (requirements §16): one formatter for every screen, email and message.
import { screenFormat, toLocaleDigits, type LocaleFormat } from './digits.ts';

/** Prices are stored as integer poisha (minor units) and answered as BDT numbers. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => Number(minor) / 100;

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** How an amount is marked: "BDT" in English, "৳" in Bangla (a price field's suffix too). */
export function currencySign(given: LocaleFormat = {}): string {
  return { ...screenFormat(), ...given }.locale === 'bn' ? '৳' : 'BDT';
}

/** "BDT 1,23,456.5" in English, "৳ ১,২৩,৪৫৬.৫" in Bangla ("৳ 1,23,456.5" with Latin digits). */
export function formatBdt(amount: number, given: LocaleFormat = {}): string {
  const format = { ...screenFormat(), ...given };
  return `${currencySign(format)} ${formatNumber(roundMoney(amount), { ...format, maxFractionDigits: 2 })}`;
}

export function orderTotal(unitPrice: number, quantity: number): number {
  return roundMoney(unitPrice * quantity);
}

export interface NumberFormat extends LocaleFormat {
  /** At most this many decimals, trailing zeros dropped; 0 when left out. */
  maxFractionDigits?: number;
}

/**
 * `n` grouped in lakh and crore (the last three digits, then by two: "1,23,45,678") with at most
 * `maxFractionDigits` decimals, trailing zeros dropped, in `format`'s digits: what
 * `Intl.NumberFormat('en-IN' or 'bn', { maximumFractionDigits })` writes (ICU's `en-BD` groups the
 * Western way, so no Bangladeshi locale would do), by hand, because the first Intl object a page
 * makes is slow to make while ICU starts (blocking time on Lighthouse's slowed phone) and the public
 * pages need nothing else from Intl (bench/README.md, Lighthouse). Rounds as Intl does: the shortest
 * decimal that reads back as `n` ("1.005"), to the nearest, halves away from zero. Up to 2^53 once
 * scaled (90 trillion with 2 decimals); larger numbers are written plainly.
 */
export function formatNumber(n: number, given: NumberFormat = {}): string {
  const format = { ...screenFormat(), ...given };
  const { maxFractionDigits = 0 } = format;
  // The decimal shifted in text ("1.005e2" is 100.5 exactly), so no binary error decides a half.
  const scaled = Math.round(Number(`${Math.abs(n)}e${maxFractionDigits}`));
  if (!Number.isSafeInteger(scaled)) return toLocaleDigits(String(n), format);
  const digits = String(scaled).padStart(maxFractionDigits + 1, '0');
  const cut = digits.length - maxFractionDigits;
  const decimals = digits.slice(cut).replace(/0+$/, '');
  const whole = digits.slice(0, cut).replace(/\B(?=(\d{2})*\d{3}$)/g, ',');
  return toLocaleDigits(`${n < 0 && scaled > 0 ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`, format);
}
