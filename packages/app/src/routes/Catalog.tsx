import { useLingui } from '@lingui/react';
// The catalog page (requirements §12.1): every filter lives in the URL (a link reproduces the view,
// back and forward restore it), the search box is debounced into it, and pages follow by cursor.
import { catalogSearchParams, catalogViewFrom, pageHeadMessages, toasts } from '@storefront/shared';
import { CatalogView, toast, type CatalogFilters } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { useCatalogPages, useDebouncedSearch } from '../api/useCatalogPages.ts';
import { useAddToCart } from '../cart/useCart.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** The URL's parameters, read leniently (a hand-edited parameter falls back to its default alone). */
function filtersFrom(params: URLSearchParams): { q: string } & CatalogFilters {
  return catalogViewFrom((name) => params.get(name));
}

export function Component() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(pageHeadMessages.catalogTitle));
  const [params, setParams] = useSearchParams();
  const view = filtersFrom(params);
  // Typing replaces the history entry: back goes to the view before the search, not to every letter.
  const [typed, setTyped] = useDebouncedSearch(view.q, (q) =>
    setParams(catalogSearchParams({ ...view, q }), { replace: true }),
  );
  const catalog = useCatalogPages(catalogSearchParams(view).toString(), { inTransition: true });
  const addToCart = useAddToCart();
  const change = (next: Partial<CatalogFilters>) => setParams(catalogSearchParams({ ...view, q: typed, ...next }));

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
        items={catalog.items}
        total={catalog.total}
        facets={catalog.facets}
        loading={catalog.loading}
        failed={catalog.failed}
        onRetry={catalog.retry}
        hasMore={catalog.hasMore}
        loadingMore={catalog.loadingMore}
        onAddToCart={async (item, quantity) => {
          await addToCart(item._id, quantity);
          toast.success(toasts.addedToCart(quantity, item.name));
        }}
        onLoadMore={catalog.loadMore}
        LinkComponent={RouterLink}
      />
    </Page>
  );
}
