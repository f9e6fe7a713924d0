import { afterEach, describe, expect, it } from 'vitest';
import { readBrowserCart } from './browserCart.ts';
import { addToBrowserCart, removeFromBrowserCart, setBrowserQuantity } from './browserCartChanges.ts';

afterEach(() => {
  localStorage.clear();
});

describe("a signed-out visitor's cart", () => {
  it('keeps lines in localStorage: set replaces, add sums, remove drops', () => {
    setBrowserQuantity('a', 3);
    addToBrowserCart('a', 2);
    addToBrowserCart('b', 1);
    expect(readBrowserCart()).toEqual([
      { item: 'a', quantity: 5 },
      { item: 'b', quantity: 1 },
    ]);
    expect(JSON.parse(localStorage.getItem('storefront.cart')!)).toHaveLength(2);
    removeFromBrowserCart('a');
    expect(readBrowserCart()).toEqual([{ item: 'b', quantity: 1 }]);
    removeFromBrowserCart('b');
    expect(localStorage.getItem('storefront.cart')).toBeNull();
  });

  it('reads what was stored by hand or by an older version safely', () => {
    localStorage.setItem('storefront.cart', 'not json');
    expect(readBrowserCart()).toEqual([]);
    localStorage.setItem(
      'storefront.cart',
      JSON.stringify([
        { item: 'a', quantity: 2 },
        { item: 'a', quantity: 9 },
        { item: 'b', quantity: 0 },
        { item: 7 },
        null,
      ]),
    );
    expect(readBrowserCart()).toEqual([{ item: 'a', quantity: 9 }]);
  });

  it('holds at most 200 items', () => {
    for (let i = 0; i < 200; i += 1) setBrowserQuantity(`i${i}`, 1);
    expect(() => addToBrowserCart('one-more', 1)).toThrow('A cart holds at most 200 items');
    addToBrowserCart('i0', 1);
    expect(readBrowserCart()[0]).toEqual({ item: 'i0', quantity: 2 });
  });
});
