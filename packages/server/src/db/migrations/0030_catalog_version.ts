import { sql, type Kysely } from 'kysely';
import { byDialect } from '../dialect.ts';

// The catalog's version (requirements §19.2): one number raised by every write of what the
// catalog's facets are counted from (an item added or deleted, its words, price, category or
// specifications), in the write's own transaction, by triggers so that no writer can forget it. A
// server keeps a category's items as arrays in memory to count its facets (catalog/facet-index.ts)
// and reads this number per query: a moved number means rebuild, on every instance, with no change
// feed to miss. A stock change writes none of these columns and raises nothing.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** The columns the facets read (an update setting any of them raises the version). */
const COLUMNS = 'search_text, price_minor, category_id, specs, deleted_at';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('catalog_version')
    .addColumn('id', 'integer', (c) => c.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('catalog_version').values({ id: 1, version: 1 }).execute();
  await byDialect(db, { sqlite: sqliteTriggers, postgres: postgresTriggers })(db);
}

async function sqliteTriggers(db: Kysely<any>): Promise<void> {
  const bump = 'update catalog_version set version = version + 1 where id = 1;';
  await sql.raw(`create trigger items_catalog_version_insert after insert on items begin ${bump} end`).execute(db);
  await sql.raw(`create trigger items_catalog_version_delete after delete on items begin ${bump} end`).execute(db);
  await sql
    .raw(`create trigger items_catalog_version_update after update of ${COLUMNS} on items begin ${bump} end`)
    .execute(db);
}

// PostgreSQL: once per statement (a bulk insert raises it once), with the row's lock held to commit
// like any write; item writes are one item per transaction (catalog/repository.ts).
async function postgresTriggers(db: Kysely<any>): Promise<void> {
  await sql`create function bump_catalog_version() returns trigger language plpgsql as $$
    begin
      update catalog_version set version = version + 1 where id = 1;
      return null;
    end $$`.execute(db);
  await sql
    .raw(
      `create trigger items_catalog_version after insert or delete or update of ${COLUMNS} on items
         for each statement execute function bump_catalog_version()`,
    )
    .execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await byDialect(db, {
    sqlite: async (d: Kysely<any>) => {
      for (const trigger of ['insert', 'delete', 'update'])
        await sql.raw(`drop trigger items_catalog_version_${trigger}`).execute(d);
    },
    postgres: async (d: Kysely<any>) => {
      await sql`drop trigger items_catalog_version on items`.execute(d);
      await sql`drop function bump_catalog_version()`.execute(d);
    },
  })(db);
  await db.schema.dropTable('catalog_version').execute();
}
