import { sql, type Kysely } from 'kysely';

// Migrations are frozen history: they must not follow the current table types, hence Kysely<any>.
/* eslint-disable @typescript-eslint/no-explicit-any */
import { dialectOf } from '../dialect.ts';

export async function up(db: Kysely<any>): Promise<void> {
  const dialect = dialectOf(db);
  // An integer sequence keeps insertion order; `id` (random string) is what the API calls _id.
  const seq = (table: string) =>
    db.schema
      .createTable(table)
      .addColumn('seq', 'integer', dialect.serialKey)
      .addColumn('id', 'text', (c) => c.notNull().unique());

  await seq('items')
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('image', 'text', (c) => c.notNull())
    .addColumn('short_description', 'text', (c) => c.notNull())
    .addColumn('min_order_quantity', 'integer', (c) => c.notNull())
    .addColumn('available_quantity', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('deleted_at', 'text')
    .addCheckConstraint('items_available_not_negative', sql`available_quantity >= 0`)
    .execute();
  await db.schema
    .createIndex('items_live_seq')
    .on('items')
    .column('seq')
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await seq('users')
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('user'))
    .addColumn('education', 'text')
    .addColumn('location', 'text')
    .addColumn('phone', 'text')
    .addColumn('linkedin_url', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await seq('orders')
    .addColumn('user_email', 'text', (c) => c.notNull())
    .addColumn('user_name', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_minor', 'bigint', (c) => c.notNull())
    .addColumn('total_minor', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('orders_user_seq').on('orders').columns(['user_email', 'seq']).execute();
  await db.schema.createIndex('orders_created_at').on('orders').columns(['created_at', 'seq']).execute();
  await db.schema.createIndex('orders_item').on('orders').column('item_id').execute();

  await seq('reviews')
    .addColumn('rating', 'double precision', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('author_email', 'text', (c) => c.notNull())
    .addColumn('author_name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('images')
    .addColumn('sha256', 'text', (c) => c.primaryKey())
    .addColumn('data', dialect.bytes, (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['images', 'reviews', 'orders', 'users', 'items']) await db.schema.dropTable(table).execute();
}
