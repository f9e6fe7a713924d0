// A signed-out visitor's cart (requirements §14.1), kept in this browser's localStorage until they
// sign in, when it is merged into their account's cart. Every tab sees the same cart (the storage
// event); what is read is checked, so a hand-edited or older value never breaks a page.
import { useSyncExternalStore } from 'react';

export interface BrowserLine {
  item: string;
  quantity: number;
}

const KEY = 'storefront.cart';
/** The server's cart size (shared CART_MAX_LINES) and largest quantity, here without the schemas. */
export const MAX_LINES = 200;
export const MAX_QUANTITY = 1_000_000;
const listeners = new Set<() => void>();
const EMPTY: BrowserLine[] = [];
let cached: { text: string | null; lines: BrowserLine[] } = { text: null, lines: EMPTY };

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // Storage refused (private mode settings): the cart lives as long as the page.
  }
}

function parse(text: string | null): BrowserLine[] {
  try {
    const value: unknown = text ? JSON.parse(text) : [];
    if (!Array.isArray(value)) return EMPTY;
    const valid = (value as Partial<BrowserLine>[]).filter(
      (l) =>
        typeof l?.item === 'string' && Number.isInteger(l.quantity) && l.quantity! >= 1 && l.quantity! <= MAX_QUANTITY,
    ) as BrowserLine[];
    // Each item once (the last line of an item wins), as the server wants them.
    return [...new Map(valid.map((l) => [l.item, { item: l.item, quantity: l.quantity }])).values()].slice(
      0,
      MAX_LINES,
    );
  } catch {
    return EMPTY;
  }
}

export function readBrowserCart(): BrowserLine[] {
  const text = storage()?.getItem(KEY) ?? null;
  if (text !== cached.text) cached = { text, lines: parse(text) };
  return cached.lines;
}

/** Replaces the cart (browserCartChanges.ts holds the changes, loaded with the cart's screens). */
export function writeBrowserCart(lines: BrowserLine[]): void {
  const store = storage();
  if (lines.length) store?.setItem(KEY, JSON.stringify(lines));
  else store?.removeItem(KEY);
  for (const listener of listeners) listener();
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

/** The browser's cart, updated when it changes here or in another tab. */
export function useBrowserCart(): BrowserLine[] {
  return useSyncExternalStore(subscribe, readBrowserCart, () => EMPTY);
}
