import { describe, expect, it } from 'vitest';
import { formatBdt, formatNumber, fromMinor, orderTotal, toMinor } from './money.ts';

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
    expect(formatBdt(1234567.5)).toBe('BDT 1,234,567.5');
    expect(formatBdt(999)).toBe('BDT 999');
    expect(formatBdt(0.1 + 0.2)).toBe('BDT 0.3');
    expect(orderTotal(19.99, 3)).toBe(59.97);
  });

  it('writes what Intl.NumberFormat en-US writes, rounding halves away from zero', () => {
    const cases = [
      0, 1, -1, 12.5, 999.995, 1000, 1299.5, 1299.999, -1234.5, 0.005, 0.015, 1.005, 2.675, 125999.5, 9e13,
    ];
    let seed = 7;
    const random = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 10 ** Math.floor((seed % 9) + 1);
    for (let i = 0; i < 2000; i += 1) cases.push(Math.round(random() * 1000) / 1000, -random());
    for (const digits of [0, 1, 2]) {
      const intl = new Intl.NumberFormat('en-US', { maximumFractionDigits: digits });
      for (const n of cases) {
        const expected = intl.format(n);
        if (expected === '-0') continue; // Intl keeps the sign of a negative that rounds to 0; "0" here
        expect(formatNumber(n, digits), `${n} to ${digits}`).toBe(expected);
      }
    }
    expect(formatNumber(-0.001, 2)).toBe('0');
    expect(formatNumber(1.005, 2)).toBe('1.01');
    expect(formatNumber(999.995, 2)).toBe('1,000');
    expect(formatNumber(1e20, 2)).toBe('100000000000000000000');
  });
});
