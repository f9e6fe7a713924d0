import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Quotes (issue 35 item 5; requirements §20.7):
// - quote_requests: a buyer's request for prices, numbered from its sequence as purchases are
//   ("Q-000042"), with the buyer's company when they asked (null for none), their note, its stored
//   status (`expired` is computed, never stored) and the purchase its acceptance made. A buyer's
//   quotes and the staff's list by status are read newest first by their indexes;
// - quote_request_lines: the items and quantities asked about, in the order sent;
// - quote_offers: each answer of the staff a new version (unique per quote: two offers sent at once
//   cannot take the same number), its last valid store day and message;
// - quote_offer_lines: the offered price per unit of each line, and the public tier price for that
//   quantity when it was offered (the saving the buyer is shown stays what it was then);
// - quote_events: the thread both sides read, oldest first.
// A quote holds no stock: nothing here touches items' quantities. Deleting the buyer's account
// deletes their quotes (the purchase an acceptance made stays, as every purchase does).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('quote_requests')
    .addColumn('seq', 'integer', dialectOf(db).serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('company_id', 'text')
    .addColumn('note', 'text')
    .addColumn('status', 'varchar(20)', (c) =>
      c
        .notNull()
        .check(sql`status in ('requested', 'offered', 'changes_requested', 'accepted', 'rejected', 'withdrawn')`),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('purchase_id', 'text')
    .execute();
  await db.schema.createIndex('quote_requests_user').on('quote_requests').columns(['user_id', 'seq']).execute();
  await db.schema.createIndex('quote_requests_status').on('quote_requests').columns(['status', 'seq']).execute();
  await db.schema
    .createTable('quote_request_lines')
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addPrimaryKeyConstraint('quote_request_lines_pk', ['quote_id', 'position'])
    .execute();
  await db.schema
    .createTable('quote_offers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('version', 'integer', (c) => c.notNull().check(sql`version > 0`))
    .addColumn('valid_until', 'varchar(10)', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('offered_by', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('quote_offers_version', ['quote_id', 'version'])
    .execute();
  await db.schema
    .createTable('quote_offer_lines')
    .addColumn('offer_id', 'text', (c) => c.notNull().references('quote_offers.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('quantity', 'integer', (c) => c.notNull().check(sql`quantity > 0`))
    .addColumn('unit_price_minor', 'bigint', (c) => c.notNull().check(sql`unit_price_minor >= 0`))
    .addColumn('list_price_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('quote_offer_lines_pk', ['offer_id', 'position'])
    .execute();
  await db.schema
    .createTable('quote_events')
    .addColumn('seq', 'integer', dialectOf(db).serialKey)
    .addColumn('quote_id', 'text', (c) => c.notNull().references('quote_requests.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (c) =>
      c
        .notNull()
        .check(sql`kind in ('requested', 'offered', 'changes_requested', 'rejected', 'withdrawn', 'accepted')`),
    )
    .addColumn('by_user', 'text', (c) => c.notNull())
    .addColumn('staff', 'integer', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('version', 'integer')
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('quote_events_quote').on('quote_events').columns(['quote_id', 'seq']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('quote_events_quote').execute();
  await db.schema.dropTable('quote_events').execute();
  await db.schema.dropTable('quote_offer_lines').execute();
  await db.schema.dropTable('quote_offers').execute();
  await db.schema.dropTable('quote_request_lines').execute();
  await db.schema.dropIndex('quote_requests_status').execute();
  await db.schema.dropIndex('quote_requests_user').execute();
  await db.schema.dropTable('quote_requests').execute();
}
