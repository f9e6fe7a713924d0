// The catalog's search (requirements §12.7) in SQL: full text through SQLite's FTS5 or PostgreSQL's
// tsvector (both over `items.search_text`, the same tokens), filters, a keyset cursor per sort, and
// the matches per category. Ordering by name compares lower-case bytes on both databases; by
// relevance, the same rank computed from each match's own words on both (`relevanceOf`).
import { type CatalogSort, type SpecFacet, type SpecFilter } from '@storefront/shared';
import { sql, type Expression, type ExpressionBuilder, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/connection.ts';
import { byDialect, dialectOf, type Dialect, type DialectName } from '../db/dialect.ts';
import { ftsPrefixes, searchTerms } from '../db/full-text.ts';
import type { Database, ItemRow } from '../db/schema.ts';
import { countFacets, facetIndex } from './facet-index.ts';
import { specMatchesAll } from './spec-values.ts';

type Eb = ExpressionBuilder<Database, 'items'>;

/**
 * How one database finds a search's words and counts its matches per category. The words' matches
 * themselves come from the database's text index (dialect `prefixMatch`; `prefixMatchInRow` for a
 * walk of rows); these are the choices made around it, measured at 100,000 items (bench/README.md,
 * search).
 */
interface SearchStrategy {
  /** Items of `category` among the words' matches. */
  inCategory(eb: Eb, category: string): Expression<SqlBool>;
  /** A query answering a row when some item has `term` as a whole word (`bestRank`). */
  wholeWord(term: string): RawBuilder<unknown>;
  /**
   * The matches of `terms` per category when the words are the only filter, read from what the
   * database keeps for that; undefined when it keeps nothing for these terms (every match's row is
   * then read).
   */
  countsOfWords(db: Db, terms: string[]): Promise<Map<string | null, number>> | undefined;
}

const strategies: Record<DialectName, SearchStrategy> = {
  // FTS5 table items_fts: the words (0005) and their copies behind the item's category (0013).
  sqlite: {
    inCategory: (eb, category) => eb('items.category_id', '=', category),
    wholeWord: (term) => sql`select 1 from items_fts where items_fts match ${`search_text : "${term}"`} limit 1`,
    // Counted in the text index, whose category copies of a live item's words (":{c}:") make each
    // category's matches one walk of it, no row read (migration 0013).
    countsOfWords(db, terms) {
      if (terms.length === 0) return undefined;
      const query = `search_facets : (${ftsPrefixes(terms, ':{c}:')})`;
      return sql<{ category_id: string | null; n: number }>`
          select id as category_id, (select count(*) from items_fts where items_fts match replace(${query}, '{c}', id)) as n
          from categories
          union all
          select null, (select count(*) from items_fts where items_fts match replace(${query}, '{c}', '-'))`
        .execute(db)
        .then(({ rows }) => new Map(rows.map((row) => [row.category_id, Number(row.n)])));
    },
  },
  // tsvector column items.search under a GIN index (0005), and the words' counts per category (0014).
  postgres: {
    // PostgreSQL ANDed the category's index (every item of the category) with the words' (its
    // guess for a prefix is 2 % of the rows, whatever the prefix): slow at 100,000 items for a
    // query that finds one. An expression has no index, so the words' matches are read and their
    // category checked (bench/README.md, search).
    inCategory: (eb, category) => eb(sql<string>`coalesce(items.category_id, '')`, '=', category),
    // The words' counts (0014: one key lookup; `search @@` with a limit was planned as a scan of
    // every row for a word no item has: bench/README.md, search).
    wholeWord: (term) => sql`select 1 from search_word_counts where word = ${term} and n > 0 limit 1`,
    // One word: summed from the words' counts (migration 0014) instead of read from every match's
    // row; each item counted once for the prefix by its words' lcp.
    countsOfWords(db, terms) {
      if (terms.length !== 1) return undefined;
      const term = terms[0]!;
      return db
        .selectFrom('search_word_counts')
        .where('word', 'like', `${term}%`) // a token: no % or _ in it
        .where('lcp', '<', [...term].length)
        .groupBy('category')
        .select((eb) => ['category', eb.fn.sum<string>('n').as('n')])
        .execute()
        .then((counted) => new Map(counted.map((row) => [row.category === '' ? null : row.category, Number(row.n)])));
    },
  },
};

export interface SearchFilters {
  q?: string | undefined;
  category?: string | undefined;
  minPriceMinor?: number | undefined;
  maxPriceMinor?: number | undefined;
  inStock?: boolean | undefined;
  /** Below three minimum orders (ten units above one at most), sold out included: shared `stockLevel`. */
  lowStock?: boolean | undefined;
  /** Filters by the category's specifications (requirements §19.2): only with `category`. */
  specs?: readonly SpecFilter[] | undefined;
  /**
   * The items of the category that pass `specs` and the other filters, when counted already
   * (specCounts' matches): read in their place.
   */
  specSeqs?: readonly number[] | undefined;
}

/** The specifications' filters, when there are some. */
const specFiltersIn = (filters: SearchFilters): [SpecFilter, ...SpecFilter[]] | undefined => {
  const [first, ...rest] = filters.specs ?? [];
  return first ? [first, ...rest] : undefined;
};

/**
 * How well an item matches `q` (requirements §12.1), from its own words: each word of the search
 * scores 3 as a whole word of the name, 2 as the start of one, 1 as a whole word of the description
 * or SKU, 0 as the start of one (every match has at least that); the scores add up. Undefined
 * without words. Ties are listed newest first.
 */
function relevanceOf(
  dialect: Dialect,
  q: string | undefined,
  table: 'items' | 'w' = 'items',
): RawBuilder<number> | undefined {
  const terms = searchTerms(q ?? '');
  if (terms.length === 0) return undefined;
  const padded = (column: 'search_name' | 'search_text') => sql<string>`' ' || ${sql.ref(`${table}.${column}`)} || ' '`;
  const scores = terms.map(
    (term) => sql<number>`case
      when ${dialect.contains(padded('search_name'), ` ${term} `)} then 3
      when ${dialect.contains(padded('search_name'), ` ${term}`)} then 2
      when ${dialect.contains(padded('search_text'), ` ${term} `)} then 1
      else 0 end`,
  );
  return sql<number>`(${sql.join(scores, sql` + `)})`;
}

/** Where the previous page ended: the last row's sort key and seq. */
export interface SearchCursor {
  key: number | string | null;
  seq: number;
}

/** From this many matches a page is first looked for by reading rows in the sort's order (`page`). */
export const WALK_MIN_MATCHES = 1000;
/** At most this many matches of the words, the specifications' facets count among them as the text index lists them. */
export const FEW_MATCHES = 200;
/** Rows read at most in that order before the text index is used instead. */
export const WALK_WINDOW = 2000;

/** `walkWindow`: WALK_WINDOW but in tests of its edge. */
export function catalogSearch(db: Db, { walkWindow = WALK_WINDOW }: { walkWindow?: number } = {}) {
  const dialect = dialectOf(db);
  const strategy = byDialect(db, strategies);
  const nameKey = dialect.byteOrder(sql<string>`lower(items.name)`);
  const index = facetIndex(db);
  let live: { version: string; counts: Map<string | null, number> } | undefined;

  /** Live items per category: a read of every live row, kept while the catalog's version stays. */
  async function everyCategory(): Promise<Map<string | null, number>> {
    const version = await index.version();
    if (live?.version === version) return live.counts;
    const rows = await db
      .selectFrom('items')
      .where('items.deleted_at', 'is', null)
      .select((eb) => ['items.category_id', eb.fn.countAll().as('n')])
      .groupBy('items.category_id')
      .execute();
    const counts = new Map(rows.map((row) => [row.category_id, Number(row.n)]));
    live = { version, counts };
    return counts;
  }

  function filtered(eb: Eb, filters: SearchFilters, { withCategory }: { withCategory: boolean }) {
    const conditions: Expression<SqlBool>[] = [eb('items.deleted_at', 'is', null)];
    const text = filters.q ? dialect.prefixMatch('items', filters.q) : undefined;
    if (text) conditions.push(text);
    if (withCategory && filters.category)
      conditions.push(
        text ? strategy.inCategory(eb, filters.category) : eb('items.category_id', '=', filters.category),
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
          eb('items.available_quantity', '<', dialect.least(sql<number>`${min} * 3`, sql<number>`${min} + 10`)),
          eb('items.available_quantity', '<=', 0),
        ]),
      );
    }
    // The specifications' matches: as counted in memory (specCounts), or read from their index
    // (migration 0028), the category's rows only.
    const specs = specFiltersIn(filters);
    if (withCategory && filters.specSeqs) conditions.push(dialect.oneOf(eb.ref('items.seq'), filters.specSeqs));
    else if (withCategory && filters.category && specs)
      conditions.push(eb('items.seq', 'in', specMatchesAll(db, filters.category, specs)));
    return eb.and(conditions);
  }

  function after(eb: Eb, sort: CatalogSort, cursor: SearchCursor, rank: Expression<number> | undefined) {
    const seq = cursor.seq;
    switch (sort) {
      case 'relevance':
        if (!rank) return eb('items.seq', '<', seq);
        return eb.or([
          eb(rank, '<', Number(cursor.key)),
          eb.and([eb(rank, '=', Number(cursor.key)), eb('items.seq', '<', seq)]),
        ]);
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

  /**
   * The sort's order over the rows of `table` ('w': a window of items with their name_key); by
   * relevance, `rank` (undefined: without words, newest first).
   */
  function orderOf(
    sort: CatalogSort,
    table: 'items' | 'w',
    rank?: Expression<number>,
  ): [Expression<unknown>, 'asc' | 'desc'][] {
    const seq = sql.ref(`${table}.seq`);
    const price = sql.ref(`${table}.price_minor`);
    const name = table === 'items' ? nameKey : dialect.byteOrder(sql.ref('w.name_key'));
    switch (sort) {
      case 'relevance':
        return rank
          ? [
              [rank, 'desc'],
              [seq, 'desc'],
            ]
          : [[seq, 'desc']];
      case 'newest':
        return [[seq, 'desc']];
      case 'price-asc':
        return [
          [price, 'asc'],
          [seq, 'asc'],
        ];
      case 'price-desc':
        return [
          [price, 'desc'],
          [seq, 'desc'],
        ];
      case 'name':
        return [
          [name, 'asc'],
          [seq, 'asc'],
        ];
    }
  }

  /** The rows under every filter (and after the cursor) in the sort's order; relevance without words. */
  function inOrder(filters: SearchFilters, sort: CatalogSort, cursor: SearchCursor | undefined) {
    let query = db
      .selectFrom('items')
      .selectAll('items')
      // The name key as the database compares it (its lower() is not JavaScript's for every letter).
      .select(nameKey.as('name_key'))
      .select(sql<number>`0`.as('rank'))
      .where((eb) => filtered(eb, filters, { withCategory: true }));
    if (cursor) query = query.where((eb) => after(eb, sort, cursor, undefined));
    for (const [key, direction] of orderOf(sort, 'items')) query = query.orderBy(key, direction);
    return query;
  }

  /**
   * limit + 1 rows by relevance: every match ranked by its own words, the best ones' seq chosen
   * first and only their rows then read whole (sorting the whole rows of 9,091 matches cost about
   * twice as much: bench/README.md, search).
   */
  function rankedPage(
    filters: SearchFilters,
    rank: RawBuilder<number>,
    limit: number,
    cursor: SearchCursor | undefined,
  ) {
    let best = db
      .selectFrom('items')
      .select('items.seq')
      .where((eb) => filtered(eb, filters, { withCategory: true }));
    if (cursor) best = best.where((eb) => after(eb, 'relevance', cursor, rank));
    for (const [key, direction] of orderOf('relevance', 'items', rank)) best = best.orderBy(key, direction);
    let rows = db
      .selectFrom('items')
      .selectAll('items')
      .select(nameKey.as('name_key'))
      .select(rank.as('rank'))
      .where('items.seq', 'in', best.limit(limit + 1));
    for (const [key, direction] of orderOf('relevance', 'items', rank)) rows = rows.orderBy(key, direction);
    return rows.execute();
  }

  /** limit + 1 rows, the matches listed by the text index. */
  function indexedPage(filters: SearchFilters, sort: CatalogSort, limit: number, cursor: SearchCursor | undefined) {
    const rank = sort === 'relevance' ? relevanceOf(dialect, filters.q) : undefined;
    if (rank) return rankedPage(filters, rank, limit, cursor);
    return inOrder(filters, sort, cursor)
      .limit(limit + 1)
      .execute();
  }

  /**
   * The highest rank a match of `q` can have: each word 3 when some item has it as a whole word,
   * else 2 (the start of a word of a name), as the strategy tells (SQLite's text index counts
   * deleted items' words too: the bound is only looser).
   */
  async function bestRank(q: string): Promise<number> {
    let best = 0;
    for (const term of searchTerms(q)) {
      best += (await strategy.wholeWord(term).execute(db)).rows.length > 0 ? 3 : 2;
    }
    return best;
  }

  /**
   * By relevance with many matches: up to limit + 1 rows of rank `target` among the first
   * `walkWindow` rows newest first (after the cursor) under the other filters. Rows of the best rank
   * any match can have (or of the cursor's rank) are the next ones in relevance order, newest first
   * among themselves, so the walk ends after about a page instead of ranking every match.
   */
  async function walkedRankedPage(
    filters: SearchFilters,
    target: number,
    limit: number,
    cursor: SearchCursor | undefined,
  ) {
    const window = inOrder({ ...filters, q: undefined }, 'newest', cursor && { key: null, seq: cursor.seq }).limit(
      walkWindow,
    );
    const rows = await db
      .selectFrom(window.as('w'))
      .selectAll('w')
      .where(dialect.prefixMatchInRow('w', filters.q ?? '') ?? sql<SqlBool>`true`)
      .where(relevanceOf(dialect, filters.q, 'w') ?? sql<number>`0`, '=', target)
      .orderBy('w.seq', 'desc')
      .limit(limit + 1)
      .execute();
    return rows.map((row) => ({ ...row, rank: target }));
  }

  /** Up to limit + 1 matches among the first `walkWindow` rows in order under the other filters. */
  async function walkedPage(
    filters: SearchFilters,
    sort: CatalogSort,
    limit: number,
    cursor: SearchCursor | undefined,
  ) {
    const window = inOrder({ ...filters, q: undefined }, sort, cursor).limit(walkWindow);
    let query = db
      .selectFrom(window.as('w'))
      .selectAll('w')
      .where(dialect.prefixMatchInRow('w', filters.q ?? '') ?? sql<SqlBool>`true`);
    for (const [key, direction] of orderOf(sort, 'w')) query = query.orderBy(key, direction);
    return query.limit(limit + 1).execute();
  }

  return {
    /**
     * One page (limit + 1 rows read, to know whether another follows). `matches`, when known, is how
     * many rows the filters find. With many, the rows are read first in the sort's order and their
     * own words checked: a page is found after about limit x rows / matches rows, while the text
     * index lists every match to sort them (bench/README.md, search: many times slower on
     * SQLite for a word with thousands of matches). The read stops after WALK_WINDOW rows, as matches can lie late in the
     * order (a name sort of "proc": the processors come after the cases), then the index is used.
     * Relevance has no index in its order: the walk looks for the best rank there can be (or the
     * cursor's), newest first; otherwise every match is ranked.
     */
    async page(
      filters: SearchFilters,
      sort: CatalogSort,
      limit: number,
      cursor: SearchCursor | undefined,
      matches?: number,
    ): Promise<{ rows: ItemRow[]; more: boolean; last: SearchCursor | undefined }> {
      let rows: (ItemRow & { name_key: string; rank: number })[] | undefined;
      if (filters.q && matches !== undefined && matches >= WALK_MIN_MATCHES) {
        rows =
          sort === 'relevance'
            ? await walkedRankedPage(filters, cursor ? Number(cursor.key) : await bestRank(filters.q), limit, cursor)
            : await walkedPage(filters, sort, limit, cursor);
        if (rows.length <= limit) rows = undefined; // the window ended first: its rows may not be the first
      }
      rows ??= await indexedPage(filters, sort, limit, cursor);
      const page = rows.slice(0, limit);
      const end = page.at(-1);
      const key =
        end === undefined || sort === 'newest'
          ? null
          : sort === 'name'
            ? end.name_key
            : sort === 'relevance'
              ? Number(end.rank)
              : Number(end.price_minor);
      return {
        rows: page.map(({ name_key: _, rank: _rank, ...row }) => row),
        more: rows.length > limit,
        last: end && { key, seq: Number(end.seq) },
      };
    },

    /**
     * Under a category (requirements §19.2): the matches of every filter, its specifications
     * included (their seq: `page` reads them as `specSeqs`), and the facets of its filter
     * attributes, each counted under the other filters with its own left out, over the category's
     * arrays in memory (catalog/facet-index.ts). `matches`: how many items the filters other than
     * the specifications leave, when known. The stock filters, which change with every order, are
     * read in SQL as the items they leave; so are the words when they leave few items (a model
     * number: its index finds them at once, where the arrays would look through every item's words).
     */
    async specCounts(
      filters: SearchFilters & { category: string },
      { matches }: { matches?: number | undefined } = {},
    ): Promise<{ total: number; facets: SpecFacet[]; matches: number[] }> {
      const arrays = await index.arrays(filters.category, await index.version());
      const fewWords = Boolean(filters.q) && matches !== undefined && matches <= FEW_MATCHES;
      const inSql = filters.inStock || filters.lowStock || fewWords;
      const among = inSql
        ? new Set(
            (
              await db
                .selectFrom('items')
                .select('items.seq')
                .where((eb) =>
                  filtered(
                    eb,
                    { ...filters, q: fewWords ? filters.q : undefined, specs: undefined },
                    { withCategory: true },
                  ),
                )
                .execute()
            ).map((row) => Number(row.seq)),
          )
        : undefined;
      return countFacets(arrays, filters.category, { ...filters, q: fewWords ? undefined : filters.q, among });
    },

    /**
     * Matches per category under every filter but the category (null: items without one). The
     * specifications' filters are left out too: they belong to the chosen category (§19.2).
     */
    async countsByCategory(withSpecs: SearchFilters): Promise<Map<string | null, number>> {
      const filters = { ...withSpecs, specs: undefined };
      const terms = filters.q ? searchTerms(filters.q) : [];
      const textOnly =
        filters.minPriceMinor === undefined &&
        filters.maxPriceMinor === undefined &&
        !filters.inStock &&
        !filters.lowStock;
      if (textOnly && terms.length === 0) return everyCategory();
      const counted = textOnly ? strategy.countsOfWords(db, terms) : undefined;
      if (counted) return counted;
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
