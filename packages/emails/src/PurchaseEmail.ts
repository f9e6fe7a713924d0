// A purchase's emails (requirements §13.7): one per event of a checkout, listing every order of it
// with its status (a cancelled one struck through and left out of the total), where an email per
// order repeated itself once per line. Written with createElement, as OrderEmail.ts says why.
import { Heading, Text } from '@react-email/components';
import {
  formatBdt,
  formatCount,
  formatOrders,
  orderStatusLabels,
  purchaseNoticeScope,
  purchaseNoticeTitle,
  type NoticeTemplate,
  type PurchaseNoticeData,
  type PurchaseNoticeLine,
  type Language,
} from '@storefront/shared';
import { createElement as h, type ReactNode } from 'react';
import { closing, colors, frame, muted, noteSection, row, text } from './layout.ts';

export interface PurchaseEmailProps {
  template: NoticeTemplate;
  data: PurchaseNoticeData;
  /** The store's address, for the link to the purchase ("https://shop.example.com"). */
  origin: string;
  /** Where customers write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The recipient's language (requirements §16): their account's, English without one or when not given. */
  locale?: Language;
}

/** "order CC-000041", "orders CC-000041 and CC-000042", "orders CC-000041, CC-000042 and CC-000043". */
function named(lines: readonly PurchaseNoticeLine[]): string {
  const numbers = lines.map((line) => line.orderNumber);
  const last = numbers.pop()!;
  return numbers.length ? `orders ${numbers.join(', ')} and ${last}` : `order ${last}`;
}

/** What the email says under its heading: of the whole purchase, or naming the orders that moved. */
function opening(template: NoticeTemplate, data: PurchaseNoticeData): string[] {
  const hello = `Hello ${data.customerName},`;
  const { whole, moved } = purchaseNoticeScope(template, data.lines);
  const some = named(moved);
  const Some = `${some.charAt(0).toUpperCase()}${some.slice(1)} of your purchase`;
  const one = moved.length === 1;
  switch (template) {
    case 'placed':
      return [
        hello,
        `Thank you for your order: ${formatOrders(data.lines.length)}, one per item, which we confirm and ship together. We will confirm it within one working day.`,
      ];
    case 'placed-admin':
      return [
        `${data.customerName} (${data.customerEmail}) placed a purchase of ${formatOrders(data.lines.length)}. It waits for confirmation.`,
      ];
    case 'confirmed':
      return [
        hello,
        whole
          ? 'We have confirmed your purchase and are preparing it for dispatch.'
          : `We have confirmed ${some} of your purchase and are preparing ${one ? 'it' : 'them'} for dispatch.`,
      ];
    case 'shipped':
      return [
        hello,
        whole ? 'Your purchase has left our warehouse.' : `${Some} ${one ? 'has' : 'have'} left our warehouse.`,
      ];
    case 'delivered':
      return [
        hello,
        `${whole ? 'Your purchase has' : `${Some} ${one ? 'has' : 'have'}`} been delivered. We hope the parts serve you well.`,
      ];
    case 'cancelled':
      return [
        hello,
        whole
          ? 'Your purchase is cancelled and nothing is owed. If this is a surprise, reply to this email.'
          : `${Some} ${one ? 'is' : 'are'} cancelled: nothing is owed for ${one ? 'it' : 'them'}. If this is a surprise, reply to this email.`,
      ];
  }
}

const cell = { ...text, margin: 0, padding: '8px 12px 8px 0', verticalAlign: 'top' };
const head = { ...muted, margin: 0, padding: '0 12px 6px 0', textAlign: 'left' as const, fontWeight: 600 };

/** One order of the purchase: its number and status, the item and units, and what it comes to. */
function lineRow(line: PurchaseNoticeLine) {
  const cancelled = line.status === 'cancelled';
  const struck = cancelled ? { textDecoration: 'line-through', color: colors.muted } : {};
  return h(
    'tr',
    { key: line.orderId, style: { borderTop: `1px solid ${colors.line}` } },
    h(
      'td',
      { style: cell },
      h('span', { style: { fontWeight: 600 } }, line.orderNumber),
      h('br'),
      h(
        'span',
        { style: { ...muted, color: cancelled ? colors.danger : colors.muted, fontWeight: cancelled ? 700 : 400 } },
        orderStatusLabels[line.status],
      ),
    ),
    h(
      'td',
      { style: { ...cell, ...struck } },
      line.itemName,
      h('br'),
      h('span', { style: { ...muted, ...struck } }, `${formatCount(line.quantity)} x ${formatBdt(line.unitPrice)}`),
    ),
    h(
      'td',
      { style: { ...cell, ...struck, paddingRight: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 } },
      formatBdt(line.total),
    ),
  );
}

/** Every order of the purchase, and the total owed: the orders not cancelled (requirements §13.5). */
function linesTable(data: PurchaseNoticeData) {
  const cancelled = data.lines.filter((line) => line.status === 'cancelled').length;
  const totalLabel =
    cancelled === data.lines.length ? 'Nothing is owed' : cancelled ? 'Total, cancelled orders left out' : 'Total';
  return h(
    'table',
    {
      key: 'lines',
      className: 'lines',
      role: 'presentation',
      cellPadding: 0,
      cellSpacing: 0,
      style: { width: '100%', borderCollapse: 'collapse', margin: '0 0 16px' },
    },
    h(
      'thead',
      null,
      h(
        'tr',
        null,
        h('th', { style: head }, 'Order'),
        h('th', { style: head }, 'Item'),
        h('th', { style: { ...head, paddingRight: 0, textAlign: 'right' } }, 'Amount'),
      ),
    ),
    h('tbody', null, ...data.lines.map(lineRow)),
    h(
      'tfoot',
      null,
      h(
        'tr',
        { style: { borderTop: `2px solid ${colors.ink}` } },
        h('td', { colSpan: 2, style: { ...cell, fontWeight: 600 } }, totalLabel),
        h(
          'td',
          { style: { ...cell, paddingRight: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 700 } },
          formatBdt(data.total),
        ),
      ),
    ),
  );
}

/** One purchase email: what happened, every order of it with its status, the total owed, the address, the note. */
export function PurchaseEmail({ template, data, origin, contactEmail }: PurchaseEmailProps) {
  const heading = purchaseNoticeTitle(template, data, { yours: false });
  const staff = template === 'placed-admin';
  const link = staff
    ? `${origin}/dashboard/manage-orders?q=${encodeURIComponent(data.purchaseNumber)}`
    : `${origin}/dashboard/purchases/${encodeURIComponent(data.purchaseId)}`;
  const children: ReactNode[] = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    ...opening(template, data).map((line, i) => h(Text, { key: `l${i}`, style: text }, line)),
  ];
  if (data.note) children.push(noteSection(template, data.note));
  children.push(
    linesTable(data),
    h(
      'table',
      { key: 'where', role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { margin: '0 0 16px' } },
      h('tbody', null, row('Deliver to', data.address), row('Phone', data.phone)),
    ),
    ...closing(link, staff ? 'Open in Manage All Orders' : 'View your purchase', contactEmail),
  );
  return frame(`${heading}: ${formatOrders(data.lines.length)}, ${formatBdt(data.total)}`, children);
}
