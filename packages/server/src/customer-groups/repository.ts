import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { preparedRows } from '../db/prepared.ts';
import type { CustomerGroupPricesTable } from '../db/schema.ts';
import type { Insertable, Selectable } from 'kysely';

// Customer groups, their price lists and who is in them (requirements §20.5). SQL only: the rules
// are the service's (service.ts) and the shared pricing's (shared customer-groups.ts).

export type GroupPriceRow = Selectable<CustomerGroupPricesTable>;

/** An entry with its item's name, SKU and public price, as the admin's list shows it. */
export interface GroupPriceWithItem extends GroupPriceRow {
  item_name: string;
  sku: string;
  item_price_minor: number | string;
}

function groupQueries(db: Db) {
  return {
    /** Every group, by name, with how many users and companies it holds. */
    list: () =>
      db
        .selectFrom('customer_groups as g')
        .select([
          'g.id',
          'g.name',
          'g.created_at',
          (eb) =>
            eb
              .selectFrom('users')
              .select((c) => c.fn.countAll<number | string>().as('n'))
              .whereRef('users.customer_group_id', '=', 'g.id')
              .as('users'),
          (eb) =>
            eb
              .selectFrom('companies')
              .select((c) => c.fn.countAll<number | string>().as('n'))
              .whereRef('companies.customer_group_id', '=', 'g.id')
              .as('companies'),
        ])
        .orderBy('g.name')
        .execute(),

    exists: async (id: string): Promise<boolean> =>
      (await db.selectFrom('customer_groups').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,

    insert: async (row: { id: string; name: string; created_at: string }): Promise<void> => {
      await db.insertInto('customer_groups').values(row).execute();
    },

    /** Renames; false when no such group. */
    rename: async (id: string, name: string): Promise<boolean> =>
      Number(
        (await db.updateTable('customer_groups').set({ name }).where('id', '=', id).executeTakeFirst()).numUpdatedRows,
      ) > 0,

    /** Takes its users and companies out of it, then deletes it (its entries go with it); false when none. */
    remove: async (id: string): Promise<boolean> => {
      await db.updateTable('users').set({ customer_group_id: null }).where('customer_group_id', '=', id).execute();
      await db.updateTable('companies').set({ customer_group_id: null }).where('customer_group_id', '=', id).execute();
      const { numDeletedRows } = await db.deleteFrom('customer_groups').where('id', '=', id).executeTakeFirst();
      return Number(numDeletedRows) > 0;
    },

    /** The group's entries with their items, by item name. */
    prices: (groupId: string): Promise<GroupPriceWithItem[]> =>
      db
        .selectFrom('customer_group_prices as p')
        .innerJoin('items as i', 'i.id', 'p.item_id')
        .selectAll('p')
        .select(['i.name as item_name', 'i.sku', 'i.price_minor as item_price_minor'])
        .where('p.group_id', '=', groupId)
        .orderBy('i.name')
        .orderBy('p.item_id')
        .execute(),

    /** Which of `ids` are live items. */
    liveItems: async (ids: readonly string[]): Promise<Set<string>> => {
      if (!ids.length) return new Set();
      const rows = await db
        .selectFrom('items')
        .select('id')
        .where('id', 'in', ids)
        .where('deleted_at', 'is', null)
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /** The group's whole list replaced by `rows` (one statement each way: the version rises once or twice). */
    replacePrices: async (groupId: string, rows: Insertable<CustomerGroupPricesTable>[]): Promise<void> => {
      await db.deleteFrom('customer_group_prices').where('group_id', '=', groupId).execute();
      if (rows.length) await db.insertInto('customer_group_prices').values(rows).execute();
    },

    /** Sets a user's group; false when no such user. */
    assignUser: async (userId: string, groupId: string | null): Promise<boolean> =>
      Number(
        (await db.updateTable('users').set({ customer_group_id: groupId }).where('id', '=', userId).executeTakeFirst())
          .numUpdatedRows,
      ) > 0,

    /** Sets a company's group; false when no such company. */
    assignCompany: async (companyId: string, groupId: string | null): Promise<boolean> =>
      Number(
        (
          await db
            .updateTable('companies')
            .set({ customer_group_id: groupId })
            .where('id', '=', companyId)
            .executeTakeFirst()
        ).numUpdatedRows,
      ) > 0,
  };
}

export type GroupQueries = ReturnType<typeof groupQueries>;

/** What the price book reads (price-book.ts). */
export function priceBookQueries(db: Db) {
  return {
    /**
     * The group whose prices `userId` pays (a company member's is the company's, anyone else's
     * their own; null for none) and the entries' version now, in one read.
     */
    groupOf: async (userId: string) =>
      (
        await preparedRows(
          db,
          'price-book-group-of',
          db
            .selectFrom('users as u')
            .leftJoin('company_members as m', 'm.user_id', 'u.id')
            .leftJoin('companies as c', 'c.id', 'm.company_id')
            .select([
              // The row's fields a token is checked against (auth/guard.ts claimsHold): a catalog read
              // checks its reader and finds their group in this one read.
              'u.email',
              'u.disabled_at',
              'u.token_generation',
              sql<string | null>`case when m.user_id is null then u.customer_group_id else c.customer_group_id end`.as(
                'group_id',
              ),
              (eb) => eb.selectFrom('customer_group_version').select('version').where('id', '=', 1).as('version'),
            ])
            .where('u.id', '=', userId),
        )
      )[0],

    /** A group's entries, as the pricing reads them. */
    entries: (groupId: string): Promise<GroupPriceRow[]> =>
      db.selectFrom('customer_group_prices').selectAll().where('group_id', '=', groupId).execute(),
  };
}

export type PriceBookQueries = ReturnType<typeof priceBookQueries>;

export function customerGroupsRepository(db: Db) {
  return {
    ...groupQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    inTransaction: <T>(work: (tx: GroupQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(groupQueries(trx))),
  };
}

export type CustomerGroupsRepository = ReturnType<typeof customerGroupsRepository>;
