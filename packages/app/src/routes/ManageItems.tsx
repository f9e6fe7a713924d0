import { useLingui } from '@lingui/react/macro';
// Manage Items (requirements §2, §12.10): newest first, searchable by name, description and SKU,
// filtered by category and low stock, in the URL; pages follow by cursor (Load more), so it stays
// fast at 10,000 items and beyond.
import { apiPaths, categorySchema, toasts } from '@storefront/shared';
import { ItemFilterBar, ItemsTable, LoadMore, toast, type ItemFilters, type ItemRow } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { useRevalidate } from '../api/hooks.ts';
import { deleteItem } from '../api/mutations.ts';
import { useCatalogPages, useDebouncedSearch } from '../api/useCatalogPages.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { ITEMS_PAGE_SIZE } from './pageSizes.ts';

function viewFrom(params: URLSearchParams): { q: string } & ItemFilters {
  const category = categorySchema.safeParse(params.get('category'));
  return {
    q: (params.get('q') ?? '').trim(),
    category: category.success ? category.data : undefined,
    lowStock: params.get('low_stock') === '1',
  };
}

function paramsFor(view: { q: string } & ItemFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.category) params.set('category', view.category);
  if (view.lowStock) params.set('low_stock', '1');
  return params;
}

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Manage Items`);
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const [typed, setTyped] = useDebouncedSearch(view.q, (q) => setParams(paramsFor({ ...view, q }), { replace: true }));
  const query = paramsFor(view);
  // Newest first, searched or not (requirements D13): the catalog's default for words is the best match.
  query.set('sort', 'newest');
  query.set('limit', String(ITEMS_PAGE_SIZE));
  const list = useCatalogPages(query.toString());
  const revalidate = useRevalidate();

  async function remove(item: ItemRow) {
    const { deletedCount } = await deleteItem(item._id);
    if (deletedCount > 0) toast.success(toasts.itemDeleted(item.name));
    // swr's revalidation by prefix passes over paged (swr/infinite) lists: this one refreshes itself.
    await Promise.all([revalidate(apiPaths.itemList), list.refresh()]);
  }

  return (
    <div className="flex flex-col gap-4">
      <ItemFilterBar
        search={typed}
        onSearchChange={setTyped}
        filters={view}
        onFiltersChange={(change) => setParams(paramsFor({ ...view, q: typed, ...change }))}
      />
      <ItemsTable
        items={list.items ?? []}
        total={list.total}
        isLoading={list.loading}
        error={list.failed && !list.items?.length ? (list.error?.message ?? null) : null}
        onRetry={list.retry}
        onDelete={remove}
        editHref={(item) => `/dashboard/manage-items/${encodeURIComponent(item._id)}`}
        LinkComponent={RouterLink}
      />
      {list.items?.length ? (
        <LoadMore
          shown={list.items.length}
          total={list.total ?? list.items.length}
          hasMore={list.hasMore}
          loading={list.loadingMore}
          onLoadMore={list.loadMore}
        />
      ) : null}
    </div>
  );
}
