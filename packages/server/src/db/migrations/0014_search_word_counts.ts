import { sql, type Kysely } from 'kysely';
import { byDialect } from '../dialect.ts';

// PostgreSQL: the catalog's counts per category (requirements §12.7) for a one-word search with no
// other filter (what a shopper types first) read from a table of counts instead of the matches.
// A bitmap heap scan visits the page of every match even for count(*) (PostgreSQL 15.13 and later
// never skip the fetch), 17 ms for the 9,091 matches of a category's word at 100,000 items
// (bench/README.md, search). `search_word_counts` holds, for each word of the live items' search
// text, how many items of each category have it: a prefix's matches are the sum over the words it
// starts. An item with two words of the prefix ("processor", "processors" for "proc") would count
// twice, so each of an item's words carries `lcp`, the characters it shares with the item's previous
// word in byte order: the words of one item a prefix starts are consecutive in that order, and only
// the first of them shares fewer characters than the prefix has with its predecessor. So the
// matches of "proc" are sum(n) over words like 'proc%' with lcp < 4, one row read per distinct word.
// Triggers keep it, each change one grouped upsert in key order, so that concurrent writers lock
// rows in the same order.
// Rows that fall to 0 stay (a sum reads them as nothing). SQLite is unchanged: its text index
// counts (0013).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** A row's search columns changed (the update trigger's condition): a stock update changes none. */
const changed = `old.search_text is distinct from new.search_text or old.category_id is distinct from new.category_id
  or (old.deleted_at is null) <> (new.deleted_at is null)`;

/** One row of a row trigger (`old` or `new`) as a table `r`. */
const record = (of: 'old' | 'new') =>
  `(values (${of}.search_text, ${of}.category_id, ${of}.deleted_at)) as r(search_text, category_id, deleted_at)`;

/** The changes to the counts: the words of `r`'s live rows (`from` names r), each `delta`. */
const wordsOf = (from: string, delta: number) =>
  `select w.word, w.lcp, coalesce(r.category_id, '') as category, ${delta} as delta
     from ${from} cross join lateral search_words_of(r.search_text) w
    where r.deleted_at is null`;

const apply = (changes: string) => `
  insert into search_word_counts (word, lcp, category, n)
  select word, lcp, category, sum(delta) from (${changes}) d
   group by word, lcp, category having sum(delta) <> 0
   order by word, lcp, category
  on conflict (word, lcp, category) do update set n = search_word_counts.n + excluded.n;`;

const nothing = async () => {};

export const up = (db: Kysely<any>): Promise<void> => byDialect(db, { postgres: addCounts, sqlite: nothing })(db);

export const down = (db: Kysely<any>): Promise<void> => byDialect(db, { postgres: dropCounts, sqlite: nothing })(db);

async function addCounts(db: Kysely<any>): Promise<void> {
  await sql`create function common_prefix_length(a text, b text) returns int
    language plpgsql immutable strict parallel safe as $$
    declare i int := 0; n int := least(length(a), length(b));
    begin
      while i < n and substr(a, i + 1, 1) = substr(b, i + 1, 1) loop i := i + 1; end loop;
      return i;
    end $$`.execute(db);
  // An item's distinct words (its search text is words one space apart), each with its lcp.
  await sql`create function search_words_of(t text) returns table (word text, lcp int)
    language sql immutable strict parallel safe as $$
      select w, coalesce(common_prefix_length(lag(w) over (order by w collate "C"), w), 0)
        from (select distinct w from regexp_split_to_table(t, ' ') w where w <> '') d
    $$`.execute(db);
  await sql`create table search_word_counts (
    word text collate "C" not null,
    lcp int not null,
    category text not null,
    n int not null,
    primary key (word, lcp, category)
  )`.execute(db);
  // Inserts and deletes by statement (a seed's batch is one upsert); an edit by row, and only when
  // its search columns changed (stock updates, one per order line, never run it).
  await sql
    .raw(
      `create function items_search_word_counts() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${apply(wordsOf('new_rows r', 1))}
        elsif tg_op = 'DELETE' then ${apply(wordsOf('old_rows r', -1))}
        else ${apply(`${wordsOf(record('old'), -1)} union all ${wordsOf(record('new'), 1)}`)}
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql`create trigger items_search_word_counts_insert after insert on items
    referencing new table as new_rows for each statement execute function items_search_word_counts()`.execute(db);
  await sql`create trigger items_search_word_counts_delete after delete on items
    referencing old table as old_rows for each statement execute function items_search_word_counts()`.execute(db);
  await sql
    .raw(
      `create trigger items_search_word_counts_update after update of search_text, category_id, deleted_at on items
      for each row when (${changed}) execute function items_search_word_counts()`,
    )
    .execute(db);
  await sql.raw(apply(wordsOf('items r', 1))).execute(db);
}

async function dropCounts(db: Kysely<any>): Promise<void> {
  for (const trigger of ['insert', 'delete', 'update'])
    await sql.raw(`drop trigger items_search_word_counts_${trigger} on items`).execute(db);
  await sql`drop function items_search_word_counts()`.execute(db);
  await sql`drop table search_word_counts`.execute(db);
  await sql`drop function search_words_of(text)`.execute(db);
  await sql`drop function common_prefix_length(text, text)`.execute(db);
}
