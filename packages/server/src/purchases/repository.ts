import type { Insertable } from 'kysely';
import { cartQueries } from '../cart/repository.ts';
import { approvalQueries } from '../companies/approvals-repository.ts';
import { companyRefQueries } from '../companies/repository.ts';
import type { Db } from '../db/connection.ts';
import type { PurchaseRow, PurchasesTable } from '../db/schema.ts';
import { invoiceQueries } from '../invoices/repository.ts';
import { ordersQueries } from '../orders/repository.ts';
import { paymentQueries } from '../payments/repository.ts';
import { termsQueries, termsRepository } from '../terms/repository.ts';

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

    /** The buyer's per-order limit in their company, in poisha (requirements §20.4); null: none (or no company). */
    orderLimitOf: async (userId: string): Promise<number | null> => {
      const row = await db
        .selectFrom('company_members')
        .select('order_limit_minor')
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return row?.order_limit_minor == null ? null : Number(row.order_limit_minor);
    },
  };
}

function checkoutQueries(db: Db) {
  return {
    ...purchaseQueries(db),
    orders: ordersQueries(db),
    cart: cartQueries(db),
    payments: paymentQueries(db),
    deciders: approvalQueries(db).deciders,
    terms: termsQueries(db),
  };
}

export type CheckoutQueries = ReturnType<typeof checkoutQueries>;

export function purchasesRepository(db: Db) {
  return {
    ...purchaseQueries(db),
    ordersOf: ordersQueries(db).byPurchase,
    invoiceOf: invoiceQueries(db).invoiceOf,
    paymentOf: paymentQueries(db).byPurchase,
    companiesByIds: companyRefQueries(db).byIds,
    deciderName: approvalQueries(db).userName,
    /** The buyer's company's terms, if they are in one (requirements §20.6, §20.8). */
    termsOfMember: termsRepository(db).termsOfMember,
    /** The VAT rates (basis points; null: the default) of `itemIds`, deleted items' too. */
    vatRatesOf: async (itemIds: readonly string[]): Promise<Map<string, number | null>> =>
      itemIds.length === 0
        ? new Map()
        : new Map(
            (
              await db
                .selectFrom('items')
                .select(['id', 'vat_rate_bp'])
                .where('id', 'in', [...new Set(itemIds)])
                .execute()
            ).map((row) => [row.id, row.vat_rate_bp === null ? null : Number(row.vat_rate_bp)]),
          ),
    /** Runs `work` in one transaction: the purchase, its orders and the buyer's cart together. */
    inTransaction: <T>(work: (tx: CheckoutQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(checkoutQueries(trx))),
  };
}

export type PurchasesRepository = ReturnType<typeof purchasesRepository>;
