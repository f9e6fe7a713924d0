import { sql, type Kysely } from 'kysely';

// What delivery and the tax invoice need of each item (issue 32; requirements §17): its shipping
// weight in grams (every item already there weighs 1 kg until an administrator says otherwise), and
// its VAT rate in basis points (1500 is 15%), null for the store's default rate (VAT_RATE_DEFAULT).
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('items')
    .addColumn('weight_g', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1000)
        .check(sql`weight_g > 0`),
    )
    .execute();
  await db.schema
    .alterTable('items')
    .addColumn('vat_rate_bp', 'integer', (col) => col.check(sql`vat_rate_bp between 0 and 10000`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('items').dropColumn('vat_rate_bp').execute();
  await db.schema.alterTable('items').dropColumn('weight_g').execute();
}
