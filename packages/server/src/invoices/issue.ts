// Issuing tax invoices and credit notes (requirements §17), in the caller's transaction: a checkout
// issues its purchase's invoice and a one-item order its own (§17.7), every cancellation of an
// invoiced order its credit note. Prices include VAT: each line's VAT is taken out of it (shared `splitVat`), and the totals
// are the lines' sums.
import {
  company,
  DEFAULT_STORE_TIME_ZONE,
  fiscalYearOf,
  invoiceNumber,
  orderNumber,
  rateBpOf,
  splitVat,
  VAT_RATE_DEFAULT_PERCENT,
} from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { ItemRow, OrderRow, PurchaseRow, TaxInvoiceLinesTable } from '../db/schema.ts';
import { newId } from '../db/util.ts';
import type { InvoiceQueries } from './repository.ts';

/** Who issues the invoices (SELLER_*), where the fiscal year turns, and the default VAT rate. */
export interface InvoiceSettings {
  seller: { name: string; address: string; bin: string };
  timeZone: string;
  vatRateDefaultBp: number;
}

/** The configuration's defaults (config.ts), for services made without one (unit tests). */
export const defaultInvoiceSettings: InvoiceSettings = {
  seller: { name: company.name, address: company.address.join(', '), bin: company.vatRegistration.replace(/\D/g, '') },
  timeZone: DEFAULT_STORE_TIME_ZONE,
  vatRateDefaultBp: rateBpOf(VAT_RATE_DEFAULT_PERCENT),
};

/** The description of the delivery line as stored (the API is English; the PDF says it in its language). */
export const DELIVERY_DESCRIPTION = 'Delivery charge';

type LineDraft = Omit<Insertable<TaxInvoiceLinesTable>, 'invoice_id' | 'position' | keyof SplitColumns>;
interface SplitColumns {
  value_without_vat_minor: number;
  vat_minor: number;
  value_with_vat_minor: number;
}

/** The lines with their VAT taken out, and the totals as their sums. */
function withVat(drafts: (LineDraft & { grossMinor: number })[]) {
  const split = splitVat(drafts.map((d) => ({ grossMinor: d.grossMinor, rateBp: d.vat_rate_bp })));
  const lines = drafts.map(({ grossMinor: _, ...draft }, position) => ({
    ...draft,
    position,
    value_without_vat_minor: split.lines[position]!.netMinor,
    vat_minor: split.lines[position]!.vatMinor,
    value_with_vat_minor: split.lines[position]!.grossMinor,
  }));
  const totals = {
    value_without_vat_minor: split.totals.netMinor,
    vat_minor: split.totals.vatMinor,
    value_with_vat_minor: split.totals.grossMinor,
  };
  return { lines, totals };
}

export interface PlacedLine {
  order: OrderRow;
  item: Pick<ItemRow, 'vat_rate_bp'>;
}

/** A goods line as invoiced: the order's item, its order number, and its figures as ordered. */
const goodsLine = ({ order, item }: PlacedLine, settings: InvoiceSettings): LineDraft & { grossMinor: number } => ({
  kind: 'goods',
  description: order.item_name,
  order_id: order.id,
  order_number: orderNumber(Number(order.seq)),
  quantity: Number(order.quantity),
  unit_price_minor: Number(order.unit_price_minor),
  vat_rate_bp: item.vat_rate_bp ?? settings.vatRateDefaultBp,
  grossMinor: Number(order.total_minor),
});

/** What an invoice is issued for: a purchase (a checkout) or a one-item order, and who bought. */
interface InvoiceSource {
  of: { purchase_id: string; order_id: null } | { purchase_id: null; order_id: string };
  at: string;
  goods: (LineDraft & { grossMinor: number })[];
  deliveryMinor: number;
  buyer: { name: string; address: string; phone: string; bin: string | null };
}

/**
 * A tax invoice numbered next in its fiscal year's series (one series for purchases and one-item
 * orders alike): the goods lines and one for delivery when it is charged (the default rate).
 * Answers its number.
 */
async function issue(q: InvoiceQueries, settings: InvoiceSettings, source: InvoiceSource): Promise<string> {
  const year = fiscalYearOf(source.at, settings.timeZone);
  const drafts = [...source.goods];
  if (source.deliveryMinor > 0)
    drafts.push({
      kind: 'delivery',
      description: DELIVERY_DESCRIPTION,
      order_id: null,
      order_number: null,
      quantity: 1,
      unit_price_minor: source.deliveryMinor,
      vat_rate_bp: settings.vatRateDefaultBp,
      grossMinor: source.deliveryMinor,
    });
  const { lines, totals } = withVat(drafts);
  const id = newId();
  const number = invoiceNumber('TI', year, await q.nextNumber('TI', year.key));
  await q.insertInvoice(
    {
      id,
      number,
      fiscal_year: year.label,
      ...source.of,
      issued_at: source.at,
      seller_name: settings.seller.name,
      seller_address: settings.seller.address,
      seller_bin: settings.seller.bin,
      buyer_name: source.buyer.name,
      buyer_address: source.buyer.address,
      buyer_phone: source.buyer.phone,
      buyer_bin: source.buyer.bin,
      ...totals,
    },
    lines.map((line) => ({ ...line, invoice_id: id })),
  );
  return number;
}

/**
 * The purchase's tax invoice: a line per order (the item's rate, or the default) and one for
 * delivery when the purchase charges it. Answers its number.
 */
export function issueTaxInvoice(
  q: InvoiceQueries,
  settings: InvoiceSettings,
  { purchase, placed, buyerName }: { purchase: PurchaseRow; placed: readonly PlacedLine[]; buyerName: string },
): Promise<string> {
  return issue(q, settings, {
    of: { purchase_id: purchase.id, order_id: null },
    at: purchase.created_at,
    goods: placed.map((line) => goodsLine(line, settings)),
    deliveryMinor: Number(purchase.delivery_charge_minor),
    buyer: { name: buyerName, address: purchase.address, phone: purchase.phone, bin: purchase.buyer_bin },
  });
}

/**
 * A one-item order's own tax invoice (POST /api/order, requirements §17.7): its line, and its own
 * delivery charge's. The spec's purchase page takes no BIN, so the buyer has none. Answers its number.
 */
export function issueOrderTaxInvoice(
  q: InvoiceQueries,
  settings: InvoiceSettings,
  placed: PlacedLine,
): Promise<string> {
  const { order } = placed;
  return issue(q, settings, {
    of: { purchase_id: null, order_id: order.id },
    at: order.created_at,
    goods: [goodsLine(placed, settings)],
    deliveryMinor: Number(order.delivery_charge_minor),
    buyer: { name: order.user_name, address: order.address, phone: order.phone, bin: null },
  });
}

/**
 * A credit note for each of `cancelled` (orders this transaction just cancelled) that has a tax
 * invoice, its purchase's or its own (a one-item order's): its order's line as invoiced, and the
 * delivery line with the last of the invoice's live orders (a one-item order is its own last).
 * Called once the transaction's moves are made, so that its locks (the invoice's row, then the
 * series' counter) come after every item row it locked.
 */
export async function creditCancelled(
  q: InvoiceQueries,
  settings: InvoiceSettings,
  cancelled: readonly OrderRow[],
  at: string,
): Promise<void> {
  // The invoices in one order for every transaction: a purchase's by its id, a lone order's by its own.
  const byInvoice = new Map<string, OrderRow[]>();
  for (const order of cancelled) {
    const key = order.purchase_id ?? order.id;
    byInvoice.set(key, [...(byInvoice.get(key) ?? []), order]);
  }
  for (const [key, orders] of [...byInvoice].sort(([a], [b]) => a.localeCompare(b))) {
    const purchaseId = orders[0]!.purchase_id;
    const invoice = purchaseId === null ? await q.lockInvoiceOfOrder(key) : await q.lockInvoiceOf(purchaseId);
    if (!invoice) continue;
    const invoiced = await q.invoiceLines(invoice.id);
    const lastGoes = purchaseId === null || (await q.liveOrders(purchaseId)) === 0;
    const delivery = invoiced.find((line) => line.kind === 'delivery');
    const year = fiscalYearOf(at, settings.timeZone);
    for (const [index, order] of orders.entries()) {
      const line = invoiced.find((l) => l.order_id === order.id);
      if (!line) continue;
      const credited = [line, ...(lastGoes && delivery && index === orders.length - 1 ? [delivery] : [])];
      // The lines as invoiced, figure for figure: the credit note undoes exactly what was charged.
      const lines = credited.map(({ invoice_id: _, ...l }, position) => ({ ...l, position }));
      const sum = (key: keyof SplitColumns) => lines.reduce((total, l) => total + Number(l[key]), 0);
      const totals = {
        value_without_vat_minor: sum('value_without_vat_minor'),
        vat_minor: sum('vat_minor'),
        value_with_vat_minor: sum('value_with_vat_minor'),
      };
      const id = newId();
      await q.insertCreditNote(
        {
          id,
          number: invoiceNumber('CN', year, await q.nextNumber('CN', year.key)),
          fiscal_year: year.label,
          invoice_id: invoice.id,
          order_id: order.id,
          order_number: orderNumber(Number(order.seq)),
          issued_at: at,
          ...totals,
        },
        lines.map((l) => ({ ...l, credit_note_id: id })),
      );
    }
  }
}
