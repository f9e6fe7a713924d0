// The catalog's search (requirements §12.7) in SQL: full text through SQLite's FTS5 or PostgreSQL's
// tsvector (both over `items.search_text`, the same tokens), filters, a keyset cursor per sort, and
// the matches per category. Ordering by name compares lower-case bytes on both databases.
import type { CatalogSort } from '@storefront/shared';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import { isPostgres, type Db } from '../db/connection.ts';
import { prefixMatch } from '../db/full-text.ts';
import type { Database, ItemRow } from '../db/schema.ts';

export interface SearchFilters {
  q?: string | undefined;
  category?: string | undefined;
  minPriceMinor?: number | undefined;
  maxPriceMinor?: number | undefined;
  inStock?: boolean | undefined;
  /** Below three minimum orders (ten units above one at most), sold out included: shared `stockLevel`. */
  lowStock?: boolean | undefined;
}

/** Where the previous page ended: the last row's sort key and seq. */
export interface SearchCursor {
  key: number | string | null;
  seq: number;
}

type Eb = ExpressionBuilder<Database, 'items'>;

export function catalogSearch(db: Db) {
  const pg = isPostgres(db);
  const nameKey = pg ? sql<string>`lower(items.name) collate "C"` : sql<string>`lower(items.name)`;

  function filtered(eb: Eb, filters: SearchFilters, { withCategory }: { withCategory: boolean }) {
    const conditions: Expression<SqlBool>[] = [eb('items.deleted_at', 'is', null)];
    const text = filters.q ? prefixMatch(pg, 'items', filters.q) : undefined;
    if (text) conditions.push(text);
    if (withCategory && filters.category)
      conditions.push(
        pg && text
          ? // With words to match, PostgreSQL ANDed the category's index (every item of the category)
            // with the words' (its guess for a prefix is 2 % of the rows, whatever the prefix): 3 to
            // 10 ms at 100,000 items for a query that finds one. An expression has no index, so the
            // words' matches are read and their category checked (bench/README.md, search).
            eb(sql<string>`coalesce(items.category_id, '')`, '=', filters.category)
          : eb('items.category_id', '=', filters.category),
      );
    if (filters.minPriceMinor !== undefined) conditions.push(eb('items.price_minor', '>=', filters.minPriceMinor));
    if (filters.maxPriceMinor !== undefined) conditions.push(eb('items.price_minor', '<=', filters.maxPriceMinor));
    if (filters.inStock) {
      conditions.push(eb('items.available_quantity', '>=', eb.ref('items.min_order_quantity')));
      conditions.push(eb('items.available_quantity', '>', 0));
    }
    if (filters.lowStock) {
      // Not 'in-stock' by stockLevel: available < min(3 x min, min + 10), or nothing left.
      const min = eb.ref('items.min_order_quantity');
      conditions.push(
        eb.or([
          eb(
            'items.available_quantity',
            '<',
            pg ? sql<number>`least(${min} * 3, ${min} + 10)` : sql<number>`min(${min} * 3, ${min} + 10)`,
          ),
          eb('items.available_quantity', '<=', 0),
        ]),
      );
    }
    return eb.and(conditions);
  }

  function after(eb: Eb, sort: CatalogSort, cursor: SearchCursor): Expression<SqlBool> {
    const seq = cursor.seq;
    switch (sort) {
      case 'newest':
        return eb('items.seq', '<', seq);
      case 'price-asc':
        return eb.or([
          eb('items.price_minor', '>', Number(cursor.key)),
          eb.and([eb('items.price_minor', '=', Number(cursor.key)), eb('items.seq', '>', seq)]),
        ]);
      case 'price-desc':
        return eb.or([
          eb('items.price_minor', '<', Number(cursor.key)),
          eb.and([eb('items.price_minor', '=', Number(cursor.key)), eb('items.seq', '<', seq)]),
        ]);
      case 'name': {
        const key = String(cursor.key);
        return eb.or([eb(nameKey, '>', key), eb.and([eb(nameKey, '=', key), eb('items.seq', '>', seq)])]);
      }
    }
  }

  return {
    /** One page (limit + 1 rows read, to know whether another follows). */
    async page(
      filters: SearchFilters,
      sort: CatalogSort,
      limit: number,
      cursor: SearchCursor | undefined,
    ): Promise<{ rows: ItemRow[]; more: boolean; last: SearchCursor | undefined }> {
      let query = db
        .selectFrom('items')
        .selectAll('items')
        // The name key as the database compares it (its lower() is not JavaScript's for every letter).
        .select(nameKey.as('name_key'))
        .where((eb) => filtered(eb, filters, { withCategory: true }));
      if (cursor) query = query.where((eb) => after(eb, sort, cursor));
      switch (sort) {
        case 'newest':
          query = query.orderBy('items.seq', 'desc');
          break;
        case 'price-asc':
          query = query.orderBy('items.price_minor', 'asc').orderBy('items.seq', 'asc');
          break;
        case 'price-desc':
          query = query.orderBy('items.price_minor', 'desc').orderBy('items.seq', 'desc');
          break;
        case 'name':
          query = query.orderBy(nameKey).orderBy('items.seq', 'asc');
          break;
      }
      const rows = await query.limit(limit + 1).execute();
      const page = rows.slice(0, limit);
      const end = page.at(-1);
      const key =
        end === undefined || sort === 'newest' ? null : sort === 'name' ? end.name_key : Number(end.price_minor);
      return {
        rows: page.map(({ name_key: _, ...row }) => row),
        more: rows.length > limit,
        last: end && { key, seq: Number(end.seq) },
      };
    },

    /** Matches per category under every filter but the category (null: items without one). */
    async countsByCategory(filters: SearchFilters): Promise<Map<string | null, number>> {
      const rows = await db
        .selectFrom('items')
        .where((eb) => filtered(eb, filters, { withCategory: false }))
        .select((eb) => ['items.category_id', eb.fn.countAll().as('n')])
        .groupBy('items.category_id')
        .execute();
      return new Map(rows.map((row) => [row.category_id, Number(row.n)]));
    },
  };
}
