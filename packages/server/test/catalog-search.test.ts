// GET /api/items (requirements §12.7): the same table of search cases on SQLite and PostgreSQL
// (this file runs in both API suites), filters, sorts, cursor paging, facets, validation, and
// SKUs on add (unique among live items, 409 with a field message).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  catalogPageSchema,
  catalogSorts,
  categories,
  messages,
  toLatinDigits,
  toMinor,
  type CatalogPage,
  type Item,
} from '@storefront/shared';
import { catalogSearch, type SearchCursor, type SearchFilters } from '../src/catalog/search.ts';
import { openDatabase } from '../src/db/connection.ts';
import type { ApiResponse } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError } from './support/assertions.ts';
import { itemEditOf, itemInput, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('catalog-search');
let admin: SignedIn;

/** The catalog every case below searches: names, descriptions and SKUs chosen to tell cases apart. */
const catalog = [
  {
    name: 'Club Core X8 Processor',
    name_bn: 'Club Core X8 প্রসেসর',
    short_description: '8-core desktop processor, 4.9 GHz boost',
    sku: 'CC-CPU-X8',
    category: 'processors',
    price_per_unit: 28500,
    min_order_quantity: 10,
    available_quantity: 500,
  },
  {
    name: 'Club Core X6 Processor',
    short_description: 'Office processor with integrated graphics',
    short_description_bn: 'বিল্ট-ইন গ্রাফিক্সসহ অফিসের প্রসেসর',
    sku: 'CC-CPU-X6',
    category: 'processors',
    price_per_unit: 18500,
    min_order_quantity: 20,
    available_quantity: 0,
  },
  {
    name: 'Club Vision RTX Graphics Card',
    name_bn: 'Club Vision RTX গ্রাফিক্স কার্ড',
    short_description: '12 GB GDDR6, ray tracing, 1440p',
    sku: 'cc-gpu-4070',
    category: 'graphics-cards',
    price_per_unit: 64000,
    min_order_quantity: 5,
    available_quantity: 220,
  },
  {
    name: 'Club Swift 1 TB NVMe SSD',
    short_description: 'PCIe 4.0 drive with a graphene heat label',
    short_description_bn: 'মাদারবোর্ডের স্লটে সরাসরি বসে',
    sku: 'CC-SSD-1TB',
    category: 'storage',
    price_per_unit: 9800,
    min_order_quantity: 15,
    available_quantity: 900,
  },
  {
    name: 'club fury 16 GB DDR5 RAM',
    // With the joiner a Bangla keyboard types between র and ্ (ZWJ).
    name_bn: 'club fury 16 GB DDR5 র\u200d্যাম',
    short_description: 'DDR5-5600 memory module',
    short_description_bn: '১৬ জিবি মেমোরি মডিউল',
    sku: 'CC-RAM-D5-16',
    category: 'memory',
    price_per_unit: 6200,
    min_order_quantity: 20,
    available_quantity: 1200,
  },
  {
    name: 'Club Vault 4 TB Hard Drive',
    short_description: 'Archive drive, 7200 rpm',
    sku: 'CC-HDD-4TB',
    category: 'storage',
    price_per_unit: 9800,
    min_order_quantity: 10,
    available_quantity: 0,
  },
  {
    name: 'Ångström Café Cooler',
    short_description: 'Quiet tower cooler',
    sku: 'CC-COOL-ANG',
    category: 'cooling',
    price_per_unit: 3600.5,
    min_order_quantity: 1,
    available_quantity: 40,
  },
] as const;

/** A search for `text`, as a query string. */
const q = (text: string) => `?q=${encodeURIComponent(text)}`;

async function search(query: string): Promise<CatalogPage> {
  const response = await suite.api.get<CatalogPage>(`${apiPaths.itemSearch}${query}`);
  expect(response.status, response.text).toBe(200);
  return catalogPageSchema.parse(response.body);
}

const names = (page: CatalogPage) => page.items.map((item) => item.name);

/** An error answer with `status` and exactly these field messages. */
function expectFields(response: ApiResponse, status: number, errors: Record<string, string>) {
  expectError(response, status);
  expect((response.body as { errors?: Record<string, string> }).errors).toEqual(errors);
}

beforeAll(async () => {
  admin = await suite.login('admin');
  for (const item of catalog) await suite.addItem(admin, item);
});

describe('catalog search', () => {
  // [query string, the names it finds, in the order of the default sort (best match first for
  // words, newest first without)]
  const cases: [string, string[]][] = [
    ['', catalog.map((i) => i.name).reverse()],
    // The name before the description ("graphene" is the SSD's description), ties newest first.
    ['?q=grap', ['Club Vision RTX Graphics Card', 'Club Swift 1 TB NVMe SSD', 'Club Core X6 Processor']],
    ['?q=graphics%20card', ['Club Vision RTX Graphics Card']],
    ['?q=GRAP%20CA', ['Club Vision RTX Graphics Card']],
    ['?q=4070', ['Club Vision RTX Graphics Card']],
    ['?q=cc-gpu', ['Club Vision RTX Graphics Card']],
    ['?q=CC-GPU-4070', ['Club Vision RTX Graphics Card']],
    // Words match from their start: "ddr" finds DDR5, not GDDR6.
    ['?q=ddr', ['club fury 16 GB DDR5 RAM']],
    // Both have "processor" in their name; the X8's description has it too, which ranks it no higher.
    ['?q=proc&category=processors', ['Club Core X6 Processor', 'Club Core X8 Processor']],
    ['?q=%C3%85NGS', ['Ångström Café Cooler']],
    ['?q=caf', ['Ångström Café Cooler']],
    // Accents count (neither database folds them): a deliberate, identical limit.
    ['?q=angstr', []],
    ['?q=%22)(*%20OR%20x%3A*%20%26', []],
    ['?q=nothing-like-this', []],
    // A category's name finds nothing by itself: SQLite's index also holds each word behind its
    // category ("storage:club") for the counts, and a search reads the words alone.
    ['?q=storage', []],
    ['?q=%20%20', catalog.map((i) => i.name).reverse()],
    // Bangla (requirements §12.11), in the name or the description, by the start of each word: the
    // vowel signs and the virama are part of a word, the joiners are not.
    [q('গ্রাফি'), ['Club Vision RTX Graphics Card', 'Club Core X6 Processor']],
    [q('গ্রাফিক্স কার্ড'), ['Club Vision RTX Graphics Card']],
    [q('club গ্রাফি'), ['Club Vision RTX Graphics Card', 'Club Core X6 Processor']],
    [q('কার্ড club'), ['Club Vision RTX Graphics Card']],
    [q('প্রসেসর'), ['Club Core X8 Processor', 'Club Core X6 Processor']],
    [q('প্রসে'), ['Club Core X8 Processor', 'Club Core X6 Processor']],
    // Not "প্রস্তুত"-like words: the prefix keeps its vowel sign.
    [q('প্রস্'), []],
    [q('মাদারবোর্ড'), ['Club Swift 1 TB NVMe SSD']],
    [q('মাদার'), ['Club Swift 1 TB NVMe SSD']],
    // ো typed as its two parts (U+09C7 U+09BE) is the same letter.
    [q('মাদারব\u09c7\u09beর্ড'), ['Club Swift 1 TB NVMe SSD']],
    [q('র\u200d্যাম'), ['club fury 16 GB DDR5 RAM']],
    [q('র্যাম'), ['club fury 16 GB DDR5 RAM']],
    [q('র্যা'), ['club fury 16 GB DDR5 RAM']],
    [q('১৬'), ['club fury 16 GB DDR5 RAM']],
    [q('16 জিবি'), ['club fury 16 GB DDR5 RAM']],
    [q('গ্রাফিক্সসহ'), ['Club Core X6 Processor']],
    // A lone mark, a danda, joiners alone: no word (every item), or none found; never an error.
    [q('ে'), []],
    [q('্'), []],
    [q('।'), catalog.map((i) => i.name).reverse()],
    [q('\u200d\u200c'), catalog.map((i) => i.name).reverse()],
    [q('"গ্রাফি"* OR (কার্ড:*) ।'), []],
    [q('ক'.repeat(200)), []],
    ['?category=storage', ['Club Vault 4 TB Hard Drive', 'Club Swift 1 TB NVMe SSD']],
    [
      '?min_price=9800&max_price=28500',
      ['Club Vault 4 TB Hard Drive', 'Club Swift 1 TB NVMe SSD', 'Club Core X6 Processor', 'Club Core X8 Processor'],
    ],
    // Bounds typed in Bangla digits are the same bounds (requirements §16).
    [
      `?min_price=${encodeURIComponent('৯৮০০')}&max_price=${encodeURIComponent('২৮৫০০')}`,
      ['Club Vault 4 TB Hard Drive', 'Club Swift 1 TB NVMe SSD', 'Club Core X6 Processor', 'Club Core X8 Processor'],
    ],
    ['?max_price=3600.5', ['Ångström Café Cooler']],
    ['?max_price=3600.49', []],
    [
      '?in_stock=1',
      [
        'Ångström Café Cooler',
        'club fury 16 GB DDR5 RAM',
        'Club Swift 1 TB NVMe SSD',
        'Club Vision RTX Graphics Card',
        'Club Core X8 Processor',
      ],
    ],
    ['?in_stock=1&category=processors', ['Club Core X8 Processor']],
    // Low or out of stock, by the shared stockLevel: X6 and the hard drive are sold out.
    ['?low_stock=1', ['Club Vault 4 TB Hard Drive', 'Club Core X6 Processor']],
  ];

  it.each(cases)('%s finds what it should', async (query, expected) => {
    const page = await search(query);
    expect(names(page)).toEqual(expected);
    expect(page.total).toBe(expected.length);
    expect(page.nextCursor).toBeNull();
  });

  it('answers SKUs upper-case and the category id', async () => {
    const [gpu] = (await search('?q=4070')).items;
    expect(gpu).toMatchObject({ sku: 'CC-GPU-4070', category: 'graphics-cards' });
  });

  it('finds the same pages by reading rows in order (for many matches) as through the text index', async () => {
    // The API takes the first way from 1,000 matches (search.ts, WALK_MIN_MATCHES): forced here, with
    // a window of rows read that holds the whole catalog, and one of 3 rows (the index takes over).
    const db = openDatabase(suite.database.url);
    try {
      const pages = async (
        filters: SearchFilters,
        sort: (typeof catalogSorts)[number],
        matches?: number,
        walkWindow?: number,
      ) => {
        const search = catalogSearch(db, { walkWindow });
        const seen: string[] = [];
        let cursor: SearchCursor | undefined;
        do {
          const page = await search.page(filters, sort, 2, cursor, matches);
          seen.push(...page.rows.map((row) => row.name));
          cursor = page.more ? page.last : undefined;
        } while (cursor && seen.length < 50);
        return seen;
      };
      for (const [query] of cases) {
        const params = new URLSearchParams(query);
        const price = (name: string) =>
          params.has(name) ? toMinor(Number(toLatinDigits(params.get(name) ?? ''))) : undefined;
        const filters: SearchFilters = {
          q: params.get('q') ?? undefined,
          category: params.get('category') ?? undefined,
          minPriceMinor: price('min_price'),
          maxPriceMinor: price('max_price'),
          inStock: params.has('in_stock'),
          lowStock: params.has('low_stock'),
        };
        for (const sort of catalogSorts) {
          const indexed = await pages(filters, sort);
          for (const window of [undefined, 3])
            expect(await pages(filters, sort, Number.MAX_SAFE_INTEGER, window), `${query} by ${sort}`).toEqual(indexed);
        }
      }
    } finally {
      await db.destroy();
    }
  });

  it('sorts by price both ways and by name, ties by the order they were added', async () => {
    expect(names(await search('?sort=price-asc'))).toEqual([
      'Ångström Café Cooler',
      'club fury 16 GB DDR5 RAM',
      'Club Swift 1 TB NVMe SSD',
      'Club Vault 4 TB Hard Drive',
      'Club Core X6 Processor',
      'Club Core X8 Processor',
      'Club Vision RTX Graphics Card',
    ]);
    expect(names(await search('?sort=price-desc'))).toEqual([
      'Club Vision RTX Graphics Card',
      'Club Core X8 Processor',
      'Club Core X6 Processor',
      'Club Vault 4 TB Hard Drive',
      'Club Swift 1 TB NVMe SSD',
      'club fury 16 GB DDR5 RAM',
      'Ångström Café Cooler',
    ]);
    // Case does not matter ("club fury" among "Club ..."); bytes decide the rest, on both databases.
    expect(names(await search('?sort=name'))).toEqual([
      'Club Core X6 Processor',
      'Club Core X8 Processor',
      'club fury 16 GB DDR5 RAM',
      'Club Swift 1 TB NVMe SSD',
      'Club Vault 4 TB Hard Drive',
      'Club Vision RTX Graphics Card',
      'Ångström Café Cooler',
    ]);
  });

  it('ranks words by relevance unless a sort is chosen: the name before the rest, a whole word before a start', async () => {
    // Added best match first, so that newest first is the opposite order.
    const ranked = [
      { name: 'Rankfan Tower', short_description: 'A quiet tower', price_per_unit: 500 },
      { name: 'Rankfans Twin Pack', short_description: 'Two of them', price_per_unit: 400 },
      { name: 'Quiet Blower', short_description: 'Pairs with a rankfan', price_per_unit: 300 },
      { name: 'Silent Blade', short_description: 'From the rankfanatic line', price_per_unit: 200 },
    ];
    const added: Item[] = [];
    for (const [i, item] of ranked.entries())
      added.push(await suite.addItem(admin, { ...item, sku: `CC-RANK-${i + 1}`, category: 'cooling' }));
    const best = ranked.map((i) => i.name);
    try {
      expect(names(await search('?q=rankfan'))).toEqual(best);
      expect(names(await search('?q=RANKFAN&sort=relevance'))).toEqual(best);
      // Several words: each word's rank adds up ("tower" is a whole word of the first's name).
      expect(names(await search('?q=rank%20tow'))).toEqual(['Rankfan Tower']);
      expect(names(await search('?q=rankfan%20quiet'))).toEqual(['Quiet Blower', 'Rankfan Tower']);
      // A sort the shopper chose wins over relevance.
      expect(names(await search('?q=rankfan&sort=newest'))).toEqual(best.toReversed());
      expect(names(await search('?q=rankfan&sort=price-desc'))).toEqual(best);
      expect(names(await search('?q=rankfan&sort=price-asc'))).toEqual(best.toReversed());
      // Relevance without words is newest first.
      expect(names(await search('?sort=relevance&category=cooling'))).toEqual(
        names(await search('?sort=newest&category=cooling')),
      );
      // Paged by cursor in relevance order: each once, the total on every page.
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page: CatalogPage = await search(
          `?q=rankfan&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(4);
        seen.push(...names(page));
        cursor = page.nextCursor;
      } while (cursor && seen.length < 10);
      expect(seen).toEqual(best);
      // A relevance cursor is refused for another sort.
      const first = await search('?q=rankfan&limit=1');
      const other = await suite.api.get(
        `${apiPaths.itemSearch}?q=rankfan&sort=newest&cursor=${encodeURIComponent(first.nextCursor!)}`,
      );
      expectFields(other, 400, { cursor: messages.cursorInvalid });

      // With many matches (forced here) the page is first looked for newest first among the rows of
      // the best rank there can be: the same pages, a row at a time, as ranking every match.
      const db = openDatabase(suite.database.url);
      try {
        for (const q of ['rank', 'rankfan', 'rankfan quiet', 'tower']) {
          const pagesOf = async (matches?: number, walkWindow?: number) => {
            const search = catalogSearch(db, { walkWindow });
            const seen: string[] = [];
            let cursor: SearchCursor | undefined;
            do {
              const page = await search.page({ q }, 'relevance', 1, cursor, matches);
              seen.push(...page.rows.map((row) => row.name));
              cursor = page.more ? page.last : undefined;
            } while (cursor && seen.length < 20);
            return seen;
          };
          const ranked = await pagesOf();
          for (const window of [undefined, 2])
            expect(await pagesOf(Number.MAX_SAFE_INTEGER, window), `${q}, window ${window}`).toEqual(ranked);
        }
      } finally {
        await db.destroy();
      }
    } finally {
      for (const item of added) expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    }
  });

  it('pages every sort by cursor: each item once, in order, with the total on every page', async () => {
    for (const sort of ['newest', 'price-asc', 'price-desc', 'name']) {
      const whole = names(await search(`?sort=${sort}`));
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: CatalogPage = await search(
          `?sort=${sort}&limit=2${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
        );
        expect(page.total).toBe(catalog.length);
        expect(page.items.length).toBeLessThanOrEqual(2);
        seen.push(...names(page));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor && pages < 10);
      expect(seen, sort).toEqual(whole);
      expect(pages).toBe(4);
    }
  });

  it('counts matches per category under the other filters, the category filter left out', async () => {
    const page = await search('?q=club&category=processors&in_stock=1');
    const counts = Object.fromEntries(page.facets.categories.map((c) => [c.id, c.count]));
    expect(page.facets.categories.map((c) => c.name)).toEqual(categories.map((c) => c.name));
    expect(counts).toMatchObject({
      processors: 1,
      'graphics-cards': 1,
      storage: 1,
      memory: 1,
      cooling: 0,
      networking: 0,
    });
    expect(page.total).toBe(1);
  });

  it('counts the matches of words per category, following edits of the category and deletions', async () => {
    const countsOf = async (query: string) => {
      const page = await search(query);
      const counts = Object.fromEntries(page.facets.categories.map((c) => [c.id, c.count]));
      return { total: page.total, storage: counts.storage, processors: counts.processors, memory: counts.memory };
    };
    const kept = await suite.addItem(admin, { name: 'Tallyfan Kept', sku: 'CC-TALLY-1', category: 'storage' });
    const moved = await suite.addItem(admin, { name: 'Tallyfan Moved', sku: 'CC-TALLY-2', category: 'processors' });
    const { sku: _sku, category: _category, ...uncategorised } = itemInput({ name: 'Tallyfan Loose' });
    expect((await admin.api.post(apiPaths.itemList, uncategorised)).status).toBe(201);
    // Items without a category count in the total only.
    expect(await countsOf('?q=tallyf')).toEqual({ total: 3, storage: 1, processors: 1, memory: 0 });
    expect(await countsOf('?q=tallyfan%20mov&category=processors')).toEqual({
      total: 1,
      storage: 0,
      processors: 1,
      memory: 0,
    });

    const edited = await admin.api.put(apiPaths.item(moved._id), itemEditOf(moved, { category: 'memory' }));
    expect(edited.status, edited.text).toBe(200);
    expect(await countsOf('?q=tallyf')).toEqual({ total: 3, storage: 1, processors: 0, memory: 1 });
    expect((await admin.api.delete(apiPaths.item(kept._id))).status).toBe(200);
    expect(await countsOf('?q=tallyf&category=storage')).toEqual({ total: 0, storage: 0, processors: 0, memory: 1 });
  });

  it('counts a word typed alone from its index as the rows give it, for every prefix, across edits', async () => {
    // A word alone with no other filter is counted from an index (SQLite: the text index's category
    // copies, 0013; PostgreSQL: the words' counts, 0014); with any other filter, from the rows.
    // Items with several words of one prefix ("proc": procyon, processor, processors) count once.
    const db = openDatabase(suite.database.url);
    const search = catalogSearch(db);
    const agree = async (label: string) => {
      const words = new Set(
        (await db.selectFrom('items').select('search_text').execute()).flatMap((r) => r.search_text.split(' ')),
      );
      const prefixes = new Set([...words].flatMap((w) => [...w].map((_, i) => [...w].slice(0, i + 1).join(''))));
      for (const q of prefixes) {
        const fromIndex = await search.countsByCategory({ q });
        const fromRows = await search.countsByCategory({ q, minPriceMinor: 0 });
        const nonZero = (m: Map<string | null, number>) => new Map([...m].filter(([, n]) => n > 0));
        expect(nonZero(fromIndex), `${label}: ${q}`).toEqual(nonZero(fromRows));
      }
    };
    try {
      const twice = await suite.addItem(admin, {
        name: 'Procyon Processor Processors Proc',
        // Bangla words of one prefix too ("প্রসে": প্রসেসর, প্রসেসরের), counted once.
        name_bn: 'প্রসেসর প্রসেসরের',
        short_description: 'proc procs processing',
        short_description_bn: 'প্রসেস করার জন্য',
        sku: 'CC-PROC-2',
        category: 'processors',
      });
      await agree('added');
      const edited = await admin.api.put(
        apiPaths.item(twice._id),
        itemEditOf(twice, { name: 'Procyon Über Cooler', name_bn: 'প্রসেসর কুলার', category: 'cooling' }),
      );
      expect(edited.status, edited.text).toBe(200);
      await agree('edited');
      expect((await admin.api.delete(apiPaths.item(twice._id))).status).toBe(200);
      await agree('deleted');
    } finally {
      await db.destroy();
    }
  });

  it('leaves deleted items out, and a write shows at once despite the cache', async () => {
    const before = await search('?q=ephemeral');
    expect(before.total).toBe(0);
    const added = await suite.addItem(admin, { name: 'Ephemeral Test Fan', sku: 'CC-FAN-EPH', category: 'cooling' });
    expect(names(await search('?q=ephemeral'))).toEqual(['Ephemeral Test Fan']);
    expect((await admin.api.delete(apiPaths.item(added._id))).status).toBe(200);
    expect((await search('?q=ephemeral')).total).toBe(0);
  });

  it('finds low stock that is still for sale, beside the sold out', async () => {
    const low = await suite.addItem(admin, {
      name: 'Lowstock Test Cable',
      sku: 'CC-LOW-1',
      category: 'networking',
      min_order_quantity: 10,
      available_quantity: 15,
    });
    try {
      expect(names(await search('?low_stock=1'))).toEqual([
        'Lowstock Test Cable',
        'Club Vault 4 TB Hard Drive',
        'Club Core X6 Processor',
      ]);
      expect(names(await search('?low_stock=1&in_stock=1'))).toEqual(['Lowstock Test Cable']);
    } finally {
      expect((await admin.api.delete(apiPaths.item(low._id))).status).toBe(200);
    }
  });

  it('refuses bad parameters with a message per field', async () => {
    const bad = await suite.api.get(
      `${apiPaths.itemSearch}?category=toasters&min_price=-1&sort=cheapest&in_stock=yes&limit=500`,
    );
    expectFields(bad, 400, {
      category: messages.categoryUnknown,
      min_price: messages.priceFilterNumber,
      sort: messages.sortUnknown,
      in_stock: messages.inStockFlag,
      limit: messages.limitRange(100),
    });
    expectFields(await suite.api.get(`${apiPaths.itemSearch}?min_price=500&max_price=100`), 400, {
      max_price: messages.priceRangeOrder,
    });
    expectFields(await suite.api.get(`${apiPaths.itemSearch}?q=${'x'.repeat(201)}`), 400, { q: messages.tooLong(200) });
  });

  it('refuses a cursor it did not make, or made for another sort', async () => {
    const first = await search('?sort=price-asc&limit=1');
    expect(first.nextCursor).not.toBeNull();
    for (const cursor of [
      'garbage',
      Buffer.from('{"s":"name","k":1,"q":1}').toString('base64url'),
      // Past PostgreSQL's int4 (the fuzz found it: a 500 there, not a 400).
      Buffer.from('{"s":"name","k":"a","q":4294967296}').toString('base64url'),
      first.nextCursor!,
    ]) {
      const response = await suite.api.get(`${apiPaths.itemSearch}?sort=name&cursor=${encodeURIComponent(cursor)}`);
      expectFields(response, 400, { cursor: messages.cursorInvalid });
    }
  });
});

describe('SKUs on add', () => {
  it('refuses a SKU another live item has, whatever its case, with a field message', async () => {
    await suite.addItem(admin, { sku: 'CC-DUP-1' });
    const response = await admin.api.post(apiPaths.itemList, itemInput({ sku: 'cc-dup-1' }));
    expectFields(response, 409, { sku: messages.skuTaken });
  });

  it('gives a deleted item’s SKU to a new one', async () => {
    const old = await suite.addItem(admin, { sku: 'CC-REUSE-1' });
    expect((await admin.api.delete(apiPaths.item(old._id))).status).toBe(200);
    const again = await suite.addItem(admin, { sku: 'CC-REUSE-1' });
    expect(again.sku).toBe('CC-REUSE-1');
  });

  it('refuses a SKU that is not capital letters and digits in hyphenated groups', async () => {
    for (const sku of ['CC GPU', '-CC', 'CC--1', 'ÅB-1']) {
      expectFields(await admin.api.post(apiPaths.itemList, itemInput({ sku })), 400, { sku: messages.skuFormat });
    }
  });

  it('makes a SKU and leaves the category empty for the original body (requirements §7), which has neither', async () => {
    const { sku: _sku, category: _category, ...spec } = itemInput();
    const response = await admin.api.post<{ insertedId: string }>(apiPaths.itemList, spec);
    expect(response.status, response.text).toBe(201);
    const item = (await suite.api.get<Item>(apiPaths.item(response.body.insertedId))).body;
    expect(item.sku).toMatch(/^CC-ITEM-[0-9A-F]{10}$/);
    expect(item.category).toBeNull();
  });
});
