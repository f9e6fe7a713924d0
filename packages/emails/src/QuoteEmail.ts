// The emails of quotes (requirements §20.7): to the store's staff, a buyer asks for a quote, asks
// for changes to an offer, rejects or accepts it; to the buyer, the store's offer (its lines at the
// offered prices, their sum and the last day) or its withdrawal. Each with the words written with
// it and the way to the quote's page. Written with createElement, as OrderEmail.ts says why.
import type { I18n } from '@lingui/core';
import { Heading, Text } from '@react-email/components';
import {
  formatBdt,
  formatCount,
  formatStoreDay,
  type QuoteNoticeData,
  type QuoteNoticeTemplate,
} from '@storefront/shared';
import { createElement as h } from 'react';
import { emailI18n, numbersFor, type EmailLocale } from './i18n.ts';
import { closing, colors, frame, row, text } from './layout.ts';

export interface QuoteEmailProps {
  template: QuoteNoticeTemplate;
  data: QuoteNoticeData;
  /** The store's address, for the links. */
  origin: string;
  /** Where people write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The reader's language (English unless given). */
  locale?: EmailLocale;
}

/** The email's subject, which is its heading too (shared `quoteNoticeSubject` in English). */
export function quoteSubject(
  i18n: I18n,
  template: QuoteNoticeTemplate,
  data: Pick<QuoteNoticeData, 'quoteNumber' | 'buyerName'>,
): string {
  const values = { number: data.quoteNumber, buyer: data.buyerName };
  switch (template) {
    case 'quote-requested':
      return i18n._(
        /*i18n*/ { id: 'email.quote.requested.subject', message: '{buyer} asks for a quote: {number}', values },
      );
    case 'quote-offered':
      return i18n._(
        /*i18n*/ { id: 'email.quote.offered.subject', message: "Your quote {number}: the store's offer", values },
      );
    case 'quote-changes-requested':
      return i18n._(
        /*i18n*/ {
          id: 'email.quote.changes.subject',
          message: '{buyer} asks for changes to quote {number}',
          values,
        },
      );
    case 'quote-rejected':
      return i18n._(
        /*i18n*/ { id: 'email.quote.rejected.subject', message: '{buyer} rejected quote {number}', values },
      );
    case 'quote-withdrawn':
      return i18n._(
        /*i18n*/ { id: 'email.quote.withdrawn.subject', message: 'Your quote {number} was withdrawn', values },
      );
    case 'quote-accepted':
      return i18n._(
        /*i18n*/ { id: 'email.quote.accepted.subject', message: '{buyer} accepted quote {number}', values },
      );
  }
}

function body(i18n: I18n, template: QuoteNoticeTemplate, data: QuoteNoticeData): string {
  const numbers = numbersFor(i18n);
  const values = {
    number: data.quoteNumber,
    buyer: data.companyName === null ? data.buyerName : `${data.buyerName} (${data.companyName})`,
    by: data.byName,
    version: data.version ?? '',
    subtotal: data.subtotal === null ? '' : formatBdt(data.subtotal, numbers),
    until: data.validUntil === null ? '' : formatStoreDay(data.validUntil, numbers),
    purchase: data.purchaseNumber ?? '',
  };
  switch (template) {
    case 'quote-requested':
      return i18n._(
        /*i18n*/ {
          id: 'email.quote.requested.body',
          message:
            '{buyer} asks for prices on the lines below (quote {number}). Send them an offer from the quote page.',
          values,
        },
      );
    case 'quote-offered':
      return i18n._(
        /*i18n*/ {
          id: 'email.quote.offered.body',
          message:
            'We have an offer for your quote {number}: {subtotal} for the goods below, valid until {until}. Delivery and VAT are added at checkout. Accept it, ask for changes or reject it on the quote page.',
          values,
        },
      );
    case 'quote-changes-requested':
      return i18n._(
        /*i18n*/ {
          id: 'email.quote.changes.body',
          message: '{buyer} asks for changes to the offer on quote {number}. Send a new offer from the quote page.',
          values,
        },
      );
    case 'quote-rejected':
      return i18n._(
        /*i18n*/ { id: 'email.quote.rejected.body', message: '{buyer} rejected quote {number}: it is closed.', values },
      );
    case 'quote-withdrawn':
      return i18n._(
        /*i18n*/ {
          id: 'email.quote.withdrawn.body',
          message: 'We have withdrawn your quote {number}: its offer can no longer be accepted.',
          values,
        },
      );
    case 'quote-accepted':
      return i18n._(
        /*i18n*/ {
          id: 'email.quote.accepted.body',
          message: '{buyer} accepted offer {version} of quote {number}: purchase {purchase}, {subtotal} for the goods.',
          values,
        },
      );
  }
}

/** One quote email: what happened, the lines, the words written with it, and the way to the quote. */
export function QuoteEmail({ template, data, origin, contactEmail, locale = 'en' }: QuoteEmailProps) {
  const i18n = emailI18n(locale);
  const numbers = numbersFor(i18n);
  const heading = quoteSubject(i18n, template, data);
  const children = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    h(Text, { key: 'body', style: text }, body(i18n, template, data)),
    ...(data.lines.length
      ? [
          h(
            'table',
            { key: 'lines', style: { margin: '0 0 16px' } },
            h(
              'tbody',
              null,
              data.lines.map((line) =>
                row(
                  line.name,
                  i18n._(
                    /*i18n*/ {
                      id: 'email.quote.line',
                      message: '{quantity} × {price}',
                      values: {
                        quantity: formatCount(line.quantity, numbers),
                        price: formatBdt(line.unit_price, numbers),
                      },
                    },
                  ),
                ),
              ),
            ),
          ),
        ]
      : []),
    ...(data.message
      ? [
          h(
            Text,
            { key: 'message', style: text },
            i18n._(
              /*i18n*/ { id: 'email.quote.message', message: 'Message: {message}', values: { message: data.message } },
            ),
          ),
        ]
      : []),
    ...closing(
      i18n,
      `${origin}/dashboard/quotes/${encodeURIComponent(data.quoteId)}`,
      i18n._(/*i18n*/ { id: 'email.quote.open', message: 'Open the quote' }),
      contactEmail,
    ),
  ];
  return frame(locale, heading, children);
}
