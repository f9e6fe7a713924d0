// Volume price tiers (requirements §14.4): an item's price per unit falls as the quantity ordered
// rises. The first tier is the item's own `price_per_unit` from 1 unit; the others (`price_tiers`)
// start at higher quantities. One rule for the item page, the forms, the cart and the server.

export interface PriceTier {
  /** The tier applies from this many units. */
  min_quantity: number;
  price: number;
}

/** Every tier of an item, the first (its own price, from 1 unit) included. */
export function priceLadder(item: { price_per_unit: number; price_tiers?: readonly PriceTier[] }): PriceTier[] {
  return [{ min_quantity: 1, price: item.price_per_unit }, ...(item.price_tiers ?? [])];
}

/** The tier in effect for `quantity` units: the last whose quantity it reaches. */
export function tierFor(
  item: { price_per_unit: number; price_tiers?: readonly PriceTier[] },
  units: number,
): PriceTier {
  const ladder = priceLadder(item);
  let chosen = ladder[0]!;
  for (const tier of ladder) if (units >= tier.min_quantity) chosen = tier;
  return chosen;
}

/** The price per unit for `quantity` units. */
export function unitPriceFor(
  item: { price_per_unit: number; price_tiers?: readonly PriceTier[] },
  units: number,
): number {
  return tierFor(item, units).price;
}
