import type { Kysely } from 'kysely';

// One idempotency key, one checkout (requirements §14.2): the hash of the checkout's canonical body
// is kept beside its key, so the same key with another cart or address is refused instead of
// answering the earlier purchase. Purchases made before have none: they match any body, as before.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').addColumn('body_hash', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('purchases').dropColumn('body_hash').execute();
}
