import { describe, expect, it } from 'vitest';
import { formatCount } from './counts.ts';
import { currencySign, formatBdt, formatNumber, fromMinor, orderTotal, toMinor } from './money.ts';

describe('money', () => {
  it('stores amounts as whole poisha, rounding away float noise', () => {
    expect(toMinor(1299.99)).toBe(129999);
    expect(toMinor(0.1 + 0.2)).toBe(30);
    expect(toMinor(12)).toBe(1200);
  });

  it('answers stored poisha as BDT numbers, also from a database bigint string', () => {
    expect(fromMinor(129999)).toBe(1299.99);
    expect(fromMinor('1200' as unknown as number)).toBe(12);
    expect(fromMinor(toMinor(45.5))).toBe(45.5);
  });

  it('formats and totals in BDT', () => {
    expect(formatBdt(1299.999)).toBe('BDT 1,300');
    expect(formatBdt(32000)).toBe('BDT 32,000');
    expect(formatBdt(1234567.5)).toBe('BDT 12,34,567.5');
    expect(formatBdt(999)).toBe('BDT 999');
    expect(formatBdt(0.1 + 0.2)).toBe('BDT 0.3');
    expect(orderTotal(19.99, 3)).toBe(59.97);
  });

  it("marks an amount as formatBdt does: a price field's suffix (requirements §16)", () => {
    expect(currencySign()).toBe('BDT');
    expect(currencySign({ locale: 'bn' })).toBe('৳');
    expect(currencySign({ locale: 'bn', digits: 'latin' })).toBe('৳');
  });

  it('groups in lakh and crore in both languages and both digit sets', () => {
    const cases: [number, string][] = [
      [0, '0'],
      [999, '999'],
      [1000, '1,000'],
      [99_999, '99,999'],
      [1_00_000, '1,00,000'],
      [9_99_999, '9,99,999'],
      [10_00_000, '10,00,000'],
      [1_23_45_678, '1,23,45,678'],
      [1_00_00_00_000, '1,00,00,00,000'],
      [-1_00_000, '-1,00,000'],
      [-999.5, '-999.5'],
      [1299.5, '1,299.5'],
      [1_23_456.789, '1,23,456.79'],
      [0.125, '0.13'],
      [2.5, '2.5'],
      [99_999.995, '1,00,000'],
    ];
    for (const [amount, latin] of cases) {
      const bangla = latin.replace(/\d/g, (d) => '০১২৩৪৫৬৭৮৯'[Number(d)]!);
      expect(formatBdt(amount), `${amount}`).toBe(`BDT ${latin}`);
      expect(formatBdt(amount, { locale: 'en' }), `${amount}`).toBe(`BDT ${latin}`);
      expect(formatBdt(amount, { locale: 'en', digits: 'latin' }), `${amount}`).toBe(`BDT ${latin}`);
      expect(formatBdt(amount, { locale: 'bn' }), `${amount}`).toBe(`৳ ${bangla}`);
      expect(formatBdt(amount, { locale: 'bn', digits: 'native' }), `${amount}`).toBe(`৳ ${bangla}`);
      expect(formatBdt(amount, { locale: 'bn', digits: 'latin' }), `${amount}`).toBe(`৳ ${latin}`);
    }
    // Counts round to whole numbers, halves away from zero.
    expect(formatNumber(2.5)).toBe('3');
    expect(formatNumber(-2.5)).toBe('-3');
    expect(formatNumber(-0.125, { maxFractionDigits: 2 })).toBe('-0.13');
    // An amount is rounded as money first (roundMoney: halves up, as totals are).
    expect(formatBdt(-0.125)).toBe('BDT -0.12');
    expect(formatNumber(1_23_45_678)).toBe('1,23,45,678');
    expect(formatNumber(1_23_45_678, { locale: 'bn' })).toBe('১,২৩,৪৫,৬৭৮');
    expect(formatNumber(1_23_45_678, { locale: 'bn', digits: 'latin' })).toBe('1,23,45,678');
    expect(formatCount(1_00_000)).toBe('1,00,000');
    expect(formatCount(1_00_000, { locale: 'bn' })).toBe('১,০০,০০০');
    expect(formatCount(1_00_000, { locale: 'bn', digits: 'latin' })).toBe('1,00,000');
    // Too large to scale exactly: written plainly, still in the language's digits.
    expect(formatNumber(1e20, { locale: 'bn' })).toBe('১০০০০০০০০০০০০০০০০০০০০');
  });

  it('writes what Intl.NumberFormat writes for en-IN and bn, rounding halves away from zero', () => {
    const cases = [
      0, 1, -1, 12.5, 999.995, 1000, 1299.5, 1299.999, -1234.5, 0.005, 0.015, 1.005, 2.675, 125999.5, 9e13,
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) + 1);
    for (let i = 0; i < 2000; i += 1) cases.push(Math.round(random() * 1000) / 1000, -random());
    for (const maxFractionDigits of [0, 1, 2]) {
      const english = new Intl.NumberFormat('en-IN', { maximumFractionDigits: maxFractionDigits });
      const bangla = new Intl.NumberFormat('bn', { maximumFractionDigits: maxFractionDigits });
      for (const n of cases) {
        const expected = english.format(n);
        if (expected === '-0') continue; // Intl keeps the sign of a negative that rounds to 0; "0" here
        expect(formatNumber(n, { maxFractionDigits }), `${n} to ${maxFractionDigits}`).toBe(expected);
        expect(formatNumber(n, { maxFractionDigits, locale: 'bn' }), `${n} to ${maxFractionDigits}`).toBe(
          bangla.format(n),
        );
        expect(formatNumber(n, { maxFractionDigits, locale: 'bn', digits: 'latin' })).toBe(expected);
      }
    }
    expect(formatNumber(-0.001, { maxFractionDigits: 2 })).toBe('0');
    expect(formatNumber(1.005, { maxFractionDigits: 2 })).toBe('1.01');
    expect(formatNumber(999.995, { maxFractionDigits: 2 })).toBe('1,000');
    expect(formatNumber(1e20, { maxFractionDigits: 2 })).toBe('100000000000000000000');
  });
});
