import { describe, expect, it } from 'vitest';
import { priceLadder, tierFor, unitPriceFor } from './pricing.ts';
import { priceTiersSchema } from './schemas.ts';

const item = {
  price_per_unit: 7400,
  price_tiers: [
    { min_quantity: 10, price: 7100 },
    { min_quantity: 50, price: 6800 },
  ],
};

describe('volume price tiers', () => {
  it('prices each quantity by the last tier it reaches, at every boundary', () => {
    const cases: [number, number][] = [
      [1, 7400],
      [9, 7400],
      [10, 7100],
      [11, 7100],
      [49, 7100],
      [50, 6800],
      [5000, 6800],
    ];
    for (const [units, price] of cases) expect(unitPriceFor(item, units), `${units} units`).toBe(price);
    expect(tierFor(item, 10)).toEqual({ min_quantity: 10, price: 7100 });
  });

  it('starts the ladder at the item’s own price from 1 unit; no tiers, one price', () => {
    expect(priceLadder(item)[0]).toEqual({ min_quantity: 1, price: 7400 });
    expect(unitPriceFor({ price_per_unit: 500 }, 1000)).toBe(500);
  });

  it('takes tiers from 2 units, ascending, with positive prices, as typed in a form too', () => {
    expect(priceTiersSchema.parse([{ min_quantity: '10', price: '7100' }])).toEqual([
      { min_quantity: 10, price: 7100 },
    ]);
    const refusals = (tiers: unknown) =>
      (priceTiersSchema.safeParse(tiers).error?.issues ?? []).map((i) => [i.path.join('.'), i.message]);
    expect(refusals([{ min_quantity: 1, price: 10 }])).toEqual([
      ['0.min_quantity', 'A tier starts at 2 units or more: the first is the price per unit'],
    ]);
    expect(
      refusals([
        { min_quantity: 10, price: 10 },
        { min_quantity: 10, price: 9 },
      ]),
    ).toEqual([['1.min_quantity', 'Each tier must start at more units than the one before']]);
    expect(refusals([{ min_quantity: 5, price: 0 }])).toEqual([['0.price', 'Price must be more than 0']]);
    expect(refusals(Array.from({ length: 9 }, (_, i) => ({ min_quantity: i + 2, price: 1 })))).toEqual([
      ['', 'At most 8 price tiers'],
    ]);
  });
});
