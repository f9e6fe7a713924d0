// Tax invoices and credit notes (issue 32; requirements §17): the Mushak 6.3 form's fields as the
// API answers them, and how their numbers are written. Amounts are BDT numbers (the database keeps
// poisha), VAT rates percents (15, 7.5).
import { z } from 'zod';
import { dayOf } from './days.ts';
import { languageSchema } from './schemas.ts';

/** The two gap-free series: tax invoices and credit notes, each numbered per fiscal year. */
export const invoiceSeries = ['TI', 'CN'] as const;
export type InvoiceSeries = (typeof invoiceSeries)[number];

export interface FiscalYear {
  /** As numbers carry it: `2627` for 2026-27. */
  key: string;
  /** As people write it: `2026-27`. */
  label: string;
}

/**
 * Bangladesh's fiscal year (July to June) of `instant` in the store's zone: 30 June 23:59 in Dhaka
 * is still 2025-26, 1 July 00:00 is 2026-27.
 */
export function fiscalYearOf(instant: Date | string, zone: string): FiscalYear {
  const [year, month] = dayOf(instant, zone).split('-').map(Number) as [number, number];
  const starts = month >= 7 ? year : year - 1;
  const two = (y: number) => String(y % 100).padStart(2, '0');
  return { key: `${two(starts)}${two(starts + 1)}`, label: `${starts}-${two(starts + 1)}` };
}

/** `TI-2627-000001`: the series, the fiscal year and the number within it (six digits at least). */
export const invoiceNumber = (series: InvoiceSeries, year: FiscalYear, n: number): string =>
  `${series}-${year.key}-${String(n).padStart(6, '0')}`;

const money = z.number();

export const invoiceLineSchema = z.object({
  kind: z.enum(['goods', 'delivery']),
  /** The item's name as ordered (goods), or the delivery's. */
  description: z.string(),
  /** The order the goods line is ("CC-000042"); null for delivery. */
  order_number: z.string().nullable(),
  quantity: z.number().int(),
  unit_price: money,
  /**
   * A group member's goods line (requirements §20.5 item 10): the public price per unit when it was
   * ordered, where the member's price charged differed; absent on every other line.
   */
  public_price: money.optional(),
  value_without_vat: money,
  /** Percent: 15, 7.5. */
  vat_rate: z.number(),
  vat: money,
  value_with_vat: money,
});
export type InvoiceLine = z.infer<typeof invoiceLineSchema>;

export const invoiceTotalsSchema = z.object({ value_without_vat: money, vat: money, value_with_vat: money });

export const creditNoteSchema = z.object({
  /** `CN-2627-000001`. */
  number: z.string(),
  issued_at: z.string(),
  /** The cancelled order it credits. */
  order: z.object({ _id: z.string(), number: z.string() }).nullable(),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
});
export type CreditNote = z.infer<typeof creditNoteSchema>;

/**
 * GET /api/purchases/{id}/tax-invoice, GET /api/order/{id}/tax-invoice: the invoice as issued (never
 * recomputed), and its credit notes. It is a purchase's or a one-item order's: exactly one of
 * `purchase` and `order` is set.
 */
export const taxInvoiceSchema = z.object({
  /** `TI-2627-000001`. */
  number: z.string(),
  /** `2026-27`. */
  fiscal_year: z.string(),
  issued_at: z.string(),
  /** The purchase (checkout) it was issued with; null for a one-item order's. */
  purchase: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** The one-item order (POST /api/order) it was issued with; null for a purchase's. */
  order: z.object({ _id: z.string(), number: z.string() }).nullable(),
  /** The buyer's purchase-order number, as their purchase carries it (requirements §20.6); null when none. */
  po_number: z.string().nullable(),
  /**
   * Paid on invoice: the store day it is due (requirements §20.8); null otherwise. The server always
   * sends it; optional for the screens' fixtures written before it.
   */
  due_on: z.string().nullable().optional(),
  seller: z.object({ name: z.string(), address: z.string(), bin: z.string() }),
  buyer: z.object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    bin: z.string().nullable(),
    /** The company the buyer ordered as a member of (requirements §20.3), null when none. */
    company: z.string().nullable().optional(),
  }),
  lines: z.array(invoiceLineSchema),
  totals: invoiceTotalsSchema,
  credit_notes: z.array(creditNoteSchema),
});
export type TaxInvoice = z.infer<typeof taxInvoiceSchema>;

/**
 * What a purchase answer, or a one-item order's, says of its invoice: its number, or null before one
 * was issued (an order of a purchase: null, its invoice is the purchase's).
 */
export const taxInvoiceRefSchema = z.object({ number: z.string() }).nullable();

/** GET /api/purchases/{id}/tax-invoice.pdf and the order's: the form's language, the account's when not given. */
export const taxInvoicePdfQuerySchema = z.object({ lang: languageSchema.optional() });
