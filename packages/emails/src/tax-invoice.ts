// The tax invoice's PDF in its reader's language (requirements §17): the Mushak 6.3 form's labels,
// explicit-id descriptors like the emails' (the server renders the PDF in Node, where no macro
// transform runs), in the emails' catalogs. The server's PDF renderer reads them through here
// without loading the emails themselves.
import { emailI18n, type EmailLocale } from './i18n.ts';

export function taxInvoiceLabels(locale: EmailLocale) {
  const i18n = emailI18n(locale);
  return {
    form: i18n._(/*i18n*/ { id: 'invoice.form', message: 'Mushak-6.3' }),
    title: i18n._(/*i18n*/ { id: 'invoice.title', message: 'Tax invoice' }),
    rule: i18n._(
      /*i18n*/ {
        id: 'invoice.rule',
        message: '[See clauses (c) and (f) of sub-rule (1) of rule 40]',
      },
    ),
    sellerBin: i18n._(/*i18n*/ { id: 'invoice.sellerBin', message: 'BIN of registered person' }),
    issueAddress: i18n._(/*i18n*/ { id: 'invoice.issueAddress', message: 'Address of invoice issue' }),
    buyerName: i18n._(/*i18n*/ { id: 'invoice.buyerName', message: 'Name of buyer' }),
    buyerBin: i18n._(/*i18n*/ { id: 'invoice.buyerBin', message: 'BIN of buyer' }),
    buyerCompany: i18n._(/*i18n*/ { id: 'invoice.buyerCompany', message: 'Company of buyer' }),
    destination: i18n._(/*i18n*/ { id: 'invoice.destination', message: 'Destination of supply' }),
    phone: i18n._(/*i18n*/ { id: 'invoice.phone', message: 'Phone' }),
    number: i18n._(/*i18n*/ { id: 'invoice.number', message: 'Invoice number' }),
    fiscalYear: i18n._(/*i18n*/ { id: 'invoice.fiscalYear', message: 'Fiscal year' }),
    issuedAt: i18n._(/*i18n*/ { id: 'invoice.issuedAt', message: 'Date and time of issue' }),
    purchase: i18n._(/*i18n*/ { id: 'invoice.purchase', message: 'Purchase' }),
    /** A one-item order's own invoice names its order where a purchase's names the purchase. */
    orderOf: i18n._(/*i18n*/ { id: 'invoice.orderOf', message: 'Order' }),
    /** The buyer's purchase-order number (requirements §20.6), when they gave one. */
    poNumber: i18n._(/*i18n*/ { id: 'invoice.poNumber', message: 'PO number' }),
    /** Paid on invoice (requirements §20.8): the terms and the day it is due. */
    payOnInvoice: (day: string) =>
      i18n._(/*i18n*/ { id: 'invoice.payOnInvoice', message: 'Pay on invoice, due {day}', values: { day } }),
    payment: i18n._(/*i18n*/ { id: 'invoice.payment', message: 'Payment' }),
    serial: i18n._(/*i18n*/ { id: 'invoice.serial', message: 'No.' }),
    description: i18n._(/*i18n*/ { id: 'invoice.description', message: 'Description of goods or services' }),
    quantity: i18n._(/*i18n*/ { id: 'invoice.quantity', message: 'Quantity' }),
    unitPrice: i18n._(/*i18n*/ { id: 'invoice.unitPrice', message: 'Unit price' }),
    valueWithoutVat: i18n._(/*i18n*/ { id: 'invoice.valueWithoutVat', message: 'Value without VAT' }),
    vatRate: i18n._(/*i18n*/ { id: 'invoice.vatRate', message: 'VAT rate' }),
    vat: i18n._(/*i18n*/ { id: 'invoice.vat', message: 'VAT' }),
    valueWithVat: i18n._(/*i18n*/ { id: 'invoice.valueWithVat', message: 'Value with VAT' }),
    total: i18n._(/*i18n*/ { id: 'invoice.total', message: 'Total' }),
    delivery: i18n._(/*i18n*/ { id: 'invoice.delivery', message: 'Delivery charge' }),
    order: (number: string) => i18n._(/*i18n*/ { id: 'invoice.order', message: 'Order {number}', values: { number } }),
    /**
     * Under a line a customer group member was charged their own price for (requirements §20.5
     * item 10): said so, with the public price per unit as it was when ordered.
     */
    memberPrice: (price: string) =>
      i18n._(/*i18n*/ { id: 'invoice.memberPrice', message: 'Your price (public price {price})', values: { price } }),
    none: i18n._(/*i18n*/ { id: 'invoice.none', message: 'Not given' }),
    pricesIncludeVat: i18n._(
      /*i18n*/ {
        id: 'invoice.pricesIncludeVat',
        message: 'Amounts in BDT. Prices include VAT: each line shows the VAT inside it.',
      },
    ),
    creditNotes: i18n._(/*i18n*/ { id: 'invoice.creditNotes', message: 'Credit notes against this invoice' }),
    creditNote: i18n._(/*i18n*/ { id: 'invoice.creditNote', message: 'Credit note' }),
    signature: i18n._(
      /*i18n*/ {
        id: 'invoice.signature',
        message: 'Name, designation and signature of the authorised person',
      },
    ),
  };
}

export type TaxInvoiceLabels = ReturnType<typeof taxInvoiceLabels>;
