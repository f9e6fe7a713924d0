import type { Kysely } from 'kysely';

// Saved PC builds (requirements §19.4): a signed-in buyer's named lists of parts, each read
// publicly by its id, which is random and unguessable (128 bits) since the link is all that guards
// it. `parts` is JSON ([{ item, quantity }]): a build is read and written whole, never queried by
// part. Deleting the account deletes its builds.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('builds')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('parts', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // A buyer's builds, newest first, and their count (the limit of 50).
  await db.schema.createIndex('builds_user_created').on('builds').columns(['user_id', 'created_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('builds_user_created').execute();
  await db.schema.dropTable('builds').execute();
}
