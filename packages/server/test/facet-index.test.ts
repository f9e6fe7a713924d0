// The specification facets counted in memory (catalog/facet-index.ts, requirements §19.2) answer what
// the database's own indexes answer: random filters (words, prices, stock, specifications) over
// random parts, compared with the facets and the total counted in SQL from the text index and
// `item_spec_values`; and the arrays follow every write that changes them (the catalog's version,
// migration 0030), made by this server or by another instance on the same database.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, specFiltersOf, type SpecFacet, type SpecFilter } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { dialectOf } from '../src/db/dialect.ts';
import { catalogSearch } from '../src/catalog/search.ts';
import { specMatchesAll } from '../src/catalog/spec-values.ts';
import { itemEditOf, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('facetindex');
let admin: SignedIn;
let db: Db;

const categories = ['cases', 'processors', 'memory'] as const;
const words = ['tower', 'tow', 'mesh', 'compact', 'pro', 'kit', 'silent'];

/** Random specifications of a category's attributes, each left out now and then. */
function randomSpecs(category: string, random: () => number): Record<string, unknown> {
  const specs: Record<string, unknown> = {};
  for (const attribute of specFiltersOf(category)) {
    if (random() < 0.15) continue;
    const options = attribute.type === 'boolean' ? [true, false] : [...(attribute.options ?? [])];
    if (attribute.type === 'number') {
      const min = attribute.min ?? 0;
      const max = Math.min(attribute.max ?? 1000, min + 500);
      const n = min + random() * (max - min);
      specs[attribute.key] = attribute.integer ? Math.round(n) : Math.round(n * 10) / 10;
    } else if (attribute.type === 'choices') specs[attribute.key] = options.filter(() => random() < 0.5);
    else specs[attribute.key] = options[Math.floor(random() * options.length)];
  }
  return specs;
}

beforeAll(async () => {
  admin = await suite.login('admin');
  db = openDatabase(suite.database.url);
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  for (let i = 0; i < 36; i++) {
    const category = categories[i % categories.length]!;
    const name = `${words[i % words.length]} ${words[(i * 3 + 1) % words.length]} part ${i}`;
    await suite.addItem(admin, {
      name,
      category,
      price_per_unit: 500 + Math.round(random() * 20_000),
      available_quantity: i % 5 === 0 ? 0 : 50,
      specs: randomSpecs(category, random),
    });
  }
}, 120_000);

afterAll(async () => {
  await db?.destroy();
});

interface Filters {
  q?: string;
  minPriceMinor?: number;
  maxPriceMinor?: number;
  inStock?: boolean;
  specs: SpecFilter[];
}

/** The facets and total as SQL counts them: each attribute's values among the items its other filters leave. */
async function fromSql(
  category: string,
  filters: Filters,
): Promise<{ total: number; facets: SpecFacet[]; matches: number[] }> {
  const dialect = dialectOf(db);
  const matching = (specs: SpecFilter[]) => {
    let query = db
      .selectFrom('items')
      .select('items.seq')
      .where('items.deleted_at', 'is', null)
      .where('items.category_id', '=', category);
    const text = filters.q ? dialect.prefixMatch('items', filters.q) : undefined;
    if (text) query = query.where(text);
    if (filters.minPriceMinor !== undefined) query = query.where('items.price_minor', '>=', filters.minPriceMinor);
    if (filters.maxPriceMinor !== undefined) query = query.where('items.price_minor', '<=', filters.maxPriceMinor);
    if (filters.inStock)
      query = query
        .where((eb) => eb('items.available_quantity', '>=', eb.ref('items.min_order_quantity')))
        .where('items.available_quantity', '>', 0);
    const [first, ...rest] = specs;
    if (first) query = query.where('items.seq', 'in', specMatchesAll(db, category, [first, ...rest]));
    return query;
  };
  const matches = (await matching(filters.specs).execute()).map((row) => Number(row.seq)).sort((a, b) => a - b);
  const total = matches.length;
  const facets: SpecFacet[] = [];
  for (const attribute of specFiltersOf(category)) {
    const rows = await db
      .selectFrom('item_spec_values')
      .where('category', '=', category)
      .where('key', '=', attribute.key)
      .where('item_seq', 'in', matching(filters.specs.filter((f) => f.key !== attribute.key)))
      .select((eb) => [
        'text_value',
        eb.fn.countAll().as('n'),
        eb.fn.min('num_value').as('min'),
        eb.fn.max('num_value').as('max'),
      ])
      .groupBy('text_value')
      .execute();
    if (attribute.type === 'number') {
      const row = rows[0];
      const bound = (v: unknown) => (v === null || v === undefined ? null : Number(v));
      facets.push({ key: attribute.key, kind: 'range', min: bound(row?.min), max: bound(row?.max) });
    } else {
      const counts = new Map(rows.map((r) => [r.text_value, Number(r.n)]));
      const options = attribute.type === 'boolean' ? ['true', 'false'] : (attribute.options ?? []);
      facets.push({
        key: attribute.key,
        kind: 'options',
        values: options.map((value) => ({ value, count: counts.get(value) ?? 0 })),
      });
    }
  }
  return { total, facets, matches };
}

/** Random filters of a category: some of its attributes, words, prices, stock. */
const filtersOf = (category: string) =>
  fc.record({
    q: fc.option(fc.constantFrom(...words, 'tower mesh', 'part 1', 'zzz'), { nil: undefined }),
    minPriceMinor: fc.option(fc.integer({ min: 0, max: 1_500_000 }), { nil: undefined }),
    maxPriceMinor: fc.option(fc.integer({ min: 500_000, max: 2_100_000 }), { nil: undefined }),
    inStock: fc.option(fc.boolean(), { nil: undefined }),
    specs: fc.subarray([...specFiltersOf(category)], { maxLength: 3 }).chain((attributes) =>
      fc.tuple(
        ...attributes.map((attribute): fc.Arbitrary<SpecFilter> => {
          if (attribute.type === 'number') {
            const min = Math.ceil(attribute.min ?? 0);
            const bound = fc.option(fc.integer({ min, max: Math.floor(Math.min(attribute.max ?? 1000, min + 500)) }), {
              nil: undefined,
            });
            return fc.record({ min: bound, max: bound }).map(({ min: lo, max: hi }) => ({
              key: attribute.key,
              kind: 'range' as const,
              ...(lo !== undefined ? { min: lo } : {}),
              ...(hi !== undefined ? { max: hi } : {}),
            }));
          }
          const options = attribute.type === 'boolean' ? ['true', 'false'] : [...(attribute.options ?? [])];
          return fc
            .subarray(options, { minLength: 1 })
            .map((values) => ({ key: attribute.key, kind: 'values' as const, values }));
        }),
      ),
    ),
  });

describe('the facets counted in memory', () => {
  it('answer what SQL counts, for random filters over random parts', async () => {
    const search = catalogSearch(db);
    for (const category of categories) {
      await fc.assert(
        fc.asyncProperty(filtersOf(category), fc.boolean(), async (filters, hinted) => {
          const expected = await fromSql(category, filters);
          // Told how few the words' matches are, the words are read from the text index instead.
          const matches = hinted ? (await fromSql(category, { ...filters, specs: [] })).total : undefined;
          const inMemory = await search.specCounts({ ...filters, category }, { matches });
          expect({ ...inMemory, matches: [...inMemory.matches].sort((a, b) => a - b) }).toEqual(expected);
        }),
        { numRuns: 40, seed: 35 },
      );
    }
  });

  it('follow every write of what they count, from any instance', async () => {
    // Two servers' searches on one database: `other` stands for another instance, which hears no
    // change feed from this one.
    const here = catalogSearch(db);
    const other = catalogSearch(db);
    const psu = (facets: SpecFacet[]) => facets.find((f) => f.key === 'psu_form_factor');
    const count = async (search: ReturnType<typeof catalogSearch>, value: string) => {
      const facet = psu((await search.specCounts({ category: 'cases', specs: [] })).facets);
      return facet?.kind === 'options' ? facet.values.find((v) => v.value === value)?.count : undefined;
    };
    const sfx = await count(other, 'SFX');
    expect(await count(here, 'SFX')).toBe(sfx);

    const added = await suite.addItem(admin, { category: 'cases', specs: { psu_form_factor: 'SFX' } });
    expect(await count(other, 'SFX')).toBe(sfx! + 1);

    const edited = await admin.api.put(
      apiPaths.item(added._id),
      itemEditOf(added, { specs: { psu_form_factor: 'ATX' } }),
    );
    expect(edited.status, edited.text).toBe(200);
    expect(await count(other, 'SFX')).toBe(sfx);

    const { version: before } = await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
    // A stock change is no change of what is counted: the version stays (no read of every case again).
    const stock = await admin.api.post(apiPaths.itemStock(added._id), { change: 5, reason: 'Received' });
    expect(stock.status, stock.text).toBeLessThan(300);
    const { version: after } = await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow();
    expect(String(after)).toBe(String(before));

    const removed = await admin.api.delete(apiPaths.item(added._id));
    expect(removed.status, removed.text).toBeLessThan(300);
    const atx = await count(here, 'ATX');
    expect(await count(other, 'ATX')).toBe(atx);
    expect(
      String((await db.selectFrom('catalog_version').select('version').executeTakeFirstOrThrow()).version),
    ).not.toBe(String(after));
  });
});
