import { sql, type Kysely } from 'kysely';
import { byDialect } from '../dialect.ts';

// What a group member's catalog read depends on, told by PostgreSQL itself (requirements §20.5,
// docs/architecture.md "Caches and the change feed"): every write that changes a reader's row as a
// token is checked against it (email, disabled_at, token_generation), their group (users' and
// companies' customer_group_id, company_members) or a group's list (customer_group_version) sends
// `NOTIFY storefront_readers` in its own transaction, so at its commit and by no writer's memory
// (db/changes.ts: every instance's LISTEN connection and pool connections hear it). Each server instance keeps the rows its members' reads found
// (customer-groups/reader-rows.ts) and drops them all when it hears it. Row triggers with a
// condition, so that a sign-in writing the same email again sends nothing; PostgreSQL folds a
// transaction's identical notifications into one. SQLite's single process reads the row per use
// and has nothing to be told: no triggers there.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

const NOTIFY = `perform pg_notify('storefront_readers', '');`;

/** Table, trigger event and condition (on a row trigger) of each write that moves a reader. */
const TRIGGERS: Array<{ table: string; name: string; event: string; when?: string; level: 'row' | 'statement' }> = [
  {
    table: 'users',
    name: 'users_readers_update',
    event: 'update',
    when: `old.email is distinct from new.email or old.disabled_at is distinct from new.disabled_at
      or old.token_generation is distinct from new.token_generation
      or old.customer_group_id is distinct from new.customer_group_id`,
    level: 'row',
  },
  { table: 'users', name: 'users_readers_delete', event: 'delete', level: 'statement' },
  {
    table: 'companies',
    name: 'companies_readers_update',
    event: 'update',
    when: 'old.customer_group_id is distinct from new.customer_group_id',
    level: 'row',
  },
  { table: 'companies', name: 'companies_readers_delete', event: 'delete', level: 'statement' },
  { table: 'company_members', name: 'company_members_readers', event: 'insert or delete', level: 'statement' },
  {
    table: 'company_members',
    name: 'company_members_readers_update',
    event: 'update',
    when: 'old.company_id is distinct from new.company_id or old.user_id is distinct from new.user_id',
    level: 'row',
  },
  { table: 'customer_group_version', name: 'customer_group_version_readers', event: 'update', level: 'statement' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await byDialect(db, {
    sqlite: async () => {},
    postgres: async (d: Kysely<any>) => {
      await sql
        .raw(
          `create function notify_readers() returns trigger language plpgsql as $$
        begin
          ${NOTIFY}
          return null;
        end $$`,
        )
        .execute(d);
      for (const { table, name, event, when, level } of TRIGGERS)
        await sql
          .raw(
            `create trigger ${name} after ${event} on ${table} for each ${level}` +
              `${when ? ` when (${when})` : ''} execute function notify_readers()`,
          )
          .execute(d);
    },
  })(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await byDialect(db, {
    sqlite: async () => {},
    postgres: async (d: Kysely<any>) => {
      for (const { table, name } of TRIGGERS) await sql.raw(`drop trigger ${name} on ${table}`).execute(d);
      await sql`drop function notify_readers()`.execute(d);
    },
  })(db);
}
