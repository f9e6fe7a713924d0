import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { NoticeRow } from '../db/schema.ts';

/**
 * The outbox's queries (requirements §13.8). A sender claims due rows for a lease: on PostgreSQL
 * with FOR UPDATE SKIP LOCKED, so instances sharing the database never claim the same row; on
 * SQLite the one writer does it alone. A claimed row whose sender died is due again once its
 * lease ends.
 */
export function noticesRepository(db: Db) {
  const dialect = dialectOf(db);
  return {
    /** Up to `limit` due rows, oldest first, now held by the caller until `leaseUntil`; each attempt counted. */
    claim: (now: string, leaseUntil: string, limit: number): Promise<NoticeRow[]> =>
      db
        .updateTable('notices')
        .set((eb) => ({ status: 'sending', locked_until: leaseUntil, attempts: eb('attempts', '+', 1) }))
        .where('id', 'in', (eb) => {
          const due = eb
            .selectFrom('notices')
            .select('id')
            .where((w) =>
              w.or([
                w.and([w('status', '=', 'pending'), w('next_attempt_at', '<=', now)]),
                w.and([w('status', '=', 'sending'), w('locked_until', '<', now)]),
              ]),
            )
            .orderBy('seq')
            .limit(limit);
          return dialect.forUpdateSkipLocked(due);
        })
        .returningAll()
        .execute(),

    markSent: async (id: string, at: string): Promise<void> => {
      await db
        .updateTable('notices')
        .set({ status: 'sent', sent_at: at, locked_until: null, last_error: null })
        .where('id', '=', id)
        .execute();
    },

    /** Another try at `retryAt`, or none (`retryAt` null): the row is failed for good. */
    markFailed: async (id: string, error: string, retryAt: string | null): Promise<void> => {
      await db
        .updateTable('notices')
        .set(
          retryAt === null
            ? { status: 'failed', locked_until: null, last_error: error }
            : { status: 'pending', next_attempt_at: retryAt, locked_until: null, last_error: error },
        )
        .where('id', '=', id)
        .execute();
    },
  };
}

export type NoticesRepository = ReturnType<typeof noticesRepository>;
