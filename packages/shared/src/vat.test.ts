import { describe, expect, it } from 'vitest';
import { percentOfBp, rateBpOf, splitVat, vatIncludedMinor } from './vat.ts';

describe('vatIncludedMinor', () => {
  it('takes 15% VAT out of a VAT-inclusive price', () => {
    // BDT 115.00 at 15% is 100.00 and 15.00 VAT.
    expect(vatIncludedMinor(11500, 1500)).toBe(1500);
    expect(vatIncludedMinor(0, 1500)).toBe(0);
    expect(vatIncludedMinor(11500, 0)).toBe(0);
  });

  it('rounds to the nearest poisha, halves up', () => {
    // 1 poisha at 15%: 0.1304... poisha, so none.
    expect(vatIncludedMinor(1, 1500)).toBe(0);
    // 4 poisha: 0.5217 -> 1.
    expect(vatIncludedMinor(4, 1500)).toBe(1);
    // 23 poisha at 15%: exactly 3.0.
    expect(vatIncludedMinor(23, 1500)).toBe(3);
    // 7.5%: 10750 poisha is 10000 + 750.
    expect(vatIncludedMinor(10750, 750)).toBe(750);
    // A half: 2.5 poisha of VAT in 2 x 10000/... : gross 1 at 10000 bp (100%) is 0.5 -> 1.
    expect(vatIncludedMinor(1, 10000)).toBe(1);
    expect(vatIncludedMinor(3, 10000)).toBe(2);
  });

  it('stays exact past 2^53 when the gross is multiplied by the rate', () => {
    const gross = 9_000_000_000_000_000; // BDT 90 trillion in poisha, a safe integer
    expect(Number.isSafeInteger(gross)).toBe(true);
    expect(vatIncludedMinor(gross, 1500)).toBe(Number((2n * BigInt(gross) * 1500n + 11500n) / 23000n));
  });

  it('refuses what is not a poisha amount or a rate', () => {
    expect(() => vatIncludedMinor(-1, 1500)).toThrow(RangeError);
    expect(() => vatIncludedMinor(1.5, 1500)).toThrow(RangeError);
    expect(() => vatIncludedMinor(100, -1)).toThrow(RangeError);
  });
});

describe('splitVat', () => {
  it("adds the lines' VAT up to the total's, to the poisha", () => {
    // Three lines of 1 poisha VAT-rounding each: the total is their sum, not the VAT of the sum.
    const lines = [
      { grossMinor: 4, rateBp: 1500 },
      { grossMinor: 4, rateBp: 1500 },
      { grossMinor: 4, rateBp: 1500 },
    ];
    const { lines: split, totals } = splitVat(lines);
    expect(split.map((l) => l.vatMinor)).toEqual([1, 1, 1]);
    expect(totals).toEqual({ netMinor: 9, vatMinor: 3, grossMinor: 12 });
    // The VAT of the summed gross would be 2: the invoice must not say so.
    expect(vatIncludedMinor(12, 1500)).toBe(2);
  });

  it('keeps each line whole: value without VAT plus VAT is the value with VAT', () => {
    const { lines } = splitVat([
      { grossMinor: 740000, rateBp: 1500 },
      { grossMinor: 13000, rateBp: 1500 },
      { grossMinor: 99999, rateBp: 500 },
    ]);
    for (const l of lines) expect(l.netMinor + l.vatMinor).toBe(l.grossMinor);
    expect(lines[0]).toEqual({ netMinor: 643478, vatMinor: 96522, grossMinor: 740000 });
  });
});

describe('rates', () => {
  it('turns percents into basis points and back', () => {
    expect(rateBpOf(15)).toBe(1500);
    expect(rateBpOf(7.5)).toBe(750);
    expect(rateBpOf(0.07)).toBe(7);
    expect(percentOfBp(750)).toBe(7.5);
  });
});
