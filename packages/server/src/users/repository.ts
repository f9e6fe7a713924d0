import { sql, type SqlBool } from 'kysely';
import type { Db } from '../db/connection.ts';
import { preparedRows } from '../db/prepared.ts';
import { dialectOf } from '../db/dialect.ts';
import { countRows, newId, nowIso, paged, type Page } from '../db/util.ts';
import type { Language } from '@storefront/shared';
import type { UserRow } from '../db/schema.ts';

/** A user as Make Admin lists them: with how many orders they placed. */
export type ListedUserRow = UserRow & { order_count: number | string };

/**
 * Users whose name or email holds `q` (any case; LIKE's wildcards taken as plain characters), or
 * every user. A substring, not a word start: people type part of an address ("gmail", "rahim.k").
 */
function matching(q: string | undefined) {
  if (!q) return sql<SqlBool>`true`;
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const like = (column: 'email' | 'name') =>
    sql<SqlBool>`lower(${sql.ref(`users.${column}`)}) like ${pattern} escape '\\'`;
  return sql<SqlBool>`(${like('email')} or ${like('name')})`;
}

export interface ProfileFields {
  education: string | null;
  location: string | null;
  phone: string | null;
  linkedin_url: string | null;
}

export function usersRepository(db: Db) {
  return {
    /** Every signed-in request's guard reads this (auth/guard.ts): prepared once per connection. */
    findById: async (id: string): Promise<UserRow | undefined> =>
      (await preparedRows(db, 'users-find-by-id', db.selectFrom('users').selectAll().where('id', '=', id)))[0],

    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    count: (): Promise<number> => countRows(db.selectFrom('users')),

    /** How many users `q` finds (every user: `count`, which the server keeps between writes). */
    countMatching: (q: string): Promise<number> => countRows(db.selectFrom('users').where(matching(q))),

    /** A page of the users `q` finds, in the order they joined, each with their orders counted. */
    list: (page: Page, q?: string): Promise<ListedUserRow[]> =>
      paged(
        db
          .selectFrom('users')
          .selectAll('users')
          // Per listed user through orders_user_seq: a page reads its users' orders' index entries only.
          .select((eb) =>
            eb
              .selectFrom('orders')
              .whereRef('orders.user_email', '=', 'users.email')
              .select(eb.fn.countAll<number>().as('n'))
              .as('order_count'),
          )
          .where(matching(q))
          .orderBy('users.seq'),
        page,
      ).execute() as Promise<ListedUserRow[]>,

    findByUid: (uid: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('firebase_uid', '=', uid).executeTakeFirst(),

    /** A new row owned by `uid` from its first sign-in; undefined when the email is taken meanwhile. */
    async createOnSignIn(row: {
      uid: string;
      email: string;
      name: string;
      admin: boolean;
      verifiedAt: string | null;
      language: Language;
    }): Promise<UserRow | undefined> {
      return db
        .insertInto('users')
        .values({
          id: newId(),
          email: row.email,
          name: row.name,
          role: row.admin ? 'admin' : 'user',
          firebase_uid: row.uid,
          email_verified_at: row.verifiedAt,
          language: row.language,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.doNothing())
        .returningAll()
        .executeTakeFirst();
    },

    /**
     * A sign-in's news for the row it owns (or claims: `uid` replaces whatever account held it):
     * the display name, whether the address is verified now, and ADMIN_EMAILS' promotion.
     */
    async recordSignIn(
      id: string,
      changes: { uid: string; name: string | undefined; verifiedAt: string | null; makeAdmin: boolean },
    ): Promise<UserRow> {
      return db
        .updateTable('users')
        .set({
          firebase_uid: changes.uid,
          email_verified_at: changes.verifiedAt,
          ...(changes.name ? { name: changes.name } : {}),
          ...(changes.makeAdmin ? { role: 'admin' as const } : {}),
        })
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The grant-admin command: creates the user when missing. */
    grantAdmin(email: string, fallbackName: string): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({ id: newId(), email, name: fallbackName, role: 'admin', created_at: nowIso() })
        .onConflict((oc) => oc.column('email').doUpdateSet({ role: 'admin' }))
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** The account's language (requirements §16); false when the row is gone. */
    async setLanguage(id: string, language: Language): Promise<boolean> {
      const result = await db.updateTable('users').set({ language }).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    async updateProfile(email: string, fields: ProfileFields): Promise<number> {
      const result = await db.updateTable('users').set(fields).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Runs `change` on `target` only while `actor` is still an active administrator, both rows
     * locked (PostgreSQL) or the only connection held (SQLite): two administrators taking
     * each other's role at once cannot leave none. Answers undefined when the actor no longer is one.
     */
    async asActiveAdmin<T>(
      actorId: string,
      targetEmail: string,
      change: (target: UserRow | undefined, trx: Db) => Promise<T>,
    ): Promise<{ done: T } | undefined> {
      return db.transaction().execute(async (trx) => {
        const locked = await dialectOf(db)
          .forUpdate(
            trx
              .selectFrom('users')
              .selectAll()
              .where((eb) => eb.or([eb('id', '=', actorId), eb('email', '=', targetEmail)]))
              .orderBy('id'),
          )
          .execute();
        const actor = locked.find((r) => r.id === actorId);
        if (!actor || actor.role !== 'admin' || actor.disabled_at !== null) return undefined;
        return {
          done: await change(
            locked.find((r) => r.email === targetEmail),
            trx,
          ),
        };
      });
    },

    /**
     * Number of rows changed: 0 when the user already is an administrator, or is disabled or has no
     * verified address now (a change that raced the service's check).
     */
    async makeAdmin(email: string): Promise<number> {
      const result = await db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('email', '=', email)
        .where('role', '<>', 'admin')
        .where('disabled_at', 'is', null)
        .where('email_verified_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Number of rows changed: 0 when the user already was not an administrator. */
    async revokeAdmin(email: string, trx: Db = db): Promise<number> {
      const result = await trx
        .updateTable('users')
        .set({ role: 'user' })
        .where('email', '=', email)
        .where('role', '=', 'admin')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * Number of rows changed: 0 when it already was so. Either change raises the token generation:
     * every access token issued before it is refused, also one a sign-in racing the disable got.
     */
    async setDisabled(email: string, disabled: boolean, trx: Db = db): Promise<number> {
      const result = await trx
        .updateTable('users')
        .set((eb) => ({ disabled_at: disabled ? nowIso() : null, token_generation: eb('token_generation', '+', 1) }))
        .where('email', '=', email)
        .where('disabled_at', disabled ? 'is' : 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
