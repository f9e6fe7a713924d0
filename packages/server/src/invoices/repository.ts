// Tax invoices and credit notes (requirements §17) in the database: the series' counters, the
// documents and their lines, as issued.
import { DEFAULT_LANGUAGE, type InvoiceSeries, type Language } from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import { companyRefQueries } from '../companies/repository.ts';
import { dialectOf } from '../db/dialect.ts';
import type {
  CreditNoteLineRow,
  CreditNoteLinesTable,
  CreditNoteRow,
  CreditNotesTable,
  OrderRow,
  PurchaseRow,
  TaxInvoiceLineRow,
  TaxInvoiceLinesTable,
  TaxInvoiceRow,
  TaxInvoicesTable,
} from '../db/schema.ts';

/** A tax invoice's line with its order's public price (null: none, or delivery). */
export type InvoiceLineRead = TaxInvoiceLineRow & { public_price_minor: number | null };

export function invoiceQueries(db: Db) {
  const dialect = dialectOf(db);
  return {
    /**
     * The next number of `series` in `fiscalYear`, taken in the caller's transaction: one statement
     * that writes the counter's row (the first of a year inserts it), so the row stays locked until
     * the transaction ends (PostgreSQL; SQLite's one writer serialises) and concurrent issues get
     * consecutive numbers; a rollback gives the number back (docs/architecture.md, Tax invoices).
     */
    async nextNumber(series: InvoiceSeries, fiscalYear: string): Promise<number> {
      const row = await db
        .insertInto('invoice_counters')
        .values({ series, fiscal_year: fiscalYear, last_number: 1 })
        .onConflict((oc) =>
          oc
            .columns(['series', 'fiscal_year'])
            .doUpdateSet((eb) => ({ last_number: eb('invoice_counters.last_number', '+', 1) })),
        )
        .returning('last_number')
        .executeTakeFirstOrThrow();
      return Number(row.last_number);
    },

    async insertInvoice(
      invoice: Insertable<TaxInvoicesTable>,
      lines: Insertable<TaxInvoiceLinesTable>[],
    ): Promise<void> {
      await db.insertInto('tax_invoices').values(invoice).execute();
      if (lines.length) await db.insertInto('tax_invoice_lines').values(lines).execute();
    },

    async insertCreditNote(
      note: Insertable<CreditNotesTable>,
      lines: Insertable<CreditNoteLinesTable>[],
    ): Promise<void> {
      await db.insertInto('credit_notes').values(note).execute();
      if (lines.length) await db.insertInto('credit_note_lines').values(lines).execute();
    },

    invoiceOf: (purchaseId: string): Promise<TaxInvoiceRow | undefined> =>
      db.selectFrom('tax_invoices').selectAll().where('purchase_id', '=', purchaseId).executeTakeFirst(),

    /**
     * The purchase's invoice, its row locked until the transaction ends (PostgreSQL; SQLite's one
     * writer serialises): cancellations of its orders credit them one transaction at a time, so
     * the one that cancels the last live order sees the others' cancels.
     */
    lockInvoiceOf: (purchaseId: string): Promise<TaxInvoiceRow | undefined> =>
      dialect
        .forUpdate(db.selectFrom('tax_invoices').selectAll().where('purchase_id', '=', purchaseId))
        .executeTakeFirst(),

    /** A one-item order's own invoice (requirements §17.7), its row locked as `lockInvoiceOf` locks a purchase's. */
    lockInvoiceOfOrder: (orderId: string): Promise<TaxInvoiceRow | undefined> =>
      dialect.forUpdate(db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId)).executeTakeFirst(),

    /** A one-item order's own invoice; undefined for an order of a purchase (whose invoice is the purchase's). */
    invoiceOfOrder: (orderId: string): Promise<TaxInvoiceRow | undefined> =>
      db.selectFrom('tax_invoices').selectAll().where('order_id', '=', orderId).executeTakeFirst(),

    /** The invoice numbers of `purchaseIds` that have one. */
    async numbersOf(purchaseIds: readonly string[]): Promise<Map<string, string>> {
      if (!purchaseIds.length) return new Map();
      const rows = await db
        .selectFrom('tax_invoices')
        .select(['purchase_id', 'number'])
        .where('purchase_id', 'in', purchaseIds)
        .execute();
      return new Map(rows.map((row) => [row.purchase_id!, row.number]));
    },

    /** The invoice's lines as issued (a credit note copies them). */
    invoiceLines: (invoiceId: string): Promise<TaxInvoiceLineRow[]> =>
      db.selectFrom('tax_invoice_lines').selectAll().where('invoice_id', '=', invoiceId).orderBy('position').execute(),

    /**
     * The invoice's lines as its readers get them: each goods line with its order's public price
     * where a group member was charged their own (requirements §20.5 item 10), kept on the order
     * when placed, so never the list price of today.
     */
    invoiceLinesRead: (invoiceId: string): Promise<InvoiceLineRead[]> =>
      db
        .selectFrom('tax_invoice_lines')
        .leftJoin('orders', 'orders.id', 'tax_invoice_lines.order_id')
        .selectAll('tax_invoice_lines')
        .select('orders.public_price_minor')
        .where('invoice_id', '=', invoiceId)
        .orderBy('position')
        .execute(),

    creditNotesOf: (invoiceId: string): Promise<CreditNoteRow[]> =>
      db.selectFrom('credit_notes').selectAll().where('invoice_id', '=', invoiceId).orderBy('seq').execute(),

    async creditNoteLines(noteIds: readonly string[]): Promise<CreditNoteLineRow[]> {
      if (!noteIds.length) return [];
      return db
        .selectFrom('credit_note_lines')
        .selectAll()
        .where('credit_note_id', 'in', noteIds)
        .orderBy('credit_note_id')
        .orderBy('position')
        .execute();
    },

    /** How many orders of the purchase are not cancelled (as this transaction sees them). */
    async liveOrders(purchaseId: string): Promise<number> {
      const row = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('purchase_id', '=', purchaseId)
        .where('status', '!=', 'cancelled')
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type InvoiceQueries = ReturnType<typeof invoiceQueries>;

/** The reads of an invoice: the purchase or the order it belongs to, and its reader's language. */
export function invoicesRepository(db: Db) {
  return {
    ...invoiceQueries(db),
    purchase: (id: string): Promise<PurchaseRow | undefined> =>
      db.selectFrom('purchases').selectAll().where('id', '=', id).executeTakeFirst(),
    order: (id: string): Promise<OrderRow | undefined> =>
      db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),
    /** The name of the company an invoice's purchase or order is of (requirements §20.3). */
    companyName: async (id: string | null): Promise<string | null> =>
      (await companyRefQueries(db).byIds([id])).get(id ?? '')?.name ?? null,
    /** The account's language (requirements §16), English when the row is gone. */
    async languageOf(userId: string): Promise<Language> {
      const row = await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst();
      return row?.language ?? DEFAULT_LANGUAGE;
    },
  };
}

export type InvoicesRepository = ReturnType<typeof invoicesRepository>;
