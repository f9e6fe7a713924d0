// An item's specifications as the rows the catalog filters and counts by (requirements §19.2,
// migration 0028): written with the item, in its transaction, and read by catalog/search.ts.
import { specAttribute, type Item, type SpecFilter, type Specs } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import type { ItemSpecValuesTable } from '../db/schema.ts';

/** The index rows of one item's `specs` (text attributes have none: nothing filters by them). */
export function specValueRows(seq: number, category: string | null, specs: Specs): ItemSpecValuesTable[] {
  if (!category) return [];
  const rows: ItemSpecValuesTable[] = [];
  const row = (key: string, text_value: string | null, num_value: number | null) =>
    rows.push({ item_seq: seq, category, key, text_value, num_value });
  for (const [key, value] of Object.entries(specs)) {
    const attribute = specAttribute(category, key);
    if (!attribute) continue;
    if (attribute.type === 'choice' && typeof value === 'string') row(key, value, null);
    else if (attribute.type === 'choices' && Array.isArray(value)) for (const v of value) row(key, v, null);
    else if (attribute.type === 'boolean' && typeof value === 'boolean') row(key, String(value), null);
    else if (attribute.type === 'number' && typeof value === 'number') row(key, null, value);
  }
  return rows;
}

/** Writes an item's index rows (`replace`: instead of those it had); an item without a category has none. */
export async function writeSpecValues(
  db: Db,
  seq: number,
  category: string | null,
  specs: Specs,
  { replace }: { replace: boolean },
): Promise<void> {
  if (replace) await db.deleteFrom('item_spec_values').where('item_seq', '=', seq).execute();
  const rows = specValueRows(seq, category, specs);
  if (rows.length > 0) await db.insertInto('item_spec_values').values(rows).execute();
}

/** The seq of the items of `category` that pass `filter` (the index alone: its rows are live items'). */
function specMatches(db: Db, category: string, filter: SpecFilter) {
  let query = db
    .selectFrom('item_spec_values')
    .select('item_spec_values.item_seq')
    .where('item_spec_values.category', '=', category)
    .where('item_spec_values.key', '=', filter.key);
  if (filter.kind === 'values') return query.where('item_spec_values.text_value', 'in', filter.values);
  if (filter.min !== undefined) query = query.where('item_spec_values.num_value', '>=', filter.min);
  if (filter.max !== undefined) query = query.where('item_spec_values.num_value', '<=', filter.max);
  return query;
}

/**
 * The seq of the items of `category` that pass every one of `filters` (at least one): one list, the
 * filters' matches intersected. An `items.seq in (...)` per filter made SQLite walk the product of
 * the lists (seq is its rowid: 27 s for three filters at 100,000 items); one list is a lookup of
 * each match by its rowid (bench/README.md, search).
 */
export function specMatchesAll(db: Db, category: string, [first, ...rest]: readonly [SpecFilter, ...SpecFilter[]]) {
  let query = specMatches(db, category, first);
  for (const filter of rest) query = query.intersect(specMatches(db, category, filter));
  return query;
}

/** The stored JSON of `specs` (written normalised by shared `normaliseSpecs`), and back. */
export const specsToColumn = (specs: Specs): string => JSON.stringify(specs);
export const specsFromColumn = (column: string): Item['specs'] => JSON.parse(column) as Item['specs'];
