// Payment terms and receivables (issue 35 item 7; requirements §20.8): a company's terms, the
// purchases it pays on invoice with what each still owes, and the payments recorded against them.
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { CompanyRow, InvoicePaymentsTable } from '../db/schema.ts';
import { paged, type Page } from '../db/util.ts';

/** A company's terms as stored: poisha, require_po_number 0 or 1. */
export type TermsRow = Pick<CompanyRow, 'id' | 'name' | 'net_days' | 'credit_limit_minor' | 'require_po_number'>;

/**
 * A purchase paid on invoice with what it owes: its goods not cancelled (`goods_minor`), its
 * delivery charge (owed while one order is live, `live` > 0), and what was paid against it.
 */
export interface InvoiceRow {
  id: string;
  seq: number;
  company_id: string;
  company_name: string;
  user_email: string;
  po_number: string | null;
  created_at: string;
  due_on: string;
  delivery_charge_minor: number;
  goods_minor: number;
  live: number;
  paid_minor: number;
  payment_status: string;
  invoice_number: string | null;
  buyer_name: string | null;
}

/** Which invoices a list takes: a company's, by status against `today` (the store day). */
export interface InvoiceFilter {
  companyId?: string | undefined;
  status?: 'open' | 'overdue' | 'paid' | undefined;
  /** Only those with something still to pay (the credit check, the summary). */
  unpaidOnly?: boolean;
  today: string;
}

const termsColumns = ['id', 'name', 'net_days', 'credit_limit_minor', 'require_po_number'] as const;

function invoices(db: Db, { companyId, status, unpaidOnly, today }: InvoiceFilter) {
  let query = db
    .selectFrom('purchases as p')
    .innerJoin('payments as pay', 'pay.purchase_id', 'p.id')
    .innerJoin('companies as c', 'c.id', 'p.company_id')
    .where('p.due_on', 'is not', null)
    // One whose every order was cancelled (rejected by an approver, cancelled whole) owes nothing
    // and is no receivable.
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('orders as o')
          .select('o.id')
          .whereRef('o.purchase_id', '=', 'p.id')
          .where('o.status', '<>', 'cancelled'),
      ),
    );
  if (companyId !== undefined) query = query.where('p.company_id', '=', companyId);
  if (unpaidOnly || status === 'open' || status === 'overdue') query = query.where('pay.status', '<>', 'paid');
  if (status === 'paid') query = query.where('pay.status', '=', 'paid');
  if (status === 'open') query = query.where('p.due_on', '>=', today);
  if (status === 'overdue') query = query.where('p.due_on', '<', today);
  return query;
}

function withFigures(db: Db, filter: InvoiceFilter) {
  return invoices(db, filter)
    .leftJoin('tax_invoices as ti', 'ti.purchase_id', 'p.id')
    .select((eb) => [
      'p.id',
      'p.seq',
      'p.company_id',
      'c.name as company_name',
      'p.user_email',
      'p.po_number',
      'p.created_at',
      'p.due_on',
      'p.delivery_charge_minor',
      'pay.paid_minor',
      'pay.status as payment_status',
      'ti.number as invoice_number',
      'ti.buyer_name',
      eb
        .selectFrom('orders as o')
        .select((o) => o.fn.coalesce(o.fn.sum<number>('o.total_minor'), o.lit(0)).as('goods'))
        .whereRef('o.purchase_id', '=', 'p.id')
        .where('o.status', '<>', 'cancelled')
        .as('goods_minor'),
      eb
        .selectFrom('orders as o')
        .select((o) => o.fn.countAll<number>().as('live'))
        .whereRef('o.purchase_id', '=', 'p.id')
        .where('o.status', '<>', 'cancelled')
        .as('live'),
    ]);
}

const toInvoiceRow = (row: Record<string, unknown>): InvoiceRow => ({
  id: String(row.id),
  seq: Number(row.seq),
  company_id: String(row.company_id),
  company_name: String(row.company_name),
  user_email: String(row.user_email),
  po_number: (row.po_number as string | null) ?? null,
  created_at: String(row.created_at),
  due_on: String(row.due_on),
  delivery_charge_minor: Number(row.delivery_charge_minor),
  goods_minor: Number(row.goods_minor ?? 0),
  live: Number(row.live ?? 0),
  paid_minor: Number(row.paid_minor),
  payment_status: String(row.payment_status),
  invoice_number: (row.invoice_number as string | null) ?? null,
  buyer_name: (row.buyer_name as string | null) ?? null,
});

/** What a checkout on invoice reads in its transaction (purchases/service.ts). */
export function termsQueries(db: Db) {
  return {
    /**
     * The company's terms, its row locked until the transaction ends (PostgreSQL FOR UPDATE;
     * SQLite's one writer serialises): two checkouts on invoice, or two payments, for one company
     * take turns, so each sees what the other added (requirements §20.8).
     */
    lockTerms: (companyId: string): Promise<TermsRow | undefined> =>
      dialectOf(db)
        .forUpdate(db.selectFrom('companies').select(termsColumns).where('id', '=', companyId))
        .executeTakeFirst(),

    terms: (companyId: string): Promise<TermsRow | undefined> =>
      db.selectFrom('companies').select(termsColumns).where('id', '=', companyId).executeTakeFirst(),

    /** The purchases on invoice `filter` takes, oldest due first. */
    invoices: async (filter: InvoiceFilter, page: Page = {}): Promise<InvoiceRow[]> =>
      (await paged(withFigures(db, filter).orderBy('p.due_on').orderBy('p.seq'), page).execute()).map((row) =>
        toInvoiceRow(row),
      ),

    countInvoices: async (filter: InvoiceFilter): Promise<number> =>
      Number(
        (
          await invoices(db, filter)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),

    /** One purchase on invoice with its figures (paid or not), if it is one. */
    invoice: async (purchaseId: string, today: string): Promise<InvoiceRow | undefined> => {
      const row = await withFigures(db, { today }).where('p.id', '=', purchaseId).executeTakeFirst();
      return row && toInvoiceRow(row);
    },

    insertPayment: async (payment: Insertable<InvoicePaymentsTable>): Promise<void> => {
      await db.insertInto('invoice_payments').values(payment).execute();
    },
  };
}

export type TermsQueries = ReturnType<typeof termsQueries>;

export function termsRepository(db: Db) {
  return {
    ...termsQueries(db),

    /** Whether a purchase exists, and whether it is on invoice (its due day) and whose. */
    purchase: (id: string) =>
      db.selectFrom('purchases').select(['id', 'due_on', 'company_id']).where('id', '=', id).executeTakeFirst(),

    /** The buyer's company with its terms, if they are a member of one (the PO number rule, §20.6). */
    termsOfMember: (userId: string): Promise<TermsRow | undefined> =>
      db
        .selectFrom('company_members as m')
        .innerJoin('companies as c', 'c.id', 'm.company_id')
        .select(['c.id', 'c.name', 'c.net_days', 'c.credit_limit_minor', 'c.require_po_number'])
        .where('m.user_id', '=', userId)
        .executeTakeFirst(),

    /** `userId`'s role in `companyId`, if a member of it. */
    roleIn: async (userId: string, companyId: string): Promise<string | undefined> =>
      (
        await db
          .selectFrom('company_members')
          .select('role')
          .where('user_id', '=', userId)
          .where('company_id', '=', companyId)
          .executeTakeFirst()
      )?.role,

    setTerms: async (
      companyId: string,
      terms: Pick<CompanyRow, 'net_days' | 'credit_limit_minor' | 'require_po_number'>,
    ): Promise<boolean> =>
      Number(
        (await db.updateTable('companies').set(terms).where('id', '=', companyId).executeTakeFirst()).numUpdatedRows,
      ) > 0,

    /** The companies with terms (a summary lists them even when they owe nothing). */
    companiesWithTerms: (): Promise<TermsRow[]> =>
      db.selectFrom('companies').select(termsColumns).where('net_days', 'is not', null).orderBy('name').execute(),

    /** Runs `work` in one transaction (an invoice payment). */
    inTransaction: <T>(work: (tx: TermsQueries & { db: Db }) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work({ ...termsQueries(trx), db: trx })),
  };
}

export type TermsRepository = ReturnType<typeof termsRepository>;
