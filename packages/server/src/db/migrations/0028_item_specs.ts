import { sql, type Kysely } from 'kysely';

// Parts' specifications (issue 34; requirements §19). `items.specs`: the item's attributes as JSON
// (shared specs.ts, checked and normalised by spec-schemas.ts), what every item read answers.
// `item_spec_values`: the same values as rows the catalog filters and counts by (§19.2), written in
// the item's transaction: one row per choice, per value of a list of choices, per yes/no
// ('true'/'false') in `text_value`, one per number in `num_value`; a live item's rows only (a delete
// drops them), under the item's category. Each index leads with category and key, then the value,
// and ends with the item: a filter's matches and a facet's counts are read from the index alone.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('specs', 'text', (col) => col.notNull().defaultTo('{}'))
    .execute();
  await db.schema
    .createTable('item_spec_values')
    .addColumn('item_seq', 'integer', (c) => c.notNull().references('items.seq').onDelete('cascade'))
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('text_value', 'text')
    .addColumn('num_value', 'double precision')
    .addCheckConstraint('item_spec_values_one_value', sql`(text_value is null) <> (num_value is null)`)
    .execute();
  await db.schema
    .createIndex('item_spec_values_text')
    .on('item_spec_values')
    .columns(['category', 'key', 'text_value', 'item_seq'])
    .execute();
  await db.schema
    .createIndex('item_spec_values_number')
    .on('item_spec_values')
    .columns(['category', 'key', 'num_value', 'item_seq'])
    .execute();
  await db.schema.createIndex('item_spec_values_item').on('item_spec_values').column('item_seq').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('item_spec_values').execute();
  await db.schema.alterTable('items').dropColumn('specs').execute();
}
