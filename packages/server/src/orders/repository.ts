import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { ItemRow, OrderRow, OrdersTable } from '../db/schema.ts';
import { countRows, paged, type Page } from '../db/util.ts';
import { stockQueries } from '../stock/repository.ts';

function ordersQueries(db: Db) {
  return {
    findItem: (id: string): Promise<ItemRow | undefined> =>
      db.selectFrom('items').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Takes and gives back stock through the ledger (requirements §12.9). */
    stock: stockQueries(db),

    /** Units of the item in `email`'s orders. */
    async unitsHeld(itemId: string, email: string): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .where('item_id', '=', itemId)
        .where('user_email', '=', email)
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('quantity'), eb.lit(0)).as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    insert: async (order: Insertable<OrdersTable>): Promise<void> => {
      await db.insertInto('orders').values(order).execute();
    },

    findById: (id: string): Promise<OrderRow | undefined> =>
      db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    async deleteById(id: string): Promise<number> {
      const result = await db.deleteFrom('orders').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** One buyer's orders, oldest first. */
    listByUser: (email: string, page: Page): Promise<OrderRow[]> =>
      paged(db.selectFrom('orders').selectAll().where('user_email', '=', email).orderBy('seq'), page).execute(),

    countByUser: (email: string): Promise<number> => countRows(db.selectFrom('orders').where('user_email', '=', email)),

    /** Every order, newest first. */
    listAll: (page: Page): Promise<OrderRow[]> =>
      paged(db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('seq', 'desc'), page).execute(),

    countAll: (): Promise<number> => countRows(db.selectFrom('orders')),
  };
}

export type OrdersQueries = ReturnType<typeof ordersQueries>;

export function ordersRepository(db: Db) {
  return {
    ...ordersQueries(db),
    /** Runs `work` in one transaction, with the same queries bound to it. */
    inTransaction: <T>(work: (tx: OrdersQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(ordersQueries(trx))),
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
