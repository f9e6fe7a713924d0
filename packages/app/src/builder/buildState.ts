// The PC builder's build as the screen keeps it (requirements §19.5): its parts (item and quantity,
// in the order chosen) in the page's address, `?part=<id>` or `?part=<id>.<quantity>` once each, so a
// reload or a copied address keeps it, and in this browser's storage, so /builder opened again
// without one comes back to the last build.
import { BUILD_MAX_PARTS, BUILD_PART_QUANTITY_MAX, type BuildPartInput } from '@storefront/shared';

const PARAM = 'part';
const STORAGE_KEY = 'storefront:build';
const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** The parts an address holds; a malformed or repeated part is left out, a quantity kept within 1 to 99. */
export function partsFromSearch(search: string): BuildPartInput[] {
  const parts: BuildPartInput[] = [];
  for (const value of new URLSearchParams(search).getAll(PARAM)) {
    const [item = '', count] = value.split('.');
    const quantity = count === undefined ? 1 : Number(count);
    if (!ID.test(item) || !Number.isInteger(quantity) || parts.some((p) => p.item === item)) continue;
    parts.push({ item, quantity: Math.min(BUILD_PART_QUANTITY_MAX, Math.max(1, quantity)) });
    if (parts.length === BUILD_MAX_PARTS) break;
  }
  return parts;
}

/** The address's query for `parts` (`?` included; empty for none). */
export function searchOfParts(parts: readonly BuildPartInput[]): string {
  const params = new URLSearchParams();
  for (const { item, quantity } of parts) params.append(PARAM, quantity === 1 ? item : `${item}.${quantity}`);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The build this browser kept, or none (storage off, nothing kept, or not ours). */
export function readStoredBuild(): BuildPartInput[] {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    return kept ? partsFromSearch(kept) : [];
  } catch {
    return [];
  }
}

export function storeBuild(parts: readonly BuildPartInput[]): void {
  try {
    if (parts.length) localStorage.setItem(STORAGE_KEY, searchOfParts(parts));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage off (a private window): the address still holds the build.
  }
}
