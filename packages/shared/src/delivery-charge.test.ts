import { describe, expect, it } from 'vitest';
import { toMinor } from './money.ts';
import { checkoutInputSchema, quoteInputSchema } from './cart.ts';
import {
  buyerBinSchema,
  deliveryChargeMinor,
  deliveryRatesInputSchema,
  districtSchema,
  formatBin,
  type RateCard,
} from './delivery-charge.ts';
import type { DeliveryZone } from './districts.ts';
import { messages } from './messages.ts';

// The seeded card (issue 32): 70/20 inside Dhaka, 110/20 its suburbs, 130/20 elsewhere, in poisha.
const card: RateCard = {
  zones: {
    dhaka: { firstKgMinor: 7000, extraKgMinor: 2000 },
    suburbs: { firstKgMinor: 11000, extraKgMinor: 2000 },
    outside: { firstKgMinor: 13000, extraKgMinor: 2000 },
  },
  freeAboveMinor: null,
};

describe('the delivery charge', () => {
  // Each zone at every weight boundary: an empty parcel and the first kilogram pay the first kg only.
  it.each([
    ['dhaka', 0, 7000],
    ['dhaka', 1000, 7000],
    ['dhaka', 1001, 9000],
    ['dhaka', 2000, 9000],
    ['dhaka', 2001, 11000],
    ['suburbs', 0, 11000],
    ['suburbs', 1000, 11000],
    ['suburbs', 1001, 13000],
    ['suburbs', 2000, 13000],
    ['suburbs', 2001, 15000],
    ['outside', 0, 13000],
    ['outside', 1000, 13000],
    ['outside', 1001, 15000],
    ['outside', 2000, 15000],
    ['outside', 2001, 17000],
  ] as const)('to %s at %i g is %i poisha', (zone, weightG, charge) => {
    expect(deliveryChargeMinor({ weightG, zone, card, goodsMinor: 100 })).toBe(charge);
  });

  it("follows the card's rates for each zone", () => {
    const odd: RateCard = {
      zones: { ...card.zones, suburbs: { firstKgMinor: 9950, extraKgMinor: 1525 } },
      freeAboveMinor: null,
    };
    expect(deliveryChargeMinor({ weightG: 3500, zone: 'suburbs', card: odd, goodsMinor: 0 })).toBe(9950 + 3 * 1525);
  });

  it('is free from the free-delivery amount on, and charged just below it', () => {
    const free: RateCard = { ...card, freeAboveMinor: toMinor(5000) };
    for (const zone of ['dhaka', 'suburbs', 'outside'] satisfies DeliveryZone[]) {
      const below = deliveryChargeMinor({ weightG: 2500, zone, card: free, goodsMinor: toMinor(4999.99) });
      expect(below).toBe(card.zones[zone].firstKgMinor + 2 * 2000);
      expect(deliveryChargeMinor({ weightG: 2500, zone, card: free, goodsMinor: toMinor(5000) })).toBe(0);
      expect(deliveryChargeMinor({ weightG: 2500, zone, card: free, goodsMinor: toMinor(5000.01) })).toBe(0);
    }
  });

  it('is never free without a free-delivery amount, however large the goods', () => {
    expect(deliveryChargeMinor({ weightG: 500, zone: 'dhaka', card, goodsMinor: 10_000_000_000 })).toBe(7000);
  });
});

describe("the delivery payloads' rules", () => {
  const lines = [{ item: 'a1', quantity: 1 }];

  it('take a district by its key, and say "Choose a district" for anything else', () => {
    expect(districtSchema.parse('coxs-bazar')).toBe('coxs-bazar');
    for (const bad of ['Dhaka', '', 'atlantis', 12, null, undefined]) {
      const result = quoteInputSchema.safeParse({ lines, district: bad });
      expect(result.success, String(bad)).toBe(false);
      expect(result.error?.issues.find((i) => i.path[0] === 'district')?.message).toBe(messages.districtRequired);
    }
  });

  it('keep a BIN as its 13 digits, written with dashes, spaces or Bangla digits; none when empty', () => {
    expect(buyerBinSchema.parse('000-123-456-7890'.replace(/-/g, ' '))).toBe('0001234567890');
    expect(buyerBinSchema.parse('0001-2345-67890')).toBe('0001234567890');
    expect(buyerBinSchema.parse('০০০১২৩৪৫৬৭৮৯০')).toBe('0001234567890');
    expect(buyerBinSchema.parse('')).toBeUndefined();
    expect(buyerBinSchema.parse(null)).toBeUndefined();
    expect(buyerBinSchema.parse(undefined)).toBeUndefined();
    for (const bad of ['123456789012', '12345678901234', '12345678901a3', 1234567890123])
      expect(buyerBinSchema.safeParse(bad).error?.issues[0]?.message, String(bad)).toBe(messages.binInvalid);
  });

  it("take the checkout's district, payment method, the charge shown and a BIN", () => {
    const body = {
      key: 'checkout-key-1',
      address: 'House 3, Road 8, Gulshan',
      phone: '01711000003',
      lines: [{ item: 'a1', quantity: 1, unit_price: 100 }],
      district: 'dhaka',
      delivery_charge: 70,
    };
    expect(checkoutInputSchema.parse(body)).toMatchObject({ payment_method: 'cod', delivery_charge: 70 });
    expect(checkoutInputSchema.parse({ ...body, buyer_bin: '1234-5678-90123' }).buyer_bin).toBe('1234567890123');
    const errors = (input: object) =>
      Object.fromEntries(
        checkoutInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [],
      );
    expect(errors({ ...body, district: undefined, delivery_charge: undefined, payment_method: 'card' })).toEqual({
      district: messages.districtRequired,
      delivery_charge: messages.deliveryChargeRequired,
      payment_method: messages.paymentMethodInvalid,
    });
    expect(errors({ ...body, delivery_charge: 70.001 })).toEqual({ delivery_charge: messages.deliveryChargeRequired });
    expect(errors({ ...body, delivery_charge: -1 })).toEqual({ delivery_charge: messages.deliveryChargeRequired });
  });

  it('take a rate card of every zone once, amounts to the poisha, and a free-delivery amount above 0 or null', () => {
    const zones = [
      { zone: 'dhaka', first_kg: 70, extra_kg: 20 },
      { zone: 'suburbs', first_kg: 110, extra_kg: 20.5 },
      { zone: 'outside', first_kg: 130, extra_kg: 0 },
    ];
    expect(deliveryRatesInputSchema.parse({ zones, free_above: null }).zones).toHaveLength(3);
    expect(deliveryRatesInputSchema.parse({ zones, free_above: 5000 }).free_above).toBe(5000);
    const message = (input: object) => deliveryRatesInputSchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ zones: zones.slice(0, 2), free_above: null })).toBe(messages.deliveryZonesEach);
    expect(message({ zones: [zones[0], zones[0], zones[2]], free_above: null })).toBe(messages.deliveryZonesEach);
    expect(message({ zones: [{ ...zones[0], first_kg: -1 }, ...zones.slice(1)], free_above: null })).toBe(
      messages.deliveryAmount,
    );
    expect(message({ zones: [{ ...zones[0], extra_kg: 1.005 }, ...zones.slice(1)], free_above: null })).toBe(
      messages.deliveryAmount,
    );
    expect(message({ zones: [{ ...zones[0], zone: 'mars' }, ...zones.slice(1)], free_above: null })).toBe(
      messages.deliveryZoneUnknown,
    );
    expect(message({ zones, free_above: 0 })).toBe(messages.freeDeliveryAmount);
    // Positive, but 0 poisha once stored (the fuzz suite's 5.45e-242 answered a 500 on PostgreSQL).
    expect(message({ zones, free_above: 5.454218786776037e-242 })).toBe(messages.freeDeliveryAmount);
    expect(message({ zones, free_above: 0.004 })).toBe(messages.freeDeliveryAmount);
    expect(deliveryRatesInputSchema.parse({ zones, free_above: 0.01 }).free_above).toBe(0.01);
    expect(message({ zones })).toBe(messages.freeDeliveryAmount);
  });
});

describe('formatBin', () => {
  it('writes 13 digits as the VAT authority does, and leaves anything else', () => {
    expect(formatBin('0001234560101')).toBe('000123456-0101');
    expect(formatBin('000123456-0101')).toBe('000123456-0101');
    expect(formatBin('12345')).toBe('12345');
  });
});
