// The public cache's entries for catalog reads, one place for the API's routes and the pages that
// inline the same answers (catalog/pages.ts): a page and the app's first call share one entry.
import type { CatalogQuery } from '@storefront/shared';
import type { CacheKey } from '../http/public-cache.ts';

/** What an item answer is read from: the catalog and its stock. */
export const ITEM_TOPICS = ['items', 'stock'] as const;

/** GET /api/item/{id}. */
export const itemKey = (id: string): CacheKey => ({ topics: ITEM_TOPICS, id: `item:${id}`, priced: 'item' });

/** GET /api/item?latest=1 (the home page's) and the whole list (the original client's). */
export const itemListKey = (latest: boolean): CacheKey => ({
  topics: ITEM_TOPICS,
  id: latest ? 'items:latest' : 'items:all',
  priced: 'items',
});

/** GET /api/items: one entry per distinct query, in a fixed order of its parameters. */
export function searchKey(query: CatalogQuery): CacheKey {
  const parts = [
    query.q ?? '',
    query.category ?? '',
    query.min_price ?? '',
    query.max_price ?? '',
    query.in_stock ?? '',
    query.low_stock ?? '',
    query.sort,
    query.cursor ?? '',
    query.limit,
    query.specs,
  ];
  return { topics: ITEM_TOPICS, id: `items:search:${JSON.stringify(parts)}`, priced: 'page' };
}
