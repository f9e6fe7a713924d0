import {
  fromMinor,
  messages,
  noticeSubject,
  orderNumber,
  purchaseNoticeSubject,
  purchaseNumber,
  searchTokens,
  type NoticeTemplate,
  type OrderNoticeData,
  type PurchaseNoticeData,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ItemRow, OrderRow, PurchaseRow } from '../db/schema.ts';
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

/** What a purchase's orders come to, cancelled ones left out (requirements §13.5), in paisa. */
export const owedMinor = (orders: readonly OrderRow[]): number =>
  orders.reduce((sum, order) => (order.status === 'cancelled' ? sum : sum + Number(order.total_minor)), 0);

/** One event of a purchase: its orders as they are after the change, and which of them it moved. */
export interface PurchaseEvent {
  purchase: PurchaseRow;
  orders: readonly OrderRow[];
  moved: ReadonlySet<string>;
  template: NoticeTemplate;
  note: string | null;
  at: string;
}

/**
 * The outbox rows of one event of a purchase (requirements §13.7): one email per recipient for the
 * whole checkout, listing every order of it with its status, where an email per order would repeat
 * itself once per line.
 */
export function purchaseNoticeRows(
  { purchase, orders, moved, template, note, at }: PurchaseEvent,
  recipients: readonly string[],
) {
  const data: PurchaseNoticeData = {
    purchaseId: purchase.id,
    purchaseNumber: purchaseNumber(Number(purchase.seq)),
    customerName: orders[0]?.user_name ?? purchase.user_email,
    customerEmail: purchase.user_email,
    address: purchase.address,
    phone: purchase.phone,
    lines: orders.map((order) => ({
      orderId: order.id,
      orderNumber: orderNumber(Number(order.seq)),
      itemName: order.item_name,
      quantity: Number(order.quantity),
      unitPrice: fromMinor(order.unit_price_minor),
      total: fromMinor(order.total_minor),
      status: order.status,
      moved: moved.has(order.id),
    })),
    total: fromMinor(owedMinor(orders)),
    note,
    at,
  };
  return recipients.map((recipient) => ({
    id: newId(),
    order_id: null,
    purchase_id: purchase.id,
    template,
    recipient,
    subject: purchaseNoticeSubject(template, data),
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
  /** The most a buyer whose address is not verified may hold in open orders, in poisha (UNVERIFIED_ORDER_LIMIT_BDT). */
  unverifiedLimitMinor: number;
  /** Who hears of every new order (ADMIN_NOTIFY_EMAILS). */
  notifyEmails: readonly string[];
}

/**
 * What an unverified buyer's lines would take past their limits: for each line over its item's
 * limit, how many more units of it they may order; and, when the lines pass the BDT limit, how
 * much more they may order in all (poisha).
 */
export interface UnverifiedExcess {
  lines: Map<number, number>;
  moreMinor: number | undefined;
}

export type Refusal =
  { refused: 'stock' } | { refused: 'share'; more: number } | { refused: 'unverified'; excess: UnverifiedExcess };
export type Placed = { order: OrderRow } | Refusal;

/**
 * An account whose email address is not verified holds in open orders (placed, confirmed, shipped)
 * at most each item's minimum order quantity and `limitMinor` in all, so free accounts cannot
 * share the stock out among themselves (docs/security.md, Abuse limits). Answers what `lines` would
 * pass, or undefined. The caller holds the buyer's row (`lockBuyer`), taken before any item's.
 */
async function unverifiedExcess(
  tx: OrdersQueries,
  email: string,
  lines: readonly LineToPlace[],
  limitMinor: number,
): Promise<UnverifiedExcess | undefined> {
  const held = await tx.openHoldings(email);
  const over = new Map<number, number>();
  lines.forEach(({ item, quantity }, index) => {
    const cap = Number(item.min_order_quantity);
    const units = held.units.get(item.id) ?? 0;
    if (units + quantity > cap) over.set(index, Math.max(0, cap - units));
  });
  const adding = lines.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0);
  const moreMinor = held.totalMinor + adding > limitMinor ? Math.max(0, limitMinor - held.totalMinor) : undefined;
  return over.size || moreMinor !== undefined ? { lines: over, moreMinor } : undefined;
}

/**
 * The refusal of an unverified buyer's order: its message says verifying lifts the limit, and each
 * line's field (`fieldOf`) what it would pass; the BDT limit goes to `totalField` unless a line's
 * message is there. A 403, not a 409: it is the account that may not, whatever the stock or the
 * request, until it proves its address; the same request passes once it has.
 */
export function unverifiedRefusal(
  excess: UnverifiedExcess,
  limitMinor: number,
  fieldOf: (index: number) => string,
  totalField: string,
): { message: string; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  for (const [index, more] of excess.lines) errors[fieldOf(index)] = messages.unverifiedItemLimit(more);
  if (excess.moreMinor !== undefined)
    errors[totalField] ??= messages.unverifiedTotalLimit(fromMinor(limitMinor), fromMinor(excess.moreMinor));
  return { message: messages.unverifiedLimit(fromMinor(limitMinor)), errors };
}

/** A line to order: the item as read, the units, and the price per unit its tier sets. */
export interface LineToPlace {
  item: ItemRow;
  quantity: number;
  unitMinor: number;
}

/** The order row of a line, and its first event. */
function orderOf({ buyer, address, phone, purchaseId, at }: Placement, { item, quantity, unitMinor }: LineToPlace) {
  const id = newId();
  return {
    order: {
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
      status: 'placed' as const,
      status_changed_at: at,
      search_text: searchTokens(`${buyer.email} ${buyer.name} ${item.name}`).join(' '),
      purchase_id: purchaseId,
    },
    event: {
      id: newId(),
      order_id: id,
      from_status: null,
      to_status: 'placed' as const,
      actor_email: buyer.email,
      note: null,
      created_at: at,
    },
  };
}

/** The emails of new orders: the buyer's, and each of ADMIN_NOTIFY_EMAILS'. */
const placedNotices = (orders: readonly OrderRow[], buyer: CurrentUser, notifyEmails: readonly string[], at: string) =>
  orders.flatMap((order) => [
    ...noticeRows(order, 'placed', [buyer.email], null, at),
    ...noticeRows(order, 'placed-admin', notifyEmails, null, at),
  ]);

/** Whether `held + quantity` stays within the buyer's share of an item; answers how many more they may order. */
function shareLeft(item: ItemRow, stockBefore: number, held: number, quantity: number, sharePercent: number) {
  const cap = stockShareCap(stockBefore + held, Number(item.min_order_quantity), sharePercent);
  return held + quantity > cap ? cap - held : undefined;
}

/**
 * One order in the caller's transaction: takes the stock (which locks the item's row first, so
 * orders of one item are counted one at a time), checks the buyer's share of it, and writes the
 * order, its first event and its emails. A refusal leaves the transaction for the caller to undo.
 */
export async function placeLine(
  tx: OrdersQueries,
  placement: Placement,
  line: LineToPlace,
  { stockSharePercent, unverifiedLimitMinor, notifyEmails }: PlacingOptions,
): Promise<Placed> {
  if (!placement.buyer.emailVerified) {
    await tx.lockBuyer(placement.buyer.id);
    const excess = await unverifiedExcess(tx, placement.buyer.email, [line], unverifiedLimitMinor);
    if (excess) return { refused: 'unverified', excess };
  }
  const { order, event } = orderOf(placement, line);
  const taken = await tx.stock.move(line.item.id, -line.quantity, {
    kind: 'order',
    actor: placement.buyer.email,
    order: order.id,
  });
  if (!taken) return { refused: 'stock' };
  if (stockSharePercent < 100) {
    const held = await tx.unitsHeld(line.item.id, placement.buyer.email);
    const more = shareLeft(line.item, Number(taken.balance) + line.quantity, held, line.quantity, stockSharePercent);
    if (more !== undefined) return { refused: 'share', more };
  }
  const row = await tx.insert(order);
  await tx.addEvent(event);
  await tx.addNotices(placedNotices([row], placement.buyer, notifyEmails, placement.at));
  return { order: row };
}

/**
 * A checkout's orders at once (requirements §14.2), in the caller's transaction: the lines' items
 * are locked and checked by the caller (and, for an unverified buyer, their row before them); this
 * checks the buyer's limits, takes the stock and writes the orders and events, a few statements
 * whatever the number of lines (the caller writes the purchase's emails: one for the checkout,
 * §13.7). Answers the orders in the lines' order, or the index of each line refused and why, or what
 * an unverified buyer would pass (the caller rolls back).
 */
export async function placeLines(
  tx: OrdersQueries,
  placement: Placement,
  lines: readonly LineToPlace[],
  { stockSharePercent, unverifiedLimitMinor }: PlacingOptions,
): Promise<{ orders: OrderRow[] } | { refused: Map<number, Refusal> } | { unverified: UnverifiedExcess }> {
  if (!placement.buyer.emailVerified) {
    const excess = await unverifiedExcess(tx, placement.buyer.email, lines, unverifiedLimitMinor);
    if (excess) return { unverified: excess };
  }
  const refused = new Map<number, Refusal>();
  if (stockSharePercent < 100) {
    const held = await tx.unitsHeldOf(
      lines.map((l) => l.item.id),
      placement.buyer.email,
    );
    lines.forEach((line, index) => {
      const more = shareLeft(
        line.item,
        Number(line.item.available_quantity),
        held.get(line.item.id) ?? 0,
        line.quantity,
        stockSharePercent,
      );
      if (more !== undefined) refused.set(index, { refused: 'share', more });
    });
    if (refused.size) return { refused };
  }
  const made = lines.map((line) => orderOf(placement, line));
  const taken = await tx.stock.takeMany(
    made.map(({ order }) => ({ itemId: order.item_id, quantity: order.quantity, orderId: order.id })),
    placement.buyer.email,
  );
  if (!taken) {
    lines.forEach((_, index) => refused.set(index, { refused: 'stock' }));
    return { refused };
  }
  const rows = new Map((await tx.insertMany(made.map((m) => m.order))).map((row) => [row.id, row]));
  const orders = made.map((m) => rows.get(m.order.id)!);
  await tx.addEvent(made.map((m) => m.event));
  return { orders };
}
