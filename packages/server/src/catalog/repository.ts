import type { Db } from '../db/connection.ts';
import type { ItemRow, ItemsTable, NewItemRow } from '../db/schema.ts';
import { stockQueries } from '../stock/repository.ts';
import { countRows, nowIso, paged, type Page } from '../db/util.ts';
import { catalogSearch } from './search.ts';
import { specsFromColumn, writeSpecValues } from './spec-values.ts';

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

    /** The item, its specifications' index rows and its opening stock movement, together (requirements §12.9, §19.2). */
    insert: (item: NewItemRow, actor: string | null): Promise<void> =>
      db.transaction().execute(async (trx) => {
        const { seq } = await trx.insertInto('items').values(item).returning('seq').executeTakeFirstOrThrow();
        await writeSpecValues(trx, Number(seq), item.category_id ?? null, specsFromColumn(item.specs ?? '{}'), {
          replace: false,
        });
        await stockQueries(trx).open(item.id, item.available_quantity, actor);
      }),

    /**
     * Optimistic edit (requirements §12.8): changes the item only while it is live and still at the
     * version the editor read, and raises the version. Answers the item after it, or undefined.
     */
    update: (id: string, version: number, fields: EditableItemFields): Promise<ItemRow | undefined> =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('items')
          .set((eb) => ({ ...fields, version: eb('version', '+', 1) }))
          .where('id', '=', id)
          .where('version', '=', version)
          .where('deleted_at', 'is', null)
          .returningAll()
          .executeTakeFirst();
        // The index follows the specs and the category (requirements §19.2).
        if (row)
          await writeSpecValues(trx, Number(row.seq), row.category_id, specsFromColumn(row.specs), { replace: true });
        return row;
      }),

    /** A deleted item leaves the catalog's filters with it (its index rows go, requirements §19.2). */
    softDelete: (id: string): Promise<number> =>
      db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('items')
          .set({ deleted_at: nowIso() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .returning('seq')
          .executeTakeFirst();
        if (row) await trx.deleteFrom('item_spec_values').where('item_seq', '=', row.seq).execute();
        return row ? 1 : 0;
      }),
  };
}

/** What an edit may change: never the stock (the ledger's), the id, the dates or the version. */
export type EditableItemFields = Pick<
  ItemsTable,
  'name' | 'image' | 'short_description' | 'min_order_quantity' | 'price_minor' | 'sku' | 'category_id' | 'search_text'
> & {
  price_tiers: string;
  search_name: string;
  name_bn: string | null;
  short_description_bn: string | null;
  weight_g?: number;
  vat_rate_bp?: number | null;
  specs: string;
};

export type ItemsRepository = ReturnType<typeof itemsRepository>;
