import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { ReviewRow, ReviewsTable } from '../db/schema.ts';
import { countRows, paged, type Page } from '../db/util.ts';

export function reviewsRepository(db: Db) {
  return {
    insert: async (review: Insertable<ReviewsTable>): Promise<void> => {
      await db.insertInto('reviews').values(review).execute();
    },

    list: (page: Page): Promise<ReviewRow[]> =>
      paged(db.selectFrom('reviews').selectAll().orderBy('seq'), page).execute(),

    /** The last `count` reviews, oldest of them first. */
    async last(count: number): Promise<ReviewRow[]> {
      const rows = await db.selectFrom('reviews').selectAll().orderBy('seq', 'desc').limit(count).execute();
      return rows.reverse();
    },

    count: (): Promise<number> => countRows(db.selectFrom('reviews')),
  };
}

export type ReviewsRepository = ReturnType<typeof reviewsRepository>;
