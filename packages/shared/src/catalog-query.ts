// The catalog's schemas (requirements §12): category and SKU fields, and GET /api/items's parameters.
import { z } from 'zod';
import {
  categoryMessage,
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
import { specAttribute, type SpecAttribute } from './specs.ts';

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

/**
 * A filter by one specification (requirements §19.2): `values` (choice, choices: any of them;
 * boolean: 'true' and/or 'false'), or a `range` of a number, its bounds included.
 */
export type SpecFilter =
  { key: string; kind: 'values'; values: string[] } | { key: string; kind: 'range'; min?: number; max?: number };

/** A refused `spec.*` parameter: its name (`spec.socket`, `spec.length_mm.max`, or `category`) and why. */
export interface SpecFilterIssue {
  field: string;
  message: string;
}

/** The query parameters that filter by specifications: `spec.<key>`, `spec.<key>.min`, `spec.<key>.max`. */
export const SPEC_PARAM_PREFIX = 'spec.';
const specParamPattern = /^spec\.([a-z0-9_]{1,40})(?:\.(min|max))?$/;

/** A parameter's text: a repeated parameter is the same as its values joined by commas. */
const paramText = (v: unknown) => (Array.isArray(v) ? v.join(',') : typeof v === 'string' ? v : String(v ?? '')).trim();

function boundOf(attribute: SpecAttribute, text: string): number | string {
  const latin = toLatinDigits(text);
  const min = attribute.min ?? 0;
  const max = attribute.max ?? Number.MAX_SAFE_INTEGER;
  const n = /^-?\d+(\.\d+)?$/.test(latin) ? Number(latin) : Number.NaN;
  return Number.isFinite(n) && n >= min && n <= max ? n : messages.specNumber(min, max, false);
}

/**
 * The `spec.*` parameters of a catalog query (requirements §19.2), for the API and the catalog page
 * alike: `spec.<key>=v1,v2` any of the values (a choice, a list of choices, or true/false),
 * `spec.<key>.min=` and `.max=` a number's bounds (Bangla digits read as the same number; a number
 * given without them is that exact value); filters of different keys all apply. They need a
 * category, whose attributes they name. Empty parameters are left out; the filters come sorted by
 * key, so one set of filters reads (and is cached) the same whatever the parameters' order.
 */
export function parseSpecFilters(
  category: string | null | undefined,
  params: Readonly<Record<string, unknown>>,
): { filters: SpecFilter[]; issues: SpecFilterIssue[] } {
  const issues: SpecFilterIssue[] = [];
  const byKey = new Map<string, SpecFilter>();
  const given = Object.entries(params)
    .filter(([name]) => name.startsWith(SPEC_PARAM_PREFIX))
    .map(([name, v]) => [name, paramText(v)] as const)
    .filter(([, text]) => text !== '');
  if (given.length === 0) return { filters: [], issues };
  if (!category) return { filters: [], issues: [{ field: 'category', message: messages.specFilterNoCategory }] };
  for (const [name, text] of given) {
    const match = specParamPattern.exec(name);
    const attribute = match ? specAttribute(category, match[1]!) : undefined;
    const bound = match?.[2] as 'min' | 'max' | undefined;
    if (!match || !attribute || attribute.type === 'text' || (bound && attribute.type !== 'number')) {
      issues.push({ field: name, message: messages.specUnknown(categoryMessage(category).message) });
      continue;
    }
    const key = attribute.key;
    if (attribute.type === 'number') {
      const n = boundOf(attribute, text);
      if (typeof n === 'string') {
        issues.push({ field: name, message: n });
        continue;
      }
      const range = byKey.get(key);
      const at = range?.kind === 'range' ? range : { key, kind: 'range' as const };
      byKey.set(key, bound ? { ...at, [bound]: n } : { ...at, min: n, max: n });
      continue;
    }
    const values = [...new Set(text.split(',').map((v) => v.trim()))].filter((v) => v !== '');
    if (values.length === 0) continue; // "spec.socket=," says nothing, as an empty parameter
    const options = attribute.type === 'boolean' ? ['true', 'false'] : (attribute.options ?? []);
    if (!values.every((v) => options.includes(v))) {
      issues.push({
        field: name,
        message: attribute.type === 'boolean' ? messages.specYesNo : messages.specChoices(options),
      });
      continue;
    }
    // In the definition's order: the same choice reads the same whatever the URL's order.
    byKey.set(key, { key, kind: 'values', values: options.filter((o) => values.includes(o)) });
  }
  for (const filter of byKey.values()) {
    if (filter.kind === 'range' && filter.min !== undefined && filter.max !== undefined && filter.min > filter.max)
      issues.push({ field: `spec.${filter.key}.max`, message: messages.specRangeOrder });
  }
  const filters = [...byKey.values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  return { filters: issues.length > 0 ? [] : filters, issues };
}

/** @public The parameters that carry `filters` (parseSpecFilters reads them back): the catalog page's URL (issue 34's UI). */
export function specFilterParams(filters: readonly SpecFilter[]): [string, string][] {
  const params: [string, string][] = [];
  for (const filter of [...filters].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))) {
    if (filter.kind === 'values') {
      if (filter.values.length > 0) params.push([`spec.${filter.key}`, filter.values.join(',')]);
      continue;
    }
    if (filter.min !== undefined && filter.min === filter.max) {
      params.push([`spec.${filter.key}`, String(filter.min)]);
      continue;
    }
    if (filter.min !== undefined) params.push([`spec.${filter.key}.min`, String(filter.min)]);
    if (filter.max !== undefined) params.push([`spec.${filter.key}.max`, String(filter.max)]);
  }
  return params;
}

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
  // `spec.<key>`, `spec.<key>.min`, `spec.<key>.max`: their names depend on the category (§19.2).
  .catchall(z.unknown())
  .refine((v) => v.min_price === undefined || v.max_price === undefined || v.min_price <= v.max_price, {
    path: ['max_price'],
    message: messages.priceRangeOrder,
  })
  .superRefine((v, ctx) => {
    for (const issue of parseSpecFilters(v.category, v).issues)
      ctx.addIssue({ code: 'custom', path: [issue.field], message: issue.message });
  })
  .transform(({ q, category, min_price, max_price, in_stock, low_stock, sort, cursor, limit, ...rest }) => ({
    q,
    category,
    min_price,
    max_price,
    in_stock,
    low_stock,
    sort: catalogSortFor(q, sort),
    cursor,
    limit,
    specs: parseSpecFilters(category, rest).filters,
  }));
export type CatalogQuery = z.infer<typeof catalogQuerySchema>;
