// The items the shopper is comparing (requirements §19.2), kept in this browser's localStorage so
// the tray follows them from page to page and survives a reload; every tab sees the same list (the
// storage event). What is read is checked: a hand-edited or older value never breaks a page. The
// rules (four at most, one category) are the design system's (ui compare.ts), so the tray, the
// toggles and the compare page agree.
import {
  addToCompare,
  COMPARE_MAX,
  removeFromCompare,
  toggleCompare,
  type CompareEntry,
  type CompareRefusal,
} from '@storefront/ui';
import { useSyncExternalStore } from 'react';

const KEY = 'storefront.compare';
const EMPTY: readonly CompareEntry[] = [];

export interface CompareState {
  items: readonly CompareEntry[];
  /** The last item refused and why: said by the tray until the next change (not kept over a reload). */
  refusal: { reason: CompareRefusal; name: string } | null;
}

const listeners = new Set<() => void>();
let refusal: CompareState['refusal'] = null;
let cached: { text: string | null; refusal: CompareState['refusal']; state: CompareState } = {
  text: null,
  refusal: null,
  state: { items: EMPTY, refusal: null },
};

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage refused: the list lives as long as the page.
  }
}

const isEntry = (value: unknown): value is CompareEntry => {
  const e = value as Partial<CompareEntry> | null;
  return (
    typeof e?._id === 'string' &&
    typeof e.name === 'string' &&
    (e.category === null || typeof e.category === 'string') &&
    (e.image === undefined || typeof e.image === 'string')
  );
};

/** The stored list, each item once, of the first item's category, four at most. */
export function parseCompareList(text: string | null): readonly CompareEntry[] {
  try {
    const value: unknown = text ? JSON.parse(text) : [];
    if (!Array.isArray(value)) return EMPTY;
    let list: readonly CompareEntry[] = EMPTY;
    for (const entry of value.filter(isEntry)) {
      const { _id, name, category, image } = entry;
      list = addToCompare(list, { _id, name, category, ...(image ? { image } : {}) }).list;
    }
    return list;
  } catch {
    return EMPTY;
  }
}

export function readCompare(): CompareState {
  const text = storage()?.getItem(KEY) ?? null;
  if (text !== cached.text || refusal !== cached.refusal)
    cached = { text, refusal, state: { items: parseCompareList(text), refusal } };
  return cached.state;
}

function write(items: readonly CompareEntry[], refused: CompareState['refusal']): void {
  const store = storage();
  if (items.length) store?.setItem(KEY, JSON.stringify(items));
  else store?.removeItem(KEY);
  refusal = refused;
  for (const listener of listeners) listener();
}

/** The Compare toggle's click: the item out when in, in when the rules allow it, else why not. */
export function toggleInCompare(entry: CompareEntry): void {
  const result = toggleCompare(readCompare().items, entry);
  write(result.list, result.refused ? { reason: result.refused, name: entry.name } : null);
}

export function removeFromCompareList(id: string): void {
  write(removeFromCompare(readCompare().items, id), null);
}

export function clearCompare(): void {
  write(EMPTY, null);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

const SERVER_STATE: CompareState = { items: EMPTY, refusal: null };

/** The compare list, updated when it changes here or in another tab. */
export function useCompare(): CompareState {
  return useSyncExternalStore(subscribe, readCompare, () => SERVER_STATE);
}

/** The compare page's query for `ids` (`?items=a,b`, commas as written: a readable address), or ''. */
export const compareSearch = (ids: readonly string[]): string =>
  ids.length ? `?items=${ids.map(encodeURIComponent).join(',')}` : '';

/** The compare page's shareable address for `ids`. */
export const compareHref = (ids: readonly string[]): string => `/compare${compareSearch(ids)}`;

/** The items a compare address names (`?items=a,b`): each once, in order, four at most. */
export function compareIdsOf(params: URLSearchParams): string[] {
  const ids = (params.get('items') ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter(Boolean);
  return [...new Set(ids)].slice(0, COMPARE_MAX);
}
