import { formatMessage, type MessageDescriptor } from './descriptors.ts';
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

/** The orders' refusals, as the API words them (shown by the ui in the reader's language). */
export const orderMessageDescriptors = {
  belowMinimum: /*i18n*/ { id: 'order.belowMinimum', message: 'The minimum order quantity is {min}' },
  outOfStock: /*i18n*/ { id: 'order.outOfStock', message: 'This item is out of stock' },
  aboveAvailable: /*i18n*/ {
    id: 'order.aboveAvailable',
    message: 'Only {available} available: order {available} or fewer',
  },
  itemGone: /*i18n*/ { id: 'order.itemGone', message: 'This item is no longer available' },
  notFound: /*i18n*/ { id: 'order.notFound', message: 'Order not found' },
  totalTooLarge: /*i18n*/ { id: 'order.totalTooLarge', message: 'The order total is too large' },
  shareReached: /*i18n*/ {
    id: 'order.shareReached',
    message: 'You can order at most {more} more of this item: for larger orders, contact us',
  },
  shareFull: /*i18n*/ {
    id: 'order.shareFull',
    message: 'You already hold the most one customer can order of this item: for more, contact us',
  },
  stockChanged: /*i18n*/ { id: 'order.stockChanged', message: 'The stock changed while ordering: please try again' },
  onlyOwnSeen: /*i18n*/ { id: 'order.onlyOwnSeen', message: 'You can only see your own orders' },
  onlyOwnDeleted: /*i18n*/ { id: 'order.onlyOwnDeleted', message: 'You can only delete your own orders' },
  everyOrderAdminOnly: /*i18n*/ { id: 'order.everyOrderAdminOnly', message: 'Only administrators can see every order' },
  moveRefused: /*i18n*/ { id: 'order.moveRefused', message: 'This order is {from}: it cannot be {to} now' },
  changedMeanwhile: /*i18n*/ { id: 'order.changedMeanwhile', message: 'The order changed meanwhile: it is now {now}' },
  alreadyCancelled: /*i18n*/ { id: 'order.alreadyCancelled', message: 'This order is already cancelled' },
  cancelRefused: /*i18n*/ {
    id: 'order.cancelRefused',
    message: 'This order is already {status}: it can no longer be cancelled here. Contact us to change it.',
  },
} as const satisfies Record<string, MessageDescriptor>;
const om = orderMessageDescriptors;

export const orderMessages = {
  belowMinimum: (min: number) => formatMessage(om.belowMinimum, { min }),
  aboveAvailable: (available: number) =>
    available === 0 ? om.outOfStock.message : formatMessage(om.aboveAvailable, { available }),
  itemGone: om.itemGone.message,
  notFound: om.notFound.message,
  totalTooLarge: om.totalTooLarge.message,
  // One customer's share of an item's stock (docs/security.md, Abuse limits).
  shareReached: (more: number) => (more > 0 ? formatMessage(om.shareReached, { more }) : om.shareFull.message),
  stockChanged: om.stockChanged.message,
  onlyOwnSeen: om.onlyOwnSeen.message,
  onlyOwnDeleted: om.onlyOwnDeleted.message,
  everyOrderAdminOnly: om.everyOrderAdminOnly.message,
  // Moves along the workflow (requirements §13.1) and cancels (§13.3).
  moveRefused: (from: OrderStatus, to: OrderStatus) =>
    formatMessage(om.moveRefused, { from: orderStatusWord(from), to: orderStatusWord(to) }),
  changedMeanwhile: (now: OrderStatus) => formatMessage(om.changedMeanwhile, { now: orderStatusWord(now) }),
  cancelRefused: (status: OrderStatus) =>
    status === 'cancelled'
      ? om.alreadyCancelled.message
      : formatMessage(om.cancelRefused, { status: orderStatusWord(status) }),
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
