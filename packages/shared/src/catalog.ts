// The catalog (requirements §12): categories, SKUs' form, the search's constants, and how stock
// reads to a shopper. One definition for the client and the server. No zod here: the home page's
// cards use this file, and the schemas (catalog-query.ts) load only with the screens that validate.
import { toLatinDigits } from './digits.ts';
import type { MessageDescriptor } from './descriptors.ts';

/** The product categories' names, by id, in the order shoppers see them. */
export const categoryMessages = {
  processors: /*i18n*/ { id: 'category.processors', message: 'Processors' },
  motherboards: /*i18n*/ { id: 'category.motherboards', message: 'Motherboards' },
  memory: /*i18n*/ { id: 'category.memory', message: 'Memory' },
  storage: /*i18n*/ { id: 'category.storage', message: 'Storage' },
  'graphics-cards': /*i18n*/ { id: 'category.graphicsCards', message: 'Graphics Cards' },
  'power-supplies': /*i18n*/ { id: 'category.powerSupplies', message: 'Power Supplies' },
  cases: /*i18n*/ { id: 'category.cases', message: 'Cases' },
  cooling: /*i18n*/ { id: 'category.cooling', message: 'Cooling' },
  monitors: /*i18n*/ { id: 'category.monitors', message: 'Monitors' },
  'keyboards-mice': /*i18n*/ { id: 'category.keyboardsMice', message: 'Keyboards & Mice' },
  networking: /*i18n*/ { id: 'category.networking', message: 'Networking' },
} as const satisfies Record<string, MessageDescriptor>;

export type CategoryId = keyof typeof categoryMessages;

/** The product categories, in the order shoppers see them. `id` is stable; `name` is shown. */
export const categories = (Object.keys(categoryMessages) as CategoryId[]).map((id) => ({
  id,
  name: categoryMessages[id].message,
}));
export const categoryIds = categories.map((c) => c.id) as [CategoryId, ...CategoryId[]];

/** The name shown for an item without a category. */
export const uncategorisedMessage: MessageDescriptor = /*i18n*/ {
  id: 'category.uncategorised',
  message: 'Uncategorised',
};

/** A category's name as a message (Uncategorised for none or an unknown id), for the screens to translate. */
export function categoryMessage(id: string | null | undefined): MessageDescriptor {
  return (id && (categoryMessages as Record<string, MessageDescriptor>)[id]) || uncategorisedMessage;
}

/** "CC-GPU-4070": capital letters and digits in groups joined by single hyphens, stored upper-case. */
export const skuPattern = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const SKU_MAX = 40;

/** How stock reads on cards and item pages (requirements §12.4). */
export type StockLevel = 'in-stock' | 'low-stock' | 'out-of-stock';

/**
 * Out of stock: fewer units left than one minimum order, so nothing can be ordered. Low stock:
 * fewer than three minimum orders (and never more than 10 units above one), so a shopper should not wait.
 */
export function stockLevel(item: { available_quantity: number; min_order_quantity: number }): StockLevel {
  const { available_quantity: left, min_order_quantity: min } = item;
  if (left < min || left <= 0) return 'out-of-stock';
  if (left < Math.min(min * 3, min + 10)) return 'low-stock';
  return 'in-stock';
}

export const stockLevelMessages = {
  'in-stock': /*i18n*/ { id: 'stock.level.inStock', message: 'In stock' },
  'low-stock': /*i18n*/ { id: 'stock.level.lowStock', message: 'Low stock' },
  'out-of-stock': /*i18n*/ { id: 'stock.level.outOfStock', message: 'Out of stock' },
} as const satisfies Record<StockLevel, MessageDescriptor>;

/**
 * The longest word the search keeps, in characters (longer ones are cut to it): 500 characters of
 * at most 4 bytes stay under PostgreSQL's 2,047-byte limit on one word of a tsvector (a longer
 * one is an error there). A search's words are at most 200 characters, so no prefix is lost.
 */
export const SEARCH_WORD_MAX = 500;

// The joiners (ZWNJ, ZWJ) only choose how Bangla conjuncts are drawn ("র‍্যাম" and "র্যাম" are the
// same word to a reader): dropped, so a search typed either way finds the other.
const JOINERS = /[\u200c\u200d]/g;

/**
 * The words of a search, as the database indexes them: runs of letters, combining marks and
 * digits, lower-case ("CC-GPU-4070" -> cc, gpu, 4070; "গ্রাফিক্স কার্ড" -> গ্রাফিক্স, কার্ড: a
 * Bangla word keeps its vowel signs and virama, which are marks, not letters), in Unicode's
 * composed form (NFC), without joiners. The server stores each item's text in this form so that
 * SQLite's FTS5 and PostgreSQL's full-text search see the same tokens (requirements §12.11).
 */
export function searchTokens(text: string): string[] {
  const words =
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(JOINERS, '')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];
  return words.map((word) =>
    word.length > SEARCH_WORD_MAX ? Array.from(word).slice(0, SEARCH_WORD_MAX).join('') : word,
  );
}

export const SEARCH_MAX_TERMS = 8;
export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_PAGE_MAX = 100;

export const catalogSorts = ['relevance', 'newest', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const sortMessages = {
  relevance: /*i18n*/ { id: 'catalog.sort.relevance', message: 'Best match' },
  newest: /*i18n*/ { id: 'catalog.sort.newest', message: 'Newest' },
  'price-asc': /*i18n*/ { id: 'catalog.sort.priceAsc', message: 'Price: low to high' },
  'price-desc': /*i18n*/ { id: 'catalog.sort.priceDesc', message: 'Price: high to low' },
  name: /*i18n*/ { id: 'catalog.sort.name', message: 'Name' },
} as const satisfies Record<CatalogSort, MessageDescriptor>;

/**
 * The order a search lists in (requirements §12.1): the sort the shopper chose, else the best match
 * first when there are words to match and newest first when there are none. Relevance without words
 * is newest first (every item matches as well as any other).
 */
export function catalogSortFor(q: string | undefined, sort: CatalogSort | undefined): CatalogSort {
  const hasWords = searchTokens(q ?? '').length > 0;
  if (sort === 'relevance' && !hasWords) return 'newest';
  return sort ?? (hasWords ? 'relevance' : 'newest');
}

/** The catalog page's view as its URL gives it (requirements §12.1). */
export interface CatalogView {
  q: string;
  category: CategoryId | undefined;
  minPrice: number | undefined;
  maxPrice: number | undefined;
  inStock: boolean;
  /** The sort the shopper chose; undefined: the default for the words (`catalogSortFor`). */
  sort: CatalogSort | undefined;
}

export const PRICE_FILTER_MAX = 100_000_000;

/**
 * A view's URL parameters: the catalog page's address and its API query (the first page's, which
 * the server draws and inlines for /items). Defaults left out, so the plain catalog is plain /items.
 */
export function catalogSearchParams(
  view: Omit<CatalogView, 'category'> & { category: string | undefined },
): URLSearchParams {
  const params = new URLSearchParams();
  if (view.q.trim()) params.set('q', view.q.trim());
  if (view.category) params.set('category', view.category);
  if (view.minPrice !== undefined) params.set('min_price', String(view.minPrice));
  if (view.maxPrice !== undefined) params.set('max_price', String(view.maxPrice));
  if (view.inStock) params.set('in_stock', '1');
  if (view.sort) params.set('sort', view.sort);
  return params;
}

/** The catalog's default view: every live item, in the default order (newest first: plain /items). */
const ALL_ITEMS: CatalogView = {
  q: '',
  category: undefined,
  minPrice: undefined,
  maxPrice: undefined,
  inStock: false,
  sort: undefined,
};

/** A category's catalog page (an item's "more like this" link); plain /items for an item with none. */
export function categoryHref(category: string | null | undefined): string {
  const params = catalogSearchParams({ ...ALL_ITEMS, category: category ?? undefined });
  return params.size > 0 ? `/items?${params}` : '/items';
}

/**
 * Reads the catalog page's URL parameters leniently, without the API's schema (zod stays out of the
 * catalog's first load): each parameter the API would refuse falls back to its default alone, so a
 * hand-edited price does not lose the search. catalog-query.test.ts checks it agrees with the API.
 */
export function catalogViewFrom(get: (name: string) => string | null): CatalogView {
  const text = (name: string) => get(name)?.trim() || undefined;
  const price = (name: string) => {
    const raw = text(name);
    const value = raw === undefined ? NaN : Number(toLatinDigits(raw));
    return Number.isFinite(value) && value >= 0 && value <= PRICE_FILTER_MAX ? value : undefined;
  };
  const category = categories.find((c) => c.id === text('category'))?.id;
  const sort = catalogSorts.find((s) => s === text('sort'));
  const minPrice = price('min_price');
  let maxPrice = price('max_price');
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) maxPrice = undefined;
  const flag = text('in_stock');
  return {
    q: (text('q') ?? '').slice(0, 200),
    category,
    minPrice,
    maxPrice,
    inStock: flag === '1' || flag === 'true',
    sort,
  };
}
