import { sql, type Kysely } from 'kysely';
import { byDialect, dialectOf } from '../dialect.ts';

// The catalog (requirements §12): categories, a unique SKU per live item, a version for
// optimistic edits, and full-text search over name, description and SKU, on both databases.
// Existing items are backfilled: a category guessed from their name (none when nothing fits),
// a SKU from that category and their sequence number, and their search text.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

// Frozen copies (the live list is packages/shared/src/catalog.ts): [id, name, SKU code, name words].
const CATEGORIES: [string, string, string, string[]][] = [
  ['processors', 'Processors', 'CPU', ['processor', 'cpu', 'ryzen', 'core i']],
  ['motherboards', 'Motherboards', 'MB', ['motherboard', 'mainboard']],
  ['memory', 'Memory', 'RAM', ['memory', 'ram', 'ddr']],
  ['storage', 'Storage', 'SSD', ['ssd', 'storage', 'hard drive', 'hdd', 'nvme']],
  ['graphics-cards', 'Graphics Cards', 'GPU', ['graphics', 'gpu', 'geforce', 'radeon']],
  ['power-supplies', 'Power Supplies', 'PSU', ['power supply', 'psu']],
  ['cases', 'Cases', 'CASE', ['case', 'cabinet', 'chassis']],
  ['cooling', 'Cooling', 'COOL', ['cooler', 'cooling', 'fan', 'heatsink']],
  ['monitors', 'Monitors', 'MON', ['monitor', 'display']],
  ['keyboards-mice', 'Keyboards & Mice', 'KBM', ['keyboard', 'mouse', 'mice']],
  ['networking', 'Networking', 'NET', ['router', 'network', 'switch', 'wi-fi', 'wifi', 'ethernet']],
];

/** The item's words as the search indexes them (frozen copy of shared `searchTokens`). */
const searchText = (...parts: string[]) =>
  (
    parts
      .join(' ')
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).join(' ');

function guessCategory(name: string): [string, string] | undefined {
  const lower = name.toLowerCase();
  const found = CATEGORIES.find(([, , , words]) => words.some((w) => new RegExp(`\\b${w}`).test(lower)));
  return found && [found[0], found[2]];
}

/** The full-text index over items.search_text, in each database's form. */
const textIndex = {
  postgres: async (db: Kysely<any>) => {
    await sql`alter table items add column search tsvector generated always as (to_tsvector('simple', search_text)) stored`.execute(
      db,
    );
    await sql`create index items_search on items using gin (search)`.execute(db);
  },
  // External-content FTS5 index over items.search_text, kept in step by triggers.
  sqlite: async (db: Kysely<any>) => {
    await sql`create virtual table items_fts using fts5(search_text, content='items', content_rowid='seq', tokenize='unicode61 remove_diacritics 0')`.execute(
      db,
    );
    await sql`create trigger items_fts_insert after insert on items begin
      insert into items_fts(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    await sql`create trigger items_fts_delete after delete on items begin
      insert into items_fts(items_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
    end`.execute(db);
    await sql`create trigger items_fts_update after update of search_text on items begin
      insert into items_fts(items_fts, rowid, search_text) values ('delete', old.seq, old.search_text);
      insert into items_fts(rowid, search_text) values (new.seq, new.search_text);
    end`.execute(db);
    await sql`insert into items_fts(items_fts) values ('rebuild')`.execute(db);
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  const { byteOrder } = dialectOf(db);
  await db.schema
    .createTable('categories')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('categories')
    .values(CATEGORIES.map(([id, name], position) => ({ id, name, position })))
    .execute();

  await db.schema.alterTable('items').addColumn('sku', 'text').execute();
  await db.schema
    .alterTable('items')
    .addColumn('category_id', 'text', (c) => c.references('categories.id'))
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  // Backfill in batches by seq (a large catalog never sits in memory at once).
  for (let after = 0; ;) {
    const rows: { seq: number; name: string; short_description: string }[] = await db
      .selectFrom('items')
      .select(['seq', 'name', 'short_description'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows) {
      const [category, code] = guessCategory(row.name) ?? [null, 'ITEM'];
      const sku = `CC-${code}-${String(row.seq).padStart(4, '0')}`;
      await db
        .updateTable('items')
        .set({ sku, category_id: category, search_text: searchText(row.name, row.short_description, sku) })
        .where('seq', '=', row.seq)
        .execute();
    }
    after = Number(rows.at(-1)!.seq);
  }

  // A live item's SKU is unique; a deleted item's may be given to a new one.
  await db.schema
    .createIndex('items_live_sku')
    .on('items')
    .column('sku')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();
  // The catalog's filters and sorts, over live items only.
  const live = (name: string, columns: string[] | ReturnType<typeof sql>) => {
    const index = db.schema.createIndex(name).on('items');
    return (Array.isArray(columns) ? index.columns(columns) : index.expression(columns))
      .where(sql.ref('deleted_at'), 'is', null)
      .execute();
  };
  await live('items_live_category_seq', ['category_id', 'seq']);
  await live('items_live_price', ['price_minor', 'seq']);
  await live('items_live_category_price', ['category_id', 'price_minor', 'seq']);
  const lowerName = byteOrder(sql`lower(name)`);
  await live('items_live_name', sql`${lowerName}, seq`);
  await live('items_live_category_name', sql`category_id, ${lowerName}, seq`);

  await byDialect(db, textIndex)(db);
}
