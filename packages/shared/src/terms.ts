import { z } from 'zod';
import { ORDER_LIMIT_MAX } from './approvals.ts';
import { daySchema } from './days.ts';
import { messages } from './messages.ts';
import { companyRefSchema, price } from './schemas.ts';

// Payment terms, credit and receivables (issue 35 item 7; requirements §20.8): a store admin gives a
// company terms (net N days) and a credit limit; its buyers may then "Pay on invoice" (payment method
// `invoice`): the purchase is placed unpaid with a due day, and one that would take the company's
// unpaid total past its limit is refused with the figures. Admins see what is owed and overdue, and
// record payments against the invoices; the company's admins see the same for their company.

export const NET_DAYS_MAX = 120;
export const INVOICE_PAYMENT_REFERENCE_MAX = 60;

const amount = z
  .number({ error: messages.creditLimitInvalid })
  .min(0, messages.creditLimitInvalid)
  .max(ORDER_LIMIT_MAX, messages.creditLimitInvalid)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.creditLimitInvalid);

/**
 * PUT /api/companies/{id}/terms (store administrators): `net_days` null takes the terms away (its
 * buyers pay as anyone; what they owe stays owed); with terms, `credit_limit` (BDT, 0 or more) is
 * required. `require_po_number` makes its buyers' checkouts need a PO number (§20.6).
 */
export const companyTermsInputSchema = z
  .object({
    net_days: z
      .number({ error: messages.netDaysInvalid })
      .int(messages.netDaysInvalid)
      .min(1, messages.netDaysInvalid)
      .max(NET_DAYS_MAX, messages.netDaysInvalid)
      .nullable(),
    credit_limit: amount.nullable(),
    require_po_number: z.boolean().default(false),
  })
  .superRefine((terms, ctx) => {
    if (terms.net_days !== null && terms.credit_limit === null)
      ctx.addIssue({ code: 'custom', path: ['credit_limit'], message: messages.creditLimitInvalid });
  });
export type CompanyTermsInput = z.infer<typeof companyTermsInputSchema>;

/** Overdue by age, in days past the due day (BDT outstanding in each). */
export const overdueBuckets = ['days_1_30', 'days_31_60', 'days_61_90', 'days_over_90'] as const;
export type OverdueBucket = (typeof overdueBuckets)[number];

/** Which bucket an invoice `daysOverdue` past its due day falls in; null when not yet overdue. */
export function overdueBucketOf(daysOverdue: number): OverdueBucket | null {
  if (daysOverdue <= 0) return null;
  if (daysOverdue <= 30) return 'days_1_30';
  if (daysOverdue <= 60) return 'days_31_60';
  if (daysOverdue <= 90) return 'days_61_90';
  return 'days_over_90';
}

/** What a company owes on terms, BDT: in total, not yet due, and overdue by age. */
export const receivablesTotalsSchema = z.object({
  outstanding: z.number(),
  not_due: z.number(),
  overdue: z.object({
    days_1_30: z.number(),
    days_31_60: z.number(),
    days_61_90: z.number(),
    days_over_90: z.number(),
  }),
});
export type ReceivablesTotals = z.infer<typeof receivablesTotalsSchema>;

/**
 * GET /api/companies/{id}/terms (its members; store administrators): the terms and where the
 * company stands. `available` is what a Pay-on-invoice checkout may still come to (never below 0).
 */
export const companyTermsSchema = z.object({
  net_days: z.number().int().nullable(),
  credit_limit: z.number().nullable(),
  require_po_number: z.boolean(),
  outstanding: z.number(),
  overdue: z.number(),
  available: z.number().nullable(),
});
export type CompanyTerms = z.infer<typeof companyTermsSchema>;

export const receivableStatuses = ['open', 'overdue', 'paid'] as const;

/** One purchase placed on terms, as the receivables list it. */
export const receivableSchema = z.object({
  purchase: z.object({ _id: z.string(), number: z.string() }),
  /** Its tax invoice's number ("INV-2026-000042"), null for none. */
  invoice: z.string().nullable(),
  company: companyRefSchema,
  buyer: z.object({ name: z.string(), email: z.string() }),
  po_number: z.string().nullable(),
  total: z.number(),
  paid: z.number(),
  outstanding: z.number(),
  /** The store day it was placed and the day it is due (placed + the terms' days then). */
  issued_on: z.string(),
  due_on: z.string(),
  /** Days past `due_on` today (store time zone), 0 when not overdue or paid. */
  days_overdue: z.number().int(),
  status: z.enum(receivableStatuses),
});
export type Receivable = z.infer<typeof receivableSchema>;

/** GET /api/receivables (store administrators, paged): filters. */
export const receivablesQuerySchema = z.object({
  // A company's id; PostgreSQL refuses a NUL in text, and no id holds one.
  company: z
    .string()
    .transform((s) => s.replaceAll('\u0000', '').trim())
    .pipe(z.string().max(100))
    .optional(),
  status: z.enum(receivableStatuses).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

/** GET /api/receivables/summary (store administrators): each company on terms with its totals. */
export const companyReceivablesSchema = z.object({
  company: companyRefSchema,
  net_days: z.number().int().nullable(),
  credit_limit: z.number().nullable(),
  totals: receivablesTotalsSchema,
});
export type CompanyReceivables = z.infer<typeof companyReceivablesSchema>;

/** GET /api/companies/{id}/receivables (its admins; store administrators): totals and invoices. */
export const companyReceivablesDetailSchema = z.object({
  terms: companyTermsSchema,
  totals: receivablesTotalsSchema,
  invoices: z.array(receivableSchema),
});
export type CompanyReceivablesDetail = z.infer<typeof companyReceivablesDetailSchema>;

/**
 * POST /api/purchases/{id}/invoice-payments (store administrators): money received against an
 * invoice on terms: the amount (at most what is outstanding), the day it came and a reference (a
 * cheque or bank transfer number).
 */
export const invoicePaymentInputSchema = z.object({
  amount: price,
  paid_on: daySchema,
  reference: z
    .string({ error: messages.invoicePaymentReferenceRequired })
    .trim()
    .min(1, messages.invoicePaymentReferenceRequired)
    .max(INVOICE_PAYMENT_REFERENCE_MAX, messages.tooLong(INVOICE_PAYMENT_REFERENCE_MAX)),
});
export type InvoicePaymentInput = z.infer<typeof invoicePaymentInputSchema>;
