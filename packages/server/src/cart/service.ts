import {
  CART_MAX_LINES,
  cartLineProblem,
  fromMinor,
  limits,
  messages,
  orderMessages,
  unitsBySku,
  type Cart,
  type CartLine,
  type CartLinesInput,
  type CheckedLine,
  type QuickOrderCheck,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { unitMinorOf } from '../catalog/price-tiers.ts';
import { noGroupPrices, type MemberPricing, type PricesFor } from '../customer-groups/price-book.ts';
import type { ItemRow } from '../db/schema.ts';
import { conflict, notFound } from '../http/errors.ts';
import type { CartQueries, CartRepository, CartRow, Combine } from './repository.ts';

/** The most one cart line holds: a SKU's lines adding up past it cannot go into the cart. */
const quantityLimit = limits.quantity;

/** A line priced for its reader: their group's price where it has one (requirements §20.5). */
export function toCartLine(row: CartRow, pricing?: MemberPricing): CartLine {
  const quantity = Number(row.quantity);
  const unitMinor = unitMinorOf(row, quantity, { pricing, itemId: row.item_id });
  // A member sees the public price beside theirs; nobody else is told anything more.
  const publicMinor = pricing ? unitMinorOf(row, quantity) : unitMinor;
  const limits = {
    min_order_quantity: Number(row.min_order_quantity),
    available_quantity: Number(row.available_quantity),
  };
  return {
    item: row.item_id,
    name: row.name,
    sku: row.sku,
    image: row.image,
    quantity,
    unit_price: fromMinor(unitMinor),
    ...(publicMinor === unitMinor ? {} : { public_price: fromMinor(publicMinor) }),
    line_total: fromMinor(unitMinor * quantity),
    ...limits,
    problem: cartLineProblem(quantity, { ...limits, deleted: row.deleted_at !== null }),
  };
}

export function toCart(rows: readonly CartRow[], pricing?: MemberPricing): Cart {
  const lines = rows.map((row) => toCartLine(row, pricing));
  return {
    lines,
    count: lines.reduce((n, l) => n + l.quantity, 0),
    // Summed in minor units: no float drift however many lines.
    total: fromMinor(
      rows.reduce(
        (sum, row) =>
          sum + unitMinorOf(row, Number(row.quantity), { pricing, itemId: row.item_id }) * Number(row.quantity),
        0,
      ),
    ),
  };
}

/**
 * A signed-in buyer's cart (requirements §14.1): on the server, so it follows them to another
 * device. Every change answers the whole cart, priced as of now. Lines for deleted items stay
 * (saying so) until removed; at most CART_MAX_LINES items.
 */
export function cartService(cart: CartRepository, pricesFor: PricesFor = noGroupPrices) {
  /** Every change runs with the owner's row locked, so the size limit holds under racing requests. */
  const asOwner = async (user: CurrentUser, work: (tx: CartQueries) => Promise<void>): Promise<Cart> => {
    const pricing = await pricesFor(user.id);
    return cart.inTransaction(async (tx) => {
      await tx.lockOwner(user.id);
      await work(tx);
      return toCart(await tx.lines(user.id), pricing);
    });
  };

  /** Writes lines for live items; `fit` drops the new items beyond the limit instead of refusing. */
  const write = (user: CurrentUser, lines: CartLinesInput['lines'], combine: Combine, fit: boolean) =>
    asOwner(user, async (tx) => {
      const live = new Set((await tx.liveItems(lines.map((l) => l.item))).map((i) => i.id));
      let kept = lines.filter((l) => live.has(l.item));
      const present = new Set((await tx.lines(user.id)).map((l) => l.item_id));
      const room = CART_MAX_LINES - present.size;
      const added = kept.filter((l) => !present.has(l.item));
      if (added.length > room) {
        if (!fit) throw conflict(messages.cartFull(CART_MAX_LINES));
        const allowed = new Set(added.slice(0, Math.max(0, room)).map((l) => l.item));
        kept = kept.filter((l) => present.has(l.item) || allowed.has(l.item));
      }
      await tx.put(user.id, kept, combine);
    });

  /** Each checked line: its item today (a live one before a deleted one of the SKU), and its problem. */
  async function checkLines(lines: QuickOrderCheck['lines'], readerId: string): Promise<CheckedLine[]> {
    // The cart adds up lines of one item: each SKU is judged, and priced, on its lines' sum.
    const units = unitsBySku(lines);
    const [items, pricing] = await Promise.all([cart.bySku([...units.keys()]), pricesFor(readerId)]);
    const bySku = new Map<string, ItemRow>();
    for (const item of items) if (!bySku.has(item.sku) || item.deleted_at === null) bySku.set(item.sku, item);
    return lines.map(({ row, sku, quantity }) => {
      const total = units.get(sku.toUpperCase())!;
      const item = bySku.get(sku.toUpperCase());
      const line = { row, sku, quantity, total_quantity: total };
      if (!item) return { ...line, item: null, problem: messages.quickOrderUnknownSku(sku) };
      const limits = {
        min_order_quantity: Number(item.min_order_quantity),
        available_quantity: Number(item.available_quantity),
      };
      return {
        ...line,
        item: {
          _id: item.id,
          name: item.name,
          unit_price: fromMinor(unitMinorOf(item, total, { pricing, itemId: item.id })),
          ...limits,
        },
        problem:
          total > quantityLimit
            ? messages.tooLarge(quantityLimit)
            : cartLineProblem(total, { ...limits, deleted: item.deleted_at !== null }),
      };
    });
  }

  return {
    /** Quick order (requirements §14.5): every line's SKU looked up and checked at once, nothing stored. */
    checkQuickOrder: (user: CurrentUser, lines: QuickOrderCheck['lines']): Promise<CheckedLine[]> =>
      checkLines(lines, user.id),

    /**
     * Reorder (requirements §14.6): the lines of past orders go into the cart at today's prices,
     * quantities adding to what is there; items no longer sold are named instead.
     */
    reorder: async (user: CurrentUser, lines: readonly { item: string; name: string; quantity: number }[]) => {
      const live = new Set((await cart.liveItems(lines.map((l) => l.item))).map((i) => i.id));
      const unavailable = [...new Set(lines.filter((l) => !live.has(l.item)).map((l) => l.name))];
      const wanted = new Map<string, number>();
      for (const l of lines) if (live.has(l.item)) wanted.set(l.item, (wanted.get(l.item) ?? 0) + l.quantity);
      const next = wanted.size
        ? await write(
            user,
            [...wanted].map(([item, quantity]) => ({ item, quantity })),
            'add',
            false,
          )
        : toCart(await cart.lines(user.id), await pricesFor(user.id));
      return { cart: next, unavailable };
    },

    get: async (user: CurrentUser): Promise<Cart> => toCart(await cart.lines(user.id), await pricesFor(user.id)),

    /**
     * A cart kept in the browser, priced and checked as a signed-in one is: at the reader's group
     * prices when a signed-in member asks (`readerId`), else the public ones.
     */
    preview: async (lines: CartLinesInput['lines'], readerId?: string): Promise<Cart> =>
      toCart(await cart.preview(lines), await pricesFor(readerId)),

    /**
     * Sets one line's quantity (adding the line if the item is not in the cart yet). An unknown or
     * deleted item is a 404, its line (if any) kept unchanged until removed: nothing can be ordered
     * of it, whatever the quantity.
     */
    setQuantity: (user: CurrentUser, itemId: string, quantity: number): Promise<Cart> =>
      asOwner(user, async (tx) => {
        if ((await tx.liveItems([itemId])).length === 0) throw notFound(orderMessages.itemGone);
        if (!(await tx.has(user.id, itemId)) && (await tx.count(user.id)) >= CART_MAX_LINES)
          throw conflict(messages.cartFull(CART_MAX_LINES));
        await tx.put(user.id, [{ item: itemId, quantity }], 'replace');
      }),

    /**
     * Adds lines to what is there (quick order, reorder): quantities of an item already in the cart
     * add up. Items deleted or unknown are left out (the caller said which); a cart that would hold
     * more than the limit is a 409 and nothing is added.
     */
    add: (user: CurrentUser, lines: CartLinesInput['lines']): Promise<Cart> => write(user, lines, 'add', false),

    /**
     * A signed-out visitor's cart, at sign-in: an item in both keeps the larger quantity (so a
     * retried merge changes nothing), deleted items are dropped, and what does not fit is left out.
     */
    merge: (user: CurrentUser, lines: CartLinesInput['lines']): Promise<Cart> => write(user, lines, 'larger', true),

    remove: (user: CurrentUser, itemId: string): Promise<Cart> => asOwner(user, (tx) => tx.remove(user.id, [itemId])),

    clear: (user: CurrentUser): Promise<Cart> => asOwner(user, (tx) => tx.clear(user.id)),
  };
}

export type CartService = ReturnType<typeof cartService>;
