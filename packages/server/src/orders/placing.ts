// Placing orders (requirements §13, §14.2): the one path a one-item order
// (transitions/place.ts) and a checkout (purchases/service.ts) both take, from the locks to the
// orders' first events and emails.
import { fromMinor, messages, searchTokens, type CompanyRef } from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ItemRow, OrderRow } from '../db/schema.ts';
import { newId } from '../db/util.ts';
import { placedNotices } from './notice-rows.ts';
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

/** Who orders, where to, and in which purchase: the same for every line of one checkout. */
export interface Placement {
  buyer: CurrentUser;
  address: string;
  phone: string;
  /**
   * The purchase (checkout) the orders belong to, whose emails its caller writes (one for the
   * checkout, §13.7); null for a one-item order (POST /api/order), which sends its own.
   */
  purchaseId: string | null;
  at: string;
  /** One of shared `districts`' keys, or null (a one-item order sent without one). */
  district: string | null;
  /** A one-item order's own delivery charge, poisha; 0 for a purchase's orders (the purchase carries it). */
  deliveryChargeMinor: number;
  /** The company the buyer is a member of now, or null: the orders stay its (requirements §20.3). */
  company: CompanyRef | null;
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

export type Refusal = { refused: 'stock' } | { refused: 'share'; more: number };

/**
 * An account whose email address is not verified holds in open orders (placed, confirmed, shipped)
 * at most each item's minimum order quantity and `limitMinor` in all, so free accounts cannot
 * share the stock out among themselves (docs/security.md, Abuse limits). Answers what `lines` would
 * pass, or undefined. The caller holds the buyer's row, taken before any item's (`lockForPlacing`).
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

/** A line to order: the item as locked (`lockForPlacing`), the units, and the price per unit its tier sets. */
export interface LineToPlace {
  item: ItemRow;
  quantity: number;
  unitMinor: number;
  /** A group member's line: the public price per unit where theirs differs (`publicMinorBeside`); else null or absent. */
  publicMinor?: number | null;
}

/** The order row of a line, and its first event. */
function orderOf(
  { buyer, address, phone, purchaseId, at, district, deliveryChargeMinor, company }: Placement,
  { item, quantity, unitMinor, publicMinor }: LineToPlace,
) {
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
      district,
      delivery_charge_minor: deliveryChargeMinor,
      company_id: company?.id ?? null,
      public_price_minor: publicMinor ?? null,
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

/** Whether `held + quantity` stays within the buyer's share of the item; answers how many more they may order. */
function shareLeft({ item, quantity }: LineToPlace, held: number, sharePercent: number) {
  const cap = stockShareCap(Number(item.available_quantity) + held, Number(item.min_order_quantity), sharePercent);
  return held + quantity > cap ? cap - held : undefined;
}

/**
 * Locks what placing orders reads, in one order of locks for every caller: an unverified buyer's
 * row first (their open orders are counted under it, as the cart's writes take it), then the items'
 * in id order. Answers the items by id, as they are now: the caller checks its lines against them.
 */
export async function lockForPlacing(
  tx: OrdersQueries,
  buyer: CurrentUser,
  itemIds: readonly string[],
): Promise<Map<string, ItemRow>> {
  if (!buyer.emailVerified) await tx.lockBuyer(buyer.id);
  return new Map((await tx.lockItems(itemIds)).map((item) => [item.id, item]));
}

/**
 * Orders lines (one for a one-item order, a cart's for a checkout, requirements §14.2) in
 * the caller's transaction, after `lockForPlacing` and the caller's checks of each line against its
 * item: checks the buyer's limits (an unverified buyer's, then each item's share), takes the stock,
 * and writes the orders, their events and, for orders outside a purchase, their emails; a few
 * statements whatever the number of lines. Answers the orders in the lines' order, or the index of
 * each line refused and why, or what an unverified buyer would pass: the caller rolls back.
 */
export async function placeLines(
  tx: OrdersQueries,
  placement: Placement,
  lines: readonly LineToPlace[],
  { stockSharePercent, unverifiedLimitMinor, notifyEmails }: PlacingOptions,
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
      const more = shareLeft(line, held.get(line.item.id) ?? 0, stockSharePercent);
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
  if (placement.purchaseId === null)
    await tx.addNotices(
      placedNotices(orders, placement.buyer, notifyEmails, placement.at, placement.company?.name ?? null),
    );
  return { orders };
}
