// A category's live items as arrays in memory, for the catalog's specification facets and the total
// under specification filters (requirements §19.2). Counted in SQL, each attribute's facet read the
// index rows of every match again: 15 ms for three filters and 35 ms for a category's word on SQLite
// at 100,000 items, twice that on PostgreSQL (bench/README.md, search); counting arrays of the
// category's 9,091 items takes well under a millisecond. Kept exact on every instance: each query
// reads the catalog's version (migration 0030, raised by triggers on every write of what is held here)
// and a category whose arrays are older is read again, once, whoever asks meanwhile.
import { specAttributesOf, specFiltersOf, type SpecFacet, type SpecFilter } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import { preparedRows } from '../db/prepared.ts';
import { searchTerms } from '../db/full-text.ts';
import { specsFromColumn, specValueRows } from './spec-values.ts';

/** One filter attribute's values for every item, by position (the item's place in `seqs`). */
type Column =
  /** choice, boolean: each item's value as a code (0: none), `values[code - 1]` its text. */
  | { kind: 'code'; values: string[]; codes: Uint16Array }
  /** choices: each item's list of codes. */
  | { kind: 'codes'; values: string[]; codes: Uint16Array[] }
  /** number: NaN for none. */
  | { kind: 'number'; numbers: Float64Array };

export interface CategoryArrays {
  version: string;
  seqs: Int32Array;
  /**
   * The distinct words of the items' search text, in code-unit order (a term's words are one run of
   * it), and the positions of the items holding each.
   */
  words: string[];
  itemsOfWord: Int32Array[];
  prices: Float64Array;
  columns: Map<string, Column>;
  /** Each seq's position. */
  positions: Map<number, number>;
}

/** What the facets are counted under: the filters on the items' own columns, and the specifications'. */
export interface FacetFilters {
  q?: string | undefined;
  minPriceMinor?: number | undefined;
  maxPriceMinor?: number | undefined;
  /**
   * The seq of the items the other filters (stock) leave, read by the caller in SQL: held stock
   * changes with every order, so it is not kept here. Undefined: no such filter.
   */
  among?: ReadonlySet<number> | undefined;
  specs?: readonly SpecFilter[] | undefined;
}

const EMPTY: Uint16Array = new Uint16Array(0);

/** The arrays of one category's live items, from their rows (the specifications' as their index rows are written). */
export function categoryArrays(
  category: string,
  version: string,
  rows: readonly { seq: number; search_text: string; price_minor: number; specs: string }[],
): CategoryArrays {
  // Every attribute a filter may name (text ones have no index rows, and no filter), not only the facets'.
  const attributes = specAttributesOf(category).filter((a) => a.type !== 'text');
  const dictionaries = new Map<string, Map<string, number>>();
  const columns = new Map<string, Column>();
  for (const attribute of attributes) {
    const values = attribute.type === 'boolean' ? ['true', 'false'] : [...(attribute.options ?? [])];
    dictionaries.set(attribute.key, new Map(values.map((v, i) => [v, i + 1])));
    if (attribute.type === 'number')
      columns.set(attribute.key, { kind: 'number', numbers: new Float64Array(rows.length).fill(Number.NaN) });
    else if (attribute.type === 'choices')
      columns.set(attribute.key, { kind: 'codes', values, codes: Array.from({ length: rows.length }, () => EMPTY) });
    else columns.set(attribute.key, { kind: 'code', values, codes: new Uint16Array(rows.length) });
  }
  // A stored value outside the definition's options still filters in SQL: it gets a code too.
  const codeOf = (key: string, value: string) => {
    const dictionary = dictionaries.get(key)!;
    let code = dictionary.get(value);
    if (code === undefined) {
      code = dictionary.size + 1;
      dictionary.set(value, code);
      const column = columns.get(key)!;
      if (column.kind !== 'number') column.values.push(value);
    }
    return code;
  };
  const seqs = new Int32Array(rows.length);
  const prices = new Float64Array(rows.length);
  const byWord = new Map<string, number[]>();
  rows.forEach((row, i) => {
    seqs[i] = row.seq;
    prices[i] = Number(row.price_minor);
    for (const word of new Set(row.search_text.split(' ')))
      if (word) {
        const items = byWord.get(word);
        if (items) items.push(i);
        else byWord.set(word, [i]);
      }
    const lists = new Map<string, number[]>();
    for (const value of specValueRows(row.seq, category, specsFromColumn(row.specs))) {
      const column = columns.get(value.key);
      if (!column) continue;
      if (column.kind === 'number') column.numbers[i] = Number(value.num_value);
      else if (column.kind === 'code') column.codes[i] = codeOf(value.key, value.text_value!);
      else lists.set(value.key, [...(lists.get(value.key) ?? []), codeOf(value.key, value.text_value!)]);
    }
    for (const [key, codes] of lists) (columns.get(key) as { codes: Uint16Array[] }).codes[i] = Uint16Array.from(codes);
  });
  const words = [...byWord.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return {
    version,
    seqs,
    words,
    itemsOfWord: words.map((word) => Int32Array.from(byWord.get(word)!)),
    prices,
    columns,
    positions: new Map(Array.from(seqs, (seq, i) => [seq, i])),
  };
}

/**
 * How many of `terms` each item has a word starting with, in order: an item holds all of them when
 * its count is `terms.length` (the text index's match by word starts, read from each row's words as
 * `prefixMatchInRow` does).
 */
function termsMatched(arrays: CategoryArrays, terms: readonly string[]): Uint8Array {
  const matched = new Uint8Array(arrays.seqs.length);
  const { words, itemsOfWord } = arrays;
  terms.forEach((term, t) => {
    // The first word not before `term`; the words starting with it follow it.
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (words[middle]! < term) low = middle + 1;
      else high = middle;
    }
    for (let w = low; w < words.length && words[w]!.startsWith(term); w++)
      for (const i of itemsOfWord[w]!) if (matched[i] === t) matched[i] = t + 1;
  });
  return matched;
}

/** A filter as a test of the item at a position. */
function test(column: Column | undefined, filter: SpecFilter): (i: number) => boolean {
  if (!column) return () => false;
  if (column.kind === 'number') {
    if (filter.kind !== 'range') return () => false;
    const min = filter.min ?? -Infinity;
    const max = filter.max ?? Infinity;
    return (i) => {
      const n = column.numbers[i]!;
      return n >= min && n <= max; // NaN (none) passes neither
    };
  }
  if (filter.kind !== 'values') return () => false;
  const wanted = new Set(filter.values.map((v) => column.values.indexOf(v) + 1).filter((code) => code > 0));
  if (column.kind === 'code') return (i) => wanted.has(column.codes[i]!);
  return (i) => column.codes[i]!.some((code) => wanted.has(code));
}

/**
 * The matches of `filters` and the facets of the category's filter attributes, each attribute's
 * counted with its own filter left out (shared SpecFacet, as SQL counted them before: the equivalence
 * is test/facet-index.test.ts): one pass over the items.
 */
export function countFacets(
  arrays: CategoryArrays,
  category: string,
  filters: FacetFilters,
): {
  total: number;
  facets: SpecFacet[];
  /** The seq of every match, in the arrays' order. */
  matches: number[];
} {
  const attributes = specFiltersOf(category);
  const specs = filters.specs ?? [];
  const tests = specs.map((f) => test(arrays.columns.get(f.key), f));
  const filterOf = new Map(specs.map((f, j) => [f.key, j]));
  const terms = filters.q ? searchTerms(filters.q) : [];
  const matched = terms.length ? termsMatched(arrays, terms) : undefined;
  const minPrice = filters.minPriceMinor ?? -Infinity;
  const maxPrice = filters.maxPriceMinor ?? Infinity;
  // Per attribute: option counts by code, or the lowest and highest number.
  const counts = attributes.map((a) => {
    const column = arrays.columns.get(a.key)!;
    return column.kind === 'number'
      ? { column, min: Infinity, max: -Infinity, n: [] as number[] }
      : { column, min: 0, max: 0, n: new Array<number>(column.values.length + 1).fill(0) };
  });
  const filterIndex = attributes.map((a) => filterOf.get(a.key) ?? -1);
  const tally = (a: number, i: number) => {
    const c = counts[a]!;
    const column = c.column;
    if (column.kind === 'number') {
      const v = column.numbers[i]!;
      if (v < c.min) c.min = v;
      if (v > c.max) c.max = v;
    } else if (column.kind === 'code') c.n[column.codes[i]!]! += 1;
    else for (const code of column.codes[i]!) c.n[code]! += 1;
  };
  const matches: number[] = [];
  const { seqs, prices } = arrays;
  const among = filters.among;
  const consider = (i: number) => {
    const price = prices[i]!;
    if (price < minPrice || price > maxPrice) return;
    if (among && !among.has(seqs[i]!)) return;
    if (matched && matched[i] !== terms.length) return;
    // The one filter the item fails, if only one: it counts for that filter's attribute alone.
    let failed = -1;
    let failures = 0;
    for (let j = 0; j < tests.length && failures < 2; j++)
      if (!tests[j]!(i)) {
        failed = j;
        failures += 1;
      }
    if (failures >= 2) return;
    if (failures === 0) matches.push(seqs[i]!);
    for (let a = 0; a < attributes.length; a++) if (failures === 0 || filterIndex[a] === failed) tally(a, i);
  };
  if (among && among.size * 8 < seqs.length) {
    // A few items left by the other filters (a model number's): their positions alone are visited.
    const positions = [...among].map((seq) => arrays.positions.get(seq) ?? -1).filter((i) => i >= 0);
    for (const i of positions.sort((a, b) => a - b)) consider(i);
  } else for (let i = 0; i < seqs.length; i++) consider(i);
  const facets = attributes.map((attribute, a): SpecFacet => {
    const c = counts[a]!;
    if (c.column.kind === 'number')
      return {
        key: attribute.key,
        kind: 'range',
        min: c.min === Infinity ? null : c.min,
        max: c.max === -Infinity ? null : c.max,
      };
    const column = c.column;
    const options = attribute.type === 'boolean' ? ['true', 'false'] : (attribute.options ?? []);
    return {
      key: attribute.key,
      kind: 'options',
      values: options.map((value) => ({ value, count: c.n[column.values.indexOf(value) + 1] ?? 0 })),
    };
  });
  return { total: matches.length, facets, matches };
}

/**
 * The arrays of each category asked for, kept while the catalog's version stays: `arrays` reads the
 * version, then (when it moved) the category's rows, one read at a time per category.
 */
export function facetIndex(db: Db) {
  const held = new Map<string, CategoryArrays>();
  const reading = new Map<string, Promise<CategoryArrays>>();

  async function read(category: string, version: string): Promise<CategoryArrays> {
    // The version before the rows: a write between the two leaves newer rows under an older
    // version, read again by the next query (never older rows under a newer version).
    const rows = await db
      .selectFrom('items')
      .select(['seq', 'search_text', 'price_minor', 'specs'])
      .where('category_id', '=', category)
      .where('deleted_at', 'is', null)
      .execute();
    const arrays = categoryArrays(
      category,
      version,
      rows.map((r) => ({ ...r, seq: Number(r.seq) })),
    );
    // Used only at exactly this version: a slower read of an older one kept here is read again.
    held.set(category, arrays);
    return arrays;
  }

  return {
    /** The catalog's version now (also the key of what else is kept per version: catalog/search.ts). */
    version: async (): Promise<string> =>
      String(
        (await preparedRows(db, 'catalog-version', db.selectFrom('catalog_version').select('version')))[0]!.version,
      ),

    /** The category's arrays at `version` (catalog's version read by the caller this query). */
    async arrays(category: string, version: string): Promise<CategoryArrays> {
      const current = held.get(category);
      if (current?.version === version) return current;
      const key = `${category}\u0000${version}`;
      let pending = reading.get(key);
      if (!pending) {
        pending = read(category, version).finally(() => reading.delete(key));
        reading.set(key, pending);
      }
      return pending;
    },
  };
}
