import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { PaymentEventRow, PaymentEventsTable, PaymentRow, PaymentsTable } from '../db/schema.ts';
import type { PaymentStatus } from '@storefront/shared';
import type { PurchaseRow } from '../db/schema.ts';
import { ordersQueries } from '../orders/repository.ts';

/**
 * Payments and their trail (requirements §18). Every change of a payment's status is a conditional
 * update on the status it was read in: of two instances applying the same IPN, or expiring the same
 * hold, one changes the row and the other learns it lost, on both databases.
 */
export function paymentQueries(db: Db) {
  return {
    insert: (payment: Insertable<PaymentsTable>): Promise<PaymentRow> =>
      db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow(),

    byPurchase: (purchaseId: string): Promise<PaymentRow | undefined> =>
      db.selectFrom('payments').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst(),

    byPurchases: (purchaseIds: readonly string[]): Promise<PaymentRow[]> =>
      purchaseIds.length
        ? db.selectFrom('payments').selectAll().where('purchase_id', 'in', purchaseIds).execute()
        : Promise.resolve([]),

    byTranId: (tranId: string): Promise<PaymentRow | undefined> =>
      db.selectFrom('payments').selectAll().where('tran_id', '=', tranId).executeTakeFirst(),

    byGatewayRef: (ref: string): Promise<PaymentRow | undefined> =>
      db.selectFrom('payments').selectAll().where('gateway_ref', '=', ref).executeTakeFirst(),

    /** Moves the payment only if it is still `from`; answers it after, or undefined (another got there first). */
    move: (
      id: string,
      from: PaymentStatus,
      changes: Updateable<PaymentsTable> & { status: PaymentStatus; updated_at: string },
    ): Promise<PaymentRow | undefined> =>
      db
        .updateTable('payments')
        .set(changes)
        .where('id', '=', id)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst(),

    /** A session opened: its page and reference, kept (the payment pending) only while it still waits in `from`. */
    setSession: (
      id: string,
      from: PaymentStatus,
      session: { status: 'pending'; gateway_ref: string; redirect_url: string; updated_at: string },
    ): Promise<PaymentRow | undefined> =>
      db
        .updateTable('payments')
        .set(session)
        .where('id', '=', id)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst(),

    /** Up to `limit` payments still waiting whose hold ended by `now`, the earliest first. */
    holdsEnded: (now: string, limit: number): Promise<PaymentRow[]> =>
      db
        .selectFrom('payments')
        .selectAll()
        .where('status', 'in', ['pending', 'failed'])
        .where('hold_expires_at', '<=', now)
        .orderBy('hold_expires_at')
        .limit(limit)
        .execute(),

    addEvents: async (events: Insertable<PaymentEventsTable>[]): Promise<void> => {
      if (events.length) await db.insertInto('payment_events').values(events).execute();
    },

    events: (paymentId: string): Promise<PaymentEventRow[]> =>
      db.selectFrom('payment_events').selectAll().where('payment_id', '=', paymentId).orderBy('seq').execute(),
  };
}

export type PaymentQueries = ReturnType<typeof paymentQueries>;

export function paymentsRepository(db: Db) {
  return {
    ...paymentQueries(db),
    purchase: (id: string): Promise<PurchaseRow | undefined> =>
      db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The name the buyer ordered under (its first order's). */
    buyerName: async (purchaseId: string): Promise<string | undefined> =>
      (
        await db
          .selectFrom('orders')
          .select('user_name')
          .where('purchase_id', '=', purchaseId)
          .orderBy('seq')
          .limit(1)
          .executeTakeFirst()
      )?.user_name,
    /** Emails for the outbox, each in its recipient's language (as the orders write theirs). */
    addNotices: ordersQueries(db).addNotices,
    /** Runs `work` in one transaction: a payment and its purchase's orders change together. */
    inTransaction: <T>(
      work: (tx: { payments: PaymentQueries; orders: ReturnType<typeof ordersQueries> }) => Promise<T>,
    ) => db.transaction().execute((trx) => work({ payments: paymentQueries(trx), orders: ordersQueries(trx) })),
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
