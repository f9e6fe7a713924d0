import type { Kysely } from 'kysely';

// `orders_item` (item_id) is the first column of `orders_item_user` (item_id, user_email, quantity,
// 0004): every lookup by item can use the longer one, while each order written also wrote the
// shorter one's page, a random page per line of a checkout (bench/README.md, checkout).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('orders_item').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('orders_item').on('orders').column('item_id').execute();
}
