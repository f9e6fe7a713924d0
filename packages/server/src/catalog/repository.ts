import type { Db } from '../db/connection.ts';
import type { ItemRow, NewItemRow } from '../db/schema.ts';
import { countRows, nowIso, paged, type Page } from '../db/util.ts';
import { catalogSearch } from './search.ts';

export function itemsRepository(db: Db) {
  const live = () => db.selectFrom('items').selectAll().where('deleted_at', 'is', null);
  return {
    search: catalogSearch(db),

    countLive: (): Promise<number> => countRows(db.selectFrom('items').where('deleted_at', 'is', null)),

    listLive: (page: Page): Promise<ItemRow[]> => paged(live().orderBy('seq'), page).execute(),

    /** The last `count` live items, in insertion order. */
    async lastLive(count: number): Promise<ItemRow[]> {
      if (count <= 0) return [];
      const rows = await live().orderBy('seq', 'desc').limit(count).execute();
      return rows.reverse();
    },

    findLive: (id: string): Promise<ItemRow | undefined> => live().where('id', '=', id).executeTakeFirst(),

    /** Live items' ids in the order they were added, a page at a time (the sitemap). */
    liveIds: async (offset: number, limit: number): Promise<string[]> =>
      (
        await db
          .selectFrom('items')
          .select('id')
          .where('deleted_at', 'is', null)
          .orderBy('seq')
          .limit(limit)
          .offset(offset)
          .execute()
      ).map((row) => row.id),

    /** The live item holding `sku`, if any (SKUs are stored upper-case). */
    findLiveBySku: (sku: string): Promise<ItemRow | undefined> => live().where('sku', '=', sku).executeTakeFirst(),

    insert: async (item: NewItemRow): Promise<void> => {
      await db.insertInto('items').values(item).execute();
    },

    async softDelete(id: string): Promise<number> {
      const result = await db
        .updateTable('items')
        .set({ deleted_at: nowIso() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type ItemsRepository = ReturnType<typeof itemsRepository>;
