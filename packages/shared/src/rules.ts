import { messages } from './messages.ts';
import { orderStatusWord, type OrderStatus } from './order-status.ts';

/** requirements §9: the last 6 items when there are 6 or more, otherwise the last 3 (fewer shows all). */
export function latestItemsCount(total: number): number {
  return total >= 6 ? 6 : Math.min(3, total);
}

export function latestItems<T>(items: readonly T[]): T[] {
  return items.slice(items.length - latestItemsCount(items.length));
}

export const RECENT_REVIEWS = 3;

/**
 * docs/security.md, Abuse limits: an account whose email address is not verified holds in open
 * orders (`openOrderStatuses`) at most each item's minimum order quantity, and at most this many
 * BDT in all (the server's UNVERIFIED_ORDER_LIMIT_BDT, this by default). Verifying lifts both.
 */
export const UNVERIFIED_ORDER_LIMIT_BDT = 20_000;

export const orderMessages = {
  belowMinimum: (min: number) => `The minimum order quantity is ${min}`,
  aboveAvailable: (available: number) =>
    available === 0 ? 'This item is out of stock' : `Only ${available} available: order ${available} or fewer`,
  itemGone: 'This item is no longer available',
  notFound: 'Order not found',
  totalTooLarge: 'The order total is too large',
  // One customer's share of an item's stock (docs/security.md, Abuse limits).
  shareReached: (more: number) =>
    more > 0
      ? `You can order at most ${more} more of this item: for larger orders, contact us`
      : 'You already hold the most one customer can order of this item: for more, contact us',
  stockChanged: 'The stock changed while ordering: please try again',
  onlyOwnSeen: 'You can only see your own orders',
  onlyOwnDeleted: 'You can only delete your own orders',
  everyOrderAdminOnly: 'Only administrators can see every order',
  // Moves along the workflow (requirements §13.1) and cancels (§13.3).
  moveRefused: (from: OrderStatus, to: OrderStatus) =>
    `This order is ${orderStatusWord(from)}: it cannot be ${orderStatusWord(to)} now`,
  changedMeanwhile: (now: OrderStatus) => `The order changed meanwhile: it is now ${orderStatusWord(now)}`,
  cancelRefused: (status: OrderStatus) =>
    status === 'cancelled'
      ? 'This order is already cancelled'
      : `This order is already ${orderStatusWord(status)}: it can no longer be cancelled here. Contact us to change it.`,
} as const;

/**
 * Checks an order quantity against an item's limits. The form uses it for the message; the orders
 * service uses it for the decision (its conditional UPDATE keeps it true under concurrency).
 */
export function orderQuantityError(
  quantity: number,
  item: { min_order_quantity: number; available_quantity: number },
): string | undefined {
  if (!Number.isInteger(quantity) || quantity < 1) return messages.positiveQuantity;
  if (quantity < item.min_order_quantity) return orderMessages.belowMinimum(item.min_order_quantity);
  if (quantity > item.available_quantity) return orderMessages.aboveAvailable(item.available_quantity);
  return undefined;
}
