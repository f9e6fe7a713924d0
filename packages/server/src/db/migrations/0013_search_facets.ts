import { sql, type Kysely } from 'kysely';
import { byDialect } from '../dialect.ts';

// SQLite: the catalog's counts per category (requirements §12.7) read from the text index alone. The
// items' FTS5 index gains a second column, `search_facets`: each word of a live item once more,
// behind its category (":processors:bench", ":-:bench" without one; nothing once deleted), so the
// live matches of "proc" in Processors are the index's entries starting ":processors:proc". Counting
// them walks the index; reading each match's row for its category cost a page lookup per match
// (9,091 at 100,000 items for a broad query: bench/README.md, search). ':' and '-' become word
// characters for that (category ids are lower-case words joined by '-'); the search text has
// neither (shared `searchTokens`), so its words never start with ':' and a prefix search of them
// never reads the category copies. The table holds no copy of the rows (contentless): nothing
// reads its columns back, and the triggers give the words to drop.
// PostgreSQL is unchanged: its counts read the rows (the same words in a tsvector would still visit
// every match's page, as its bitmap scans do).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** An item's facet words, its columns read as `{of}category_id` ('new.' or 'old.' in a trigger). */
const facets = (of: 'new.' | 'old.' | '') => {
  const key = `':' || coalesce(${of}category_id, '-') || ':'`;
  return `case when ${of}deleted_at is null and ${of}search_text <> '' then ${key} || replace(${of}search_text, ' ', ' ' || ${key}) else '' end`;
};
const add = (of: 'new.' | 'old.') =>
  `insert into items_fts(rowid, search_text, search_facets) values (${of}seq, ${of}search_text, ${facets(of)});`;
const drop = (of: 'new.' | 'old.') =>
  `insert into items_fts(items_fts, rowid, search_text, search_facets) values ('delete', ${of}seq, ${of}search_text, ${facets(of)});`;

async function dropIndex(db: Kysely<any>) {
  for (const trigger of ['items_fts_insert', 'items_fts_delete', 'items_fts_update'])
    await sql`drop trigger ${sql.raw(trigger)}`.execute(db);
  await sql`drop table items_fts`.execute(db);
}

const nothing = async () => {};

export const up = (db: Kysely<any>): Promise<void> => byDialect(db, { sqlite: addFacets, postgres: nothing })(db);

export const down = (db: Kysely<any>): Promise<void> => byDialect(db, { sqlite: dropFacets, postgres: nothing })(db);

async function addFacets(db: Kysely<any>): Promise<void> {
  await dropIndex(db);
  await sql`create virtual table items_fts using fts5(search_text, search_facets, content='', tokenize="unicode61 remove_diacritics 0 tokenchars '-:'")`.execute(
    db,
  );
  await sql.raw(`create trigger items_fts_insert after insert on items begin ${add('new.')} end`).execute(db);
  await sql.raw(`create trigger items_fts_delete after delete on items begin ${drop('old.')} end`).execute(db);
  await sql
    .raw(
      `create trigger items_fts_update after update of search_text, category_id, deleted_at on items begin ${drop('old.')} ${add('new.')} end`,
    )
    .execute(db);
  await sql
    .raw(`insert into items_fts(rowid, search_text, search_facets) select seq, search_text, ${facets('')} from items`)
    .execute(db);
}

async function dropFacets(db: Kysely<any>): Promise<void> {
  await dropIndex(db);
  // 0005's index, as it was.
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
}
