import type { Kysely } from 'kysely';

// The units one customer holds in orders of one item (the stock-share limit, docs/security.md).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  // Covering (quantity included): the sum is read from the index alone.
  await db.schema.createIndex('orders_item_user').on('orders').columns(['item_id', 'user_email', 'quantity']).execute();
}
