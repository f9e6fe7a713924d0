import { sql, type Kysely } from 'kysely';
import { byDialect, dialectOf } from '../dialect.ts';

// A one-item order's own tax invoice (issue 32; requirements §17.7): a tax invoice belongs to a
// purchase (a checkout) or to an order placed alone (POST /api/order), exactly one of the two, from
// the same gap-free series. tax_invoices.purchase_id becomes nullable beside a new unique
// order_id, and a check keeps exactly one of them set.
// PostgreSQL alters the table in place. SQLite alters no column's nullability nor adds a check:
// the table is built again under its name (https://sqlite.org/lang_altertable.html, the twelve steps) in
// a transaction of its own (Kysely's SQLite adapter runs migrations outside one), foreign keys off
// around it so that dropping the old table does not touch its lines' and credit notes' references
// to it.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */

const columns = [
  'seq',
  'id',
  'number',
  'fiscal_year',
  'purchase_id',
  'issued_at',
  'seller_name',
  'seller_address',
  'seller_bin',
  'buyer_name',
  'buyer_address',
  'buyer_phone',
  'buyer_bin',
  'value_without_vat_minor',
  'vat_minor',
  'value_with_vat_minor',
];

/**
 * tax_invoices on SQLite as 0024 made it, or with `order_id` and the check: built again in one
 * transaction (a crash halfway leaves the old table), foreign keys off around it (a pragma that a
 * transaction ignores).
 */
async function rebuildSqlite(db: Kysely<any>, withOrder: boolean): Promise<void> {
  await sql`pragma foreign_keys = off`.execute(db);
  try {
    await db.transaction().execute(async (tx) => {
      let table = tx.schema
        .createTable('tax_invoices_new')
        .addColumn('seq', 'integer', dialectOf(tx).serialKey)
        .addColumn('id', 'text', (c) => c.notNull().unique())
        .addColumn('number', 'text', (c) => c.notNull().unique())
        .addColumn('fiscal_year', 'text', (c) => c.notNull())
        .addColumn('purchase_id', 'text', (c) =>
          withOrder ? c.unique().references('purchases.id') : c.notNull().unique().references('purchases.id'),
        );
      if (withOrder) table = table.addColumn('order_id', 'text', (c) => c.unique().references('orders.id'));
      table = table
        .addColumn('issued_at', 'text', (c) => c.notNull())
        .addColumn('seller_name', 'text', (c) => c.notNull())
        .addColumn('seller_address', 'text', (c) => c.notNull())
        .addColumn('seller_bin', 'text', (c) => c.notNull())
        .addColumn('buyer_name', 'text', (c) => c.notNull())
        .addColumn('buyer_address', 'text', (c) => c.notNull())
        .addColumn('buyer_phone', 'text', (c) => c.notNull())
        .addColumn('buyer_bin', 'text')
        .addColumn('value_without_vat_minor', 'bigint', (c) => c.notNull())
        .addColumn('vat_minor', 'bigint', (c) => c.notNull())
        .addColumn('value_with_vat_minor', 'bigint', (c) => c.notNull());
      if (withOrder)
        table = table.addCheckConstraint('tax_invoices_one_source', sql`(purchase_id is null) <> (order_id is null)`);
      await table.execute();
      await tx
        .insertInto('tax_invoices_new')
        .columns(columns)
        .expression(tx.selectFrom('tax_invoices').select(columns))
        .execute();
      await tx.schema.dropTable('tax_invoices').execute();
      await tx.schema.alterTable('tax_invoices_new').renameTo('tax_invoices').execute();
    });
  } finally {
    await sql`pragma foreign_keys = on`.execute(db);
  }
}

const steps = {
  postgres: {
    up: async (db: Kysely<any>) => {
      await db.schema
        .alterTable('tax_invoices')
        .alterColumn('purchase_id', (c) => c.dropNotNull())
        .execute();
      await db.schema
        .alterTable('tax_invoices')
        .addColumn('order_id', 'text', (c) => c.unique().references('orders.id'))
        .execute();
      await db.schema
        .alterTable('tax_invoices')
        .addCheckConstraint('tax_invoices_one_source', sql`(purchase_id is null) <> (order_id is null)`)
        .execute();
    },
    down: async (db: Kysely<any>) => {
      await db.schema.alterTable('tax_invoices').dropConstraint('tax_invoices_one_source').execute();
      await db.schema.alterTable('tax_invoices').dropColumn('order_id').execute();
      await db.schema
        .alterTable('tax_invoices')
        .alterColumn('purchase_id', (c) => c.setNotNull())
        .execute();
    },
  },
  sqlite: {
    up: (db: Kysely<any>) => rebuildSqlite(db, true),
    down: (db: Kysely<any>) => rebuildSqlite(db, false),
  },
};

export async function up(db: Kysely<any>): Promise<void> {
  await byDialect(db, steps).up(db);
}

/** Back to invoices of purchases only: the orders' invoices, their lines and credit notes go first. */
export async function down(db: Kysely<any>): Promise<void> {
  const ofOrders = db.selectFrom('tax_invoices').select('id').where('order_id', 'is not', null);
  const notesOfOrders = db.selectFrom('credit_notes').select('id').where('invoice_id', 'in', ofOrders);
  await db.deleteFrom('credit_note_lines').where('credit_note_id', 'in', notesOfOrders).execute();
  await db.deleteFrom('credit_notes').where('invoice_id', 'in', ofOrders).execute();
  await db.deleteFrom('tax_invoice_lines').where('invoice_id', 'in', ofOrders).execute();
  await db.deleteFrom('tax_invoices').where('order_id', 'is not', null).execute();
  await byDialect(db, steps).down(db);
}
