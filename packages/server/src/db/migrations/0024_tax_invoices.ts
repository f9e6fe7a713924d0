import { sql, type CreateTableBuilder, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Tax invoices (Mushak 6.3) and credit notes (issue 32; requirements §17), stored as issued and never
// recomputed: the seller and buyer as they were, each line's figures in poisha and its VAT rate in
// basis points, the totals as the lines' sums.
// - invoice_counters: one row per series ('TI', 'CN') and fiscal year ('2627'), its last number.
//   A checkout or a cancellation takes the next number by updating the row in its own transaction:
//   gap-free (a rolled-back transaction takes its number back) and consecutive (the row's lock, or
//   SQLite's one writer, orders the transactions; docs/architecture.md says why).
// - tax_invoices: one per purchase; credit_notes: one per cancelled order of an invoiced purchase
//   (the unique order_id), each with its lines.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
const lineColumns = (table: CreateTableBuilder<string, any>) =>
  table
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('goods', 'delivery')`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('order_id', 'text')
    .addColumn('order_number', 'text')
    .addColumn('quantity', 'integer', (c) => c.notNull())
    .addColumn('unit_price_minor', 'bigint', (c) => c.notNull())
    .addColumn('value_without_vat_minor', 'bigint', (c) => c.notNull())
    .addColumn('vat_rate_bp', 'integer', (c) => c.notNull())
    .addColumn('vat_minor', 'bigint', (c) => c.notNull())
    .addColumn('value_with_vat_minor', 'bigint', (c) => c.notNull());

const totalColumns = (table: CreateTableBuilder<string, any>) =>
  table
    .addColumn('value_without_vat_minor', 'bigint', (c) => c.notNull())
    .addColumn('vat_minor', 'bigint', (c) => c.notNull())
    .addColumn('value_with_vat_minor', 'bigint', (c) => c.notNull());

export async function up(db: Kysely<any>): Promise<void> {
  const serialKey = dialectOf(db).serialKey;
  await db.schema
    .createTable('invoice_counters')
    .addColumn('series', 'varchar(4)', (c) => c.notNull())
    .addColumn('fiscal_year', 'varchar(4)', (c) => c.notNull())
    .addColumn('last_number', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_counters_pk', ['series', 'fiscal_year'])
    .execute();

  await totalColumns(
    db.schema
      .createTable('tax_invoices')
      .addColumn('seq', 'integer', serialKey)
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('fiscal_year', 'text', (c) => c.notNull())
      .addColumn('purchase_id', 'text', (c) => c.notNull().unique().references('purchases.id'))
      .addColumn('issued_at', 'text', (c) => c.notNull())
      .addColumn('seller_name', 'text', (c) => c.notNull())
      .addColumn('seller_address', 'text', (c) => c.notNull())
      .addColumn('seller_bin', 'text', (c) => c.notNull())
      .addColumn('buyer_name', 'text', (c) => c.notNull())
      .addColumn('buyer_address', 'text', (c) => c.notNull())
      .addColumn('buyer_phone', 'text', (c) => c.notNull())
      .addColumn('buyer_bin', 'text'),
  ).execute();
  await lineColumns(
    db.schema
      .createTable('tax_invoice_lines')
      .addColumn('invoice_id', 'text', (c) => c.notNull().references('tax_invoices.id')),
  )
    .addPrimaryKeyConstraint('tax_invoice_lines_pk', ['invoice_id', 'position'])
    .execute();

  await totalColumns(
    db.schema
      .createTable('credit_notes')
      .addColumn('seq', 'integer', serialKey)
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('number', 'text', (c) => c.notNull().unique())
      .addColumn('fiscal_year', 'text', (c) => c.notNull())
      .addColumn('invoice_id', 'text', (c) => c.notNull().references('tax_invoices.id'))
      // One credit note per cancelled order, however many cancels race.
      .addColumn('order_id', 'text', (c) => c.unique().references('orders.id'))
      .addColumn('order_number', 'text')
      .addColumn('issued_at', 'text', (c) => c.notNull()),
  ).execute();
  await db.schema.createIndex('credit_notes_invoice').on('credit_notes').columns(['invoice_id', 'seq']).execute();
  await lineColumns(
    db.schema
      .createTable('credit_note_lines')
      .addColumn('credit_note_id', 'text', (c) => c.notNull().references('credit_notes.id')),
  )
    .addPrimaryKeyConstraint('credit_note_lines_pk', ['credit_note_id', 'position'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('credit_note_lines').execute();
  await db.schema.dropIndex('credit_notes_invoice').execute();
  await db.schema.dropTable('credit_notes').execute();
  await db.schema.dropTable('tax_invoice_lines').execute();
  await db.schema.dropTable('tax_invoices').execute();
  await db.schema.dropTable('invoice_counters').execute();
}
