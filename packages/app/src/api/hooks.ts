// swr hooks over the one fetch client. A key is the request path (with its query), so a change can
// refresh every list it touches by path prefix.
import {
  apiPaths,
  failures,
  type Item,
  type SavedAddress,
  type Order,
  type OrderDetail,
  type OrderNotice,
  type Review,
  type User,
} from '@storefront/shared';
import { useCallback } from 'react';
import useSWR, { preload, useSWRConfig, type SWRConfiguration } from 'swr';
import { useAuth } from '../auth/AuthContext.tsx';
import { ApiError, apiRequest, type ApiResult } from './client.ts';
import { isHeldAnswer, useHeldAnswer } from './freshAnswers.ts';

/** The swr fetcher: every failure is an ApiError, in words a person can read. */
export const fetcher = async <T>(path: string): Promise<ApiResult<T>> => {
  try {
    return await apiRequest<T>(path);
  } catch (cause) {
    if (cause instanceof ApiError) throw cause;
    console.error('API answer could not be read', cause);
    throw new ApiError(0, failures.server);
  }
};

/**
 * An API read. Its fields are getters, read when used: SWR draws a component again, synchronously, for
 * a change of what it read, so a screen that shows what it has never reads the loading flags and is
 * not drawn twice more while SWR asks again on mount (a copy, `{ ...result }`, read them all).
 * An answer the app was just handed (the page's own, a write's: freshAnswers.ts) is not asked for
 * again when its first reader mounts.
 */
export function useApi<T>(path: string | null, config?: SWRConfiguration<ApiResult<T>, ApiError>) {
  const held = useHeldAnswer(path);
  const result = useSWR<ApiResult<T>, ApiError>(
    path,
    fetcher<T>,
    held ? { ...config, revalidateIfStale: false } : config,
  );
  return {
    get data() {
      return result.data?.data;
    },
    get total() {
      return result.data?.total;
    },
    get error() {
      return result.error;
    },
    get isLoading() {
      return result.isLoading;
    },
    get isValidating() {
      return result.isValidating;
    },
    mutate: result.mutate,
  };
}

export const homeItemsPath = `${apiPaths.itemList}?latest=1`;
export const homeReviewsPath = `${apiPaths.reviews}?recent=1`;

/** The home page's latest items: the server answers exactly them (?latest=1), cut once there. */
export function useLatestItems() {
  const read = useApi<Item[]>(homeItemsPath);
  return Object.assign(read, { items: read.data ?? [] });
}

/** The home page's last reviews: the server answers exactly them (?recent=1). */
export function useRecentReviews() {
  const read = useApi<Review[]>(homeReviewsPath);
  return Object.assign(read, { reviews: read.data ?? [] });
}

export function useItem(id: string | undefined) {
  return useApi<Item>(id ? apiPaths.item(id) : null);
}

/**
 * Asks for an item before `useItem` does; its first fetch takes this answer (or failure) over.
 * swr hands a preloaded answer to the key's next fetch whenever that comes, so call this only
 * where nothing is cached yet (a page's first load). The item's page that came with the item
 * (the server's first view) has nothing to ask.
 */
export function prefetchItem(id: string): void {
  const path = apiPaths.item(id);
  if (isHeldAnswer(path)) return;
  // The failure is useItem's to show.
  preload(path, fetcher<Item>).catch(() => undefined);
}

export const PAGE_SIZE = 10;

export function pagedPath(base: string, page: number, pageSize = PAGE_SIZE): string {
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}limit=${pageSize}&offset=${(page - 1) * pageSize}`;
}

/** A page of an administrator's list; total comes from x-total-count. */
export function usePagedList<T>(base: string, page: number, pageSize = PAGE_SIZE) {
  const result = useApi<T[]>(pagedPath(base, page, pageSize), { keepPreviousData: true });
  const pageCount = Math.max(1, Math.ceil((result.total ?? result.data?.length ?? 0) / pageSize));
  return Object.assign(result, { rows: result.data ?? [], pageCount });
}

export function useMyOrders(email: string | undefined) {
  return useApi<Order[]>(email ? `${apiPaths.orderList}?user=${encodeURIComponent(email)}` : null);
}

/** One order and its timeline (its owner, or an administrator). */
export function useOrder(id: string | undefined) {
  return useApi<OrderDetail>(id ? apiPaths.order(id) : null);
}

/** The emails sent about an order (administrators only: null otherwise). */
export function useOrderNotices(id: string | undefined, isAdmin: boolean) {
  return useApi<OrderNotice[]>(id && isAdmin ? apiPaths.orderNotices(id) : null);
}

/** The signed-in user's address book (requirements §14.7); null path while nobody is signed in. */
export function useAddresses(signedIn: boolean) {
  return useApi<SavedAddress[]>(signedIn ? apiPaths.addresses : null);
}

export function useProfile(email: string | undefined) {
  return useApi<User>(email ? apiPaths.user(email) : null);
}

/** Admin status (requirements §6): asked of the server with the user's email and token. */
export function useIsAdmin() {
  const { status, user } = useAuth();
  const email = status === 'signed-in' ? user?.email : undefined;
  const { data, error, isLoading, mutate } = useApi<{ admin: boolean }>(email ? apiPaths.admin(email) : null, {
    revalidateOnFocus: false,
  });
  return {
    isAdmin: data?.admin === true,
    /** The server has answered (true or false). */
    isAnswered: data !== undefined,
    isLoading: status === 'loading' || (Boolean(email) && isLoading),
    error,
    retry: () => mutate(),
  };
}

/** Refreshes every cached answer whose path starts with one of the prefixes. */
export function useRevalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    (...prefixes: string[]) =>
      mutate((key) => typeof key === 'string' && prefixes.some((prefix) => key.startsWith(prefix))),
    [mutate],
  );
}
