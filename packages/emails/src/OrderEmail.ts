// The order emails (requirements §13.7) as React components, rendered to HTML and plain text by
// react-email. Written with createElement, not JSX: the server runs its TypeScript directly in
// development and in the tests, and Node's type stripping does not compile JSX (the stories do).
import { Heading, Text } from '@react-email/components';
import { formatBdt, type NoticeTemplate, type OrderNoticeData, type Language } from '@storefront/shared';
import { createElement as h, type ReactNode } from 'react';
import { closing, colors, frame, noteSection, row, text } from './layout.ts';

export interface OrderEmailProps {
  template: NoticeTemplate;
  data: OrderNoticeData;
  /** The store's address, for the link to the order ("https://shop.example.com"). */
  origin: string;
  /** Where customers write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The recipient's language (requirements §16): their account's, English without one or when not given. */
  locale?: Language;
}

/** What each email says first, and the heading above it. */
function opening(template: NoticeTemplate, data: OrderNoticeData): { heading: string; lines: string[] } {
  const hello = `Hello ${data.customerName},`;
  switch (template) {
    case 'placed':
      return {
        heading: `Order ${data.orderNumber} is placed`,
        lines: [hello, 'Thank you for your order. We will confirm it within one working day.'],
      };
    case 'placed-admin':
      return {
        heading: `New order ${data.orderNumber}`,
        lines: [`${data.customerName} (${data.customerEmail}) placed an order. It waits for confirmation.`],
      };
    case 'confirmed':
      return {
        heading: `Order ${data.orderNumber} is confirmed`,
        lines: [hello, 'We have confirmed your order and are preparing it for dispatch.'],
      };
    case 'shipped':
      return {
        heading: `Order ${data.orderNumber} is on its way`,
        lines: [hello, 'Your order has left our warehouse.'],
      };
    case 'delivered':
      return {
        heading: `Order ${data.orderNumber} is delivered`,
        lines: [hello, 'Your order has been delivered. We hope the parts serve you well.'],
      };
    case 'cancelled':
      return {
        heading: `Order ${data.orderNumber} is cancelled`,
        lines: [hello, 'Your order is cancelled and nothing is owed. If this is a surprise, reply to this email.'],
      };
  }
}

/** One order email: what happened, the order's lines and address, the note, and the way to the order. */
export function OrderEmail({ template, data, origin, contactEmail }: OrderEmailProps) {
  const { heading, lines } = opening(template, data);
  const staff = template === 'placed-admin';
  const link = staff
    ? `${origin}/dashboard/manage-orders?q=${encodeURIComponent(data.orderNumber)}`
    : `${origin}/dashboard/orders/${encodeURIComponent(data.orderId)}`;
  const children: ReactNode[] = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    ...lines.map((line, i) => h(Text, { key: `l${i}`, style: text }, line)),
  ];
  if (data.note) children.push(noteSection(template, data.note));
  children.push(
    h(
      'table',
      { key: 'lines', role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { margin: '0 0 16px' } },
      h(
        'tbody',
        null,
        row('Item', data.itemName),
        row('Quantity', String(data.quantity)),
        row('Unit price', formatBdt(data.unitPrice)),
        row('Total', formatBdt(data.total)),
        row('Deliver to', data.address),
        row('Phone', data.phone),
      ),
    ),
    ...closing(link, staff ? 'Open in Manage All Orders' : 'View your order', contactEmail),
  );
  return frame(`${heading}: ${data.quantity} x ${data.itemName}, ${formatBdt(data.total)}`, children);
}
