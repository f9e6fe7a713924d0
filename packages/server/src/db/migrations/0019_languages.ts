import type { Kysely } from 'kysely';

// Languages (requirements §16): each account remembers its own, English for every row already
// there; each outbox email is written in its recipient's, English for the emails already queued.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
  await db.schema
    .alterTable('notices')
    .addColumn('language', 'varchar(2)', (col) => col.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('notices').dropColumn('language').execute();
  await db.schema.alterTable('users').dropColumn('language').execute();
}
