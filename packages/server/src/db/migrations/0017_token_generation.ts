import type { Kysely } from 'kysely';

// Access tokens carry the generation of their user's row when signed; disabling or enabling an
// account raises it, so the tokens issued before stay dead once it is enabled again (docs/security.md,
// Identity). Rows already there start at 0, as do the tokens signed before this column (no claim).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('token_generation', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').dropColumn('token_generation').execute();
}
