// Issue 32's tax invoice under the names the screens use (requirements §17): the shared schemas'
// types (packages/shared invoices.ts), which the server answers.
import {
  apiPaths,
  type CreditNote,
  type InvoiceLine,
  type Order,
  type Purchase,
  type TaxInvoice,
} from '@storefront/shared';

/** One line of a tax invoice or a credit note, as stored at issue. */
export type TaxInvoiceLine = InvoiceLine;

export type TaxInvoiceTotals = TaxInvoice['totals'];

/** A credit note issued against the invoice by a cancellation (its order's line, and the delivery's with the last). */
export type TaxCreditNote = CreditNote;

/** `GET /api/purchases/{id}/tax-invoice` or `GET /api/order/{id}/tax-invoice`: the tax invoice in the Mushak 6.3 form. */
export type TaxInvoiceData = TaxInvoice;

/** A purchase's answer: its delivery charge (0 once every order is cancelled) and its tax invoice's number. */
export type PurchaseWithDelivery = Purchase;

/** An order's answer with its own delivery charge (0 for an order of a purchase, whose purchase carries it). */
export type OrderWithDelivery = Order;

/** Whose tax invoice: a purchase's (a checkout's), or a one-item order's own (requirements §17.7). */
export type TaxInvoiceSource = 'purchase' | 'order';

/** Where the API answers a purchase's or a one-item order's tax invoice, and its PDF in `lang`. */
export const taxInvoicePaths = {
  invoice: (source: TaxInvoiceSource, id: string) =>
    source === 'purchase' ? apiPaths.taxInvoice(id) : apiPaths.orderTaxInvoice(id),
  pdf: (source: TaxInvoiceSource, id: string, lang: string) =>
    `${source === 'purchase' ? apiPaths.taxInvoicePdf(id) : apiPaths.orderTaxInvoicePdf(id)}?lang=${encodeURIComponent(lang)}`,
};
