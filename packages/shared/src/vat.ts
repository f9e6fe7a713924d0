// VAT in prices that include it (issue 32; requirements §17): the store's prices are what shoppers
// pay, VAT included, so the tax invoice takes the VAT out of each line rather than adding it. Rates
// travel as basis points (1500 = 15%) so no binary fraction ever decides a poisha.

/** The store's default rate when an item has none of its own (VAT_RATE_DEFAULT overrides it). */
export const VAT_RATE_DEFAULT_PERCENT = 15;

/** A rate in percent (15, 7.5) as basis points (1500, 750). */
export const rateBpOf = (percent: number): number => Math.round(percent * 100);

/** Basis points as the percent the API answers (1500 is 15). */
export const percentOfBp = (bp: number): number => bp / 100;

/**
 * The VAT inside `grossMinor` poisha at `rateBp`: gross x rate / (100% + rate), to the nearest
 * poisha, halves up. In BigInt: a large order's gross times the rate outgrows 2^53.
 */
export function vatIncludedMinor(grossMinor: number, rateBp: number): number {
  if (!Number.isSafeInteger(grossMinor) || grossMinor < 0) throw new RangeError(`gross ${grossMinor}`);
  if (!Number.isInteger(rateBp) || rateBp < 0) throw new RangeError(`rate ${rateBp}`);
  const gross = BigInt(grossMinor);
  const rate = BigInt(rateBp);
  const whole = 10000n + rate;
  return Number((2n * gross * rate + whole) / (2n * whole));
}

export interface VatLine {
  grossMinor: number;
  rateBp: number;
}

export interface VatSplit {
  /** Value without VAT. */
  netMinor: number;
  vatMinor: number;
  /** Value with VAT: what the line costs. */
  grossMinor: number;
}

/**
 * Each line split into its value without VAT and its VAT, and the totals as the lines' sums, so the
 * invoice's VAT is exactly the VAT of its lines (no rounding of the total on its own).
 * @public the tax invoice (issue 32) issues its lines with it.
 */
export function splitVat(lines: readonly VatLine[]): { lines: VatSplit[]; totals: VatSplit } {
  const split = lines.map(({ grossMinor, rateBp }) => {
    const vatMinor = vatIncludedMinor(grossMinor, rateBp);
    return { netMinor: grossMinor - vatMinor, vatMinor, grossMinor };
  });
  const totals = split.reduce(
    (sum, l) => ({
      netMinor: sum.netMinor + l.netMinor,
      vatMinor: sum.vatMinor + l.vatMinor,
      grossMinor: sum.grossMinor + l.grossMinor,
    }),
    { netMinor: 0, vatMinor: 0, grossMinor: 0 },
  );
  return { lines: split, totals };
}
