// The catalog's schemas (requirements §12): category and SKU fields, and GET /api/items's parameters.
import { z } from 'zod';
import {
  CATALOG_PAGE_MAX,
  CATALOG_PAGE_SIZE,
  categoryIds,
  catalogSortFor,
  catalogSorts,
  PRICE_FILTER_MAX,
  SKU_MAX,
  skuPattern,
} from './catalog.ts';
import { toLatinDigits } from './digits.ts';
import { messages } from './messages.ts';

export const categorySchema = z.enum(categoryIds, { error: messages.categoryRequired });

export const skuSchema = z
  .string({ error: messages.skuRequired })
  .trim()
  .min(1, messages.skuRequired)
  .max(SKU_MAX, messages.tooLong(SKU_MAX))
  .transform((v) => v.toUpperCase())
  .refine((v) => skuPattern.test(v), messages.skuFormat);

const emptyToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
// A bound typed in Bangla or Arabic-Indic digits ("min_price=১০০০") is the same bound (requirements §16).
const priceBound = z.preprocess(
  (v) => (typeof v === 'string' ? emptyToUndefined(toLatinDigits(v)) : emptyToUndefined(v)),
  z.coerce
    .number({ error: messages.priceFilterNumber })
    .min(0, messages.priceFilterNumber)
    .max(PRICE_FILTER_MAX, messages.priceFilterNumber)
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
    /** Left out: best match first for words, newest first without (catalogSortFor, applied below). */
    sort: z.preprocess(emptyToUndefined, z.enum(catalogSorts, { error: messages.sortUnknown }).optional()),
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
  })
  .transform((v) => ({ ...v, sort: catalogSortFor(v.q, v.sort) }));
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;
