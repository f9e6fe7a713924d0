import { describe, expect, it } from 'vitest';
import { formatBdt, fromMinor, orderTotal, toMinor } from './money.ts';

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
});
