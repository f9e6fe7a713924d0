import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { PaymentRefundRow, PaymentRefundsTable, PaymentRow } from '../db/schema.ts';

/** What a payment's refund claims still owe, in poisha: being tried (`due`) and refused (`failed`). */
export interface RefundsOwed {
  dueMinor: number;
  failedMinor: number;
}

/**
 * The refunds owed on payments (migration 0027; requirements §18.1). A claim is written in the
 * transaction that makes the refund owed, and taken by one instance at a time: `take` is a
 * conditional update on its state and lock, so two instances never ask the gateway for it at once.
 */
export function refundQueries(db: Db) {
  return {
    /** The purchase's payment, as the cancel's transaction reads it. */
    paymentOf: (purchaseId: string): Promise<PaymentRow | undefined> =>
      db.selectFrom('payments').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst(),

    insertClaim: (claim: Insertable<PaymentRefundsTable>): Promise<PaymentRefundRow> =>
      db.insertInto('payment_refunds').values(claim).returningAll().executeTakeFirstOrThrow(),

    /** What the claims of each of `paymentIds` still owe (those with none are absent). */
    owedOf: async (paymentIds: readonly string[]): Promise<Map<string, RefundsOwed>> => {
      if (!paymentIds.length) return new Map();
      const rows = await db
        .selectFrom('payment_refunds')
        .select((eb) => ['payment_id', 'state', eb.fn.sum<number>('amount_minor').as('n')])
        .where('payment_id', 'in', paymentIds)
        .where('state', 'in', ['due', 'failed'])
        .groupBy(['payment_id', 'state'])
        .execute();
      const owed = new Map<string, RefundsOwed>();
      for (const row of rows) {
        const one = owed.get(row.payment_id) ?? { dueMinor: 0, failedMinor: 0 };
        if (row.state === 'due') one.dueMinor += Number(row.n);
        else one.failedMinor += Number(row.n);
        owed.set(row.payment_id, one);
      }
      return owed;
    },

    /** Up to `limit` claims due whose next try has come and that no instance holds, the oldest first. */
    dueNow: (now: string, limit: number): Promise<PaymentRefundRow[]> =>
      db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('state', '=', 'due')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .orderBy('next_attempt_at')
        .limit(limit)
        .execute(),

    /** The claims of `paymentIds` still due, the oldest first (tried right after a cancel commits). */
    dueOf: (paymentIds: readonly string[]): Promise<PaymentRefundRow[]> =>
      paymentIds.length
        ? db
            .selectFrom('payment_refunds')
            .selectAll()
            .where('payment_id', 'in', paymentIds)
            .where('state', '=', 'due')
            .orderBy('seq')
            .execute()
        : Promise.resolve([]),

    /** The payment's claims the gateway refused or that ran out of tries, the oldest first. */
    failedOf: (paymentId: string): Promise<PaymentRefundRow[]> =>
      db
        .selectFrom('payment_refunds')
        .selectAll()
        .where('payment_id', '=', paymentId)
        .where('state', '=', 'failed')
        .orderBy('seq')
        .execute(),

    /**
     * Takes the claim until `until` if it is still due and free at `now` (a conditional update),
     * counting the try; undefined when another instance holds it or it is settled.
     */
    take: (id: string, now: string, until: string): Promise<PaymentRefundRow | undefined> =>
      db
        .updateTable('payment_refunds')
        .set({ locked_until: until, attempts: sql<number>`attempts + 1`, updated_at: now })
        .where('id', '=', id)
        .where('state', '=', 'due')
        .where('next_attempt_at', '<=', now)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', now)]))
        .returningAll()
        .executeTakeFirst(),

    /** Ends the try of a claim in `from` (done, failed, or due again later), its lock released. */
    settle: (
      id: string,
      from: PaymentRefundRow['state'],
      changes: Updateable<PaymentRefundsTable> & { state: PaymentRefundRow['state']; updated_at: string },
    ): Promise<PaymentRefundRow | undefined> =>
      db
        .updateTable('payment_refunds')
        .set({ ...changes, locked_until: null })
        .where('id', '=', id)
        .where('state', '=', from)
        .returningAll()
        .executeTakeFirst(),
  };
}

export type RefundQueries = ReturnType<typeof refundQueries>;
