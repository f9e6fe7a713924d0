import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// The stock ledger (requirements §12.9): one row per change of an item's stock. Every item starts
// with an opening movement of the stock it holds now, so from here on an item's available quantity
// is the sum of its movements.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stock_movements')
    .addColumn('seq', 'integer', dialectOf(db).serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('change', 'integer', (c) => c.notNull())
    .addColumn('balance', 'integer', (c) => c.notNull())
    .addColumn('reason', 'text')
    .addColumn('actor_email', 'text')
    .addColumn('order_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addCheckConstraint('stock_movements_balance_not_negative', sql`balance >= 0`)
    .execute();
  // An item's history, newest first.
  await db.schema.createIndex('stock_movements_item_seq').on('stock_movements').columns(['item_id', 'seq']).execute();

  // Opening movements for the items there are (deleted ones too: their orders can still be deleted).
  const now = new Date().toISOString();
  await sql`insert into stock_movements (id, item_id, kind, change, balance, created_at)
    select ${sql.lit('open-')} || id, id, 'opening', available_quantity, available_quantity, ${now}
    from items where available_quantity <> 0 order by seq`.execute(db);
}
