import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  catalogSortFor,
  failures,
  formatCount,
  searchTokens,
  type CatalogSort,
  type CategoryFacet,
  type Item,
} from '@storefront/shared';
import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Anchor } from '../../lib/Anchor.tsx';
import { cn } from '../../lib/cn.ts';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { ListFailure } from '../home/ListFailure.tsx';
import { ItemCard, ItemCardSkeleton } from '../ItemCard.tsx';
import { AddToCart } from '../cart/AddToCart.tsx';
import { CategoryFacets } from './CategoryFacets.tsx';
import { LoadMore } from './LoadMore.tsx';
import { PriceRangeFilter, type PriceRange } from './PriceRangeFilter.tsx';
import { SearchField } from './SearchField.tsx';
import { SortSelect } from './SortSelect.tsx';

/** What the catalog shows: the URL's state (requirements §12.1). */
export interface CatalogFilters {
  category: string | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  /** The order the shopper chose; undefined: best match first for words, newest first without. */
  sort: CatalogSort | undefined;
}

export interface CatalogViewProps {
  /** The search box's text as typed (the app sends it on, debounced). */
  search: string;
  onSearchChange: (text: string) => void;
  filters: CatalogFilters;
  onFiltersChange: (change: Partial<CatalogFilters>) => void;
  /** Empties the search and every filter. */
  onClearFilters: () => void;
  /** The items loaded so far (every page); undefined until the first answer. */
  items: Item[] | undefined;
  /** Every match, and the matches per category (kept from the last answer while the next loads). */
  total: number | undefined;
  facets: readonly CategoryFacet[] | undefined;
  /** Loading the first page of a new search. */
  loading: boolean;
  /** The last call failed. */
  failed: boolean;
  onRetry: () => void;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Adds an item's minimum order quantity to the cart (requirements §14.1): each card's "Add to cart". */
  onAddToCart?: ((item: Item, quantity: number) => Promise<unknown>) | undefined;
  /** Filters under the category's (the chosen category's specifications, requirements §19.2). */
  moreFilters?: ReactNode;
  /** Drawn over each card's picture, sold out or not (Compare, requirements §19.2). */
  cardCorner?: ((item: Item) => ReactNode) | undefined;
  LinkComponent?: LinkComponent;
}

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4';
// Cards past the first row are laid out only when scrolled near: a phone's first screen holds one.
const offscreenCardClass = '[content-visibility:auto] [contain-intrinsic-height:auto_30rem]';

/**
 * The catalog page (requirements §12.1): search, category with counts, price range, in stock only
 * and sort beside (or, on a phone, above) the matching items as cards, with their count, Load more,
 * skeletons while loading, an empty state with "Clear filters" and a failure with "Try again".
 */
export function CatalogView({
  search,
  onSearchChange,
  filters,
  onFiltersChange,
  onClearFilters,
  items,
  total,
  facets,
  loading,
  failed,
  onRetry,
  hasMore,
  loadingMore,
  onLoadMore,
  onAddToCart,
  moreFilters,
  cardCorner,
  LinkComponent = Anchor,
}: CatalogViewProps) {
  const { t } = useLingui();
  const filtered =
    search.trim() !== '' ||
    filters.category !== undefined ||
    filters.minPrice !== undefined ||
    filters.maxPrice !== undefined ||
    filters.inStock;
  const price: PriceRange = { min: filters.minPrice, max: filters.maxPrice };
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersToggle = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const resultsId = useId();
  const allCount = facets ? facets.reduce((sum, f) => sum + f.count, 0) : 0;
  const matches = total ?? 0;
  const totalCount = formatCount(matches);

  const filterPanel = (
    <div className="flex flex-col gap-6">
      {facets ? (
        <CategoryFacets
          facets={facets}
          total={Math.max(allCount, filters.category ? 0 : (total ?? 0))}
          value={filters.category}
          onChange={(category) => onFiltersChange({ category })}
        />
      ) : null}
      {moreFilters}
      <PriceRangeFilter value={price} onChange={({ min, max }) => onFiltersChange({ minPrice: min, maxPrice: max })} />
      <label className="flex cursor-pointer items-center gap-2 text-body-sm text-ink">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={filters.inStock}
          onChange={(event) => onFiltersChange({ inStock: event.target.checked })}
        />
        <Trans>In stock only</Trans>
      </label>
      {filtered ? (
        <Button variant="ghost" size="sm" onClick={onClearFilters} className="self-start">
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
      {/* Phones: the filters stay open for several choices, then fold away over the cards they chose. */}
      <Button
        className="lg:hidden"
        onClick={() => {
          setFiltersOpen(false);
          filtersToggle.current?.focus();
        }}
      >
        {total === undefined
          ? t`Show products`
          : t`${plural(matches, { one: `Show ${totalCount} product`, other: `Show ${totalCount} products` })}`}
      </Button>
    </div>
  );

  let results;
  if (failed && !items?.length) {
    results = (
      <ListFailure title={t`The products could not be loaded`} description={failures.network} onRetry={onRetry} />
    );
  } else if (loading || items === undefined) {
    results = (
      <div className={gridClass} aria-busy="true">
        <span className="sr-only" role="status">
          <Trans>Loading products</Trans>
        </span>
        {Array.from({ length: 8 }, (_, i) => (
          <ItemCardSkeleton key={i} />
        ))}
      </div>
    );
  } else if (items.length === 0) {
    results = (
      <EmptyState
        title={t`No products match`}
        description={t`Try other words, another category or a wider price range.`}
        action={
          <Button variant="secondary" onClick={onClearFilters}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    );
  } else {
    results = (
      <>
        <ul className={gridClass}>
          {items.map((item, index) => (
            <li key={item._id} className={cn('relative', index >= 4 && offscreenCardClass)}>
              <ItemCard
                item={item}
                itemHref={`/items/${encodeURIComponent(item._id)}`}
                LinkComponent={LinkComponent}
                imageLoading={index < 4 ? 'eager' : 'lazy'}
                cartAction={
                  onAddToCart ? (
                    <AddToCart
                      item={item}
                      onAdd={(quantity) => onAddToCart(item, quantity)}
                      compact
                      className="w-full"
                    />
                  ) : undefined
                }
              />
              {cardCorner ? <div className="absolute top-3 right-3">{cardCorner(item)}</div> : null}
            </li>
          ))}
        </ul>
        {failed ? (
          <ListFailure title={t`More products could not be loaded`} description={failures.network} onRetry={onRetry} />
        ) : (
          <LoadMore
            shown={items.length}
            total={total ?? items.length}
            hasMore={hasMore}
            loading={loadingMore}
            onLoadMore={onLoadMore}
          />
        )}
      </>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-heading font-bold text-ink">
            <Trans>Products</Trans>
          </h1>
          <p className="text-body-sm text-ink-muted" aria-live="polite">
            {total === undefined
              ? ' '
              : filtered
                ? t`${plural(matches, { one: `${totalCount} product match`, other: `${totalCount} products match` })}`
                : t`${plural(matches, { one: `${totalCount} product`, other: `${totalCount} products` })}`}
          </p>
        </div>
        <SortSelect
          value={catalogSortFor(search, filters.sort)}
          hasWords={searchTokens(search).length > 0}
          onChange={(sort) => onFiltersChange({ sort })}
          className="md:w-72"
        />
      </div>
      <SearchField value={search} onChange={onSearchChange} />
      <div className="grid gap-8 lg:grid-cols-[15rem_1fr]">
        {/* Phones: the filters fold away above the results; wider screens: a column beside them. */}
        <aside
          aria-label={t`Filters`}
          className="rounded-card border border-line bg-surface p-4 lg:border-0 lg:bg-transparent lg:p-0"
        >
          <button
            ref={filtersToggle}
            type="button"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="flex w-full items-center gap-2 rounded-control text-body font-semibold text-ink focus-visible:outline-2 focus-visible:outline-focus lg:hidden"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <Trans>Filters</Trans>
            <ChevronDown
              aria-hidden="true"
              className={cn('ml-auto size-4 transition-transform', filtersOpen && 'rotate-180')}
            />
          </button>
          <div id={panelId} className={cn('mt-4 lg:mt-0 lg:block', filtersOpen ? 'block' : 'hidden')}>
            {filterPanel}
          </div>
        </aside>
        <section aria-labelledby={resultsId} className="min-w-0">
          <h2 id={resultsId} className="sr-only">
            <Trans>Matching products</Trans>
          </h2>
          {results}
        </section>
      </div>
    </div>
  );
}
