// Sample tax invoices (requirements §17) for the stories: the sample purchase's three orders and
// its delivery, their VAT taken out with the shared rules, as the server stores them at issue.
import { fromMinor, orderTotal, rateBpOf, toMinor, vatIncludedMinor } from '@storefront/shared';
import type { TaxCreditNote, TaxInvoiceData, TaxInvoiceLine } from '../src/domain/orders/taxInvoiceContract.ts';
import { memberPurchase, sampleOrderDetail, samplePurchase } from './fixtures.ts';

function line(
  fields: Pick<TaxInvoiceLine, 'kind' | 'description' | 'order_number' | 'quantity' | 'unit_price' | 'vat_rate'>,
): TaxInvoiceLine {
  const gross = toMinor(orderTotal(fields.unit_price, fields.quantity));
  const vat = vatIncludedMinor(gross, rateBpOf(fields.vat_rate));
  return {
    ...fields,
    value_without_vat: fromMinor(gross - vat),
    vat: fromMinor(vat),
    value_with_vat: fromMinor(gross),
  };
}

function totalsOf(lines: TaxInvoiceLine[]) {
  const sum = (pick: (l: TaxInvoiceLine) => number) => fromMinor(lines.reduce((s, l) => s + toMinor(pick(l)), 0));
  return {
    value_without_vat: sum((l) => l.value_without_vat),
    vat: sum((l) => l.vat),
    value_with_vat: sum((l) => l.value_with_vat),
  };
}

/** Goods lines of the sample purchase's orders (the second at the reduced 7.5%), then 130 BDT of delivery. */
const goods = samplePurchase.orders.map((order, i) =>
  line({
    kind: 'goods',
    description: order.itemName,
    order_number: order.number,
    quantity: order.quantity,
    unit_price: order.unit_price,
    vat_rate: i === 1 ? 7.5 : 15,
  }),
);
const delivery = line({
  kind: 'delivery',
  description: 'Delivery',
  order_number: null,
  quantity: 1,
  unit_price: 130,
  vat_rate: 15,
});

/** Builds a tax invoice of `lines` (the sample's by default) with `credit_notes`. */
export function taxInvoiceOf(
  lines: TaxInvoiceLine[] = [...goods, delivery],
  credit_notes: TaxCreditNote[] = [],
): TaxInvoiceData {
  return {
    number: 'TI-2526-000042',
    fiscal_year: '2025-26',
    issued_at: '2026-01-15T10:00:00.000Z',
    purchase: { _id: samplePurchase._id, number: samplePurchase.number },
    order: null,
    po_number: null,
    seller: {
      name: 'Computer Club Manufacturers Ltd',
      address: 'Plot 14, Road 7, Tejgaon Industrial Area\nDhaka 1208, Bangladesh',
      bin: '0001234560101',
    },
    buyer: {
      name: 'Rahim Uddin',
      address: samplePurchase.address,
      phone: samplePurchase.phone,
      bin: '0045678910203',
    },
    lines,
    totals: totalsOf(lines),
    credit_notes,
  };
}

export const sampleTaxInvoice = taxInvoiceOf();

function creditNote(number: string, issued_at: string, lines: TaxInvoiceLine[]): TaxCreditNote {
  const order = samplePurchase.orders.find((o) => o.number === lines[0]?.order_number);
  return {
    number,
    issued_at,
    order: order ? { _id: order._id, number: order.number } : null,
    lines,
    totals: totalsOf(lines),
  };
}

/** The second order cancelled after the invoice issued: one credit note of its line. */
export const taxInvoiceWithCreditNote = taxInvoiceOf(undefined, [
  creditNote('CN-2526-000003', '2026-01-16T04:30:00.000Z', [goods[1]!]),
]);

/** Every order cancelled: a credit note each, the last with the delivery line too. */
export const taxInvoiceFullyCredited = taxInvoiceOf(undefined, [
  creditNote('CN-2526-000003', '2026-01-16T04:30:00.000Z', [goods[1]!]),
  creditNote('CN-2526-000004', '2026-01-16T05:10:00.000Z', [goods[0]!]),
  creditNote('CN-2526-000005', '2026-01-16T18:45:00.000Z', [goods[2]!, delivery]),
]);

/** A buyer with no BIN (most shoppers): the form says none. */
export const taxInvoiceWithoutBuyerBin: TaxInvoiceData = {
  ...sampleTaxInvoice,
  buyer: { ...sampleTaxInvoice.buyer, bin: null },
};

/** A purchase's invoice with the buyer's purchase-order number (requirements §20.6). */
export const taxInvoiceWithPoNumber: TaxInvoiceData = { ...sampleTaxInvoice, po_number: 'PO-2026/0417-IT' };

/** A one-item order's own invoice (POST /api/order, requirements §17.7): its line and its delivery, no BIN. */
const loneLines = [
  line({
    kind: 'goods',
    description: sampleOrderDetail.itemName,
    order_number: sampleOrderDetail.number,
    quantity: sampleOrderDetail.quantity,
    unit_price: sampleOrderDetail.unit_price,
    vat_rate: 15,
  }),
  delivery,
];
export const orderTaxInvoice: TaxInvoiceData = {
  ...taxInvoiceOf(loneLines),
  number: 'TI-2526-000043',
  purchase: null,
  order: { _id: sampleOrderDetail._id, number: sampleOrderDetail.number },
  buyer: { ...sampleTaxInvoice.buyer, address: sampleOrderDetail.address, phone: sampleOrderDetail.phone, bin: null },
};

/** A dealer's purchase's invoice (requirements §20.5 item 10): its first two lines with the public price beside theirs. */
export const memberTaxInvoice: TaxInvoiceData = taxInvoiceOf([
  ...goods.map((g, i) => {
    const publicPrice = memberPurchase.orders[i]?.public_price;
    return publicPrice === undefined ? g : { ...g, public_price: publicPrice };
  }),
  delivery,
]);
