import type { Insertable } from 'kysely';
import { cartQueries } from '../cart/repository.ts';
import { isPostgres, type Db } from '../db/connection.ts';
import type { ItemRow, PurchaseRow, PurchasesTable } from '../db/schema.ts';
import { ordersQueries } from '../orders/repository.ts';

/** Purchases (requirements §14.3): one checkout's orders, grouped by `orders.purchase_id`. */
function purchaseQueries(db: Db) {
  return {
    findById: (id: string): Promise<PurchaseRow | undefined> =>
      db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The purchase a buyer's key made, if any: a retried checkout answers it. */
    findByKey: (email: string, key: string): Promise<PurchaseRow | undefined> =>
      db
        .selectFrom('purchases')
        .selectAll()
        .where('user_email', '=', email)
        .where('idempotency_key', '=', key)
        .executeTakeFirst(),

    insert: (purchase: Insertable<PurchasesTable>): Promise<PurchaseRow> =>
      db.insertInto('purchases').values(purchase).returningAll().executeTakeFirstOrThrow(),

    /**
     * The items as they are now, their rows locked until the transaction ends (PostgreSQL; SQLite's one
     * connection serializes): the price, minimum and stock checked are the ones the order takes.
     */
    lockItems: (ids: readonly string[]): Promise<ItemRow[]> => {
      // In id order: two checkouts lock shared items in the same order, so they never deadlock.
      const query = db.selectFrom('items').selectAll().where('id', 'in', ids).orderBy('id');
      return (isPostgres(db) ? query.forUpdate() : query).execute();
    },
  };
}

function checkoutQueries(db: Db) {
  return { ...purchaseQueries(db), orders: ordersQueries(db), cart: cartQueries(db) };
}

export type CheckoutQueries = ReturnType<typeof checkoutQueries>;

export function purchasesRepository(db: Db) {
  return {
    ...purchaseQueries(db),
    ordersOf: ordersQueries(db).byPurchase,
    /** Runs `work` in one transaction: the purchase, its orders and the buyer's cart together. */
    inTransaction: <T>(work: (tx: CheckoutQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(checkoutQueries(trx))),
  };
}

export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
