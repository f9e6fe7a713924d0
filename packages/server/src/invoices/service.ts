// A purchase's or a one-item order's tax invoice as its buyer and the staff read it (requirements §17):
// as issued, with the credit notes of its cancelled orders; and the Mushak 6.3 form as a PDF in the reader's language.
import {
  fromMinor,
  messages,
  orderMessages,
  orderNumber,
  percentOfBp,
  purchaseNumber,
  type CreditNote,
  type InvoiceLine,
  type Language,
  type TaxInvoice,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { CreditNoteLineRow, CreditNoteRow, TaxInvoiceRow } from '../db/schema.ts';
import { forbidden, notFound } from '../http/errors.ts';
import type { InvoiceLineRead, InvoicesRepository } from './repository.ts';

const toLine = (row: InvoiceLineRead | CreditNoteLineRow): InvoiceLine => ({
  kind: row.kind,
  description: row.description,
  order_number: row.order_number,
  quantity: Number(row.quantity),
  unit_price: fromMinor(row.unit_price_minor),
  // A group member's line: the public price beside theirs (requirements §20.5 item 10).
  ...('public_price_minor' in row && row.public_price_minor !== null
    ? { public_price: fromMinor(Number(row.public_price_minor)) }
    : {}),
  value_without_vat: fromMinor(row.value_without_vat_minor),
  vat_rate: percentOfBp(Number(row.vat_rate_bp)),
  vat: fromMinor(row.vat_minor),
  value_with_vat: fromMinor(row.value_with_vat_minor),
});

const toTotals = (row: { value_without_vat_minor: number; vat_minor: number; value_with_vat_minor: number }) => ({
  value_without_vat: fromMinor(row.value_without_vat_minor),
  vat: fromMinor(row.vat_minor),
  value_with_vat: fromMinor(row.value_with_vat_minor),
});

const toCreditNote = (row: CreditNoteRow, lines: readonly CreditNoteLineRow[]): CreditNote => ({
  number: row.number,
  issued_at: row.issued_at,
  order: row.order_id === null ? null : { _id: row.order_id, number: row.order_number ?? '' },
  lines: lines.filter((l) => l.credit_note_id === row.id).map(toLine),
  totals: toTotals(row),
});

/** Whose tax invoice is asked for: a purchase's (a checkout's), or a one-item order's own. */
export type InvoiceOf = 'purchase' | 'order';

export function invoicesService(invoices: InvoicesRepository, { timeZone }: { timeZone: string }) {
  /** The invoice as issued, its credit notes, and what it was issued with. */
  async function answer(
    invoice: TaxInvoiceRow,
    source: Pick<TaxInvoice, 'purchase' | 'order' | 'po_number' | 'due_on'>,
    companyId: string | null,
  ): Promise<TaxInvoice> {
    const notes = await invoices.creditNotesOf(invoice.id);
    const noteLines = await invoices.creditNoteLines(notes.map((n) => n.id));
    return {
      number: invoice.number,
      fiscal_year: invoice.fiscal_year,
      issued_at: invoice.issued_at,
      ...source,
      seller: { name: invoice.seller_name, address: invoice.seller_address, bin: invoice.seller_bin },
      buyer: {
        name: invoice.buyer_name,
        address: invoice.buyer_address,
        phone: invoice.buyer_phone,
        bin: invoice.buyer_bin,
        company: await invoices.companyName(companyId),
      },
      lines: (await invoices.invoiceLinesRead(invoice.id)).map(toLine),
      totals: toTotals(invoice),
      credit_notes: notes.map((note) => toCreditNote(note, noteLines)),
    };
  }

  /** The purchase's invoice for its buyer or an administrator, as the purchase itself answers them. */
  async function ofPurchase(actor: CurrentUser, purchaseId: string): Promise<TaxInvoice> {
    const purchase = await invoices.purchase(purchaseId);
    if (!purchase) throw notFound(messages.purchaseNotFound);
    if (!actor.isAdmin && purchase.user_email !== actor.email) throw forbidden(messages.purchaseOnlyOwnSeen);
    const invoice = await invoices.invoiceOf(purchaseId);
    if (!invoice) throw notFound(messages.taxInvoiceNotFound);
    return answer(
      invoice,
      {
        purchase: { _id: purchase.id, number: purchaseNumber(Number(purchase.seq)) },
        order: null,
        po_number: purchase.po_number,
        due_on: purchase.due_on,
      },
      purchase.company_id,
    );
  }

  /**
   * A one-item order's own invoice (requirements §17.7) for its buyer or an administrator, as the
   * order itself answers them. An order of a purchase is a line of the purchase's invoice: the 404
   * says which purchase.
   */
  async function ofOrder(actor: CurrentUser, orderId: string): Promise<TaxInvoice> {
    const order = await invoices.order(orderId);
    if (!order) throw notFound(orderMessages.notFound);
    if (!actor.isAdmin && order.user_email !== actor.email) throw forbidden(orderMessages.onlyOwnSeen);
    if (order.purchase_id !== null) {
      const purchase = await invoices.purchase(order.purchase_id);
      throw notFound(messages.orderTaxInvoiceIsPurchases(purchaseNumber(Number(purchase!.seq))));
    }
    const invoice = await invoices.invoiceOfOrder(orderId);
    if (!invoice) throw notFound(messages.orderTaxInvoiceNotFound);
    return answer(
      invoice,
      {
        purchase: null,
        order: { _id: order.id, number: orderNumber(Number(order.seq)) },
        po_number: null,
        due_on: null,
      },
      order.company_id,
    );
  }

  const get = (actor: CurrentUser, source: InvoiceOf, id: string) =>
    source === 'purchase' ? ofPurchase(actor, id) : ofOrder(actor, id);

  return {
    get,

    /**
     * The Mushak 6.3 form as a PDF, in `language` or else the reader's account's. The renderer (PDF
     * library, shaper and faces) loads with the first PDF asked for, not at start.
     */
    async pdf(
      actor: CurrentUser,
      source: InvoiceOf,
      id: string,
      language?: Language,
    ): Promise<{ number: string; pdf: Buffer }> {
      const invoice = await get(actor, source, id);
      const { renderTaxInvoicePdf } = await import('./pdf.ts');
      const pdf = await renderTaxInvoicePdf(invoice, language ?? (await invoices.languageOf(actor.id)), { timeZone });
      return { number: invoice.number, pdf };
    },
  };
}

export type InvoicesService = ReturnType<typeof invoicesService>;
