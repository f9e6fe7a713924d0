// The quote's PDF in its buyer's language (requirements §20.7): its labels, explicit-id
// descriptors in the emails' catalogs as the tax invoice's (tax-invoice.ts says why). The server's
// PDF renderer reads them through here without loading the emails themselves.
import { emailI18n, type EmailLocale } from './i18n.ts';

export function quoteDocumentLabels(locale: EmailLocale) {
  const i18n = emailI18n(locale);
  return {
    title: i18n._(/*i18n*/ { id: 'quotePdf.title', message: 'Quote' }),
    sellerBin: i18n._(/*i18n*/ { id: 'quotePdf.sellerBin', message: 'BIN' }),
    number: i18n._(/*i18n*/ { id: 'quotePdf.number', message: 'Quote number' }),
    date: i18n._(/*i18n*/ { id: 'quotePdf.date', message: 'Date' }),
    buyer: i18n._(/*i18n*/ { id: 'quotePdf.buyer', message: 'Buyer' }),
    company: i18n._(/*i18n*/ { id: 'quotePdf.company', message: 'Company' }),
    email: i18n._(/*i18n*/ { id: 'quotePdf.email', message: 'Email' }),
    offer: (version: number) =>
      i18n._(/*i18n*/ { id: 'quotePdf.offer', message: 'Offer {version}', values: { version } }),
    validUntil: i18n._(/*i18n*/ { id: 'quotePdf.validUntil', message: 'Valid until' }),
    /** Before any offer: the request's lines at today's public prices. */
    requested: i18n._(
      /*i18n*/ {
        id: 'quotePdf.requested',
        message: 'Requested: the store has not sent its prices yet. The prices shown are the public ones today.',
      },
    ),
    serial: i18n._(/*i18n*/ { id: 'quotePdf.serial', message: 'No.' }),
    item: i18n._(/*i18n*/ { id: 'quotePdf.item', message: 'Item' }),
    quantity: i18n._(/*i18n*/ { id: 'quotePdf.quantity', message: 'Quantity' }),
    listPrice: i18n._(/*i18n*/ { id: 'quotePdf.listPrice', message: 'List price' }),
    offeredPrice: i18n._(/*i18n*/ { id: 'quotePdf.offeredPrice', message: 'Offered price' }),
    lineTotal: i18n._(/*i18n*/ { id: 'quotePdf.lineTotal', message: 'Line total' }),
    subtotal: i18n._(/*i18n*/ { id: 'quotePdf.subtotal', message: 'Subtotal' }),
    note: i18n._(/*i18n*/ { id: 'quotePdf.note', message: "Buyer's note" }),
    message: i18n._(/*i18n*/ { id: 'quotePdf.message', message: 'Message from the store' }),
    terms: i18n._(
      /*i18n*/ {
        id: 'quotePdf.terms',
        message:
          'Prices in BDT, VAT included. Delivery is charged at checkout. Nothing is reserved: stock is checked when the offer is accepted.',
      },
    ),
  };
}
