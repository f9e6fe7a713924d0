import type { Db } from '../db/connection.ts';
import { countRows, newId, nowIso, paged, type Page } from '../db/util.ts';
import type { UserRow } from '../db/schema.ts';

export interface ProfileFields {
  education: string | null;
  location: string | null;
  phone: string | null;
  linkedin_url: string | null;
}

export function usersRepository(db: Db) {
  return {
    findById: (id: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),

    findByEmail: (email: string): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst(),

    count: (): Promise<number> => countRows(db.selectFrom('users')),

    list: (page: Page): Promise<UserRow[]> => paged(db.selectFrom('users').selectAll().orderBy('seq'), page).execute(),

    /** Creates the user on first sign-in; later sign-ins refresh the name and keep the role (or raise it). */
    upsertOnSignIn(
      email: string,
      name: string | undefined,
      fallbackName: string,
      makeAdmin: boolean,
    ): Promise<UserRow> {
      return db
        .insertInto('users')
        .values({
          id: newId(),
          email,
          name: name ?? fallbackName,
          role: makeAdmin ? 'admin' : 'user',
          created_at: nowIso(),
        })
        .onConflict((oc) =>
          oc.column('email').doUpdateSet((eb) => ({
            email: eb.ref('excluded.email'),
            ...(name ? { name: eb.ref('excluded.name') } : {}),
            ...(makeAdmin ? { role: eb.ref('excluded.role') } : {}),
          })),
        )
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

    async updateProfile(email: string, fields: ProfileFields): Promise<number> {
      const result = await db.updateTable('users').set(fields).where('email', '=', email).executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /** Number of rows changed: 0 when the user already is an administrator. */
    async makeAdmin(email: string): Promise<number> {
      const result = await db
        .updateTable('users')
        .set({ role: 'admin' })
        .where('email', '=', email)
        .where('role', '<>', 'admin')
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
