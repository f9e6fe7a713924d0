import { formatBdt, orderTotal, type Item } from '@storefront/shared';

/** The order total as shown under the quantity ("BDT 15,005"): only for a whole positive quantity. */
export function formatOrderTotal(item: Pick<Item, 'price_per_unit'>, quantity: unknown): string | undefined {
  // The field gives a string while typed; '' and '2.5' have no total.
  const n = typeof quantity === 'number' ? quantity : Number(String(quantity ?? '').trim() || NaN);
  return Number.isInteger(n) && n > 0 ? formatBdt(orderTotal(item.price_per_unit, n)) : undefined;
}
