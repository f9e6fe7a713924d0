// The order emails (requirements §13.7) as React components, rendered to HTML and plain text by
// react-email. Written with createElement, not JSX: the server runs its TypeScript directly in
// development and in the tests, and Node's type stripping does not compile JSX (the stories do).
import { Body, Button, Container, Head, Heading, Hr, Html, Preview, Section, Text } from '@react-email/components';
import { company, formatBdt, type NoticeTemplate, type OrderNoticeData } from '@storefront/shared';
import { createElement as h, type ReactNode } from 'react';

export interface OrderEmailProps {
  template: NoticeTemplate;
  data: OrderNoticeData;
  /** The store's address, for the link to the order ("https://shop.example.com"). */
  origin: string;
  /** Where customers write back (CONTACT_EMAIL). */
  contactEmail: string;
}

const colors = {
  ink: '#0f172a',
  muted: '#475569',
  line: '#e2e8f0',
  primary: '#1d4ed8',
  surface: '#ffffff',
  page: '#f1f5f9',
};

const text = { color: colors.ink, fontSize: '15px', lineHeight: '24px', margin: '0 0 12px' };
const muted = { ...text, color: colors.muted, fontSize: '13px', lineHeight: '20px' };

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

const row = (label: string, value: string) =>
  h(
    'tr',
    { key: label },
    h('td', { style: { ...muted, margin: 0, padding: '4px 12px 4px 0', verticalAlign: 'top' } }, label),
    h('td', { style: { ...text, margin: 0, padding: '4px 0', fontWeight: 600 } }, value),
  );

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
  if (data.note)
    children.push(
      h(
        Section,
        {
          key: 'note',
          style: { background: colors.page, borderRadius: '8px', padding: '12px 16px', margin: '0 0 16px' },
        },
        h(Text, { style: { ...muted, margin: 0 } }, template === 'shipped' ? 'Tracking' : 'Note from our team'),
        h(Text, { style: { ...text, margin: 0, fontWeight: 600 } }, data.note),
      ),
    );
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
    h(
      Button,
      {
        key: 'cta',
        href: link,
        style: {
          background: colors.primary,
          borderRadius: '8px',
          color: '#ffffff',
          fontSize: '15px',
          fontWeight: 600,
          padding: '12px 20px',
          textDecoration: 'none',
        },
      },
      staff ? 'Open in Manage All Orders' : 'View your order',
    ),
    h(Hr, { key: 'hr', style: { borderColor: colors.line, margin: '24px 0 16px' } }),
    h(
      Text,
      { key: 'footer', style: muted },
      `${company.name}, ${company.address.join(', ')}. Questions: ${contactEmail}, ${company.phone}.`,
    ),
  );
  return h(
    Html,
    { lang: 'en' },
    h(Head),
    h(Preview, null, `${heading}: ${data.quantity} x ${data.itemName}, ${formatBdt(data.total)}`),
    h(
      Body,
      {
        style: {
          background: colors.page,
          fontFamily: 'Inter, Segoe UI, Helvetica, Arial, sans-serif',
          margin: 0,
          padding: '24px 0',
        },
      },
      h(
        Container,
        { style: { background: colors.surface, borderRadius: '12px', maxWidth: '560px', padding: '32px' } },
        h(Text, { style: { ...text, color: colors.primary, fontWeight: 700, margin: '0 0 24px' } }, company.name),
        ...children,
      ),
    ),
  );
}
