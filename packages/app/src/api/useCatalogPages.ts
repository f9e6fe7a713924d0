// Lists read one cursor after another: the catalog's pages (GET /api/items), which the catalog page
// and Manage Items list through (requirements §12.1, §12.10), and Manage All Orders' (§13.6).
import { apiPaths, type CatalogPage } from '@storefront/shared';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import useSWRInfinite from 'swr/infinite';
import type { ApiError, ApiResult } from './client.ts';
import { useHeldAnswer } from './freshAnswers.ts';
import { fetcher } from './hooks.ts';
import { initialAnswer } from './initialAnswers.ts';

/**
 * Every page loaded so far of a list read by cursor (`path`, with `query`: URLSearchParams text,
 * without cursor), and the way to the next. Each page is cached under its own address, so an
 * answer to an older query never lands in a newer one.
 */
export function useCursorPages<Page extends { nextCursor: string | null }>(path: string, query: string) {
  // The first page as the server drew it (the catalog's first view), shown until SWR's own answer;
  // as fresh as the page on its first reader's mount, which does not read it again.
  const firstPath = `${path}${query ? `?${query}` : ''}`;
  const initial = initialAnswer<Page>(firstPath);
  const held = useHeldAnswer(firstPath);
  const fallbackData = useMemo(() => (initial ? [{ data: initial, total: undefined }] : undefined), [initial]);
  const pages = useSWRInfinite<ApiResult<Page>, ApiError>(
    (_index, previous: ApiResult<Page> | null) => {
      if (previous && !previous.data.nextCursor) return null;
      const search = new URLSearchParams(query);
      if (previous?.data.nextCursor) search.set('cursor', previous.data.nextCursor);
      const text = search.toString();
      return `${path}${text ? `?${text}` : ''}`;
    },
    fetcher<Page>,
    // On mount, every page shown is read again (the cached ones shown meanwhile): a list came back
    // to after a change made elsewhere (an order moved on its page, stock received in the editor)
    // must show it, and SWR's key-filtered revalidation never reaches an infinite list's cache.
    // Not deduplicated against the last read: coming back within SWR's 2 s would show the old one.
    // Not the page's own first page, which the server just read.
    {
      revalidateFirstPage: false,
      revalidateOnMount: !held,
      dedupingInterval: 0,
      keepPreviousData: true,
      ...(fallbackData ? { fallbackData } : {}),
    },
  );
  // The page's own first page becomes the list's (it was only shown): the next page is then asked
  // for after it, where SWR would ask for both again. The same array: nothing is drawn again.
  const { mutate } = pages;
  useEffect(() => {
    if (held && fallbackData) void mutate(fallbackData, { revalidate: false });
  }, [held, fallbackData, mutate]);
  // The same array while the answers are the same: a consumer may defer it (useDeferredValue).
  const loaded = useMemo(() => pages.data?.map((page) => page.data), [pages.data]);
  // SWR re-renders for a change of what was read, and its changes render synchronously. So
  // isLoading and isValidating are read only when they can matter: the server's page on show
  // (SWR reports loading while it asks again) or no next page asked for. Read on every render, their
  // flips on mount re-drew the page twice, the catalog's 24 cards in one task each (TBT).
  const showingInitial = initial !== undefined && pages.data?.[0]?.data === initial;
  return {
    pages: loaded,
    last: loaded?.at(-1),
    loading: !showingInitial && pages.isLoading,
    failed: pages.error !== undefined,
    error: pages.error,
    retry: () => void pages.mutate(),
    /** Fetches every loaded page again (after a write). */
    refresh: () => pages.mutate(),
    hasMore: Boolean(loaded?.at(-1)?.nextCursor),
    loadingMore: pages.size > (loaded?.length ?? 0) && pages.isValidating,
    loadMore: () => void pages.setSize((size) => size + 1),
  };
}

/**
 * The catalog (GET /api/items) for a query: its items so far, total and category counts. `inTransition`
 * (the shoppers' catalog): answers render in a transition, in slices between which a phone can
 * paint and answer input. SWR hands an answer over as a synchronous update, and 24 cards drawn in one
 * task held the main thread long at Lighthouse's 4x slowdown (bench/README.md, Lighthouse);
 * meanwhile the skeletons (first answer) or the previous answer stay on show. Not for Manage Items:
 * a deleted row must be gone by the frame after its dialog closes, when focus moves to the next
 * row's Delete (ui useFocusReturn).
 */
export function useCatalogPages(query: string, { inTransition = false }: { inTransition?: boolean } = {}) {
  const { pages: answered, ...state } = useCursorPages<CatalogPage>(apiPaths.itemSearch, query);
  const deferred = useDeferredValue(answered);
  const pages = inTransition ? deferred : answered;
  const last = pages?.at(-1);
  return {
    ...state,
    items: useMemo(() => pages?.flatMap((page) => page.items), [pages]),
    total: last?.total,
    facets: last?.facets.categories,
    /** The chosen category's specification facets (requirements §19.2); none without a category. */
    specFacets: last?.facets.specs,
  };
}

/** How long typing pauses before a search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/**
 * A search box over a URL parameter: what is typed shows at once and is committed after a pause;
 * when the URL changes by itself (back, a link, Clear filters) the box takes its value.
 */
export function useDebouncedSearch(fromUrl: string, commit: (text: string) => void) {
  const [typed, setTyped] = useState(fromUrl);
  const [seen, setSeen] = useState(fromUrl);
  if (seen !== fromUrl) {
    setSeen(fromUrl);
    setTyped(fromUrl);
  }
  useEffect(() => {
    if (typed.trim() === fromUrl) return;
    const timer = setTimeout(() => commit(typed), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });
  return [typed, setTyped] as const;
}
