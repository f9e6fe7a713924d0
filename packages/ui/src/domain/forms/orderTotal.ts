import { formatBdt, orderTotal, toLatinDigits, unitPriceFor, type Item, type PriceTable } from '@storefront/shared';

/**
 * The order total as shown under the quantity ("BDT 15,005"), at the price per unit of the tier the
 * quantity reaches (requirements §14.4): only for a quantity the server would take, a whole number
 * from the minimum order quantity to the stock (requirements §12.4).
 */
export function formatOrderTotal(
  item: PriceTable & Partial<Pick<Item, 'min_order_quantity' | 'available_quantity'>>,
  quantity: unknown,
): string | undefined {
  // The field gives a string while typed, in either digit set ("১০" is 10); '' and '2.5' have no total.
  const n = typeof quantity === 'number' ? quantity : Number(toLatinDigits(String(quantity ?? '')).trim() || NaN);
  const within =
    n >= Math.max(1, item.min_order_quantity ?? 1) && n <= (item.available_quantity ?? Number.POSITIVE_INFINITY);
  return Number.isInteger(n) && within ? formatBdt(orderTotal(unitPriceFor(item, n), n)) : undefined;
}
