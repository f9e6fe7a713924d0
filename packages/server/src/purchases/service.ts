import {
  formatBdt,
  fromMinor,
  messages,
  orderMessages,
  orderQuantityError,
  purchaseNumber,
  toMinor,
  type CheckoutInput,
  type Purchase,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { unitMinorOf } from '../catalog/price-tiers.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { OrderRow, PurchaseRow } from '../db/schema.ts';
import { isUniqueViolation, newId, nowIso } from '../db/util.ts';
import { forbidden, HttpError, notFound } from '../http/errors.ts';
import { placeLine, stockShareMessage, type PlacingOptions } from '../orders/placing.ts';
import { toOrder } from '../orders/service.ts';
import type { CheckoutQueries, PurchasesRepository } from './repository.ts';

export function toPurchase(row: PurchaseRow, orders: readonly OrderRow[]): Purchase {
  return {
    _id: row.id,
    number: purchaseNumber(Number(row.seq)),
    user: row.user_email,
    address: row.address,
    phone: row.phone,
    total: fromMinor(Number(row.total_minor)),
    createdAt: row.created_at,
    orders: orders.map(toOrder),
  };
}

/** Nothing was ordered: each failing line's message, keyed `lines.{index}` as the body sent them. */
const refused = (errors: Record<string, string>) => new HttpError(409, messages.checkoutRefused, errors);

class LinesRefused extends Error {
  readonly errors: Record<string, string>;
  constructor(errors: Record<string, string>) {
    super('lines refused');
    this.errors = errors;
  }
}

/**
 * Checkout (requirements §14.2): every line of the cart ordered in one transaction, or none. Each
 * line is checked against its item as it is inside the transaction (row locked): still sold, the
 * minimum, the stock, the buyer's share, and the price per unit the buyer was shown (a price that
 * changed is refused, saying the new one: the server's price wins, and the buyer sees it before
 * paying it). The buyer's key makes a retried checkout answer the purchase it already made.
 */
export function purchasesService(
  purchases: PurchasesRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  placing: PlacingOptions,
) {
  const withOrders = async (row: PurchaseRow) => toPurchase(row, await purchases.ordersOf(row.id));

  /** The lines in item order (PostgreSQL locks rows in one order: two checkouts never deadlock). */
  async function placeAll(tx: CheckoutQueries, buyer: CurrentUser, input: CheckoutInput, purchaseId: string) {
    const at = nowIso();
    const errors: Record<string, string> = {};
    const order = input.lines
      .map((line, index) => ({ line, index }))
      .sort((a, b) => (a.line.item < b.line.item ? -1 : 1));
    const lines = [];
    for (const { line, index } of order) {
      const item = await tx.lockItem(line.item);
      const unitMinor = item ? unitMinorOf(item, line.quantity) : 0;
      const why =
        !item || item.deleted_at !== null
          ? orderMessages.itemGone
          : (orderQuantityError(line.quantity, {
              min_order_quantity: Number(item.min_order_quantity),
              available_quantity: Number(item.available_quantity),
            }) ??
            (unitMinor !== toMinor(line.unit_price)
              ? messages.priceChanged(formatBdt(fromMinor(unitMinor)))
              : undefined));
      if (why || !item) errors[`lines.${index}`] = why ?? orderMessages.itemGone;
      else lines.push({ item, quantity: line.quantity, unitMinor, index });
    }
    if (Object.keys(errors).length) throw new LinesRefused(errors);

    const totalMinor = lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
    if (!Number.isSafeInteger(totalMinor)) throw new LinesRefused({ lines: 'The order total is too large' });
    const purchase = await tx.insert({
      id: purchaseId,
      user_email: buyer.email,
      idempotency_key: input.key,
      address: input.address,
      phone: input.phone,
      total_minor: totalMinor,
      created_at: at,
    });
    const placement = { buyer, address: input.address, phone: input.phone, purchaseId, at };
    for (const line of lines) {
      const result = await placeLine(tx.orders, placement, line, placing);
      // The row is locked and its stock was checked: only the buyer's share can refuse here.
      if ('refused' in result)
        errors[`lines.${line.index}`] =
          result.refused === 'share' ? stockShareMessage(result.more) : orderMessages.aboveAvailable(0);
    }
    if (Object.keys(errors).length) throw new LinesRefused(errors);
    await tx.cart.remove(
      buyer.id,
      lines.map((l) => l.item.id),
    );
    return purchase;
  }

  return {
    /** Answers the purchase, and whether it was made now (201) or by an earlier try with the key (200). */
    async checkout(buyer: CurrentUser, input: CheckoutInput): Promise<{ purchase: Purchase; replayed: boolean }> {
      const earlier = await purchases.findByKey(buyer.email, input.key);
      if (earlier) return { purchase: await withOrders(earlier), replayed: true };
      try {
        const row = await purchases.inTransaction((tx) => placeAll(tx, buyer, input, newId()));
        await changes.publish('stock', 'orders');
        return { purchase: await withOrders(row), replayed: false };
      } catch (error) {
        // The same key's other try committed first (a double click): answer what it made. It may
        // have taken the stock this try wanted, or hold the key this one tried to insert.
        if (error instanceof LinesRefused || isUniqueViolation(error)) {
          const made = await purchases.findByKey(buyer.email, input.key);
          if (made) return { purchase: await withOrders(made), replayed: true };
        }
        if (error instanceof LinesRefused) throw refused(error.errors);
        throw error;
      }
    },

    /** A purchase and its orders, for its buyer or an administrator. */
    async get(actor: CurrentUser, id: string): Promise<Purchase> {
      const row = await purchases.findById(id);
      if (!row) throw notFound(messages.purchaseNotFound);
      if (!actor.isAdmin && row.user_email !== actor.email) throw forbidden('You can only see your own purchases');
      return withOrders(row);
    },
  };
}

export type PurchasesService = ReturnType<typeof purchasesService>;
