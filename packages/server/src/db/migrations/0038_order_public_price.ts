import type { Kysely } from 'kysely';

// A group member's order keeps the public price beside theirs (issue 35; requirements §20.5 item 10):
// `orders.public_price_minor`, poisha per unit, the item's public price for that quantity when the
// order was placed, set only where the member's price differed from it; null for everyone else's,
// an accepted quote's and every order already placed. So the invoice says what the member saved
// even after the list price moves.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').addColumn('public_price_minor', 'bigint').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('orders').dropColumn('public_price_minor').execute();
}
