import { groupPriceHolds, memberUnitPrice, type Item } from '@storefront/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AccessClaims } from '../auth/tokens.ts';
import type { MemberPricing, PricesForClaims } from '../customer-groups/price-book.ts';

// The catalog's reads for a signed-in group member (requirements §20.5): the public answer with
// `your_price` on each item their group's list prices today. Such an answer is the reader's alone:
// it is never put in the public cache nor recorded for the fast path (http/public-cache.ts,
// http/public-fast-path.ts, which leaves every request with an Authorization header to Fastify),
// and it says `private, no-store` so that no cache on the way or in the browser keeps it.

/**
 * The reader's group pricing, or undefined for a public answer: no token, one that is not valid
 * or no longer holds, no group or an empty list. The token's row is checked and the group found in
 * one read (customer-groups/price-book.ts), the list held in memory: the cost beyond a public read.
 */
export async function memberPricingOf(
  request: FastifyRequest,
  claimsOf: (request: FastifyRequest) => Promise<AccessClaims | undefined>,
  pricesForClaims: PricesForClaims,
): Promise<MemberPricing | undefined> {
  if (request.headers.authorization === undefined) return undefined;
  const claims = await claimsOf(request);
  const pricing = claims && (await pricesForClaims(claims));
  return pricing && pricing.entries.size > 0 ? pricing : undefined;
}

/** `item` with the member's price for 1 unit where their list has an entry holding today. */
export function withYourPrice(item: Item, pricing: MemberPricing): Item {
  const entry = pricing.entries.get(item._id);
  if (!entry || !groupPriceHolds(entry, pricing.day)) return item;
  return { ...item, your_price: memberUnitPrice(item, 1, entry, pricing.day) };
}

/** Marks a member's answer as theirs alone. */
export function privateAnswer(reply: FastifyReply): void {
  reply.header('cache-control', 'private, no-store').header('vary', 'Authorization');
}
