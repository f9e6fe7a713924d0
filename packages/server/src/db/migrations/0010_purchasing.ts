import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Purchasing (requirements §14.1 to §14.3). A signed-in buyer's cart is on the server (one row per
// item; deleting the account empties it). A checkout is a purchase: one order per line, as the
// one-item orders (POST /api/order) already are, grouped by `orders.purchase_id` (docs/architecture.md says why). The
// buyer's idempotency key is unique per buyer, so a retried checkout finds the purchase it made.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('cart_lines')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id').onDelete('cascade'))
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('added_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('cart_lines_pk', ['user_id', 'item_id'])
    .addCheckConstraint('cart_lines_quantity_positive', sql`quantity > 0`)
    .execute();

  await db.schema
    .createTable('purchases')
    .addColumn('seq', 'integer', dialectOf(db).serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('idempotency_key', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('purchases_user_key', ['user_email', 'idempotency_key'])
    .execute();

  await db.schema.alterTable('orders').addColumn('purchase_id', 'text').execute();
  await db.schema.createIndex('orders_purchase').on('orders').column('purchase_id').execute();
}
