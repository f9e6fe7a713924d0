import type { PaymentStatus } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import type { OrderRow, PurchaseRow } from '../db/schema.ts';
import { ordersQueries } from '../orders/repository.ts';
import { paymentQueries } from '../payments/repository.ts';

/** A purchase awaiting approval with its buyer's name and limit, as the queue lists it. */
export interface AwaitingRow extends PurchaseRow {
  buyer_name: string | null;
  buyer_limit_minor: number | null;
}

/** Purchases awaiting their company's approval, and the decisions on them (requirements §20.4). */
export function approvalQueries(db: Db) {
  return {
    /** The company's purchases awaiting approval with an order still open, oldest first. */
    awaiting: (companyId: string): Promise<AwaitingRow[]> =>
      db
        .selectFrom('purchases')
        .leftJoin('users', 'users.email', 'purchases.user_email')
        .leftJoin('company_members', 'company_members.user_id', 'users.id')
        .selectAll('purchases')
        .select(['users.name as buyer_name', 'company_members.order_limit_minor as buyer_limit_minor'])
        .where('purchases.company_id', '=', companyId)
        .where('purchases.approval', '=', 'awaiting')
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.purchase_id', '=', 'purchases.id')
              .where('orders.status', 'in', ['placed', 'confirmed']),
          ),
        )
        .orderBy('purchases.created_at')
        .orderBy('purchases.seq')
        .execute(),

    /** The orders of `purchaseIds`, oldest first. */
    ordersOf: (purchaseIds: readonly string[]): Promise<OrderRow[]> =>
      purchaseIds.length
        ? db.selectFrom('orders').selectAll().where('purchase_id', 'in', purchaseIds).orderBy('seq').execute()
        : Promise.resolve([]),

    /**
     * Purchases still awaiting approval that were placed before `placedBefore`, with an order still
     * open: the sweeper's (one its buyer cancelled whole is left as it is, its buyer not emailed).
     */
    ended: (placedBefore: string, limit: number): Promise<PurchaseRow[]> =>
      db
        .selectFrom('purchases')
        .selectAll()
        .where('approval', '=', 'awaiting')
        .where('created_at', '<=', placedBefore)
        .where(({ exists, selectFrom }) =>
          exists(
            selectFrom('orders')
              .select('orders.id')
              .whereRef('orders.purchase_id', '=', 'purchases.id')
              .where('orders.status', 'in', ['placed', 'confirmed']),
          ),
        )
        .orderBy('created_at')
        .limit(limit)
        .execute(),

    /**
     * Decides a purchase only if it still awaits approval: of two approvers deciding at once (or
     * an approver and the sweeper), one changes it and the other learns it lost (undefined).
     */
    decide: (
      id: string,
      decision: {
        approval: 'approved' | 'rejected';
        approval_by: string | null;
        approval_at: string;
        approval_note: string | null;
      },
    ): Promise<PurchaseRow | undefined> =>
      db
        .updateTable('purchases')
        .set(decision)
        .where('id', '=', id)
        .where('approval', '=', 'awaiting')
        .returningAll()
        .executeTakeFirst(),

    /** The approvers and admins of the company (their emails), but `exceptUserId`. */
    deciders: async (companyId: string, exceptUserId: string): Promise<string[]> =>
      (
        await db
          .selectFrom('company_members')
          .innerJoin('users', 'users.id', 'company_members.user_id')
          .select('users.email')
          .where('company_members.company_id', '=', companyId)
          .where('company_members.role', 'in', ['admin', 'approver'])
          .where('company_members.user_id', '!=', exceptUserId)
          .orderBy('company_members.joined_at')
          .execute()
      ).map((row) => row.email),

    /** A user's name by id (who decided), if the account is still there. */
    userName: async (id: string): Promise<string | undefined> =>
      (await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst())?.name,

    /** The account that placed a purchase (by its email), for its name. */
    userByEmail: (email: string) =>
      db.selectFrom('users').select(['id', 'name']).where('email', '=', email).executeTakeFirst(),

    /**
     * A pending online payment held no stock while it awaited approval (its hold null): approved,
     * its hold starts now (requirements §18) and the buyer may pay.
     */
    startHold: async (purchaseId: string, until: string, at: string): Promise<void> => {
      await db
        .updateTable('payments')
        .set({ hold_expires_at: until, updated_at: at })
        .where('purchase_id', '=', purchaseId)
        .where('status', '=', 'pending')
        .where('hold_expires_at', 'is', null)
        .execute();
    },

    /** A rejected purchase's payment still waiting (nothing was paid while it awaited): expired. */
    expirePayment: async (purchaseId: string, at: string): Promise<void> => {
      const waiting: PaymentStatus[] = ['pending', 'failed'];
      await db
        .updateTable('payments')
        .set({ status: 'expired', redirect_url: null, updated_at: at })
        .where('purchase_id', '=', purchaseId)
        .where('status', 'in', waiting)
        .execute();
    },

    orders: ordersQueries(db),
    payments: paymentQueries(db),
  };
}

export type ApprovalQueries = ReturnType<typeof approvalQueries>;

export function approvalsRepository(db: Db) {
  return {
    ...approvalQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    inTransaction: <T>(work: (tx: ApprovalQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(approvalQueries(trx))),
  };
}

export type ApprovalsRepository = ReturnType<typeof approvalsRepository>;
