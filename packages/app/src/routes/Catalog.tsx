import { useLingui } from '@lingui/react';
// The catalog page (requirements §12.1): every filter lives in the URL (a link reproduces the view,
// back and forward restore it), the search box is debounced into it, and pages follow by cursor.
// A chosen category adds its specification filters (§19.2) and every card a Compare toggle.
import { catalogViewFrom, pageHeadMessages, toasts } from '@storefront/shared';
import { CatalogView, SpecFilters, toast, type CatalogFilters, type SpecFilterState } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { useCatalogPages, useDebouncedSearch } from '../api/useCatalogPages.ts';
import { useAddToCart } from '../cart/useCart.ts';
import { Page } from '../components/Page.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { catalogParams, specFiltersOf } from '../specs/catalogSpecs.ts';
import { ItemCompareToggle } from '../specs/compareToggle.tsx';

/** The URL's parameters, read leniently (a hand-edited parameter falls back to its default alone). */
function filtersFrom(params: URLSearchParams): { q: string } & CatalogFilters {
  return catalogViewFrom((name) => params.get(name));
}

export function Component() {
  const { i18n } = useLingui();
  useDocumentTitle(i18n._(pageHeadMessages.catalogTitle));
  const [params, setParams] = useSearchParams();
  const view = filtersFrom(params);
  const specs = specFiltersOf(params, view.category);
  // Typing replaces the history entry: back goes to the view before the search, not to every letter.
  const [typed, setTyped] = useDebouncedSearch(view.q, (q) =>
    setParams(catalogParams({ ...view, q }, specs), { replace: true }),
  );
  const catalog = useCatalogPages(catalogParams(view, specs).toString(), { inTransition: true });
  const addToCart = useAddToCart();
  // Another category's attributes are not this one's: choosing it drops the spec filters.
  const change = (next: Partial<CatalogFilters>) => {
    const category = 'category' in next ? next.category : view.category;
    setParams(catalogParams({ ...view, q: typed, ...next }, category === view.category ? specs : {}));
  };
  const changeSpecs = (next: SpecFilterState) => setParams(catalogParams({ ...view, q: typed }, next));

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
        moreFilters={
          view.category && catalog.specFacets ? (
            <SpecFilters category={view.category} facets={catalog.specFacets} value={specs} onChange={changeSpecs} />
          ) : undefined
        }
        cardCorner={(item) => <ItemCompareToggle item={item} />}
        LinkComponent={RouterLink}
      />
    </Page>
  );
}
