import { fromMinor, orderMessages, orderQuantityError, type Order, type OrderInput } from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { assertSelfOrAdmin } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { OrderRow } from '../db/schema.ts';
import { listWithTotal, newId, nowIso, type Page } from '../db/util.ts';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.ts';
import type { OrdersRepository } from './repository.ts';

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    user: row.user_email,
    userName: row.user_name,
    item: row.item_id,
    itemName: row.item_name,
    address: row.address,
    phone: row.phone,
    quantity: Number(row.quantity),
    unit_price: fromMinor(row.unit_price_minor),
    total: fromMinor(row.total_minor),
    createdAt: row.created_at,
  };
}

function quantityRefused(message: string) {
  return badRequest(message, { quantity: message });
}

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

class ShareExceeded extends Error {
  readonly more: number;
  constructor(more: number) {
    super('share exceeded');
    this.more = more;
  }
}

/** Orders move stock, which the catalog shows: `changes` hears of each one. */
export function ordersService(
  orders: OrdersRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  { stockSharePercent = 100 }: { stockSharePercent?: number } = {},
) {
  return {
    /** The buyer comes from the token, the name and price from the item: never from the body. */
    async placeOrder(buyer: CurrentUser, input: OrderInput): Promise<string> {
      const item = await orders.findItem(input.item);
      if (!item || item.deleted_at !== null) throw notFound(orderMessages.itemGone);
      const limits = {
        min_order_quantity: Number(item.min_order_quantity),
        available_quantity: Number(item.available_quantity),
      };
      const refused = orderQuantityError(input.quantity, limits);
      if (refused) throw quantityRefused(refused);
      const unitMinor = Number(item.price_minor);
      const totalMinor = unitMinor * input.quantity;
      if (!Number.isSafeInteger(totalMinor)) throw quantityRefused('The order total is too large');

      const id = newId();
      const placed = await orders
        .inTransaction(async (tx) => {
          // Taking the stock locks the item's row first: orders of one item are counted one at a time.
          const taken = await tx.stock.move(item.id, -input.quantity, { kind: 'order', actor: buyer.email, order: id });
          if (!taken) return false;
          if (stockSharePercent < 100) {
            const held = await tx.unitsHeld(item.id, buyer.email);
            const before = Number(taken.balance) + input.quantity;
            const cap = stockShareCap(before + held, limits.min_order_quantity, stockSharePercent);
            if (held + input.quantity > cap) throw new ShareExceeded(cap - held);
          }
          await tx.insert({
            id,
            user_email: buyer.email,
            user_name: buyer.name,
            item_id: item.id,
            item_name: item.name,
            address: input.address,
            phone: input.phone,
            quantity: input.quantity,
            unit_price_minor: unitMinor,
            total_minor: totalMinor,
            created_at: nowIso(),
          });
          return true;
        })
        .catch((error: unknown) => {
          if (error instanceof ShareExceeded) throw quantityRefused(stockShareMessage(error.more));
          throw error;
        });
      if (placed) {
        await changes.publish('stock', 'orders');
        return id;
      }

      // Another order took the stock first (or the item was deleted meanwhile): say why.
      const now = await orders.findItem(item.id);
      if (!now || now.deleted_at !== null) throw notFound(orderMessages.itemGone);
      const reason = orderQuantityError(input.quantity, {
        min_order_quantity: Number(now.min_order_quantity),
        available_quantity: Number(now.available_quantity),
      });
      if (reason) throw quantityRefused(reason);
      throw conflict('The stock changed while ordering: please try again');
    },

    async listOwnOrders(actor: CurrentUser, email: string, page: Page): Promise<{ orders: Order[]; total: number }> {
      assertSelfOrAdmin(actor, email);
      const { rows, total } = await listWithTotal(
        page,
        (page) => orders.listByUser(email, page),
        () => orders.countByUser(email),
      );
      return { orders: rows.map(toOrder), total };
    },

    async listAllOrders(page: Page): Promise<{ orders: Order[]; total: number }> {
      const [rows, total] = await Promise.all([orders.listAll(page), orders.countAll()]);
      return { orders: rows.map(toOrder), total };
    },

    /** Deleting an order gives its quantity back to the item, in the same transaction. */
    async deleteOrder(actor: CurrentUser, id: string): Promise<number> {
      const deleted = await orders.inTransaction(async (tx) => {
        const order = await tx.findById(id);
        if (!order) throw notFound(orderMessages.notFound);
        if (!actor.isAdmin && order.user_email !== actor.email) throw forbidden('You can only delete your own orders');
        // A concurrent delete of the same order may have won: only the one that deleted gives stock back.
        if ((await tx.deleteById(id)) === 0) throw notFound(orderMessages.notFound);
        await tx.stock.move(order.item_id, Number(order.quantity), {
          kind: 'order-deleted',
          actor: actor.email,
          order: id,
        });
        return 1;
      });
      await changes.publish('stock', 'orders');
      return deleted;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
