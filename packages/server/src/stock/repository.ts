import { limits, orderStatuses, orderTransitions } from '@storefront/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { StockMovementRow, StockMovementsTable } from '../db/schema.ts';
import { countRows, newId, nowIso, paged, type Page } from '../db/util.ts';

/** A movement as the history lists it: its order's number and purchase (requirements §12.9). */
export type LedgerRow = StockMovementRow & {
  order_seq: number | null;
  purchase_id: string | null;
  purchase_seq: number | null;
};

/** What a movement records beside the change itself. */
export interface MovementOf {
  kind: StockMovementsTable['kind'];
  reason?: string | null;
  actor?: string | null;
  order?: string | null;
}

/** The statuses whose orders give their units back when cancelled (requirements §13.1). */
const RESTOCKABLE = orderStatuses.filter((status) => orderTransitions[status].includes('cancelled'));

/** The units of an item (`items.id` of the statement) out in orders that a cancel would give back. */
const restockableOf = sql<number>`coalesce((select sum(o.quantity) from orders o where o.item_id = items.id and o.status in (${sql.join(RESTOCKABLE)})), 0)`;

/**
 * The stock ledger's queries (requirements §12.9). `move` is the only way stock changes: one
 * conditional update of the item and the movement it made, so the item's stock stays the sum of
 * its movements. Call it inside a transaction (`db.transaction()`): the row lock (PostgreSQL) or
 * the write lock (SQLite) taken by the update keeps the balance it records exact.
 */
export function stockQueries(db: Db) {
  return {
    /**
     * Adds `change` (negative: takes) to the item's stock, unless that would leave less than zero
     * or, when taking, the item is deleted. Answers the movement written (its balance is the stock
     * after it), or undefined when refused.
     */
    async move(itemId: string, change: number, movement: MovementOf): Promise<StockMovementRow | undefined> {
      let update = db
        .updateTable('items')
        .set((eb) => ({ available_quantity: eb('available_quantity', '+', change) }))
        .where('id', '=', itemId)
        // Conditional update: concurrent takes must never leave less than nothing.
        .where((eb) => eb(eb('available_quantity', '+', change), '>=', 0));
      if (change < 0) update = update.where('deleted_at', 'is', null);
      // A receipt stops at the ceiling, counting the units out in orders a cancel would give back:
      // the stock plus those never passes it, so no restock does either (PostgreSQL's integer
      // column stays far from its limit, however often orders are placed and cancelled).
      if (movement.kind === 'adjustment' && change > 0) {
        // PostgreSQL: the row locked first, so the update's snapshot (taken after) sees every order
        // that moved this item's stock before it.
        await dialectOf(db).lockRows(db.selectFrom('items').select('id').where('id', '=', itemId));
        update = update.where(sql<boolean>`available_quantity + ${change} + ${restockableOf} <= ${limits.stock}`);
      }
      const row = await update.returning('available_quantity').executeTakeFirst();
      if (!row) return undefined;
      return db
        .insertInto('stock_movements')
        .values({
          id: newId(),
          item_id: itemId,
          kind: movement.kind,
          change,
          balance: Number(row.available_quantity),
          reason: movement.reason ?? null,
          actor_email: movement.actor ?? null,
          order_id: movement.order ?? null,
          created_at: nowIso(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Takes several items' stock at once (a checkout, requirements §14.2), one statement for the
     * items and one for their movements, each line's movement naming its order. The caller has
     * locked and checked the rows; should any still lack the stock, nothing is taken and this
     * answers false (the caller's transaction then rolls back).
     */
    async takeMany(
      lines: readonly { itemId: string; quantity: number; orderId: string }[],
      actor: string,
    ): Promise<boolean> {
      if (lines.length === 0) return true;
      const change = sql<number>`cast(case id ${sql.join(
        lines.map((l) => sql`when ${l.itemId} then ${l.quantity}`),
        sql` `,
      )} end as integer)`;
      const taken = await db
        .updateTable('items')
        .set((eb) => ({ available_quantity: eb('available_quantity', '-', change) }))
        .where(
          'id',
          'in',
          lines.map((l) => l.itemId),
        )
        .where('deleted_at', 'is', null)
        .where('available_quantity', '>=', change)
        .returning(['id', 'available_quantity'])
        .execute();
      if (taken.length !== lines.length) return false;
      const balance = new Map(taken.map((row) => [row.id, Number(row.available_quantity)]));
      const at = nowIso();
      await db
        .insertInto('stock_movements')
        .values(
          lines.map((l) => ({
            id: newId(),
            item_id: l.itemId,
            kind: 'order' as const,
            change: -l.quantity,
            balance: balance.get(l.itemId)!,
            reason: null,
            actor_email: actor,
            order_id: l.orderId,
            created_at: at,
          })),
        )
        .execute();
      return true;
    },

    /** The units of the item out in orders a cancel would give back (the receipts' ceiling counts them). */
    restockable: async (itemId: string): Promise<number> =>
      Number(
        (await db.selectFrom('items').select(restockableOf.as('n')).where('id', '=', itemId).executeTakeFirst())?.n ??
          0,
      ),

    /** The opening movement of a newly added item (its first stock), written beside its insert. */
    async open(itemId: string, quantity: number, actor: string | null): Promise<void> {
      if (quantity === 0) return;
      await db
        .insertInto('stock_movements')
        .values({
          id: newId(),
          item_id: itemId,
          kind: 'opening',
          change: quantity,
          balance: quantity,
          reason: null,
          actor_email: actor,
          order_id: null,
          created_at: nowIso(),
        })
        .execute();
    },

    /** An item's movements, newest first, each with its order's and purchase's sequence numbers. */
    history: (itemId: string, page: Page): Promise<LedgerRow[]> =>
      paged(
        db
          .selectFrom('stock_movements as m')
          .leftJoin('orders as o', 'o.id', 'm.order_id')
          .leftJoin('purchases as p', 'p.id', 'o.purchase_id')
          .selectAll('m')
          .select(['o.seq as order_seq', 'p.id as purchase_id', 'p.seq as purchase_seq'])
          .where('m.item_id', '=', itemId)
          .orderBy('m.seq', 'desc'),
        page,
      ).execute(),

    countHistory: (itemId: string): Promise<number> =>
      countRows(db.selectFrom('stock_movements').where('item_id', '=', itemId)),
  };
}

export type StockQueries = ReturnType<typeof stockQueries>;

export function stockRepository(db: Db) {
  return {
    ...stockQueries(db),
    /** Runs `work` in one transaction, with the same queries bound to it. */
    inTransaction: <T>(work: (tx: StockQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(stockQueries(trx))),
  };
}

export type StockRepository = ReturnType<typeof stockRepository>;
