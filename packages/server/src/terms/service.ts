// Payment terms, credit and receivables (issue 35 item 7; requirements §20.8). Who may do what:
// a company's terms are read by its members and store administrators and set by store
// administrators only; its receivables are read by its admins and store administrators (its
// approvers and buyers 403); anyone outside the company is answered 404, as its other routes do.
// Every company's receivables, and payments recorded against invoices, are store administrators'.
import {
  dayOf,
  formatBdt,
  fromMinor,
  messages,
  overdueBucketOf,
  purchaseNumber,
  toMinor,
  type CompanyReceivables,
  type CompanyReceivablesDetail,
  type CompanyTerms,
  type CompanyTermsInput,
  type InvoicePaymentInput,
  type Receivable,
  type ReceivablesTotals,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { ChangeFeed } from '../db/changes.ts';
import { newId, nowIso } from '../db/util.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/errors.ts';
import { paymentQueries } from '../payments/repository.ts';
import { trailFor } from '../payments/trail.ts';
import type { InvoiceFilter, InvoiceRow, TermsQueries, TermsRepository, TermsRow } from './repository.ts';

const DAY_MS = 86_400_000;

/** How many invoices a page of GET /api/receivables holds. */
export const RECEIVABLES_PAGE_SIZE = 50;

/** `day` plus `days` (store days, "2026-12-28"). */
export const addDays = (day: string, days: number): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const daysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/** What a purchase on invoice comes to now: its goods not cancelled, and its delivery while one order is live. */
const totalMinorOf = (row: InvoiceRow): number => row.goods_minor + (row.live > 0 ? row.delivery_charge_minor : 0);

/** What is still to pay on it (never below 0: a cancel after a payment leaves nothing owed). */
export const outstandingMinorOf = (row: InvoiceRow): number => Math.max(0, totalMinorOf(row) - row.paid_minor);

const sumMinor = (rows: readonly InvoiceRow[]): number => rows.reduce((sum, row) => sum + outstandingMinorOf(row), 0);

function statusOf(row: InvoiceRow, today: string): Receivable['status'] {
  if (row.payment_status === 'paid' || outstandingMinorOf(row) === 0) return 'paid';
  return row.due_on < today ? 'overdue' : 'open';
}

export function toReceivable(row: InvoiceRow, today: string, timeZone: string): Receivable {
  const status = statusOf(row, today);
  return {
    purchase: { _id: row.id, number: purchaseNumber(row.seq) },
    invoice: row.invoice_number,
    company: { id: row.company_id, name: row.company_name },
    buyer: { name: row.buyer_name ?? row.user_email, email: row.user_email },
    po_number: row.po_number,
    total: fromMinor(totalMinorOf(row)),
    paid: fromMinor(row.paid_minor),
    outstanding: fromMinor(outstandingMinorOf(row)),
    issued_on: dayOf(row.created_at, timeZone),
    due_on: row.due_on,
    days_overdue: status === 'overdue' ? daysBetween(row.due_on, today) : 0,
    status,
  };
}

/** What `rows` owe, in total, not yet due, and overdue by age (BDT). */
export function totalsOf(rows: readonly InvoiceRow[], today: string): ReceivablesTotals {
  const minor = { not_due: 0, days_1_30: 0, days_31_60: 0, days_61_90: 0, days_over_90: 0 };
  for (const row of rows) {
    const owed = outstandingMinorOf(row);
    const bucket = overdueBucketOf(daysBetween(row.due_on, today));
    minor[bucket ?? 'not_due'] += owed;
  }
  return {
    outstanding: fromMinor(sumMinor(rows)),
    not_due: fromMinor(minor.not_due),
    overdue: {
      days_1_30: fromMinor(minor.days_1_30),
      days_31_60: fromMinor(minor.days_31_60),
      days_61_90: fromMinor(minor.days_61_90),
      days_over_90: fromMinor(minor.days_over_90),
    },
  };
}

function toTerms(row: TermsRow, unpaid: readonly InvoiceRow[], today: string): CompanyTerms {
  const outstandingMinor = sumMinor(unpaid);
  const limitMinor = row.credit_limit_minor === null ? null : Number(row.credit_limit_minor);
  return {
    net_days: row.net_days === null ? null : Number(row.net_days),
    credit_limit: limitMinor === null ? null : fromMinor(limitMinor),
    require_po_number: Number(row.require_po_number) === 1,
    outstanding: fromMinor(outstandingMinor),
    overdue: fromMinor(sumMinor(unpaid.filter((invoice) => invoice.due_on < today))),
    available:
      row.net_days === null || limitMinor === null ? null : fromMinor(Math.max(0, limitMinor - outstandingMinor)),
  };
}

/**
 * A checkout on invoice (requirements §20.8), in its transaction: the buyer's company must have
 * terms (else 400 on `payment_method`); with its row locked, what it owes on invoice (each
 * purchase's total after cancellations, less what was paid; those awaiting approval included) and
 * this purchase's `totalMinor` must stay within its credit limit (else 409 with the figures on
 * `payment_method`). Answers the day it is due: the store day of `at` plus the terms' days.
 */
export async function invoiceDueOn(
  tx: TermsQueries,
  companyId: string | null,
  totalMinor: number,
  at: string,
  timeZone: string,
): Promise<string> {
  const unavailable = () =>
    badRequest(messages.payOnInvoiceUnavailable, { payment_method: messages.payOnInvoiceUnavailable });
  if (companyId === null) throw unavailable();
  const terms = await tx.lockTerms(companyId);
  if (terms?.net_days == null) throw unavailable();
  const today = dayOf(at, timeZone);
  const outstandingMinor = sumMinor(await tx.invoices({ companyId, unpaidOnly: true, today }));
  const limitMinor = Number(terms.credit_limit_minor ?? 0);
  if (outstandingMinor + totalMinor > limitMinor) {
    const message = messages.creditLimitExceeded({
      total: formatBdt(fromMinor(totalMinor)),
      limit: formatBdt(fromMinor(limitMinor)),
      outstanding: formatBdt(fromMinor(outstandingMinor)),
      available: formatBdt(fromMinor(Math.max(0, limitMinor - outstandingMinor))),
    });
    throw new HttpError(409, message, { payment_method: message });
  }
  return addDays(today, Number(terms.net_days));
}

export function termsService(terms: TermsRepository, changes: Pick<ChangeFeed, 'publish'>, timeZone: string) {
  const today = () => dayOf(new Date(), timeZone);

  /** The company's terms row and the reader's role in it (null: a store administrator outside it); outsiders 404. */
  async function readable(user: CurrentUser, companyId: string) {
    const [row, role] = await Promise.all([terms.terms(companyId), terms.roleIn(user.id, companyId)]);
    if (!row || (role === undefined && !user.isAdmin)) throw notFound(messages.companyNotFound);
    return { row, role: user.isAdmin ? null : (role ?? null) };
  }

  const unpaidOf = (companyId: string, day: string) => terms.invoices({ companyId, unpaidOnly: true, today: day });

  return {
    async get(user: CurrentUser, companyId: string): Promise<CompanyTerms> {
      const { row } = await readable(user, companyId);
      const day = today();
      return toTerms(row, await unpaidOf(companyId, day), day);
    },

    /** Store administrators (the route's guard) set or take away a company's terms. */
    async put(companyId: string, input: CompanyTermsInput): Promise<CompanyTerms> {
      const set = await terms.setTerms(companyId, {
        net_days: input.net_days,
        credit_limit_minor: input.net_days === null || input.credit_limit === null ? null : toMinor(input.credit_limit),
        require_po_number: input.require_po_number ? 1 : 0,
      });
      if (!set) throw notFound(messages.companyNotFound);
      const row = await terms.terms(companyId);
      const day = today();
      return toTerms(row!, await unpaidOf(companyId, day), day);
    },

    /** A company's receivables: its admins and store administrators; its approvers and buyers 403. */
    async ofCompany(user: CurrentUser, companyId: string): Promise<CompanyReceivablesDetail> {
      const { row, role } = await readable(user, companyId);
      if (role !== null && role !== 'admin') throw forbidden(messages.companyAdminOnly);
      const day = today();
      const all = await terms.invoices({ companyId, today: day });
      const unpaid = all.filter((invoice) => statusOf(invoice, day) !== 'paid');
      return {
        terms: toTerms(row, unpaid, day),
        totals: totalsOf(unpaid, day),
        invoices: all.map((invoice) => toReceivable(invoice, day, timeZone)),
      };
    },

    /** Every company's invoices on terms (store administrators), oldest due first, a page at a time. */
    async list(filter: Omit<InvoiceFilter, 'today'>, page: number): Promise<{ list: Receivable[]; total: number }> {
      const day = today();
      const where = { ...filter, today: day };
      const [rows, total] = await Promise.all([
        terms.invoices(where, { limit: RECEIVABLES_PAGE_SIZE, offset: (page - 1) * RECEIVABLES_PAGE_SIZE }),
        terms.countInvoices(where),
      ]);
      return { list: rows.map((row) => toReceivable(row, day, timeZone)), total };
    },

    /** Each company with terms or anything outstanding on invoice, with its totals (store administrators). */
    async summary(): Promise<CompanyReceivables[]> {
      const day = today();
      const [withTerms, unpaid] = await Promise.all([
        terms.companiesWithTerms(),
        terms.invoices({ unpaidOnly: true, today: day }),
      ]);
      const byCompany = new Map<string, InvoiceRow[]>();
      for (const row of unpaid) byCompany.set(row.company_id, [...(byCompany.get(row.company_id) ?? []), row]);
      const companies = new Map(withTerms.map((row) => [row.id, row]));
      // A company whose terms were taken away still owes what it owes.
      for (const row of unpaid)
        if (!companies.has(row.company_id))
          companies.set(row.company_id, {
            id: row.company_id,
            name: row.company_name,
            net_days: null,
            credit_limit_minor: null,
            require_po_number: 0,
          });
      return [...companies.values()]
        .sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id))
        .map((row) => ({
          company: { id: row.id, name: row.name },
          net_days: row.net_days === null ? null : Number(row.net_days),
          credit_limit: row.credit_limit_minor === null ? null : fromMinor(Number(row.credit_limit_minor)),
          totals: totalsOf(byCompany.get(row.id) ?? [], day),
        }));
    },

    /**
     * A store administrator records money received against a purchase on invoice: at most what it
     * still owes (400 on `amount`), under its company's lock so two at once never overpay it. Its
     * payment moves unpaid -> partially_paid -> paid with what was received.
     */
    async recordPayment(actor: CurrentUser, purchaseId: string, input: InvoicePaymentInput): Promise<Receivable> {
      const day = today();
      // Money is recorded once it came: a day after today in the store's zone is a slip.
      if (input.paid_on > day)
        throw badRequest(messages.invoicePaymentFutureDay, { paid_on: messages.invoicePaymentFutureDay });
      const purchase = await terms.purchase(purchaseId);
      if (!purchase) throw notFound(messages.purchaseNotFound);
      if (purchase.due_on === null || purchase.company_id === null) throw conflict(messages.notOnInvoice);
      const companyId = purchase.company_id;
      const amountMinor = toMinor(input.amount);
      await terms.inTransaction(async (tx) => {
        await tx.lockTerms(companyId);
        const invoice = await tx.invoice(purchaseId, day);
        const leftMinor = invoice ? outstandingMinorOf(invoice) : 0;
        if (amountMinor > leftMinor) {
          const message = messages.invoicePaymentTooMuch(formatBdt(fromMinor(leftMinor)));
          throw badRequest(message, { amount: message });
        }
        const at = nowIso();
        await tx.insertPayment({
          id: newId(),
          purchase_id: purchaseId,
          amount_minor: amountMinor,
          paid_on: input.paid_on,
          reference: input.reference,
          recorded_by: actor.id,
          created_at: at,
        });
        const payments = paymentQueries(tx.db);
        const row = await payments.byPurchase(purchaseId);
        if (!row) throw conflict(messages.notOnInvoice);
        const changed = await payments.change(row, {
          status: amountMinor === leftMinor ? 'paid' : 'partially_paid',
          paid_minor: Number(row.paid_minor) + amountMinor,
          updated_at: at,
        });
        // Nothing else moves an invoice's payment, and the company's lock is held.
        if (!changed) throw conflict(messages.notOnInvoice);
        // In the payment's trail beside the cash and gateway steps (the Payments screen).
        const trail = trailFor(row.id, actor.email);
        trail.add(
          'invoice_payment',
          { amount: input.amount, paid_on: input.paid_on, reference: input.reference },
          { status: changed.status, paid: fromMinor(Number(changed.paid_minor)) },
          true,
        );
        await payments.addEvents(trail.events);
      });
      await changes.publish('orders');
      const after = await terms.invoice(purchaseId, day);
      if (!after) throw notFound(messages.purchaseNotFound);
      return toReceivable(after, day, timeZone);
    },
  };
}

export type TermsService = ReturnType<typeof termsService>;
