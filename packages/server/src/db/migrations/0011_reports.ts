import { sql, type Kysely } from 'kysely';
import { byDialect, dialectOf } from '../dialect.ts';

// The admin overview's figures (requirements §15.3). Every write to `orders` appends what it
// changed to `report_changes` (a trigger, so no write path can forget it); the overview folds those
// rows into two daily roll-ups before it reads them. Appending, never updating a shared row, means
// concurrent checkouts never wait on one another (or deadlock) over today's totals. A day is the
// store's (STORE_TIME_ZONE): `report_calendar` holds when each day begins there, and
// `report_state` which zone it was built for (reports/prepare.ts rebuilds both when it changes).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** The triggers that append each write to `orders` to `report_changes`, in each database's form. */
const changeTriggers = {
  postgres: async (db: Kysely<any>) => {
    // Statement triggers with transition tables: a 50-line checkout appends in one statement.
    await sql`create function orders_report_insert() returns trigger language plpgsql as $$
      begin
        insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
          select created_at, item_id, status, 1, quantity, total_minor from new_rows;
        return null;
      end $$`.execute(db);
    await sql`create function orders_report_update() returns trigger language plpgsql as $$
      begin
        insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
          select o.created_at, o.item_id, o.status, -1, -o.quantity, -o.total_minor
            from old_rows o join new_rows n on n.seq = o.seq
            where (o.status, o.created_at, o.item_id, o.quantity, o.total_minor)
              is distinct from (n.status, n.created_at, n.item_id, n.quantity, n.total_minor)
          union all
          select n.created_at, n.item_id, n.status, 1, n.quantity, n.total_minor
            from old_rows o join new_rows n on n.seq = o.seq
            where (o.status, o.created_at, o.item_id, o.quantity, o.total_minor)
              is distinct from (n.status, n.created_at, n.item_id, n.quantity, n.total_minor);
        return null;
      end $$`.execute(db);
    await sql`create function orders_report_delete() returns trigger language plpgsql as $$
      begin
        insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
          select created_at, item_id, status, -1, -quantity, -total_minor from old_rows;
        return null;
      end $$`.execute(db);
    await sql`create trigger orders_report_insert after insert on orders
      referencing new table as new_rows for each statement execute function orders_report_insert()`.execute(db);
    await sql`create trigger orders_report_update after update on orders
      referencing old table as old_rows new table as new_rows for each statement execute function orders_report_update()`.execute(
      db,
    );
    await sql`create trigger orders_report_delete after delete on orders
      referencing old table as old_rows for each statement execute function orders_report_delete()`.execute(db);
  },
  sqlite: async (db: Kysely<any>) => {
    // One writer at a time, so orders commit in `seq` order: a fold takes the new orders straight
    // from `orders` (those after `report_state.folded_seq`), and only changes to orders already
    // folded are appended (a trigger row per new order cost a third of the order rate).
    const folded = 'old.seq <= (select folded_seq from report_state where id = 1)';
    await sql`create trigger orders_report_update
      after update of status, created_at, item_id, quantity, total_minor on orders when ${sql.raw(folded)} begin
      insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
        values (old.created_at, old.item_id, old.status, -1, -old.quantity, -old.total_minor),
               (new.created_at, new.item_id, new.status, 1, new.quantity, new.total_minor);
    end`.execute(db);
    await sql`create trigger orders_report_delete after delete on orders when ${sql.raw(folded)} begin
      insert into report_changes (placed_at, item_id, status, orders, units, revenue_minor)
        values (old.created_at, old.item_id, old.status, -1, -old.quantity, -old.total_minor);
    end`.execute(db);
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  // SQLite keeps these tables in their key's order (a period's rows side by side on disk).
  const { clustered, rowKey } = dialectOf(db);

  await db.schema
    .createTable('report_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    // SQLite: the last order (by seq) the roll-ups hold (see its triggers below).
    .addColumn('folded_seq', 'bigint', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('report_calendar')
    .addColumn('day', 'text', (c) => c.primaryKey())
    .addColumn('starts_at', 'text', (c) => c.notNull().unique())
    .execute();
  // One row per order and status per change: +1 for the new state, -1 for the old one.
  await db.schema
    .createTable('report_changes')
    // SQLite: the rowid itself (no AUTOINCREMENT, whose counter row is one more write per order);
    // a fold takes what is there in one transaction, so a number used again later is harmless.
    .addColumn('seq', 'integer', rowKey)
    .addColumn('placed_at', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orders', 'integer', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('revenue_minor', 'bigint', (c) => c.notNull())
    .execute();
  // Orders placed per store day by their status now (every status, cancelled included).
  await db.schema
    .createTable('report_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('revenue_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_days_pk', ['day', 'status'])
    .$call(clustered)
    .execute();
  // Sales per store day and item, cancelled orders left out (the top items).
  await db.schema
    .createTable('report_item_days')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('item_id', 'text', (c) => c.notNull())
    .addColumn('orders', 'bigint', (c) => c.notNull())
    .addColumn('units', 'bigint', (c) => c.notNull())
    .addColumn('revenue_minor', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_item_days_pk', ['day', 'item_id'])
    .$call(clustered)
    .execute();
  // New customers per week: a range over the users' creation.
  await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();

  await byDialect(db, changeTriggers)(db);
  // The orders already placed: folded in by the first rebuild (reports/prepare.ts), which finds
  // no `report_state` row yet.
}
