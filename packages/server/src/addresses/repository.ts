import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { AddressRow } from '../db/schema.ts';
import { countRows, newId, nowIso } from '../db/util.ts';

export interface AddressFields {
  label: string;
  address: string;
  phone: string;
  district: string;
}

/** A user's book: the default first, then in the order written. */
function bookOf(db: Db, userId: string) {
  return db
    .selectFrom('addresses')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('is_default', 'desc')
    .orderBy('seq');
}

/** The address book's queries (requirements §14.7). Every one is scoped to its owner. */
function addressQueries(db: Db) {
  return {
    list: (userId: string): Promise<AddressRow[]> => bookOf(db, userId).execute(),

    find: (userId: string, id: string): Promise<AddressRow | undefined> =>
      db.selectFrom('addresses').selectAll().where('user_id', '=', userId).where('id', '=', id).executeTakeFirst(),

    count: (userId: string): Promise<number> => countRows(db.selectFrom('addresses').where('user_id', '=', userId)),

    insert: (userId: string, fields: AddressFields): Promise<AddressRow> =>
      db
        .insertInto('addresses')
        .values({ id: newId(), user_id: userId, ...fields, is_default: 0, created_at: nowIso() })
        .returningAll()
        .executeTakeFirstOrThrow(),

    update: (userId: string, id: string, fields: AddressFields): Promise<AddressRow | undefined> =>
      db
        .updateTable('addresses')
        .set(fields)
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    remove: async (userId: string, id: string): Promise<boolean> =>
      Number(
        (await db.deleteFrom('addresses').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst())
          .numDeletedRows,
      ) > 0,

    /** Makes `id` the user's only default: the old one is cleared first (one default per user, by index). */
    async makeDefault(userId: string, id: string): Promise<void> {
      await db
        .updateTable('addresses')
        .set({ is_default: 0 })
        .where('user_id', '=', userId)
        .where('is_default', '=', 1)
        .where('id', '<>', id)
        .execute();
      await db
        .updateTable('addresses')
        .set({ is_default: 1 })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .execute();
    },

    /** The user's newest address, for when the default was deleted. */
    newest: async (userId: string): Promise<AddressRow | undefined> =>
      db
        .selectFrom('addresses')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('seq', 'desc')
        .limit(1)
        .executeTakeFirst(),

    /** Locks the user's row (PostgreSQL; SQLite's one connection serializes), so a book's checks hold. */
    lockOwner: (userId: string): Promise<void> =>
      dialectOf(db).lockRows(db.selectFrom('users').select('id').where('id', '=', userId)),
  };
}

export type AddressQueries = ReturnType<typeof addressQueries>;

export function addressesRepository(db: Db) {
  return {
    ...addressQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    inTransaction: <T>(work: (tx: AddressQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(addressQueries(trx))),
  };
}

export type AddressesRepository = ReturnType<typeof addressesRepository>;
