// A page's own first view, rendered by the server into the first-paint shell (shared
// `firstViewSlot`): an item's page (requirements §12.2) shows its picture, name and price, and the
// catalog (§12.1) its first cards, with the HTML, before the app's code has downloaded and run
// (Lighthouse's LCP had been the picture the app drew: bench/README.md, Lighthouse). Built with the app (build/first-view.ts) into dist/ssr/, which the
// server loads, so the markup and the stylesheet always come from the same build. The wrappers are
// RootLayout's screen area and Page's main, and items are shown signed out with Add to cart, as
// the app first draws them: the app's first render puts everything where it already was
// (e2e/first-paint.spec.ts). React escapes every text and attribute, whatever an item's name holds.
import {
  categoryHref,
  categoryMessage,
  localizedItem,
  type CatalogPage,
  type CatalogView as View,
  type Item,
  type Language,
  type SpecFilter,
} from '@storefront/shared';
import { i18n } from '@lingui/core';
import { activateNow, CatalogView, CompareToggle, LocaleProvider, sayShared, SpecFilters } from '@storefront/ui';
import { messages as bangla } from '@storefront/ui/locales/bn.po';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { specStateOf } from '../src/specs/catalogSpecs.ts';
import { ItemPageWithSpecs } from '../src/specs/ItemSpecs.tsx';

const nothing = () => Promise.resolve();
const ignore = () => undefined;

/** `draw()` in `locale` (the page's, from its URL): one language at a time, as rendering is synchronous. */
function inLocale(locale: Language, draw: () => string): string {
  activateNow(locale, locale === 'bn' ? bangla : {});
  try {
    return draw();
  } finally {
    activateNow('en', {});
  }
}

/** What the app's RootLayout and Page put around a screen. */
function Screen({ children }: { children: ReactNode }) {
  return (
    <LocaleProvider>
      <div className="flex min-h-screen flex-1 flex-col">
        <div className="mx-auto w-full max-w-page flex-1 px-4 py-8 sm:px-6">{children}</div>
      </div>
    </LocaleProvider>
  );
}

// React puts a preload link before a fragment's first picture; the page's head already has one,
// with the high priority the largest picture wants (server catalog/seo.ts).
const withoutPreloads = (html: string) => html.replace(/^(<link rel="preload"[^>]*>)+/, '');

/** The HTML of an item's page below the navbar (inert, as the rest of the first paint). */
export function renderItemFirstView(item: Item, locale: Language = 'en'): string {
  return inLocale(locale, () =>
    withoutPreloads(
      renderToStaticMarkup(
        <Screen>
          <ItemPageWithSpecs
            item={item}
            categoryName={sayShared(i18n, categoryMessage(item.category))}
            categoryHref={categoryHref(item.category)}
            onAddToCart={nothing}
            compare={<CompareToggle name={localizedItem(item, locale).name} checked={false} onChange={ignore} />}
          />
        </Screen>,
      ),
    ),
  );
}

/**
 * Cards the catalog's first view draws: two rows at four columns, more than a phone's or a laptop's
 * first screen holds. The app draws the page's others: all 24 laid out with the HTML held the main
 * thread longer for cards nobody sees yet (Lighthouse's TBT).
 */
const FIRST_VIEW_CARDS = 8;

/**
 * The HTML of the catalog's first page for `view` and its spec filters below the navbar, as
 * routes/Catalog.tsx draws it: the chosen category's specification filters, Compare on each card.
 */
export function renderCatalogFirstView(
  page: CatalogPage,
  view: View,
  locale: Language = 'en',
  specs: SpecFilter[] = [],
): string {
  return inLocale(locale, () =>
    withoutPreloads(
      renderToStaticMarkup(
        <Screen>
          <CatalogView
            search={view.q}
            onSearchChange={ignore}
            filters={view}
            onFiltersChange={ignore}
            onClearFilters={ignore}
            items={page.items.slice(0, FIRST_VIEW_CARDS)}
            total={page.total}
            facets={page.facets.categories}
            loading={false}
            failed={false}
            onRetry={ignore}
            hasMore={page.nextCursor !== null}
            loadingMore={false}
            onAddToCart={nothing}
            onLoadMore={ignore}
            moreFilters={
              view.category ? (
                <SpecFilters
                  category={view.category}
                  facets={page.facets.specs}
                  value={specStateOf(specs)}
                  onChange={ignore}
                />
              ) : undefined
            }
            cardCorner={(item) => (
              <CompareToggle name={localizedItem(item, locale).name} checked={false} onChange={ignore} />
            )}
          />
        </Screen>,
      ),
    ),
  );
}
