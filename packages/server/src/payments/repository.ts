import { sql, type Expression, type ExpressionBuilder, type Insertable, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database, PaymentEventRow, PaymentEventsTable, PaymentRow, PaymentsTable } from '../db/schema.ts';
import { purchaseSeqOf, type PaymentMethod, type PaymentStatus } from '@storefront/shared';
import type { PurchaseRow } from '../db/schema.ts';
import { ordersQueries } from '../orders/repository.ts';
import { refundQueries, type RefundQueries } from './refunds-repository.ts';

/** The Payments screen's filters (requirements §18.3), its days already the store zone's instants. */
export interface PaymentFilters {
  status?: PaymentStatus | undefined;
  method?: PaymentMethod | undefined;
  /** A purchase number, or part of the customer's email. */
  q?: string | undefined;
  /** Last changed at or after this instant (ISO). */
  from?: string | undefined;
  /** Last changed before this instant (ISO). */
  before?: string | undefined;
}

/** A payment as the Payments screen lists it: with its purchase's number and buyer, and its trail's length. */
export type ListedPaymentRow = PaymentRow & { purchase_seq: number; user_email: string; event_count: number };

/**
 * Payments and their trail (requirements §18). Every change of a payment's status is a conditional
 * update on the status it was read in: of two instances applying the same IPN, or expiring the same
 * hold, one changes the row and the other learns it lost, on both databases.
 */
export function paymentQueries(db: Db) {
  return {
    insert: (payment: Insertable<PaymentsTable>): Promise<PaymentRow> =>
      db.insertInto('payments').values(payment).returningAll().executeTakeFirstOrThrow(),

    byId: (id: string): Promise<PaymentRow | undefined> =>
      db.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst(),

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

    /**
     * Changes the payment's figures (and maybe its status) only if it is still as `row` was read:
     * of two administrators recording the same cash, or refunding at once, one changes it and the
     * other reads it again.
     */
    change: (
      row: Pick<PaymentRow, 'id' | 'status' | 'paid_minor' | 'refunded_minor'>,
      changes: Updateable<PaymentsTable> & { status: PaymentStatus; updated_at: string },
    ): Promise<PaymentRow | undefined> =>
      db
        .updateTable('payments')
        .set(changes)
        .where('id', '=', row.id)
        .where('status', '=', row.status)
        .where('paid_minor', '=', row.paid_minor)
        .where('refunded_minor', '=', row.refunded_minor)
        .returningAll()
        .executeTakeFirst(),

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

type Eb = ExpressionBuilder<Database, 'payments' | 'purchases'>;

/** The Payments screen's list (requirements §18.3) in SQL: filtered, last changed first. */
function paymentList(db: Db) {
  const dialect = dialectOf(db);
  const filtered = (eb: Eb, filters: PaymentFilters): Expression<SqlBool> => {
    const conditions: Expression<SqlBool>[] = [];
    if (filters.status) conditions.push(eb('payments.status', '=', filters.status));
    if (filters.method) conditions.push(eb('payments.method', '=', filters.method));
    if (filters.from) conditions.push(eb('payments.updated_at', '>=', filters.from));
    if (filters.before) conditions.push(eb('payments.updated_at', '<', filters.before));
    if (filters.q) {
      // A purchase number ("CP-000042") finds that purchase; other text a part of the buyer's email.
      const seq = purchaseSeqOf(filters.q);
      conditions.push(
        eb.or([
          ...(seq === undefined ? [] : [eb('purchases.seq', '=', seq)]),
          dialect.contains(sql<string>`lower(${sql.ref('purchases.user_email')})`, filters.q.toLowerCase()),
        ]),
      );
    }
    return eb.and(conditions);
  };
  const base = (filters: PaymentFilters) =>
    db
      .selectFrom('payments')
      .innerJoin('purchases', 'purchases.id', 'payments.purchase_id')
      .where((eb) => filtered(eb, filters));
  return {
    /** `limit` payments from `offset`, last changed first (the newest payment first among equals). */
    listPayments: (filters: PaymentFilters, limit: number, offset: number): Promise<ListedPaymentRow[]> =>
      base(filters)
        .selectAll('payments')
        .select(['purchases.seq as purchase_seq', 'purchases.user_email'])
        .select((eb) =>
          eb
            .selectFrom('payment_events')
            .select((e) => e.fn.countAll<number>().as('n'))
            .whereRef('payment_events.payment_id', '=', 'payments.id')
            .as('event_count'),
        )
        .orderBy('payments.updated_at', 'desc')
        .orderBy('payments.seq', 'desc')
        .limit(limit)
        .offset(offset)
        .execute() as Promise<ListedPaymentRow[]>,

    countPayments: async (filters: PaymentFilters): Promise<number> =>
      Number(
        (
          await base(filters)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
  };
}

export function paymentsRepository(db: Db) {
  return {
    ...paymentQueries(db),
    ...paymentList(db),
    /** The automatic refunds' claims (migration 0027). */
    ...refundQueries(db),
    /** The purchase's orders, for what it owes (its live orders and their delivery). */
    ordersOf: ordersQueries(db).byPurchase,
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
      work: (tx: {
        payments: PaymentQueries;
        orders: ReturnType<typeof ordersQueries>;
        refunds: RefundQueries;
      }) => Promise<T>,
    ) =>
      db
        .transaction()
        .execute((trx) =>
          work({ payments: paymentQueries(trx), orders: ordersQueries(trx), refunds: refundQueries(trx) }),
        ),
  };
}

export type PaymentsRepository = ReturnType<typeof paymentsRepository>;
