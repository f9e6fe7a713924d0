// The order emails (requirements §13.7) as React components, rendered to HTML and plain text by
// react-email. Written with createElement, not JSX: the server runs its TypeScript directly in
// development and in the tests, and Node's type stripping does not compile JSX (the stories do).
import type { I18n } from '@lingui/core';
import { Heading, Text } from '@react-email/components';
import { formatBdt, type NoticeTemplate, type OrderNoticeData } from '@storefront/shared';
import { createElement as h, type ReactNode } from 'react';
import { emailI18n, numbersFor, type EmailLocale } from './i18n.ts';
import { closing, colors, frame, hello, labels, noteSection, openForStaff, row, text } from './layout.ts';

export interface OrderEmailProps {
  template: NoticeTemplate;
  data: OrderNoticeData;
  /** The store's address, for the link to the order ("https://shop.example.com"). */
  origin: string;
  /** Where customers write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The reader's language: the buyer's, or the staff member's (English unless given). */
  locale?: EmailLocale;
}

/** An order email's subject (the same English as the outbox row's, `noticeSubject` in shared). */
export function orderSubject(
  i18n: I18n,
  template: NoticeTemplate,
  data: Pick<OrderNoticeData, 'orderNumber' | 'quantity' | 'itemName'>,
): string {
  const number = data.orderNumber;
  switch (template) {
    case 'placed':
      return i18n._(
        /*i18n*/ { id: 'email.order.placed.subject', message: 'Your order {number} is placed', values: { number } },
      );
    case 'placed-admin':
      return i18n._(
        /*i18n*/ {
          id: 'email.order.placedAdmin.subject',
          message: 'New order {number}: {quantity} x {item}',
          values: { number, quantity: data.quantity, item: data.itemName },
        },
      );
    case 'confirmed':
      return i18n._(
        /*i18n*/ {
          id: 'email.order.confirmed.subject',
          message: 'Your order {number} is confirmed',
          values: { number },
        },
      );
    case 'shipped':
      return i18n._(
        /*i18n*/ {
          id: 'email.order.shipped.subject',
          message: 'Your order {number} is on its way',
          values: { number },
        },
      );
    case 'delivered':
      return i18n._(
        /*i18n*/ {
          id: 'email.order.delivered.subject',
          message: 'Your order {number} is delivered',
          values: { number },
        },
      );
    case 'cancelled':
      return i18n._(
        /*i18n*/ {
          id: 'email.order.cancelled.subject',
          message: 'Your order {number} is cancelled',
          values: { number },
        },
      );
  }
}

/** What each email says first, and the heading above it. */
function opening(i18n: I18n, template: NoticeTemplate, data: OrderNoticeData): { heading: string; lines: string[] } {
  const greeting = hello(i18n, data.customerName);
  const number = data.orderNumber;
  switch (template) {
    case 'placed':
      return {
        heading: i18n._(
          /*i18n*/ { id: 'email.order.placed.heading', message: 'Order {number} is placed', values: { number } },
        ),
        lines: [
          greeting,
          i18n._(
            /*i18n*/ {
              id: 'email.order.placed.body',
              message: 'Thank you for your order. We will confirm it within one working day.',
            },
          ),
        ],
      };
    case 'placed-admin':
      return {
        heading: i18n._(
          /*i18n*/ { id: 'email.order.placedAdmin.heading', message: 'New order {number}', values: { number } },
        ),
        lines: [
          i18n._(
            /*i18n*/ {
              id: 'email.order.placedAdmin.body',
              message: '{name} ({email}) placed an order. It waits for confirmation.',
              values: { name: data.customerName, email: data.customerEmail },
            },
          ),
        ],
      };
    case 'confirmed':
      return {
        heading: i18n._(
          /*i18n*/ { id: 'email.order.confirmed.heading', message: 'Order {number} is confirmed', values: { number } },
        ),
        lines: [
          greeting,
          i18n._(
            /*i18n*/ {
              id: 'email.order.confirmed.body',
              message: 'We have confirmed your order and are preparing it for dispatch.',
            },
          ),
        ],
      };
    case 'shipped':
      return {
        heading: i18n._(
          /*i18n*/ { id: 'email.order.shipped.heading', message: 'Order {number} is on its way', values: { number } },
        ),
        lines: [
          greeting,
          i18n._(/*i18n*/ { id: 'email.order.shipped.body', message: 'Your order has left our warehouse.' }),
        ],
      };
    case 'delivered':
      return {
        heading: i18n._(
          /*i18n*/ { id: 'email.order.delivered.heading', message: 'Order {number} is delivered', values: { number } },
        ),
        lines: [
          greeting,
          i18n._(
            /*i18n*/ {
              id: 'email.order.delivered.body',
              message: 'Your order has been delivered. We hope the parts serve you well.',
            },
          ),
        ],
      };
    case 'cancelled':
      return {
        heading: i18n._(
          /*i18n*/ { id: 'email.order.cancelled.heading', message: 'Order {number} is cancelled', values: { number } },
        ),
        lines: [
          greeting,
          i18n._(
            /*i18n*/ {
              id: 'email.order.cancelled.body',
              message: 'Your order is cancelled and nothing is owed. If this is a surprise, reply to this email.',
            },
          ),
        ],
      };
  }
}

/** One order email: what happened, the order's lines and address, the note, and the way to the order. */
export function OrderEmail({ template, data, origin, contactEmail, locale = 'en' }: OrderEmailProps) {
  const i18n = emailI18n(locale);
  const label = labels(i18n);
  const { heading, lines } = opening(i18n, template, data);
  const staff = template === 'placed-admin';
  const link = staff
    ? `${origin}/dashboard/manage-orders?q=${encodeURIComponent(data.orderNumber)}`
    : `${origin}/dashboard/orders/${encodeURIComponent(data.orderId)}`;
  const children: ReactNode[] = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    ...lines.map((line, i) => h(Text, { key: `l${i}`, style: text }, line)),
  ];
  if (data.note) children.push(noteSection(i18n, template, data.note));
  children.push(
    h(
      'table',
      { key: 'lines', role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { margin: '0 0 16px' } },
      h(
        'tbody',
        null,
        row(label.item, data.itemName),
        row(label.quantity, String(data.quantity)),
        row(label.unitPrice, formatBdt(data.unitPrice, numbersFor(i18n))),
        // The goods, the delivery charge and what they come to (requirements §17); the goods alone
        // in an email written before delivery was charged.
        ...(data.deliveryCharge === undefined
          ? [row(label.total, formatBdt(data.total, numbersFor(i18n)))]
          : [
              row(label.goods, formatBdt(data.total, numbersFor(i18n))),
              row(label.deliveryCharge, formatBdt(data.deliveryCharge, numbersFor(i18n))),
              row(label.total, formatBdt(data.total + data.deliveryCharge, numbersFor(i18n))),
            ]),
        // The buyer's company, when they ordered as its member (requirements §20.3).
        ...(data.company ? [row(label.company, data.company)] : []),
        row(label.deliverTo, data.address),
        row(label.phone, data.phone),
      ),
    ),
    ...closing(
      i18n,
      link,
      staff ? openForStaff(i18n) : i18n._(/*i18n*/ { id: 'email.order.view', message: 'View your order' }),
      contactEmail,
    ),
  );
  const preview = i18n._(
    /*i18n*/ {
      id: 'email.order.preview',
      message: '{heading}: {quantity} x {item}, {total}',
      values: { heading, quantity: data.quantity, item: data.itemName, total: formatBdt(data.total, numbersFor(i18n)) },
    },
  );
  return frame(locale, preview, children);
}
