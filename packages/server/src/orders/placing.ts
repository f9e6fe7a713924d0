import {
  fromMinor,
  noticeSubject,
  orderNumber,
  searchTokens,
  type NoticeTemplate,
  type OrderNoticeData,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ItemRow, OrderRow } from '../db/schema.ts';
import { newId } from '../db/util.ts';
import type { OrdersQueries } from './repository.ts';

/**
 * The most units of an item one customer may hold in orders: `sharePercent` of what is there for
 * them (the stock still available plus what they hold), never below the minimum order quantity.
 * So one customer never takes everything: after them, another can still order the minimum
 * (docs/security.md, Abuse limits).
 */
export function stockShareCap(availableToThem: number, minOrderQuantity: number, sharePercent: number): number {
  return Math.max(minOrderQuantity, Math.floor((availableToThem * sharePercent) / 100));
}

export const stockShareMessage = (more: number) =>
  more > 0
    ? `You can order at most ${more} more of this item: for larger orders, contact us`
    : 'You already hold the most one customer can order of this item: for more, contact us';

/** The outbox rows of one change: each recipient's email, written in the change's transaction. */
export function noticeRows(
  order: OrderRow,
  template: NoticeTemplate,
  recipients: readonly string[],
  note: string | null,
  at: string,
) {
  const data: OrderNoticeData = {
    orderId: order.id,
    orderNumber: orderNumber(Number(order.seq)),
    customerName: order.user_name,
    customerEmail: order.user_email,
    itemName: order.item_name,
    quantity: Number(order.quantity),
    unitPrice: fromMinor(order.unit_price_minor),
    total: fromMinor(order.total_minor),
    address: order.address,
    phone: order.phone,
    note,
    at,
  };
  return recipients.map((recipient) => ({
    id: newId(),
    order_id: order.id,
    template,
    recipient,
    subject: noticeSubject(template, data),
    data: JSON.stringify(data),
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    sent_at: null,
  }));
}

/** Who orders, where to, and in which purchase: the same for every line of one checkout. */
export interface Placement {
  buyer: CurrentUser;
  address: string;
  phone: string;
  /** The purchase (checkout) the order belongs to; null for the spec's one-item order. */
  purchaseId: string | null;
  at: string;
}

export interface PlacingOptions {
  stockSharePercent: number;
  /** Who hears of every new order (ADMIN_NOTIFY_EMAILS). */
  notifyEmails: readonly string[];
}

export type Placed = { order: OrderRow } | { refused: 'stock' } | { refused: 'share'; more: number };

/**
 * One order in the caller's transaction: takes the stock (which locks the item's row first, so
 * orders of one item are counted one at a time), checks the buyer's share of it, and writes the
 * order, its first event and its emails. A refusal leaves the transaction for the caller to undo.
 */
export async function placeLine(
  tx: OrdersQueries,
  { buyer, address, phone, purchaseId, at }: Placement,
  line: { item: ItemRow; quantity: number; unitMinor: number },
  { stockSharePercent, notifyEmails }: PlacingOptions,
): Promise<Placed> {
  const { item, quantity, unitMinor } = line;
  const id = newId();
  const taken = await tx.stock.move(item.id, -quantity, { kind: 'order', actor: buyer.email, order: id });
  if (!taken) return { refused: 'stock' };
  if (stockSharePercent < 100) {
    const held = await tx.unitsHeld(item.id, buyer.email);
    const before = Number(taken.balance) + quantity;
    const cap = stockShareCap(before + held, Number(item.min_order_quantity), stockSharePercent);
    if (held + quantity > cap) return { refused: 'share', more: cap - held };
  }
  const order = await tx.insert({
    id,
    user_email: buyer.email,
    user_name: buyer.name,
    item_id: item.id,
    item_name: item.name,
    address,
    phone,
    quantity,
    unit_price_minor: unitMinor,
    total_minor: unitMinor * quantity,
    created_at: at,
    status: 'placed',
    status_changed_at: at,
    search_text: searchTokens(`${buyer.email} ${buyer.name} ${item.name}`).join(' '),
    purchase_id: purchaseId,
  });
  await tx.addEvent({
    id: newId(),
    order_id: id,
    from_status: null,
    to_status: 'placed',
    actor_email: buyer.email,
    note: null,
    created_at: at,
  });
  await tx.addNotices([
    ...noticeRows(order, 'placed', [buyer.email], null, at),
    ...noticeRows(order, 'placed-admin', notifyEmails, null, at),
  ]);
  return { order };
}
