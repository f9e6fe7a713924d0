import { fromMinor, memberUnitPrice, toMinor, type PriceTier } from '@storefront/shared';
import type { MemberPricing } from '../customer-groups/price-book.ts';

// An item's volume price tiers as its row holds them (requirements §14.4): JSON in minor units,
// like every other amount the database keeps.

interface StoredTier {
  min_quantity: number;
  price_minor: number;
}

export function tiersToColumn(tiers: readonly PriceTier[]): string {
  return JSON.stringify(
    tiers.map((t): StoredTier => ({ min_quantity: t.min_quantity, price_minor: toMinor(t.price) })),
  );
}

export function tiersFromColumn(column: string): PriceTier[] {
  return (JSON.parse(column) as StoredTier[]).map((t) => ({
    min_quantity: t.min_quantity,
    price: fromMinor(t.price_minor),
  }));
}

/**
 * The price per unit, in minor units, an item's row sets for `quantity` units: the tier it reaches,
 * or for a group member (`pricing`) their group's entry where it holds today (requirements §20.5).
 */
export function unitMinorOf(
  item: { price_minor: number; price_tiers: string },
  quantity: number,
  member?: { pricing: MemberPricing | undefined; itemId: string },
): number {
  const pricing = member?.pricing;
  return toMinor(
    memberUnitPrice(
      { price_per_unit: fromMinor(item.price_minor), price_tiers: tiersFromColumn(item.price_tiers) },
      quantity,
      pricing?.entries.get(member!.itemId),
      pricing?.day ?? '',
    ),
  );
}

/**
 * The public price per unit, in minor units, a group member's line keeps beside the price charged
 * (`unitMinor`): only where their group's differs from it (requirements §20.5 item 10); null for
 * everyone else.
 */
export function publicMinorBeside(
  item: { price_minor: number; price_tiers: string },
  quantity: number,
  unitMinor: number,
  pricing: MemberPricing | undefined,
): number | null {
  if (!pricing) return null;
  const publicMinor = unitMinorOf(item, quantity);
  return publicMinor === unitMinor ? null : publicMinor;
}
