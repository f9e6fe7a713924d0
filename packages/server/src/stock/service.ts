import {
  limits,
  messages,
  orderNumber,
  purchaseNumber,
  type StockAdjustment,
  type StockAdjusted,
  type StockMovement,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ItemsRepository } from '../catalog/repository.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { listWithTotal, type Page } from '../db/util.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { itemMessages } from '../catalog/service.ts';
import type { LedgerRow, StockRepository } from './repository.ts';

/** A movement as answered, naming its order and purchase by the numbers people read. */
export function toStockMovement(row: LedgerRow): StockMovement {
  return {
    _id: row.id,
    kind: row.kind,
    change: Number(row.change),
    balance: Number(row.balance),
    reason: row.reason,
    by: row.actor_email,
    order: row.order_id,
    orderNumber: row.order_seq === null ? null : orderNumber(Number(row.order_seq)),
    purchase: row.purchase_id,
    purchaseNumber: row.purchase_seq === null ? null : purchaseNumber(Number(row.purchase_seq)),
    createdAt: row.created_at,
  };
}

/** Administrators receive and write off stock, and read each item's ledger (requirements §12.9). */
export function stockService(
  stock: StockRepository,
  items: Pick<ItemsRepository, 'findLive'>,
  changes: Pick<ChangeFeed, 'publish'>,
) {
  return {
    async adjust(actor: CurrentUser, itemId: string, { change, reason }: StockAdjustment): Promise<StockAdjusted> {
      if (!(await items.findLive(itemId))) throw notFound(itemMessages.notFound);
      const movement = await stock.inTransaction((tx) =>
        tx.move(itemId, change, { kind: 'adjustment', reason, actor: actor.email }),
      );
      if (!movement) {
        // Refused: the write-off is more than there is, the receipt passes the ceiling (which counts
        // the units out in orders a cancel gives back), or the item was deleted meanwhile.
        const now = await items.findLive(itemId);
        if (!now) throw notFound(itemMessages.notFound);
        const inStock = Number(now.available_quantity);
        const message =
          change > 0
            ? messages.stockAboveMax(
                Math.max(0, limits.stock - inStock - (await stock.restockable(itemId))),
                limits.stock,
              )
            : messages.stockBelowZero(inStock);
        throw new HttpError(409, message, { change: message });
      }
      await changes.publish('stock');
      // An adjustment belongs to no order.
      const listed = { ...movement, order_seq: null, purchase_id: null, purchase_seq: null };
      return { available_quantity: Number(movement.balance), movement: toStockMovement(listed) };
    },

    /** Newest first; deleted items keep their history. */
    async history(itemId: string, page: Page): Promise<{ movements: StockMovement[]; total: number }> {
      const { rows, total } = await listWithTotal(
        page,
        (p) => stock.history(itemId, p),
        () => stock.countHistory(itemId),
      );
      if (total === 0 && !(await items.findLive(itemId))) throw notFound(itemMessages.notFound);
      return { movements: rows.map(toStockMovement), total };
    },
  };
}

export type StockService = ReturnType<typeof stockService>;
