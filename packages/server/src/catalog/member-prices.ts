import { memberPriceTable, type CatalogPage, type GroupPrice, type Item } from '@storefront/shared';
import type { FastifyReply } from 'fastify';
import type { AccessClaims } from '../auth/tokens.ts';
import type { MemberPricing, PricesForClaims } from '../customer-groups/price-book.ts';
import type { Answer } from '../http/public-cache.ts';

// The catalog's reads for a signed-in group member (requirements §20.5): the public answer with
// `your_price` on each item their group's list prices today. Such an answer is the reader's alone:
// it is never put in the public cache, and it says `private, no-store` so that no cache on the way
// or in the browser keeps it. It is made from the public answer's entry (http/public-cache.ts) and
// kept beside it per group list and day, so that a member's read costs the token's check and one
// indexed read beyond an anonymous one (on PostgreSQL no read while the row is kept:
// customer-groups/reader-rows.ts), by Fastify's route or before it (http/public-fast-path.ts).

/**
 * The reader's group pricing, or undefined for a public answer: no token, one that is not valid
 * or no longer holds, no group or an empty list. The token's row is checked and the group found in
 * one read or a kept row (customer-groups/price-book.ts), the list held in memory: the cost beyond a public read.
 */
export async function memberPricingOf(
  authorization: string | undefined,
  claimsOf: (authorization: string) => Promise<AccessClaims | undefined>,
  pricesForClaims: PricesForClaims,
): Promise<MemberPricing | undefined> {
  if (authorization === undefined) return undefined;
  const claims = await claimsOf(authorization);
  const pricing = claims && (await pricesForClaims(claims));
  return pricing && pricing.entries.size > 0 ? pricing : undefined;
}

/**
 * `item` with the member's price for 1 unit where their list has an entry holding today, and their
 * volume prices beyond it where there are some (the one-item form prices a quantity by them).
 */
export function withYourPrice(item: Item, pricing: MemberPricing): Item {
  const table = memberPriceTable(item, pricing.entries.get(item._id), pricing.day);
  if (!table) return item;
  return {
    ...item,
    your_price: table.price_per_unit,
    ...(table.price_tiers.length ? { your_price_tiers: table.price_tiers } : {}),
  };
}

/** Marks a member's answer as theirs alone. */
export function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store').header('vary', 'Authorization');
}

/** Member answers kept per public entry, per group list (its entries' map, new at each version) and day. */
const bodies = new WeakMap<Answer, WeakMap<ReadonlyMap<string, GroupPrice>, { day: string; body: Buffer }>>();
/** The public entries' values, parsed once each. */
const values = new WeakMap<Answer, unknown>();

/**
 * The member's answer made from a public entry that holds items (its `priced` shape), or undefined
 * for an entry the same for every reader. The public body with `your_price` added, the same bytes
 * however it is asked (by the route or before it); an answer without items (a 404's) is its own.
 */
export function memberBody(answer: Answer, pricing: MemberPricing): Buffer | undefined {
  const { priced } = answer;
  if (priced === undefined) return undefined;
  let perList = bodies.get(answer);
  if (perList === undefined) bodies.set(answer, (perList = new WeakMap()));
  const kept = perList.get(pricing.entries);
  if (kept?.day === pricing.day) return kept.body;
  let value = values.get(answer);
  if (value === undefined) values.set(answer, (value = JSON.parse(answer.body.toString('utf8')) as unknown));
  const price = (item: Item) => withYourPrice(item, pricing);
  const answered =
    priced === 'item'
      ? price(value as Item)
      : priced === 'items'
        ? (value as Item[]).map(price)
        : { ...(value as CatalogPage), items: (value as CatalogPage).items.map(price) };
  const body = Buffer.from(JSON.stringify(answered));
  perList.set(pricing.entries, { day: pricing.day, body });
  return body;
}
