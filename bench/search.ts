// Catalog search (requirements §12.7) from 100 to 100,000 items on each database: the latency of
// GET /api/items for typical queries (text + category + sort), broad ones (a category's own word:
// one item in eleven matches), narrow ones (a model number: a handful) and typed ones (a category's
// word alone, in the default order: best match first), with the public cache off (CACHE_TTL_MS=0, so
// every call runs its SQL), one call at a time, as a shopper types.
// Targets: time grows less than 3 x from 100 to 100,000 items; p95 under 25 ms at 100,000 on SQLite.
// Beside them (issue 34, requirements §19.2): a category with three filters by its specifications,
// and the same category and sort without them, measured in the same run: p95 under 25 ms at
// 100,000 items on both databases, and the ratio of the two.
import { apiPaths, categories, specFilterParams, specFiltersOf, type SpecFilter } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import { sql } from 'kysely';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';

export const SEARCH_GROWTH_TARGET = 3;
export const SEARCH_P95_TARGET_MS = 25;
export const SPEC_FILTER_P95_TARGET_MS = 25;

/** Words a shopper starts to type, and the category each belongs to (the bench seed's names). */
const typed: [string, string][] = categories.map((c) => [
  c.name
    .toLowerCase()
    .split(/[^a-z]+/)[0]!
    .slice(0, 5),
  c.id,
]);

const sorts = ['price-asc', 'price-desc', 'name', 'newest'];

/**
 * The i-th broad query: a category's own word started (3 to 5 letters), in that category, sorted
 * by price (both ways), name or newest. It matches one item in eleven, so its work grows with the
 * catalog: the total and the counts per category are exact, and count every match.
 */
export function broadQuery(i: number): string {
  const [word, category] = typed[i % typed.length]!;
  const sort = sorts[Math.floor(i / typed.length) % 4]!;
  const q = word.slice(0, 3 + (i % 3));
  return `?q=${encodeURIComponent(q)}&category=${category}&sort=${sort}`;
}

/**
 * The i-th narrow query: an item's model number (the bench names items "Bench <Category> <n>") in
 * its category with a sort: a shopper who knows what they want. A handful of matches at any size.
 */
export function narrowQuery(i: number, items: number): string {
  const n = 1 + (((i + 1) * 7919) % items);
  const category = categories[(n - 1) % categories.length]!.id;
  return `?q=${n}&category=${category}&sort=${sorts[i % 4]}`;
}

/**
 * The i-th typed query: a category's own word started (3 to 5 letters) alone, no category and no
 * sort, as the search box first sends it: listed best match first (requirements §12.1), which ranks
 * every match (one item in eleven).
 */
export function typedQuery(i: number): string {
  const [word] = typed[i % typed.length]!;
  return `?q=${encodeURIComponent(word.slice(0, 3 + (i % 3)))}`;
}

/**
 * The i-th query by specifications: a category's first three filter attributes, each matching about
 * half of it (half of a choice's options, a list holding the first option, yes, a number from the
 * middle of its range: bench/lib/seed.ts benchSpecs), so about one item of the category in eight,
 * with a sort; `withSpecs` false: the same category and sort alone.
 */
export function specQuery(i: number, withSpecs: boolean): string {
  const category = categories[i % categories.length]!.id;
  const filters = specFiltersOf(category)
    .slice(0, 3)
    .map((attribute): SpecFilter => {
      const options = attribute.options ?? [];
      if (attribute.type === 'number') {
        const min = attribute.min ?? 0;
        return { key: attribute.key, kind: 'range', min: Math.round(min + ((attribute.max ?? 1000) - min) / 2) };
      }
      if (attribute.type === 'boolean') return { key: attribute.key, kind: 'values', values: ['true'] };
      if (attribute.type === 'choices') return { key: attribute.key, kind: 'values', values: options.slice(0, 1) };
      return { key: attribute.key, kind: 'values', values: options.slice(0, Math.ceil(options.length / 2)) };
    });
  const params = new URLSearchParams([
    ['category', category],
    ['sort', sorts[Math.floor(i / categories.length) % 4]!],
    ...(withSpecs ? specFilterParams(filters) : []),
  ]);
  return `?${params}`;
}

export interface SearchPoint {
  /**
   * specs: three filters by specifications; specsBase: the same category and sort without them;
   * specsAfterWrite: specs right after a write to the catalog (the category's arrays read again,
   * catalog/facet-index.ts).
   */
  kind: 'broad' | 'narrow' | 'typed' | 'specs' | 'specsBase' | 'specsAfterWrite';
  items: number;
  seedMs: number;
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** Matches of the first query (a sanity check that the search finds things). */
  sampleTotal: number;
}

export interface SearchDatabase {
  database: DatabaseKind;
  points: SearchPoint[];
  /** p50 at the largest size divided by p50 at the smallest, for each kind of query. */
  growth: { broad: number; narrow: number; typed: number };
  /** At the largest size: the specifications' query's p50 and p95 over those of the same query without them. */
  specRatio: { p50: number; p95: number };
}

export interface SearchResult {
  sizes: number[];
  databases: SearchDatabase[];
  skipped: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (ms: number) => Math.round(ms * 100) / 100;

async function searchPoints(kind: DatabaseKind, items: number, calls: number, options: BenchOptions) {
  const database = await createDatabase(kind, `bench_search_${items}`);
  try {
    const seeded = await seedDatabase(database.url, { items, orders: 0, users: 0, reviews: 0 });
    options.log(`search ${kind}: seeded ${items} items in ${seeded.ms} ms`);
    const { server } = await startBenchServer(database.url, { CACHE_TTL_MS: '0' });
    // What every write of an item does to the catalog's version (migration 0030's triggers).
    const writer = openDatabase(database.url);
    try {
      const call = async (query: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${apiPaths.itemSearch}${query}`);
        const body = (await response.json()) as { total: number };
        if (response.status !== 200) throw new Error(`GET /api/items answered ${response.status}`);
        return { ms: performance.now() - started, total: body.total };
      };
      const afterWrite = async (query: string) => {
        await sql`update catalog_version set version = version + 1 where id = 1`.execute(writer);
        return call(query);
      };
      const measure = async (queryKind: SearchPoint['kind'], count = calls): Promise<SearchPoint> => {
        const query = (i: number) =>
          queryKind === 'broad'
            ? broadQuery(i)
            : queryKind === 'typed'
              ? typedQuery(i)
              : queryKind === 'narrow'
                ? narrowQuery(i, items)
                : specQuery(i, queryKind !== 'specsBase');
        const send = queryKind === 'specsAfterWrite' ? afterWrite : call;
        for (let i = 0; i < 30; i += 1) await call(query(i + calls)); // warm-up: JIT, statement caches, pages in memory
        const times: number[] = [];
        let sampleTotal = 0;
        for (let i = 0; i < count; i += 1) {
          const { ms, total } = await send(query(i));
          times.push(ms);
          if (i === 0) sampleTotal = total;
        }
        times.sort((a, b) => a - b);
        return {
          kind: queryKind,
          items,
          seedMs: seeded.ms,
          calls: count,
          p50Ms: round(percentile(times, 50)),
          p95Ms: round(percentile(times, 95)),
          maxMs: round(times.at(-1)!),
          sampleTotal,
        };
      };
      return [
        await measure('broad'),
        await measure('narrow'),
        await measure('typed'),
        await measure('specs'),
        await measure('specsBase'),
        // Each call reads its category's items again: fewer calls.
        await measure('specsAfterWrite', Math.min(calls, 60)),
      ];
    } finally {
      await writer.destroy();
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runSearch(
  options: BenchOptions,
  { skipUnavailable, sizes }: { skipUnavailable: SkipUnavailable; sizes: number[] },
): Promise<SearchResult> {
  const calls = options.quick ? 100 : 300;
  const perDatabase = await eachDatabase(options, skipUnavailable, async (kind): Promise<SearchDatabase> => {
    const points: SearchPoint[] = [];
    for (const items of sizes) points.push(...(await searchPoints(kind, items, calls, options)));
    const growthOf = (queryKind: SearchPoint['kind']) => {
      const of = points.filter((p) => p.kind === queryKind);
      return round(of.at(-1)!.p50Ms / of[0]!.p50Ms);
    };
    const largest = (queryKind: SearchPoint['kind']) => points.filter((p) => p.kind === queryKind).at(-1)!;
    return {
      database: kind,
      points,
      growth: { broad: growthOf('broad'), narrow: growthOf('narrow'), typed: growthOf('typed') },
      specRatio: {
        p50: round(largest('specs').p50Ms / largest('specsBase').p50Ms),
        p95: round(largest('specs').p95Ms / largest('specsBase').p95Ms),
      },
    };
  });
  return { sizes, ...perDatabase };
}
