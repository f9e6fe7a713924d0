// Prices are shown as "BDT {amount}" (requirements §2), the amount with thousands separators and
// at most two decimals ("BDT 32,000", "BDT 1,299.5"): one formatter for every screen.
/** Prices are stored as integer poisha (minor units) and answered as BDT numbers. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => Number(minor) / 100;

export function roundMoney(amount: number): number {
  return Math.round(amount * 100) / 100;
}

export function formatBdt(amount: number): string {
  return `BDT ${formatNumber(roundMoney(amount), 2)}`;
}

export function orderTotal(unitPrice: number, quantity: number): number {
  return roundMoney(unitPrice * quantity);
}

/**
 * `n` with thousands separators and at most `maxFractionDigits` decimals, trailing zeros dropped:
 * what `Intl.NumberFormat('en-US', { maximumFractionDigits })` writes, by hand, because the first
 * Intl object a page makes is slow to make while ICU starts (blocking time on
 * Lighthouse's slowed phone) and the public pages need nothing else from Intl (bench/README.md,
 * Lighthouse). Rounds as Intl does: the shortest decimal that reads back as `n` ("1.005"), to the
 * nearest, halves away from zero. Up to 2^53 once scaled (90 trillion with 2 decimals); larger
 * numbers are written plainly.
 */
export function formatNumber(n: number, maxFractionDigits = 0): string {
  // The decimal shifted in text ("1.005e2" is 100.5 exactly), so no binary error decides a half.
  const scaled = Math.round(Number(`${Math.abs(n)}e${maxFractionDigits}`));
  if (!Number.isSafeInteger(scaled)) return String(n);
  const digits = String(scaled).padStart(maxFractionDigits + 1, '0');
  const cut = digits.length - maxFractionDigits;
  const decimals = digits.slice(cut).replace(/0+$/, '');
  const whole = digits.slice(0, cut).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${n < 0 && scaled > 0 ? '-' : ''}${whole}${decimals ? `.${decimals}` : ''}`;
}
