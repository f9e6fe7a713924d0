// What delivery costs (issue 32; requirements §17): the rate card (per zone, the first kilogram and
// each one after it; free delivery above an amount of goods), the charge it sets for a parcel, and
// the payloads that carry them. One rule for the quote, the checkout, the one-item order and the
// screens, so what a buyer is shown is what they are charged, to the poisha.
import { z } from 'zod';
import { toLatinDigits } from './digits.ts';
import { deliveryZones, districtKeys, type DeliveryZone } from './districts.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/** The first kilogram, in grams: a parcel up to it pays the first-kg rate only. */
export const FIRST_KG_G = 1000;

export interface ZoneRate {
  firstKgMinor: number;
  extraKgMinor: number;
}

/** The rate card as the charge reads it, in poisha. */
export interface RateCard {
  zones: Record<DeliveryZone, ZoneRate>;
  /** Goods of at least this much (poisha) travel free; null: no free delivery. */
  freeAboveMinor: number | null;
}

/**
 * The charge for `weightG` grams to `zone`, in poisha: nothing when the card has a free-delivery
 * amount and the goods come to at least it; else the first kilogram, plus each started kilogram
 * after it (1000 g is the first kg only, 1001 g adds one; an empty parcel weighs as 1 kg).
 */
export function deliveryChargeMinor({
  weightG,
  zone,
  card,
  goodsMinor,
}: {
  weightG: number;
  zone: DeliveryZone;
  card: RateCard;
  goodsMinor: number;
}): number {
  if (card.freeAboveMinor !== null && goodsMinor >= card.freeAboveMinor) return 0;
  const rate = card.zones[zone];
  const extraKg = Math.ceil(Math.max(0, weightG - FIRST_KG_G) / FIRST_KG_G);
  return rate.firstKgMinor + extraKg * rate.extraKgMinor;
}

/** One of the 64 districts' keys (districts.ts). */
export const districtSchema = z.enum(districtKeys, { error: messages.districtRequired });

export const deliveryZoneSchema = z.enum(deliveryZones, { error: messages.deliveryZoneUnknown });

/**
 * A business buyer's BIN (Business Identification Number) for the tax invoice: 13 digits, written
 * with dashes or spaces as people group it (Bangla digits too), kept as the 13 digits. Empty or
 * null is none.
 */
export const buyerBinSchema = z.preprocess(
  (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
  z
    .string({ error: messages.binInvalid })
    .transform((v) => toLatinDigits(v).replace(/[\s-]/g, ''))
    .refine((v) => /^\d{13}$/.test(v), messages.binInvalid)
    .optional(),
);

/** A BIN as the VAT authority writes it: its first 9 digits, a dash, the last 4 (`000123456-0101`); any other text as it is. */
export const formatBin = (bin: string): string => bin.replace(/^(\d{9})(\d{4})$/, '$1-$2');

/** Whether a number has at most 2 decimals (a whole number of poisha). */
const wholePoisha = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** An amount of BDT a buyer was shown or an administrator sets: 0 or more, to the poisha. */
const amount = (message: string) =>
  z.number({ error: message }).min(0, message).max(limits.price, message).refine(wholePoisha, message);

/** The delivery charge a buyer was shown (checkout, the one-item order): a different one is refused (409). */
export const deliveryChargeShown = amount(messages.deliveryChargeRequired);

const zoneRateInput = z.object({
  zone: deliveryZoneSchema,
  first_kg: amount(messages.deliveryAmount),
  extra_kg: amount(messages.deliveryAmount),
});

/** PUT /api/delivery/rates (admin): every zone's rates, each zone once, and the free-delivery amount or null. */
export const deliveryRatesInputSchema = z.object({
  zones: z
    .array(zoneRateInput, { error: messages.deliveryZonesEach })
    .length(deliveryZones.length, messages.deliveryZonesEach)
    .refine((zones) => new Set(zones.map((z) => z.zone)).size === deliveryZones.length, messages.deliveryZonesEach),
  // At least one poisha once stored: a positive amount that rounds to 0 poisha (5e-242) is none.
  free_above: amount(messages.freeDeliveryAmount)
    .refine((v) => Math.round(v * 100) > 0, messages.freeDeliveryAmount)
    .nullable(),
});
export type DeliveryRatesInput = z.infer<typeof deliveryRatesInputSchema>;

/** GET /api/delivery/rates: the card, every zone in deliveryZones' order, and who changed it last (null for the seeded one). */
export const deliveryRatesSchema = z.object({
  zones: z.array(z.object({ zone: deliveryZoneSchema, first_kg: z.number(), extra_kg: z.number() })),
  free_above: z.number().nullable(),
  updatedAt: z.string().nullable(),
  updatedBy: z.string().nullable(),
});
export type DeliveryRates = z.infer<typeof deliveryRatesSchema>;
