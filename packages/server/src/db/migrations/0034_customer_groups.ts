import { sql, type Kysely } from 'kysely';
import { byDialect } from '../dialect.ts';

// Customer groups and their price lists (issue 35 item 4; requirements §20.5):
// - customer_groups: a group (Dealer, Corporate), its name unique;
// - customer_group_prices: per group and item one entry, either a price (`price_minor`, with
//   optional volume tiers as JSON like items.price_tiers) or basis points off the public price
//   (`percent_off_bp`), exactly one of them (a check), valid from and until store days (both
//   included, null for open ends); a group's entries go with it;
// - users and companies gain their group, null for none; a group's delete leaves them in none (the
//   service clears them in its transaction: SQLite drops no column a foreign key names, and 0034
//   goes back down);
// - customer_group_version: one number raised by triggers on every write of the entries, in the
//   write's own transaction: a server keeps each group's entries in memory (customer-groups/price-book.ts)
//   and reads this number per use, exact on every instance (as catalog_version, migration 0030).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('customer_groups')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('customer_group_prices')
    .addColumn('group_id', 'text', (c) => c.notNull().references('customer_groups.id').onDelete('cascade'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('items.id'))
    .addColumn('price_minor', 'bigint')
    .addColumn('percent_off_bp', 'integer', (c) => c.check(sql`percent_off_bp > 0 and percent_off_bp < 10000`))
    .addColumn('tiers', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('valid_from', 'varchar(10)')
    .addColumn('valid_until', 'varchar(10)')
    .addPrimaryKeyConstraint('customer_group_prices_pkey', ['group_id', 'item_id'])
    .addCheckConstraint('customer_group_prices_one_kind', sql`(price_minor is null) <> (percent_off_bp is null)`)
    .execute();
  for (const table of ['users', 'companies'])
    await db.schema.alterTable(table).addColumn('customer_group_id', 'text').execute();
  await db.schema
    .createTable('customer_group_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('customer_group_version').values({ id: 1, version: 1 }).execute();
  await byDialect(db, { sqlite: sqliteTriggers, postgres: postgresTriggers })(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const bump = 'update customer_group_version set version = version + 1 where id = 1;';
  for (const event of ['insert', 'delete', 'update'])
    await sql
      .raw(`create trigger customer_group_prices_${event} after ${event} on customer_group_prices begin ${bump} end`)
      .execute(db);
}

// PostgreSQL: once per statement (a whole list's insert raises it once).
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create function bump_customer_group_version() returns trigger language plpgsql as $$
    begin
      update customer_group_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql`create trigger customer_group_prices_version after insert or delete or update on customer_group_prices
    for each statement execute function bump_customer_group_version()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await byDialect(db, {
    sqlite: async (d: Kysely<any>) => {
      for (const event of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger customer_group_prices_${event}`).execute(d);
    },
    postgres: async (d: Kysely<any>) => {
      await sql`drop trigger customer_group_prices_version on customer_group_prices`.execute(d);
      await sql`drop function bump_customer_group_version()`.execute(d);
    },
  })(db);
  await db.schema.dropTable('customer_group_version').execute();
  for (const table of ['companies', 'users'])
    await db.schema.alterTable(table).dropColumn('customer_group_id').execute();
  await db.schema.dropTable('customer_group_prices').execute();
  await db.schema.dropTable('customer_groups').execute();
}
