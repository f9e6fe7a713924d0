// The PC builder's reads and writes (requirements §19.5): the parts' items (their specs for the
// picker's live fit and the power supply's wattage), the server's check after each change, a
// slot's candidates, and the whole build into whichever cart is in use.
import {
  apiPaths,
  type BuildCheckAnswer,
  type BuildPartInput,
  type Cart,
  type CatalogPage,
  type Item,
} from '@storefront/shared';
import useSWR from 'swr';
import { ApiError, apiRequest, apiSend } from '../api/client.ts';
import { useApi } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { addToBrowserCart } from '../cart/browserCartChanges.ts';
import { useKeepCart } from '../cart/useCart.ts';
import { wantToaster } from '../components/toasterWanted.ts';

/** A slot's candidates: its category's items, up to a catalog page's most (the demo has a few of each). */
export function useSlotCandidates(category: string | undefined) {
  return useApi<CatalogPage>(
    category ? `${apiPaths.itemSearch}?category=${encodeURIComponent(category)}&limit=100` : null,
  );
}

/**
 * The build's items by id, each read once (an item already read for the picker is handed in by
 * `known`); null for one that is gone (404), so the screen can say so and let it be removed.
 */
export function useBuildItems(ids: readonly string[], known: ReadonlyMap<string, Item>) {
  const missing = ids.filter((id) => !known.has(id)).sort();
  const read = useSWR(
    missing.length ? ['build-items', ...missing] : null,
    async ([, ...wanted]: string[]) =>
      new Map(
        await Promise.all(
          wanted.map(async (id) => {
            try {
              return [id, (await apiRequest<Item>(apiPaths.item(id))).data] as const;
            } catch (error) {
              if (error instanceof ApiError && error.status === 404) return [id, null] as const;
              throw error;
            }
          }),
        ),
      ),
    { keepPreviousData: true },
  );
  const items = new Map<string, Item | null>();
  for (const id of ids) {
    const item = known.get(id) ?? read.data?.get(id);
    if (item !== undefined) items.set(id, item);
  }
  return { items, error: read.error as unknown, retry: () => void read.mutate() };
}

/** POST /api/builds/check after each change: problems, wattage, the lines at their tier prices and the total. */
export function useBuildCheck(parts: readonly BuildPartInput[]) {
  const read = useSWR<BuildCheckAnswer, ApiError>(
    parts.length ? ['build-check', JSON.stringify(parts)] : null,
    () => apiSend<BuildCheckAnswer>('POST', apiPaths.buildCheck, { parts }),
    { keepPreviousData: true, shouldRetryOnError: false, revalidateOnFocus: false },
  );
  return {
    check: parts.length ? read.data : undefined,
    error: parts.length ? read.error : undefined,
    isChecking: read.isValidating,
    retry: () => void read.mutate(),
  };
}

/** "Add all to cart" in one step: the account's cart when signed in (one request), else this browser's. */
export function useAddBuildToCart() {
  const { status } = useAuth();
  const keep = useKeepCart();
  return async (parts: readonly BuildPartInput[]) => {
    if (status !== 'signed-in') {
      wantToaster();
      for (const { item, quantity } of parts) addToBrowserCart(item, quantity);
      return;
    }
    await keep(await apiSend<Cart>('POST', apiPaths.cartLines, { lines: parts }));
  };
}
