import { fromMinor, latestItems, toMinor, type Item, type ItemInput } from '@storefront/shared';
import type { ChangeFeed } from '../db/changes.ts';
import type { ItemRow } from '../db/schema.ts';
import { listWithTotal, newId, nowIso, type Page } from '../db/util.ts';
import { notFound } from '../http/errors.ts';
import type { ItemsRepository } from './repository.ts';

/** latestItemsCount(n) for every n >= 6 (requirements §9: the last 6 items). */
const LATEST_ITEMS_MAX = 6;

export const itemMessages = { notFound: 'Item not found' } as const;

export function toItem(row: ItemRow): Item {
  return {
    _id: row.id,
    name: row.name,
    image: row.image,
    short_description: row.short_description,
    min_order_quantity: Number(row.min_order_quantity),
    available_quantity: Number(row.available_quantity),
    price_per_unit: fromMinor(row.price_minor),
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
     * reads every live row, ~5 ms at 100,000 items). The last 6 live items say all the rule needs:
     * fewer than 6 means that is the whole catalog. `total` is the length answered.
     */
    async latestItems(): Promise<{ items: Item[]; total: number }> {
      const rows = latestItems(await items.lastLive(LATEST_ITEMS_MAX));
      return { items: rows.map(toItem), total: rows.length };
    },

    async getItem(id: string): Promise<Item> {
      const row = await items.findLive(id);
      if (!row) throw notFound(itemMessages.notFound);
      return toItem(row);
    },

    async addItem(input: ItemInput): Promise<string> {
      const id = newId();
      await items.insert({
        id,
        name: input.name,
        image: input.image,
        short_description: input.short_description,
        min_order_quantity: input.min_order_quantity,
        available_quantity: input.available_quantity,
        price_minor: toMinor(input.price_per_unit),
        created_at: nowIso(),
        deleted_at: null,
      });
      await changes.publish('items');
      return id;
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
