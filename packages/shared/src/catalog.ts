// The catalog (requirements §12): categories, SKUs, the search call's parameters and answer, and
// how stock reads to a shopper. One definition for the client and the server.
import { z } from 'zod';
import { messages } from './messages.ts';

/** The product categories, in the order shoppers see them. `id` is stable; `name` is shown. */
export const categories = [
  { id: 'processors', name: 'Processors' },
  { id: 'motherboards', name: 'Motherboards' },
  { id: 'memory', name: 'Memory' },
  { id: 'storage', name: 'Storage' },
  { id: 'graphics-cards', name: 'Graphics Cards' },
  { id: 'power-supplies', name: 'Power Supplies' },
  { id: 'cases', name: 'Cases' },
  { id: 'cooling', name: 'Cooling' },
  { id: 'monitors', name: 'Monitors' },
  { id: 'keyboards-mice', name: 'Keyboards & Mice' },
  { id: 'networking', name: 'Networking' },
] as const;

export type CategoryId = (typeof categories)[number]['id'];
const categoryIds = categories.map((c) => c.id) as [CategoryId, ...CategoryId[]];

export const categorySchema = z.enum(categoryIds, { error: messages.categoryRequired });

export function categoryName(id: string | null | undefined): string {
  return categories.find((c) => c.id === id)?.name ?? messages.uncategorised;
}

/** "CC-GPU-4070": capital letters and digits in groups joined by single hyphens, stored upper-case. */
export const skuPattern = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
export const SKU_MAX = 40;

export const skuSchema = z
  .string({ error: messages.skuRequired })
  .trim()
  .min(1, messages.skuRequired)
  .max(SKU_MAX, messages.tooLong(SKU_MAX))
  .transform((v) => v.toUpperCase())
  .refine((v) => skuPattern.test(v), messages.skuFormat);

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

export const stockLabels: Record<StockLevel, string> = {
  'in-stock': 'In stock',
  'low-stock': 'Low stock',
  'out-of-stock': 'Out of stock',
};

/**
 * The words of a search, as the database indexes them: runs of letters and digits, lower-case
 * ("CC-GPU-4070" -> cc, gpu, 4070). The server stores each item's text in this form so that
 * SQLite's FTS5 and PostgreSQL's full-text search see the same tokens.
 */
export function searchTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

export const SEARCH_MAX_TERMS = 8;
export const CATALOG_PAGE_SIZE = 24;
export const CATALOG_PAGE_MAX = 100;

export const catalogSorts = ['newest', 'price-asc', 'price-desc', 'name'] as const;
export type CatalogSort = (typeof catalogSorts)[number];
export const sortLabels: Record<CatalogSort, string> = {
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  name: 'Name',
};

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const priceBound = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: messages.priceFilterNumber })
    .min(0, messages.priceFilterNumber)
    .max(100_000_000, messages.priceFilterNumber)
    .optional(),
);

/** GET /api/items: every parameter optional; the URL of the catalog page carries the same ones. */
export const catalogQuerySchema = z
  .object({
    q: z.preprocess(emptyToUndefined, z.string().trim().max(200, messages.tooLong(200)).optional()),
    category: z.preprocess(emptyToUndefined, z.enum(categoryIds, { error: messages.categoryUnknown }).optional()),
    min_price: priceBound,
    max_price: priceBound,
    in_stock: z.preprocess(
      emptyToUndefined,
      z
        .enum(['1', '0', 'true', 'false'], { error: messages.inStockFlag })
        .transform((v) => v === '1' || v === 'true')
        .optional(),
    ),
    /** Low or out of stock only (stockLevel): what administrators restock first. */
    low_stock: z.preprocess(
      emptyToUndefined,
      z
        .enum(['1', '0', 'true', 'false'], { error: messages.inStockFlag })
        .transform((v) => v === '1' || v === 'true')
        .optional(),
    ),
    sort: z.preprocess(emptyToUndefined, z.enum(catalogSorts, { error: messages.sortUnknown }).default('newest')),
    cursor: z.preprocess(emptyToUndefined, z.string().max(400).optional()),
    limit: z.preprocess(
      emptyToUndefined,
      z.coerce
        .number({ error: messages.limitRange(CATALOG_PAGE_MAX) })
        .int(messages.limitRange(CATALOG_PAGE_MAX))
        .min(1, messages.limitRange(CATALOG_PAGE_MAX))
        .max(CATALOG_PAGE_MAX, messages.limitRange(CATALOG_PAGE_MAX))
        .default(CATALOG_PAGE_SIZE),
    ),
  })
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    path: ['max_price'],
    message: messages.priceRangeOrder,
  });
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;
