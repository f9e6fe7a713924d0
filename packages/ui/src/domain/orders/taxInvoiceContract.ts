// Issue 32's shapes the invoice screens are built against (/work/wt/briefs/contract32.md, "Tax
// invoice" and "Quote and checkout"), until the server's shared schemas arrive: at that merge this
// file becomes re-exports of packages/shared's types and apiPaths, and nothing else changes.
import type { Order, Purchase } from '@storefront/shared';

/** One line of a tax invoice or a credit note, as stored at issue (requirements §17). */
export interface TaxInvoiceLine {
  kind: 'goods' | 'delivery';
  description: string;
  /** The order the goods line is of ("CC-000042"); null for the delivery line. */
  order_number: string | null;
  quantity: number;
  /** In BDT, VAT included, as the buyer was charged. */
  unit_price: number;
  value_without_vat: number;
  /** Percent (15, 7.5). */
  vat_rate: number;
  vat: number;
  value_with_vat: number;
}

export interface TaxInvoiceTotals {
  value_without_vat: number;
  vat: number;
  value_with_vat: number;
}

/** A credit note issued against the invoice by a cancellation (its order's line, and the delivery's with the last). */
export interface TaxCreditNote {
  /** "CN-2627-000001". */
  number: string;
  issued_at: string;
  order: { _id: string; number: string } | null;
  lines: TaxInvoiceLine[];
  totals: TaxInvoiceTotals;
}

/** `GET /api/purchases/{id}/tax-invoice`: the purchase's tax invoice in the Mushak 6.3 form. */
export interface TaxInvoiceData {
  /** "TI-2627-000001". */
  number: string;
  /** "2026-27": July to June in the store's zone. */
  fiscal_year: string;
  issued_at: string;
  purchase: { _id: string; number: string };
  seller: { name: string; address: string; bin: string };
  buyer: { name: string; address: string; phone: string; bin: string | null };
  lines: TaxInvoiceLine[];
  totals: TaxInvoiceTotals;
  credit_notes: TaxCreditNote[];
}

/** A purchase's answer with its delivery charge (0 once every order is cancelled) and its tax invoice's number. */
export type PurchaseWithDelivery = Purchase & {
  delivery_charge?: number;
  tax_invoice?: { number: string } | null;
};

/** An order's answer with its own delivery charge (0 for an order of a purchase, whose purchase carries it). */
export type OrderWithDelivery = Order & { delivery_charge?: number };

/** Where the API answers a purchase's tax invoice, and its PDF in `lang`. */
export const taxInvoicePaths = {
  invoice: (purchaseId: string) => `/purchases/${encodeURIComponent(purchaseId)}/tax-invoice`,
  pdf: (purchaseId: string, lang: string) =>
    `/purchases/${encodeURIComponent(purchaseId)}/tax-invoice.pdf?lang=${encodeURIComponent(lang)}`,
};
