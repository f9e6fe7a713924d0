import { describe, expect, it } from 'vitest';
import { dayOf } from './days.ts';
import {
  groupPriceInputSchema,
  groupPricesInputSchema,
  memberPriceTable,
  memberUnitPrice,
  readerPriceTable,
  type GroupPrice,
} from './customer-groups.ts';
import { unitPriceFor } from './pricing.ts';
import { messages } from './messages.ts';

const item = {
  price_per_unit: 7400,
  price_tiers: [
    { min_quantity: 10, price: 7100 },
    { min_quantity: 50, price: 6800 },
  ],
};
const open = { valid_from: null, valid_until: null };
const dealerPrice: GroupPrice = {
  price: 7000,
  tiers: [{ min_quantity: 20, price: 6500 }],
  percent_off_bp: null,
  ...open,
};
const tenOff: GroupPrice = { price: null, tiers: [], percent_off_bp: 1000, ...open };

describe('a group member’s price', () => {
  it('is the public tier price without an entry', () => {
    expect(memberUnitPrice(item, 1, undefined, '2026-11-28')).toBe(7400);
    expect(memberUnitPrice(item, 50, undefined, '2026-11-28')).toBe(6800);
  });

  it('is the entry’s price and its own tiers, not the item’s', () => {
    expect(memberUnitPrice(item, 1, dealerPrice, '2026-11-28')).toBe(7000);
    expect(memberUnitPrice(item, 19, dealerPrice, '2026-11-28')).toBe(7000);
    expect(memberUnitPrice(item, 20, dealerPrice, '2026-11-28')).toBe(6500);
    expect(memberUnitPrice(item, 500, dealerPrice, '2026-11-28')).toBe(6500);
  });

  it('takes the percentage off the item’s own tier price, rounded to the paisa', () => {
    expect(memberUnitPrice(item, 1, tenOff, '2026-11-28')).toBe(6660);
    expect(memberUnitPrice(item, 10, tenOff, '2026-11-28')).toBe(6390);
    expect(memberUnitPrice(item, 50, tenOff, '2026-11-28')).toBe(6120);
    const odd = { price: null, tiers: [], percent_off_bp: 1250, ...open };
    // 99.99 less 12.5% is 87.49125: 87.49.
    expect(memberUnitPrice({ price_per_unit: 99.99 }, 1, odd, '2026-11-28')).toBe(87.49);
  });

  it('holds from its first day to its last, both included, and not outside them', () => {
    const november = { ...dealerPrice, valid_from: '2026-11-10', valid_until: '2026-11-30' };
    expect(memberUnitPrice(item, 1, november, '2026-11-09')).toBe(7400);
    expect(memberUnitPrice(item, 1, november, '2026-11-10')).toBe(7000);
    expect(memberUnitPrice(item, 1, november, '2026-11-30')).toBe(7000);
    expect(memberUnitPrice(item, 1, november, '2026-12-01')).toBe(7400);
    const fromDecember = { ...tenOff, valid_from: '2026-12-01' };
    expect(memberUnitPrice(item, 1, fromDecember, '2026-11-30')).toBe(7400);
    expect(memberUnitPrice(item, 1, fromDecember, '2027-06-01')).toBe(6660);
  });

  it('is a table a form prices any quantity by, as the rule does (an item answer carries it to its member)', () => {
    expect(memberPriceTable(item, dealerPrice, '2026-11-28')).toEqual({
      price_per_unit: 7000,
      price_tiers: [{ min_quantity: 20, price: 6500 }],
    });
    expect(memberPriceTable(item, tenOff, '2026-11-28')).toEqual({
      price_per_unit: 6660,
      price_tiers: [
        { min_quantity: 10, price: 6390 },
        { min_quantity: 50, price: 6120 },
      ],
    });
    expect(memberPriceTable(item, { ...tenOff, valid_until: '2026-11-27' }, '2026-11-28')).toBeUndefined();
    for (const entry of [dealerPrice, tenOff])
      for (const units of [1, 9, 10, 19, 20, 49, 50, 500]) {
        const table = memberPriceTable(item, entry, '2026-11-28')!;
        const answered = { ...item, your_price: table.price_per_unit, your_price_tiers: table.price_tiers };
        expect(unitPriceFor(readerPriceTable(answered), units)).toBe(memberUnitPrice(item, units, entry, '2026-11-28'));
      }
    // Anyone else's answer: the public prices.
    expect(unitPriceFor(readerPriceTable(item), 50)).toBe(6800);
  });

  it('counts days in the store’s time zone: 19:00 UTC on the 30th is already the 1st in Dhaka', () => {
    const november = { ...dealerPrice, valid_from: '2026-11-10', valid_until: '2026-11-30' };
    const instant = new Date('2026-11-30T19:00:00Z');
    expect(memberUnitPrice(item, 1, november, dayOf(instant, 'UTC'))).toBe(7000);
    expect(memberUnitPrice(item, 1, november, dayOf(instant, 'Asia/Dhaka'))).toBe(7400);
  });
});

describe('a price-list entry', () => {
  it('takes a price with tiers, or a percentage off, and open or closed days', () => {
    expect(
      groupPriceInputSchema.parse({ item: 'a1', price: 7000, tiers: [{ min_quantity: 20, price: 6500 }] }),
    ).toEqual({
      item: 'a1',
      price: 7000,
      percent_off: null,
      tiers: [{ min_quantity: 20, price: 6500 }],
      valid_from: null,
      valid_until: null,
    });
    expect(
      groupPriceInputSchema.parse({
        item: 'a1',
        percent_off: 12.5,
        valid_from: '2026-11-01',
        valid_until: '2026-11-01',
      }),
    ).toMatchObject({ price: null, percent_off: 12.5, valid_from: '2026-11-01', valid_until: '2026-11-01' });
  });

  it('refuses both or neither, tiers with a percentage, a percentage out of range, days reversed', () => {
    const issues = (value: unknown) =>
      groupPriceInputSchema.safeParse(value).error?.issues.map((i) => [i.path.join('.'), i.message]);
    expect(issues({ item: 'a1' })).toEqual([['price', messages.groupPriceOneOf]]);
    expect(issues({ item: 'a1', price: 10, percent_off: 5 })).toEqual([['price', messages.groupPriceOneOf]]);
    expect(issues({ item: 'a1', percent_off: 5, tiers: [{ min_quantity: 5, price: 4 }] })).toEqual([
      ['tiers', messages.groupTiersNeedPrice],
    ]);
    for (const bad of [0, 100, -1, 12.345])
      expect(issues({ item: 'a1', percent_off: bad }), String(bad)).toEqual([
        ['percent_off', messages.groupPercentOff],
      ]);
    expect(issues({ item: 'a1', price: 10, valid_from: '2026-11-02', valid_until: '2026-11-01' })).toEqual([
      ['valid_until', messages.groupPriceDates],
    ]);
  });

  it('names an item once per list', () => {
    const result = groupPricesInputSchema.safeParse({
      prices: [
        { item: 'a1', price: 10 },
        { item: 'a2', price: 10 },
        { item: 'a1', percent_off: 5 },
      ],
    });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['prices.2.item', messages.groupPriceItemTwice],
    ]);
  });
});
