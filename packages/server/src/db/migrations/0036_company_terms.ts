import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../dialect.ts';

// Payment terms, credit and receivables (issue 35 item 7; requirements §20.8):
// - companies: `net_days` (null: no terms, its buyers cannot pay on invoice), `credit_limit_minor`
//   (poisha; set with terms) and `require_po_number` (0 or 1, as is_default is; §20.6: its buyers'
//   checkouts need one); every company already there has no terms and needs no PO number;
// - purchases.due_on: the store day a purchase paid on invoice is due (placed + the net days then);
//   null for every other purchase;
// - invoice_payments: money received against a purchase on terms (poisha, the day, a reference, who
//   recorded it), indexed by purchase: its outstanding is its total less their sum;
// - the purchases on invoice indexed by company: a company's outstanding at each checkout on invoice.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('companies')
    .addColumn('net_days', 'integer', (c) => c.check(sql`net_days between 1 and 120`))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('credit_limit_minor', 'bigint', (c) => c.check(sql`credit_limit_minor >= 0`))
    .execute();
  await db.schema
    .alterTable('companies')
    .addColumn('require_po_number', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`require_po_number in (0, 1)`),
    )
    .execute();
  await db.schema.alterTable('purchases').addColumn('due_on', 'varchar(10)').execute();
  await db.schema
    .createTable('invoice_payments')
    .addColumn('seq', 'integer', dialectOf(db).serialKey)
    .addColumn('id', 'text', (c) => c.notNull().unique())
    .addColumn('purchase_id', 'text', (c) => c.notNull().references('purchases.id'))
    .addColumn('amount_minor', 'bigint', (c) => c.notNull().check(sql`amount_minor > 0`))
    .addColumn('paid_on', 'varchar(10)', (c) => c.notNull())
    .addColumn('reference', 'text', (c) => c.notNull())
    .addColumn('recorded_by', 'text', (c) => c.notNull().references('users.id'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('invoice_payments_purchase')
    .on('invoice_payments')
    .columns(['purchase_id', 'seq'])
    .execute();
  await db.schema
    .createIndex('purchases_on_invoice')
    .on('purchases')
    .columns(['company_id', 'due_on'])
    .where(sql.ref('due_on'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('purchases_on_invoice').execute();
  await db.schema.dropIndex('invoice_payments_purchase').execute();
  await db.schema.dropTable('invoice_payments').execute();
  await db.schema.alterTable('purchases').dropColumn('due_on').execute();
  for (const column of ['require_po_number', 'credit_limit_minor', 'net_days'])
    await db.schema.alterTable('companies').dropColumn(column).execute();
}
