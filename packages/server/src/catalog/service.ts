import { latestItemsCount, type Item, type ItemInput } from '@storefront/shared';
import type { ItemRow } from '../db/schema.ts';
import { isWholeList, newId, nowIso, type Page } from '../db/util.ts';
import { notFound } from '../http/errors.ts';
import type { ItemsRepository } from './repository.ts';

export const itemMessages = { notFound: 'Item not found' } as const;

/** Prices are stored as integer poisha and answered as BDT numbers. */
export const toMinor = (amount: number): number => Math.round(amount * 100);
export const fromMinor = (minor: number): number => Number(minor) / 100;

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

export function catalogService(items: ItemsRepository) {
  return {
    async listItems(page: Page): Promise<{ items: Item[]; total: number }> {
      if (isWholeList(page)) {
        const rows = await items.listLive(page);
        return { items: rows.map(toItem), total: rows.length };
      }
      const [rows, total] = await Promise.all([items.listLive(page), items.countLive()]);
      return { items: rows.map(toItem), total };
    },

    /** Spec 9, decided here with a count and a bounded query (never the whole catalog). */
    async latestItems(): Promise<{ items: Item[]; total: number }> {
      const total = await items.countLive();
      const rows = await items.lastLive(latestItemsCount(total));
      return { items: rows.map(toItem), total };
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
      return id;
    },

    /** Soft delete: the item leaves the catalog, orders keep their copy of its name and price. */
    async deleteItem(id: string): Promise<number> {
      const deleted = await items.softDelete(id);
      if (deleted === 0) throw notFound(itemMessages.notFound);
      return deleted;
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
