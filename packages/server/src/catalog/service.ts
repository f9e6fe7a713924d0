import { randomBytes } from 'node:crypto';
import {
  categories,
  fromMinor,
  limits,
  latestItems,
  messages,
  normaliseSpecs,
  percentOfBp,
  rateBpOf,
  searchTokens,
  specFiltersOf,
  toMinor,
  type CatalogPage,
  type CatalogQuery,
  type CatalogSort,
  type Item,
  type ItemEdit,
  type ItemInput,
} from '@storefront/shared';
import type { ChangeFeed } from '../db/changes.ts';
import type { ItemRow } from '../db/schema.ts';
import { isUniqueViolation, listWithTotal, newId, nowIso, type Page } from '../db/util.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { tiersFromColumn, tiersToColumn } from './price-tiers.ts';
import type { ItemsRepository } from './repository.ts';
import type { SearchCursor } from './search.ts';
import { specsFromColumn, specsToColumn } from './spec-values.ts';

/** The cursor as the client holds it: opaque base64url JSON of the sort and where the page ended. */
function encodeCursor(sort: CatalogSort, at: SearchCursor): string {
  return Buffer.from(JSON.stringify({ s: sort, k: at.key, q: at.seq })).toString('base64url');
}

function decodeCursor(sort: CatalogSort, cursor: string): SearchCursor {
  const invalid = () => new HttpError(400, messages.cursorInvalid, { cursor: messages.cursorInvalid });
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalid();
  }
  const { s, k, q } = (parsed ?? {}) as { s?: unknown; k?: unknown; q?: unknown };
  // newest: null; name: the name key; relevance: the rank; the prices: the price.
  const keyType = sort === 'newest' ? 'object' : sort === 'name' ? 'string' : 'number';
  // seq is PostgreSQL's int4: a larger one would be an error there, not a page.
  if (
    s !== sort ||
    !Number.isSafeInteger(q) ||
    (q as number) < 0 ||
    (q as number) > limits.integerColumn ||
    typeof k !== keyType ||
    (keyType === 'object' && k !== null)
  )
    throw invalid();
  if (typeof k === 'number' && !Number.isSafeInteger(k)) throw invalid();
  return { key: k as SearchCursor['key'], seq: q as number };
}

/** latestItemsCount(n) for every n >= 6 (requirements §9: the last 6 items). */
const LATEST_ITEMS_MAX = 6;

export const itemMessages = { notFound: 'Item not found' } as const;

const skuTaken = () => new HttpError(409, messages.skuTaken, { sku: messages.skuTaken });

/** A SKU for an item added without one (the original body has none, requirements D11). */
const generatedSku = () => `CC-ITEM-${randomBytes(5).toString('hex').toUpperCase()}`;

/** An item's text in both languages (requirements §12.11): the Bangla fields, absent when not given. */
interface ItemText {
  name: string;
  short_description: string;
  sku: string;
  name_bn?: string | null | undefined;
  short_description_bn?: string | null | undefined;
}

/**
 * The text the search indexes (catalog/search.ts): names, descriptions and SKU as tokens, English
 * first, so an item without Bangla keeps the text it had.
 */
export const searchTextOf = (item: ItemText) =>
  searchTokens(
    [item.name, item.name_bn, item.short_description, item.short_description_bn, item.sku]
      .filter((part) => part)
      .join(' '),
  ).join(' ');

/** The names' words alone, which rank a match first (catalog/search.ts, relevance). */
export const searchNameOf = (item: Pick<ItemText, 'name' | 'name_bn'>) =>
  searchTokens(item.name_bn ? `${item.name} ${item.name_bn}` : item.name).join(' ');

/** A Bangla field as stored: null for none. */
const stored = (text: string | undefined) => text || null;

export function toItem(row: ItemRow): Item {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    short_description: row.short_description,
    min_order_quantity: Number(row.min_order_quantity),
    available_quantity: Number(row.available_quantity),
    price_per_unit: fromMinor(row.price_minor),
    sku: row.sku,
    category: row.category_id,
    version: Number(row.version),
    price_tiers: tiersFromColumn(row.price_tiers),
    ...(row.name_bn ? { name_bn: row.name_bn } : {}),
    ...(row.short_description_bn ? { short_description_bn: row.short_description_bn } : {}),
    weight_g: Number(row.weight_g),
    vat_rate: row.vat_rate_bp === null ? null : percentOfBp(Number(row.vat_rate_bp)),
    specs: specsFromColumn(row.specs),
  };
}

/**
 * The specs stored for a body's (checked by its schema: requirements §19.1): normalised against the
 * category. An edit without them keeps the item's, less what the (new) category does not have.
 */
const storedSpecs = (category: string | null, given: Readonly<Record<string, unknown>> | undefined) =>
  specsToColumn(normaliseSpecs(category, given ?? {}).specs);

/** A rate as stored: basis points, null for the store's default. */
const storedRate = (percent: number | null) => (percent === null ? null : rateBpOf(percent));

/** The search's filters from the call's parameters (prices in minor units). */
function searchFilters(query: CatalogQuery) {
  return {
    q: query.q,
    category: query.category,
    minPriceMinor: query.min_price === undefined ? undefined : toMinor(query.min_price),
    maxPriceMinor: query.max_price === undefined ? undefined : toMinor(query.max_price),
    inStock: query.in_stock,
    lowStock: query.low_stock,
    specs: query.specs,
  };
}

/** `changes` hears of every write that changes what the catalog shows. */
export function catalogService(items: ItemsRepository, changes: Pick<ChangeFeed, 'publish'>) {
  return {
    async listItems(page: Page): Promise<{ items: Item[]; total: number }> {
      const { rows, total } = await listWithTotal(page, items.listLive, items.countLive);
      return { items: rows.map(toItem), total };
    },

    /**
     * requirements §9, decided here with one bounded query (never the whole catalog, and no count: count(*)
     * reads every live row; bench/README.md, growth). The last 6 live items say all the rule needs:
     * fewer than 6 means that is the whole catalog. `total` is the length answered.
     */
    async latestItems(): Promise<{ items: Item[]; total: number }> {
      const rows = latestItems(await items.lastLive(LATEST_ITEMS_MAX));
      return { items: rows.map(toItem), total: rows.length };
    },

    /** requirements §12.7: one page of the filtered catalog, its total and its category counts. */
    async searchItems(query: CatalogQuery): Promise<CatalogPage> {
      const filters = searchFilters(query);
      const cursor = query.cursor === undefined ? undefined : decodeCursor(query.sort, query.cursor);
      // The counts first: the total they give tells the page how to find its rows.
      const counts = await items.search.countsByCategory(filters);
      // Under a category, its specifications' facets, and the total when they filter (requirements §19.2).
      const category = query.category;
      const specCounts =
        category && (query.specs.length > 0 || specFiltersOf(category).length > 0)
          ? await items.search.specCounts({ ...filters, category }, { matches: counts.get(category) })
          : undefined;
      // The total follows from the counts: all of them, or the chosen category's; the specifications'
      // filters narrow the category's, counted with its facets.
      const total =
        query.specs.length > 0 && specCounts
          ? specCounts.total
          : query.category
            ? (counts.get(query.category) ?? 0)
            : [...counts.values()].reduce((sum, n) => sum + n, 0);
      // Under specifications, the matches counted with the facets are the page's rows to choose from.
      const page = await items.search.page(
        query.specs.length > 0 && specCounts ? { ...filters, specSeqs: specCounts.matches } : filters,
        query.sort,
        query.limit,
        cursor,
        total,
      );
      return {
        items: page.rows.map(toItem),
        total,
        nextCursor: page.more && page.last ? encodeCursor(query.sort, page.last) : null,
        facets: {
          categories: categories.map(({ id, name }) => ({ id, name, count: counts.get(id) ?? 0 })),
          specs: specCounts?.facets ?? [],
        },
      };
    },

    /** Live items, counted (cached until a write) and listed by id a page at a time: the sitemap. */
    countLiveItems: (): Promise<number> => items.countLive(),
    liveItemIds: (offset: number, limit: number): Promise<string[]> => items.liveIds(offset, limit),

    async getItem(id: string): Promise<Item> {
      const row = await items.findLive(id);
      if (!row) throw notFound(itemMessages.notFound);
      return toItem(row);
    },

    /** `actor`: the administrator adding it, recorded on its opening stock. */
    async addItem(input: ItemInput, actor: string | null = null): Promise<string> {
      const id = newId();
      const sku = input.sku ?? generatedSku();
      if (await items.findLiveBySku(sku)) throw skuTaken();
      try {
        await items.insert(
          {
            id,
            name: input.name,
            image: input.image,
            short_description: input.short_description,
            min_order_quantity: input.min_order_quantity,
            available_quantity: input.available_quantity,
            price_minor: toMinor(input.price_per_unit),
            created_at: nowIso(),
            deleted_at: null,
            sku,
            category_id: input.category ?? null,
            name_bn: stored(input.name_bn),
            short_description_bn: stored(input.short_description_bn),
            search_text: searchTextOf({ ...input, sku }),
            search_name: searchNameOf(input),
            price_tiers: tiersToColumn(input.price_tiers ?? []),
            ...(input.weight_g === undefined ? {} : { weight_g: input.weight_g }),
            vat_rate_bp: storedRate(input.vat_rate ?? null),
            specs: storedSpecs(input.category ?? null, input.specs),
          },
          actor,
        );
      } catch (error) {
        // Another add took the SKU between the check and the insert.
        if (isUniqueViolation(error)) throw skuTaken();
        throw error;
      }
      await changes.publish('items');
      return id;
    },

    /**
     * requirements §12.8: every field but the stock, only from the version the editor read; a stale
     * edit (someone saved in between) is a 409 and changes nothing.
     */
    async editItem(id: string, edit: ItemEdit): Promise<Item> {
      const current = await items.findLive(id);
      if (!current) throw notFound(itemMessages.notFound);
      const holder = edit.sku === current.sku ? undefined : await items.findLiveBySku(edit.sku);
      if (holder && holder.id !== id) throw skuTaken();
      let updated: ItemRow | undefined;
      try {
        updated = await items.update(id, edit.version, {
          name: edit.name,
          image: edit.image,
          short_description: edit.short_description,
          min_order_quantity: edit.min_order_quantity,
          price_minor: toMinor(edit.price_per_unit),
          sku: edit.sku,
          category_id: edit.category,
          name_bn: stored(edit.name_bn),
          short_description_bn: stored(edit.short_description_bn),
          search_text: searchTextOf(edit),
          search_name: searchNameOf(edit),
          price_tiers: tiersToColumn(edit.price_tiers),
          // Absent in an edit: kept as they are (a caller that predates them changes neither).
          ...(edit.weight_g === undefined ? {} : { weight_g: edit.weight_g }),
          ...(edit.vat_rate === undefined ? {} : { vat_rate_bp: storedRate(edit.vat_rate) }),
          specs: storedSpecs(edit.category, edit.specs ?? specsFromColumn(current.specs)),
        });
      } catch (error) {
        // Another edit or add took the SKU between the check and the update.
        if (isUniqueViolation(error)) throw skuTaken();
        throw error;
      }
      if (!updated) {
        if (!(await items.findLive(id))) throw notFound(itemMessages.notFound);
        throw new HttpError(409, messages.itemChanged);
      }
      await changes.publish('items');
      return toItem(updated);
    },

    /** Soft delete: the item leaves the catalog, orders keep their copy of its name and price. */
    async deleteItem(id: string): Promise<number> {
      const deleted = await items.softDelete(id);
      if (deleted === 0) throw notFound(itemMessages.notFound);
      await changes.publish('items');
      return deleted;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
