import type { Insertable } from 'kysely';
import { cartQueries } from '../cart/repository.ts';
import type { Db } from '../db/connection.ts';
import type { PurchaseRow, PurchasesTable } from '../db/schema.ts';
import { invoiceQueries } from '../invoices/repository.ts';
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
    invoiceOf: invoiceQueries(db).invoiceOf,
    /** Runs `work` in one transaction: the purchase, its orders and the buyer's cart together. */
    inTransaction: <T>(work: (tx: CheckoutQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(checkoutQueries(trx))),
  };
}

export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
