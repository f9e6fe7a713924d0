import type { Kysely } from 'kysely';

// One email per event of a purchase (requirements §13.7): a purchase's email names its purchase
// instead of one order (`order_id` null), and an order's page lists the purchase's emails that
// told of it, found through this column's index.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('notices')
    .addColumn('purchase_id', 'text', (c) => c.references('purchases.id'))
    .execute();
  await db.schema.createIndex('notices_purchase_seq').on('notices').columns(['purchase_id', 'seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('notices_purchase_seq').execute();
  await db.schema.alterTable('notices').dropColumn('purchase_id').execute();
}
