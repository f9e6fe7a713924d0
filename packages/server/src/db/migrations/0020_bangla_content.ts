import { sql, type Kysely } from 'kysely';
import { byDialect } from '../dialect.ts';

// Items in Bangla beside English (requirements §12.11): `name_bn` and `short_description_bn`,
// null when not given, searched like the English fields. A Bangla word is letters joined by vowel
// signs and the virama, which Unicode calls combining marks: the search's words now keep them
// (shared `searchTokens`), so both text indexes are made again to read each word of `search_text`
// whole, whatever its characters:
// - SQLite: FTS5's unicode61 takes only letters and digits into a word unless told which
//   categories to take (it split "প্রসেসর" at each mark): here every category but the spaces, so
//   its words are exactly the words between the search text's spaces (the facets' ':' and '-'
//   included, which 0013 listed as token characters).
// - PostgreSQL: `to_tsvector`'s parser reads words by the server's locale (under C.UTF-8 it split
//   "র‍্যাম" at the joiner and virama): the tsvector is now the search text's words as they are
//   (`array_to_tsvector`), and the search's terms are given as lexemes (db/dialect.ts, `prefixMatch`).
// The orders' index (0007) is made again the same way, and every item's and order's search text
// is written again by the new words (batches by seq: a large catalog never sits in memory at once;
// only rows whose words changed are written).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** The words as the search writes them (frozen copy of shared `searchTokens`). */
const words = (text: string) =>
  (
    text
      .normalize('NFC')
      .toLowerCase()
      .replace(/[\u200c\u200d]/g, '')
      .match(/[\p{L}\p{M}\p{N}]+/gu) ?? []
  )
    .map((word) => (word.length > 500 ? Array.from(word).slice(0, 500).join('') : word))
    .join(' ');

/** FTS5's tokenizer: a word is whatever lies between spaces (every category but Z*). */
const tokenizer = `tokenize="unicode61 remove_diacritics 0 categories 'L* M* N* P* S* C*'"`;

/** An item's facet words, its columns read as `{of}category_id` (0013's, unchanged). */
const facets = (of: 'new.' | 'old.' | '') => {
  const key = `':' || coalesce(${of}category_id, '-') || ':'`;
  return `case when ${of}deleted_at is null and ${of}search_text <> '' then ${key} || replace(${of}search_text, ' ', ' ' || ${key}) else '' end`;
};
const addItem = (of: 'new.' | 'old.') =>
  `insert into items_fts(rowid, search_text, search_facets) values (${of}seq, ${of}search_text, ${facets(of)});`;
const dropItem = (of: 'new.' | 'old.') =>
  `insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', ${of}seq, ${of}search_text, ${facets(of)});`;

async function dropSqliteIndexes(db: Kysely<any>) {
  for (const table of ['items', 'orders']) {
    for (const trigger of ['insert', 'delete', 'update'])
      await sql`drop trigger ${sql.raw(`${table}_fts_${trigger}`)}`.execute(db);
    await sql`drop table ${sql.raw(`${table}_fts`)}`.execute(db);
  }
}

/** The items' (0013's columns and triggers) and the orders' (0007's) FTS5 indexes, with `tokenize`. */
async function createSqliteIndexes(db: Kysely<any>, tokenize: string) {
  await sql
    .raw(`create virtual table items_fts using fts5(search_text, search_facets, content='', ${tokenize})`)
    .execute(db);
  await sql.raw(`create trigger items_fts_insert after insert on items begin ${addItem('new.')} end`).execute(db);
  await sql.raw(`create trigger items_fts_delete after delete on items begin ${dropItem('old.')} end`).execute(db);
  await sql
    .raw(
      `create trigger items_fts_update after update of search_text, category_id, deleted_at on items begin ${dropItem('old.')} ${addItem('new.')} end`,
    )
    .execute(db);
  await sql
    .raw(`insert into items_fts(rowid, search_text, search_facets) select seq, search_text, ${facets('')} from items`)
    .execute(db);

  await sql
    .raw(`create virtual table orders_fts using fts5(search_text, content='orders', content_rowid='seq', ${tokenize})`)
    .execute(db);
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
}

async function dropPostgresIndexes(db: Kysely<any>) {
  // Each table's GIN index goes with its column.
  for (const table of ['items', 'orders']) await sql`alter table ${sql.table(table)} drop column search`.execute(db);
}

/** The `search` tsvector column and its GIN index on items and orders, from `vector` of search_text. */
async function createPostgresIndexes(db: Kysely<any>, vector: string) {
  for (const table of ['items', 'orders']) {
    await sql.raw(`alter table ${table} add column search tsvector generated always as (${vector}) stored`).execute(db);
    await sql.raw(`create index ${table}_search on ${table} using gin (search)`).execute(db);
  }
}

const textIndexes = {
  sqlite: { drop: dropSqliteIndexes, create: (db: Kysely<any>) => createSqliteIndexes(db, tokenizer) },
  postgres: {
    drop: dropPostgresIndexes,
    create: (db: Kysely<any>) =>
      createPostgresIndexes(db, `array_to_tsvector(array_remove(string_to_array(search_text, ' '), ''))`),
  },
};

/** Earlier indexes (0013's items' and 0007's orders'), as they were. */
const earlierIndexes = {
  sqlite: {
    drop: dropSqliteIndexes,
    create: (db: Kysely<any>) => createSqliteIndexes(db, `tokenize="unicode61 remove_diacritics 0 tokenchars '-:'"`),
  },
  postgres: {
    drop: dropPostgresIndexes,
    create: (db: Kysely<any>) => createPostgresIndexes(db, `to_tsvector('simple', search_text)`),
  },
};

/** Writes each row's search columns again where `columnsOf` gives other words than it has. */
async function rewrite<R extends { seq: number }>(
  db: Kysely<any>,
  table: 'items' | 'orders',
  read: string[],
  columnsOf: (row: R) => Record<string, string>,
) {
  for (let after = 0; ;) {
    const rows = (await db
      .selectFrom(table)
      .select(['seq', ...read])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(500)
      .execute()) as R[];
    if (rows.length === 0) break;
    for (const row of rows) {
      const columns = columnsOf(row);
      if (Object.entries(columns).some(([column, value]) => (row as any)[column] !== value))
        await db.updateTable(table).set(columns).where('seq', '=', row.seq).execute();
    }
    after = Number(rows.at(-1)!.seq);
  }
}

interface ItemText {
  seq: number;
  name: string;
  short_description: string;
  sku: string;
  search_text: string;
  search_name: string;
}

interface OrderText {
  seq: number;
  user_email: string;
  user_name: string;
  item_name: string;
  search_text: string;
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('items').addColumn('name_bn', 'text').execute();
  await db.schema.alterTable('items').addColumn('short_description_bn', 'text').execute();
  const indexes = byDialect(db, textIndexes);
  await indexes.drop(db);
  // No item has Bangla fields yet: its words are its English text's.
  await rewrite<ItemText>(db, 'items', ['name', 'short_description', 'sku', 'search_text', 'search_name'], (row) => ({
    search_text: words(`${row.name} ${row.short_description} ${row.sku}`),
    search_name: words(row.name),
  }));
  await rewrite<OrderText>(db, 'orders', ['user_email', 'user_name', 'item_name', 'search_text'], (row) => ({
    search_text: words(`${row.user_email} ${row.user_name} ${row.item_name}`),
  }));
  await indexes.create(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  const indexes = byDialect(db, earlierIndexes);
  await indexes.drop(db);
  await indexes.create(db);
  await sql`alter table items drop column short_description_bn`.execute(db);
  await sql`alter table items drop column name_bn`.execute(db);
}
