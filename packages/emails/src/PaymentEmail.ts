// A buyer's emails about a purchase's payment (requirements §18): the hold ended before the online
// payment arrived (the purchase is cancelled, its items back on sale), and a payment that arrived
// after that, refunded. Written with createElement, as OrderEmail.ts says why.
import type { I18n } from '@lingui/core';
import { Heading, Text } from '@react-email/components';
import { formatBdt, type PaymentMethod, type PaymentNoticeData, type PaymentNoticeTemplate } from '@storefront/shared';
import { createElement as h } from 'react';
import { emailI18n, numbersFor, type EmailLocale } from './i18n.ts';
import { closing, colors, frame, hello, text } from './layout.ts';

export interface PaymentEmailProps {
  template: PaymentNoticeTemplate;
  data: PaymentNoticeData;
  /** The store's address, for the link to the purchase. */
  origin: string;
  /** Where customers write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The buyer's language (English unless given). */
  locale?: EmailLocale;
}

/** The gateway as buyers know it. */
function gatewayName(i18n: I18n, method: PaymentMethod): string {
  switch (method) {
    case 'bkash':
      return i18n._(/*i18n*/ { id: 'email.payment.method.bkash', message: 'bKash' });
    // Nothing of an invoice is paid online, so neither email is ever about one (requirements §20.8).
    case 'sslcommerz':
    case 'cod':
    case 'invoice':
      return i18n._(/*i18n*/ { id: 'email.payment.method.sslcommerz', message: 'card or mobile banking (SSLCommerz)' });
  }
}

/** The email's subject, which is its heading too (shared `paymentNoticeSubject` in English). */
export function paymentSubject(
  i18n: I18n,
  template: PaymentNoticeTemplate,
  data: Pick<PaymentNoticeData, 'purchaseNumber'>,
) {
  const values = { number: data.purchaseNumber };
  return template === 'payment-expired'
    ? i18n._(
        /*i18n*/ {
          id: 'email.payment.expired.subject',
          message: 'Your purchase {number} is cancelled: its payment did not arrive in time',
          values,
        },
      )
    : i18n._(
        /*i18n*/ {
          id: 'email.payment.refunded.subject',
          message: 'Your payment for purchase {number} is refunded',
          values,
        },
      );
}

function body(i18n: I18n, template: PaymentNoticeTemplate, data: PaymentNoticeData): string {
  const values = {
    number: data.purchaseNumber,
    amount: formatBdt(data.amount, numbersFor(i18n)),
    gateway: gatewayName(i18n, data.method),
  };
  return template === 'payment-expired'
    ? i18n._(
        /*i18n*/ {
          id: 'email.payment.expired.body',
          message:
            'We held the items of purchase {number} for your online payment of {amount}, but it did not arrive in time, so the purchase is cancelled and the items are back on sale. Nothing is owed. If you still want them, you are welcome to order them again.',
          values,
        },
      )
    : i18n._(
        /*i18n*/ {
          id: 'email.payment.refunded.body',
          message:
            'Your payment of {amount} for purchase {number} reached us after the purchase had been cancelled, so we have refunded it in full through {gateway}. It can take a few working days to show in your account.',
          values,
        },
      );
}

/** One payment email: what happened, what it means for the buyer's money, and the way to the purchase. */
export function PaymentEmail({ template, data, origin, contactEmail, locale = 'en' }: PaymentEmailProps) {
  const i18n = emailI18n(locale);
  const heading = paymentSubject(i18n, template, data);
  const link = `${origin}/dashboard/purchases/${encodeURIComponent(data.purchaseId)}`;
  const children = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    h(Text, { key: 'hello', style: text }, hello(i18n, data.customerName)),
    h(Text, { key: 'body', style: text }, body(i18n, template, data)),
    ...closing(i18n, link, i18n._(/*i18n*/ { id: 'email.purchase.view', message: 'View your purchase' }), contactEmail),
  ];
  return frame(locale, heading, children);
}
