// The changes to a signed-out visitor's cart (browserCart.ts): loaded with the screens that make them,
// not with every page's navbar.
import { MAX_LINES, MAX_QUANTITY, readBrowserCart, writeBrowserCart } from './browserCart.ts';

export function setBrowserQuantity(item: string, quantity: number): void {
  const lines = readBrowserCart();
  const at = lines.findIndex((l) => l.item === item);
  if (at === -1 && lines.length >= MAX_LINES)
    throw new Error(`A cart holds at most ${MAX_LINES} items: check out or remove some first`);
  writeBrowserCart(
    at === -1 ? [...lines, { item, quantity }] : lines.map((l, i) => (i === at ? { item, quantity } : l)),
  );
}

/** Adds units (quantities of an item already there add up). */
export function addToBrowserCart(item: string, quantity: number): void {
  const now = readBrowserCart().find((l) => l.item === item)?.quantity ?? 0;
  setBrowserQuantity(item, Math.min(MAX_QUANTITY, now + quantity));
}

export function removeFromBrowserCart(item: string): void {
  writeBrowserCart(readBrowserCart().filter((l) => l.item !== item));
}
