import { sql, type Kysely } from 'kysely';
import { byDialect, dialectOf } from '../dialect.ts';

// Orders as a business process (requirements §13): a status on every order (existing ones are
// `placed`: nobody has confirmed them yet), the events that record each change, full-text search
// over the customer and the item, and the outbox of emails (notices) written with the changes.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** The order's words as the search indexes them (frozen copy of shared `searchTokens`). */
const searchText = (...parts: string[]) =>
  (
    parts
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

/** The full-text index over orders.search_text, in each database's form. */
const textIndex = {
  postgres: async (db: Kysely<any>) => {
    await sql`alter table orders add column search tsvector generated always as (to_tsvector('simple', search_text)) stored`.execute(
      db,
    );
    await sql`create index orders_search on orders using gin (search)`.execute(db);
  },
  sqlite: async (db: Kysely<any>) => {
    await sql`create virtual table orders_fts using fts5(search_text, content='orders', content_rowid='seq', tokenize='unicode61 remove_diacritics 0')`.execute(
      db,
    );
    await sql`create trigger orders_fts_insert after insert on orders begin
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    await sql`create trigger orders_fts_delete after delete on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end`.execute(db);
    await sql`create trigger orders_fts_update after update of search_text on orders begin
      insert into orders_fts(orders_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into orders_fts(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    await sql`insert into orders_fts(orders_fts) values ('rebuild')`.execute(db);
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  const seq = dialectOf(db).serialKey;

  await db.schema
    .alterTable('orders')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('placed'))
    .execute();
  await db.schema.alterTable('orders').addColumn('status_changed_at', 'text').execute();
  await db.schema
    .alterTable('orders')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await db.schema
    .createTable('order_events')
    .addColumn('seq', 'integer', seq)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('actor_email', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_events_order_seq').on('order_events').columns(['order_id', 'seq']).execute();

  // Backfill in batches by seq: the status's date, the search text, and the event that placed it.
  for (let after = 0; ;) {
    const rows: {
      seq: number;
      id: string;
      user_email: string;
      user_name: string;
      item_name: string;
      created_at: string;
    }[] = await db
      .selectFrom('orders')
      .select(['seq', 'id', 'user_email', 'user_name', 'item_name', 'created_at'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      await db
        .updateTable('orders')
        .set({
          status_changed_at: row.created_at,
          search_text: searchText(row.user_email, row.user_name, row.item_name),
        })
        .where('seq', '=', row.seq)
        .execute();
    }
    await db
      .insertInto('order_events')
      .values(
        rows.map((row) => ({
          id: `placed-${row.id}`,
          order_id: row.id,
          from_status: null,
          to_status: 'placed',
          actor_email: row.user_email,
          note: null,
          created_at: row.created_at,
        })),
      )
      .execute();
    after = Number(rows.at(-1)!.seq);
  }

  // Manage All Orders: by status, newest first; a customer's orders by status (the stock share).
  await db.schema.createIndex('orders_status_seq').on('orders').columns(['status', 'seq']).execute();

  await byDialect(db, textIndex)(db);

  // The outbox (requirements §13.8): each email written in the transaction of the change it tells
  // of, then sent by the sender loop with retries; `locked_until` is a claimed row's lease.
  await db.schema
    .createTable('notices')
    .addColumn('seq', 'integer', seq)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('order_id', 'text', (c) => c.references('orders.id'))
    .addColumn('template', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('data', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text')
    .execute();
  await db.schema.createIndex('notices_due').on('notices').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('notices_order_seq').on('notices').columns(['order_id', 'seq']).execute();
}
