// The catalog page (requirements §12.1): every filter lives in the URL (a link reproduces the view,
// back and forward restore it), the search box is debounced into it, and pages follow by cursor.
import { apiPaths, catalogQuerySchema, type CatalogPage } from '@storefront/shared';
import { CatalogView, type CatalogFilters } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWRInfinite from 'swr/infinite';
import { fetcher } from '../api/hooks.ts';
import type { ApiError, ApiResult } from '../api/client.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** How long typing pauses before the search runs. */
const SEARCH_DEBOUNCE_MS = 300;

/** The URL's parameters, read through the API's own schema (a hand-edited URL falls back to defaults). */
function filtersFrom(params: URLSearchParams): { q: string } & CatalogFilters {
  const read = (name: string) => params.get(name) ?? undefined;
  const parsed = catalogQuerySchema.safeParse({
    q: read('q'),
    category: read('category'),
    min_price: read('min_price'),
    max_price: read('max_price'),
    in_stock: read('in_stock'),
    sort: read('sort'),
  });
  const query = parsed.success ? parsed.data : catalogQuerySchema.parse({});
  return {
    q: query.q ?? '',
    category: query.category,
    minPrice: query.min_price,
    maxPrice: query.max_price,
    inStock: query.in_stock ?? false,
    sort: query.sort,
  };
}

/** The URL's parameters for a view: defaults left out, so the plain catalog is plain /items. */
function paramsFor(view: { q: string } & CatalogFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.category) params.set('category', view.category);
  if (view.minPrice !== undefined) params.set('min_price', String(view.minPrice));
  if (view.maxPrice !== undefined) params.set('max_price', String(view.maxPrice));
  if (view.inStock) params.set('in_stock', '1');
  if (view.sort !== 'newest') params.set('sort', view.sort);
  return params;
}

export function Component() {
  useDocumentTitle('Products');
  const [params, setParams] = useSearchParams();
  const view = filtersFrom(params);
  const query = paramsFor(view).toString();

  // What is typed, ahead of the URL; taken back from the URL when that changes (back, a link).
  const [typed, setTyped] = useState(view.q);
  const [urlQ, setUrlQ] = useState(view.q);
  if (urlQ !== view.q) {
    setUrlQ(view.q);
    setTyped(view.q);
  }
  useEffect(() => {
    if (typed.trim() === view.q) return;
    const timer = setTimeout(
      // Typing replaces the history entry: back goes to the view before the search, not to every letter.
      () => setParams(paramsFor({ ...view, q: typed }), { replace: true }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => clearTimeout(timer);
  });

  // One cache entry per page of this query: an answer for an older query never lands in this one.
  const pages = useSWRInfinite<ApiResult<CatalogPage>, ApiError>(
    (index, previous: ApiResult<CatalogPage> | null) => {
      if (previous && !previous.data.nextCursor) return null;
      const cursor = previous?.data.nextCursor;
      const search = new URLSearchParams(query);
      if (cursor) search.set('cursor', cursor);
      const text = search.toString();
      return `${apiPaths.catalog}${text ? `?${text}` : ''}`;
    },
    fetcher<CatalogPage>,
    { revalidateFirstPage: false, keepPreviousData: true },
  );
  const loaded = pages.data?.map((page) => page.data);
  const last = loaded?.at(-1);
  const items = loaded?.flatMap((page) => page.items);
  const loadingMore = pages.isValidating && pages.size > (loaded?.length ?? 0);

  const change = (next: Partial<CatalogFilters>) => setParams(paramsFor({ ...view, q: typed, ...next }));

  return (
    <Page>
      <CatalogView
        search={typed}
        onSearchChange={setTyped}
        filters={view}
        onFiltersChange={change}
        onClearFilters={() => {
          setTyped('');
          setParams(new URLSearchParams());
        }}
        items={items}
        total={last?.total}
        facets={last?.facets.categories}
        loading={pages.isLoading}
        failed={pages.error !== undefined}
        onRetry={() => void pages.mutate()}
        hasMore={Boolean(last?.nextCursor)}
        loadingMore={loadingMore}
        onLoadMore={() => void pages.setSize((size) => size + 1)}
        LinkComponent={RouterLink}
      />
    </Page>
  );
}
