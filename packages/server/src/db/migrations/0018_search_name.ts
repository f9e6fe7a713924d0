import { sql, type Kysely } from 'kysely';

// The catalog's relevance order (requirements §12.1, §12.7): a search ranks a word found in an
// item's name before one found only in its description or SKU, so the item keeps its name's words
// apart (`search_name`, the name as search tokens, shared `searchTokens`), beside the whole text the
// index reads (`search_text`). Nothing indexes it: a page's matches are ranked from their own rows.
// Existing items are backfilled in batches by seq (a large catalog never sits in memory at once).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

/** The name's words as the search writes them (frozen copy of shared `searchTokens`). */
const nameWords = (name: string) => (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('search_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (let after = 0; ;) {
    const rows: { seq: number; name: string }[] = await db
      .selectFrom('items')
      .select(['seq', 'name'])
      .where('seq', '>', after)
      .orderBy('seq')
      .limit(500)
      .execute();
    if (rows.length === 0) break;
    for (const row of rows)
      await db
        .updateTable('items')
        .set({ search_name: nameWords(row.name) })
        .where('seq', '=', row.seq)
        .execute();
    after = Number(rows.at(-1)!.seq);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table items drop column search_name`.execute(db);
}
