import type { Kysely } from 'kysely';

// Volume price tiers (requirements §14.4): an item's prices beyond its first, as JSON
// `[{ "min_quantity": 10, "price_minor": 710000 }]`. A short list always read with the item, so it
// lives on the item's row (no join on every catalog read); existing items have none.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('price_tiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .execute();
}
