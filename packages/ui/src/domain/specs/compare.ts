// Compare (requirements §19.2): up to four items of one category side by side, the rows that differ
// first. Pure functions, so the tray, the toggle and the compare page agree on every rule.
import { specAttributesOf, type SpecAttribute, type Specs, type SpecValue } from '@storefront/shared';

/** The most items compared at once: four columns still read on a laptop, and scroll on a phone. */
export const COMPARE_MAX = 4;

/** What the tray keeps of an item (the compare page reads the rest from the API). */
export interface CompareEntry {
  _id: string;
  name: string;
  category: string | null;
  image?: string | undefined;
}

/** Why an item was not added: the tray is full, or holds another category (or the item has none). */
export type CompareRefusal = 'full' | 'other-category' | 'no-category';

export type CompareResult<T extends CompareEntry> =
  { list: readonly T[]; refused?: undefined } | { list: readonly T[]; refused: CompareRefusal };

export const inCompare = (list: readonly CompareEntry[], id: string): boolean => list.some((e) => e._id === id);

/** `entry` added at the end, or the list as it was and why not. Adding one already there changes nothing. */
export function addToCompare<T extends CompareEntry>(list: readonly T[], entry: T): CompareResult<T> {
  if (inCompare(list, entry._id)) return { list };
  // Specs compare within a category only: a CPU's socket beside a case's sizes says nothing.
  if (!entry.category) return { list, refused: 'no-category' };
  if (list.length > 0 && list[0]!.category !== entry.category) return { list, refused: 'other-category' };
  if (list.length >= COMPARE_MAX) return { list, refused: 'full' };
  return { list: [...list, entry] };
}

export function removeFromCompare<T extends CompareEntry>(list: readonly T[], id: string): readonly T[] {
  return list.filter((e) => e._id !== id);
}

/** The toggle's click: out when in, in (when allowed) when out. */
export function toggleCompare<T extends CompareEntry>(list: readonly T[], entry: T): CompareResult<T> {
  return inCompare(list, entry._id) ? { list: removeFromCompare(list, entry._id) } : addToCompare(list, entry);
}

export interface CompareRow {
  attribute: SpecAttribute;
  /** Each item's value, in the items' order (undefined where it has none). */
  values: (SpecValue | undefined)[];
  differs: boolean;
}

const same = (a: SpecValue | undefined, b: SpecValue | undefined) =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((v, i) => v === b[i]) : a === b;

/**
 * The category's attributes as rows over `items`: those whose values differ first, then those alike,
 * each in the definition's order; an attribute no item has is left out. A value missing on one item
 * differs from a value present.
 */
export function compareRows(category: string | null, items: readonly { specs: Specs }[]): CompareRow[] {
  const rows = specAttributesOf(category)
    .map((attribute) => {
      const values = items.map((item) => item.specs[attribute.key]);
      return { attribute, values, differs: values.some((v) => !same(v, values[0])) };
    })
    .filter((row) => row.values.some((v) => v !== undefined));
  return [...rows.filter((r) => r.differs), ...rows.filter((r) => !r.differs)];
}
