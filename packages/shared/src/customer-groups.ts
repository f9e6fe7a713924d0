import { z } from 'zod';
import { daySchema } from './days.ts';
import { messages } from './messages.ts';
import { fromMinor, toMinor } from './money.ts';
import { unitPriceFor, type PriceTier } from './pricing.ts';
import { id, price, priceTiersSchema, singleLineText } from './schemas.ts';

// Customer groups and their price lists (issue 35 item 4; requirements §20.5): a store admin puts
// companies and single customers in a group (Dealer, Corporate); the group's list gives some items
// a price of their own (with volume tiers) or a percentage off the public price, each for an
// optional span of days. A company member's group is the company's, anyone else's their own.

export const GROUP_NAME_MAX = 60;
/** Entries in one group's price list at most (one PUT sends the whole list). */
export const GROUP_PRICES_MAX = 2000;

/** One entry of a group's price list, as the pricing reads it: a price (and tiers) or a percentage off. */
export interface GroupPrice {
  /** The group's own price per unit from 1 unit, or null for a percentage off. */
  price: number | null;
  /** Volume prices beyond the first (with `price` only), as an item's own (requirements §14.4). */
  tiers: readonly PriceTier[];
  /** Basis points off the item's own tier price (1250 is 12.5%), or null for a price. */
  percent_off_bp: number | null;
  /** First and last store day the entry holds (both included), null for open ends. */
  valid_from: string | null;
  valid_until: string | null;
}

/** Whether `entry` holds on the store day `day` ("2026-11-28", the store's time zone: shared dayOf). */
export function groupPriceHolds(entry: Pick<GroupPrice, 'valid_from' | 'valid_until'>, day: string): boolean {
  return (
    (entry.valid_from === null || day >= entry.valid_from) && (entry.valid_until === null || day <= entry.valid_until)
  );
}

/** Prices per unit by quantity, as an item holds them: from 1 unit, then its volume tiers (requirements §14.4). */
export interface PriceTable {
  price_per_unit: number;
  price_tiers?: readonly PriceTier[];
}

/**
 * A group member's prices for `item` on store day `day`, as a table of the item's shape, or
 * undefined when the group's entry does not hold that day (they pay the public prices): the entry's
 * price and its own tiers, or its percentage off each of the item's own tier prices, rounded to the
 * paisa. The item answer carries it to its member (`your_price`, `your_price_tiers`), so a form
 * prices any quantity as the server will.
 */
export function memberPriceTable(
  item: PriceTable,
  entry: GroupPrice | undefined,
  day: string,
): { price_per_unit: number; price_tiers: PriceTier[] } | undefined {
  if (!entry || !groupPriceHolds(entry, day)) return undefined;
  if (entry.price !== null) return { price_per_unit: entry.price, price_tiers: [...entry.tiers] };
  const off = (price: number) =>
    fromMinor(Math.round((toMinor(price) * (10_000 - (entry.percent_off_bp ?? 0))) / 10_000));
  return {
    price_per_unit: off(item.price_per_unit),
    price_tiers: (item.price_tiers ?? []).map((t) => ({ min_quantity: t.min_quantity, price: off(t.price) })),
  };
}

/**
 * The price per unit a group member pays for `units` of `item` on store day `day`: the group's
 * entry when it holds that day (its price and tiers, or its percentage off the item's own tier
 * price, rounded to the paisa), else the public price. One rule for every screen and the server.
 */
export function memberUnitPrice(item: PriceTable, units: number, entry: GroupPrice | undefined, day: string): number {
  return unitPriceFor(memberPriceTable(item, entry, day) ?? item, units);
}

/**
 * The prices the reader of an item answer pays (requirements §20.5): a member's own (`your_price`
 * and its tiers) where the answer carries them, else the item's public ones.
 */
export function readerPriceTable(
  item: PriceTable & { your_price?: number | undefined; your_price_tiers?: readonly PriceTier[] | undefined },
): PriceTable {
  return item.your_price === undefined
    ? item
    : { price_per_unit: item.your_price, price_tiers: item.your_price_tiers ?? [] };
}

// ---- The admin API (GET/POST /api/customer-groups, PATCH/DELETE one, GET/PUT its prices) ----

export const customerGroupInputSchema = z.object({ name: singleLineText(messages.groupNameRequired, GROUP_NAME_MAX) });
export type CustomerGroupInput = z.infer<typeof customerGroupInputSchema>;

export const customerGroupSchema = z.object({
  _id: z.string(),
  name: z.string(),
  created_at: z.string(),
  /** Users whose own group it is, and companies in it. */
  users: z.number().int(),
  companies: z.number().int(),
});
export type CustomerGroup = z.infer<typeof customerGroupSchema>;

/** A percentage off: above 0, below 100, at most 2 decimals (kept as basis points). */
const percentOff = z
  .number({ error: messages.groupPercentOff })
  .gt(0, messages.groupPercentOff)
  .lt(100, messages.groupPercentOff)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.groupPercentOff);

const optionalDay = daySchema
  .nullable()
  .optional()
  .transform((v) => v ?? null);

/** One entry of PUT /api/customer-groups/{id}/prices: `price` (and `tiers`) or `percent_off`. */
export const groupPriceInputSchema = z
  .object({
    item: id,
    price: price
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    percent_off: percentOff
      .nullable()
      .optional()
      .transform((v) => v ?? null),
    tiers: priceTiersSchema.default([]),
    valid_from: optionalDay,
    valid_until: optionalDay,
  })
  .superRefine((entry, ctx) => {
    if ((entry.price === null) === (entry.percent_off === null))
      ctx.addIssue({ code: 'custom', path: ['price'], message: messages.groupPriceOneOf });
    if (entry.percent_off !== null && entry.tiers.length)
      ctx.addIssue({ code: 'custom', path: ['tiers'], message: messages.groupTiersNeedPrice });
    if (entry.valid_from !== null && entry.valid_until !== null && entry.valid_until < entry.valid_from)
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: messages.groupPriceDates });
  });

export const groupPricesInputSchema = z.object({
  prices: z
    .array(groupPriceInputSchema)
    .max(GROUP_PRICES_MAX, messages.groupPricesTooMany(GROUP_PRICES_MAX))
    .superRefine((entries, ctx) => {
      const seen = new Set<string>();
      entries.forEach((entry, n) => {
        if (seen.has(entry.item))
          ctx.addIssue({ code: 'custom', path: [n, 'item'], message: messages.groupPriceItemTwice });
        seen.add(entry.item);
      });
    }),
});
export type GroupPricesInput = z.infer<typeof groupPricesInputSchema>;

/** One entry of a group's price list as the API answers it, with the item's name and public price. */
export const groupPriceSchema = z.object({
  item: z.string(),
  item_name: z.string(),
  sku: z.string(),
  public_price: z.number(),
  price: z.number().nullable(),
  percent_off: z.number().nullable(),
  tiers: z.array(z.object({ min_quantity: z.number().int(), price: z.number() })),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
});
export type GroupPriceEntry = z.infer<typeof groupPriceSchema>;

/** PUT /api/users/{id}/customer-group and /api/companies/{id}/customer-group: a group's id, or null for none. */
export const groupAssignmentSchema = z.object({
  group: z.union([id, z.null()], { error: messages.groupInvalid }),
});

export const groupAssignedSchema = z.object({ group: z.string().nullable() });

/** Basis points from a percentage with at most 2 decimals (12.5 is 1250). */
export const bpOfPercentage = (percent: number): number => Math.round(percent * 100);
