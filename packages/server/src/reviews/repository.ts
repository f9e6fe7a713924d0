import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { ReviewRow, ReviewsTable } from '../db/schema.ts';
import { countRows, nowIso, paged, type Page } from '../db/util.ts';

export function reviewsRepository(db: Db) {
  const visible = () => db.selectFrom('reviews').selectAll().where('hidden_at', 'is', null);
  const seqOf = async (id: string): Promise<number | undefined> =>
    (await db.selectFrom('reviews').select('seq').where('id', '=', id).executeTakeFirst())?.seq;
  return {
    /**
     * Inserts unless the author posted `max` reviews since `since`; then answers when the oldest
     * of those was posted. The author's row is locked (PostgreSQL; SQLite has one connection), so
     * simultaneous posts cannot pass the limit together.
     */
    insertWithinLimit(
      review: Insertable<ReviewsTable>,
      max: number,
      since: string,
    ): Promise<{ inserted: true } | { inserted: false; oldest: string }> {
      return db.transaction().execute(async (trx) => {
        await dialectOf(db).lockRows(trx.selectFrom('users').select('id').where('email', '=', review.author_email));
        const recent = await trx
          .selectFrom('reviews')
          .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.min('created_at').as('oldest')])
          .where('author_email', '=', review.author_email)
          .where('created_at', '>=', since)
          .executeTakeFirstOrThrow();
        if (Number(recent.n) >= max) return { inserted: false as const, oldest: String(recent.oldest) };
        await trx.insertInto('reviews').values(review).execute();
        return { inserted: true as const };
      });
    },

    /** Shown reviews, oldest first, by offset. */
    list: (page: Page): Promise<ReviewRow[]> => paged(visible().orderBy('seq'), page).execute(),

    /** The `count` newest shown reviews posted before `beforeSeq` (all when undefined), oldest of them first. */
    async newest(count: number, beforeSeq?: number): Promise<ReviewRow[]> {
      let query = visible().orderBy('seq', 'desc').limit(count);
      if (beforeSeq !== undefined) query = query.where('seq', '<', beforeSeq);
      return (await query.execute()).reverse();
    },

    seqOf,

    count: (): Promise<number> => countRows(db.selectFrom('reviews').where('hidden_at', 'is', null)),

    /** Every review, hidden ones included, newest first (moderation). */
    listAll: (page: Page): Promise<ReviewRow[]> =>
      paged(db.selectFrom('reviews').selectAll().orderBy('seq', 'desc'), page).execute(),

    countAll: (): Promise<number> => countRows(db.selectFrom('reviews')),

    /** Rows changed: 0 when it already was so; undefined for an unknown review. */
    async setHidden(id: string, hidden: boolean): Promise<number | undefined> {
      const result = await db
        .updateTable('reviews')
        .set({ hidden_at: hidden ? nowIso() : null })
        .where('id', '=', id)
        .where('hidden_at', hidden ? 'is' : 'is not', null)
        .executeTakeFirst();
      const changed = Number(result.numUpdatedRows);
      if (changed === 0 && (await seqOf(id)) === undefined) return undefined;
      return changed;
    },
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
