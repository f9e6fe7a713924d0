import { describe, expect, it } from 'vitest';
import { formatBdt, orderTotal } from './money.ts';
import { latestItems, orderMessages, orderQuantityError } from './rules.ts';

const list = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('latest items (requirements §9)', () => {
  it('shows the last 6 of 6 or more', () => {
    expect(latestItems(list(9))).toEqual([4, 5, 6, 7, 8, 9]);
    expect(latestItems(list(6))).toEqual(list(6));
  });
  it('shows the last 3 of 3 to 5, and all of fewer', () => {
    expect(latestItems(list(5))).toEqual([3, 4, 5]);
    expect(latestItems(list(2))).toEqual([1, 2]);
    expect(latestItems([])).toEqual([]);
  });
});

describe('order quantity', () => {
  const item = { min_order_quantity: 5, available_quantity: 20 };
  it('accepts a quantity between the minimum and the stock', () => {
    expect(orderQuantityError(5, item)).toBeUndefined();
    expect(orderQuantityError(20, item)).toBeUndefined();
  });
  it('refuses below the minimum and above the stock', () => {
    expect(orderQuantityError(4, item)).toBe(orderMessages.belowMinimum(5));
    expect(orderQuantityError(21, item)).toBe(orderMessages.aboveAvailable(20));
    expect(orderQuantityError(5, { min_order_quantity: 5, available_quantity: 0 })).toBe('This item is out of stock');
  });
});

describe('money', () => {
  it('shows BDT with the amount', () => {
    expect(formatBdt(1200)).toBe('BDT 1,200');
    expect(formatBdt(12.5)).toBe('BDT 12.5');
    expect(orderTotal(0.1, 3)).toBe(0.3);
  });
});
