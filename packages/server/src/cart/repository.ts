import { limits } from '@storefront/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { ItemRow } from '../db/schema.ts';
import { countRows, nowIso } from '../db/util.ts';

/** How a line written for an item already in the cart combines with it. */
export type Combine = 'replace' | 'add' | 'larger';

/** A cart line with the item it is for, as it is now (deleted or not). */
export type CartRow = Pick<
  ItemRow,
  'name' | 'sku' | 'image' | 'min_order_quantity' | 'available_quantity' | 'price_minor' | 'price_tiers' | 'deleted_at'
> & { item_id: string; quantity: number };

/** The cart's queries (requirements §14.1): every one scoped to its owner. */
export function cartQueries(db: Db) {
  return {
    /** The cart's lines in the order they were first added, with their items. */
    lines: (userId: string): Promise<CartRow[]> =>
      db
        .selectFrom('cart_lines as c')
        .innerJoin('items as i', 'i.id', 'c.item_id')
        .select([
          'c.item_id',
          'c.quantity',
          'i.name',
          'i.sku',
          'i.image',
          'i.min_order_quantity',
          'i.available_quantity',
          'i.price_minor',
          'i.price_tiers',
          'i.deleted_at',
        ])
        .where('c.user_id', '=', userId)
        .orderBy('c.added_at')
        .orderBy('c.item_id')
        .execute(),

    /** Lines not kept anywhere (a signed-out visitor's cart) with their items, unknown items left out. */
    preview: async (lines: readonly { item: string; quantity: number }[]): Promise<CartRow[]> => {
      if (lines.length === 0) return [];
      const items = await db
        .selectFrom('items')
        .select([
          'id as item_id',
          'name',
          'sku',
          'image',
          'min_order_quantity',
          'available_quantity',
          'price_minor',
          'price_tiers',
          'deleted_at',
        ])
        .where(
          'id',
          'in',
          lines.map((l) => l.item),
        )
        .execute();
      const byId = new Map(items.map((item) => [item.item_id, item]));
      return lines.flatMap((l) => {
        const item = byId.get(l.item);
        return item ? [{ ...item, quantity: l.quantity }] : [];
      });
    },

    /** The items with these SKUs: live ones by the live-SKU index, then deleted ones for the SKUs left. */
    async bySku(skus: readonly string[]): Promise<ItemRow[]> {
      if (skus.length === 0) return [];
      const live = await db
        .selectFrom('items')
        .selectAll()
        .where('sku', 'in', skus)
        .where('deleted_at', 'is', null)
        .execute();
      const found = new Set(live.map((item) => item.sku));
      const rest = skus.filter((sku) => !found.has(sku));
      if (!rest.length) return live;
      const gone = await db
        .selectFrom('items')
        .selectAll()
        .where('sku', 'in', rest)
        .where('deleted_at', 'is not', null)
        .execute();
      return [...live, ...gone];
    },

    count: (userId: string): Promise<number> => countRows(db.selectFrom('cart_lines').where('user_id', '=', userId)),

    has: async (userId: string, itemId: string): Promise<boolean> =>
      (await db
        .selectFrom('cart_lines')
        .select('item_id')
        .where('user_id', '=', userId)
        .where('item_id', '=', itemId)
        .executeTakeFirst()) !== undefined,

    /** The live items among `ids` (deleted and unknown ones left out). */
    liveItems: (ids: readonly string[]): Promise<Pick<ItemRow, 'id' | 'min_order_quantity'>[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('items')
            .select(['id', 'min_order_quantity'])
            .where('id', 'in', ids)
            .where('deleted_at', 'is', null)
            .execute(),

    /** Writes lines; a line for an item already there combines with it as `combine` says. */
    async put(userId: string, lines: readonly { item: string; quantity: number }[], combine: Combine): Promise<void> {
      if (lines.length === 0) return;
      const at = nowIso();
      await db
        .insertInto('cart_lines')
        .values(lines.map((l) => ({ user_id: userId, item_id: l.item, quantity: l.quantity, added_at: at })))
        .onConflict((oc) =>
          oc.columns(['user_id', 'item_id']).doUpdateSet({
            quantity:
              combine === 'replace'
                ? sql<number>`excluded.quantity`
                : combine === 'add'
                  ? // Never past the largest quantity one line may hold.
                    sql<number>`case when cart_lines.quantity + excluded.quantity > ${limits.quantity} then ${limits.quantity} else cart_lines.quantity + excluded.quantity end`
                  : sql<number>`case when excluded.quantity > cart_lines.quantity then excluded.quantity else cart_lines.quantity end`,
          }),
        )
        .execute();
    },

    remove: async (userId: string, itemIds: readonly string[]): Promise<void> => {
      if (itemIds.length === 0) return;
      await db.deleteFrom('cart_lines').where('user_id', '=', userId).where('item_id', 'in', itemIds).execute();
    },

    clear: async (userId: string): Promise<void> => {
      await db.deleteFrom('cart_lines').where('user_id', '=', userId).execute();
    },

    /** Locks the owner's row (PostgreSQL; SQLite's one connection serializes), so the cart's size limit holds. */
    lockOwner: (userId: string): Promise<void> =>
      dialectOf(db).lockRows(db.selectFrom('users').select('id').where('id', '=', userId)),
  };
}

export type CartQueries = ReturnType<typeof cartQueries>;

export function cartRepository(db: Db) {
  return {
    ...cartQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    inTransaction: <T>(work: (tx: CartQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(cartQueries(trx))),
  };
}

export type CartRepository = ReturnType<typeof cartRepository>;
