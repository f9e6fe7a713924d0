import { randomBytes } from 'node:crypto';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { BuildRow, ItemRow } from '../db/schema.ts';
import { countRows, nowIso } from '../db/util.ts';

/**
 * A build's id: 128 random bits, URL-safe (22 characters). The public link is all that guards a
 * saved build, so unlike the other ids (db/util.ts newId: time, then 48 random bits) it tells
 * nothing and cannot be guessed from another.
 */
export function newBuildId(): string {
  return randomBytes(16).toString('base64url');
}

export interface StoredPart {
  item: string;
  quantity: number;
}

/** An item as a build's part: what the check prices and what its rules read (`specs`, JSON). */
export type PartRow = Pick<ItemRow, 'id' | 'name' | 'category_id' | 'price_minor' | 'price_tiers' | 'deleted_at'> & {
  specs: string;
};

/** The saved builds' queries (requirements §19.4): the owner's writes are scoped to their owner. */
function buildQueries(db: Db) {
  return {
    /** A buyer's builds, newest first. */
    list: (userId: string): Promise<BuildRow[]> =>
      db
        .selectFrom('builds')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute(),

    /** The items `ids` names (deleted ones included: the caller says what is wrong with them). */
    parts: (ids: readonly string[]): Promise<PartRow[]> =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .selectFrom('items')
            .select(['id', 'name', 'category_id', 'price_minor', 'price_tiers', 'deleted_at', 'specs'])
            .where('id', 'in', ids)
            .execute(),

    /** Any build by its id (the public link). */
    find: (id: string): Promise<BuildRow | undefined> =>
      db.selectFrom('builds').selectAll().where('id', '=', id).executeTakeFirst(),

    count: (userId: string): Promise<number> => countRows(db.selectFrom('builds').where('user_id', '=', userId)),

    insert: (userId: string, name: string, parts: readonly StoredPart[]): Promise<BuildRow> => {
      const at = nowIso();
      return db
        .insertInto('builds')
        .values({
          id: newBuildId(),
          user_id: userId,
          name,
          parts: JSON.stringify(parts),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Renames the owner's build; undefined when the build is not theirs (or not there). */
    rename: (userId: string, id: string, name: string): Promise<BuildRow | undefined> =>
      db
        .updateTable('builds')
        .set({ name, updated_at: nowIso() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirst(),

    /** Deletes the owner's build; false when it is not theirs (or not there). */
    remove: async (userId: string, id: string): Promise<boolean> =>
      Number(
        (await db.deleteFrom('builds').where('user_id', '=', userId).where('id', '=', id).executeTakeFirst())
          .numDeletedRows,
      ) > 0,

    /** Locks the owner's row (PostgreSQL; SQLite's one connection serializes), so the limit of builds holds. */
    lockOwner: (userId: string): Promise<void> =>
      dialectOf(db).lockRows(db.selectFrom('users').select('id').where('id', '=', userId)),
  };
}

export type BuildQueries = ReturnType<typeof buildQueries>;

export function buildsRepository(db: Db) {
  return {
    ...buildQueries(db),
    /** Runs `work` in one transaction with the same queries bound to it. */
    inTransaction: <T>(work: (tx: BuildQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(buildQueries(trx))),
  };
}

export type BuildsRepository = ReturnType<typeof buildsRepository>;
