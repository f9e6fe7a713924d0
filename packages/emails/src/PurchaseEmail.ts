// A purchase's emails (requirements §13.7): one per event of a checkout, listing every order of it
// with its status (a cancelled one struck through and left out of the total), where an email per
// order repeated itself once per line. Written with createElement, as OrderEmail.ts says why.
import type { I18n } from '@lingui/core';
import { Heading, Text } from '@react-email/components';
import {
  formatBdt,
  formatCount,
  formatStoreDay,
  purchaseNoticeScope,
  type NoticeTemplate,
  type OrderStatus,
  type PurchaseNoticeData,
  type PurchaseNoticeLine,
} from '@storefront/shared';
import { createElement as h, type ReactNode } from 'react';
import { emailI18n, numbersFor, type EmailLocale } from './i18n.ts';
import { closing, colors, frame, hello, labels, muted, noteSection, openForStaff, row, text } from './layout.ts';

export interface PurchaseEmailProps {
  template: NoticeTemplate;
  data: PurchaseNoticeData;
  /** The store's address, for the link to the purchase ("https://shop.example.com"). */
  origin: string;
  /** Where customers write back (CONTACT_EMAIL). */
  contactEmail: string;
  /** The reader's language: the buyer's, or the staff member's (English unless given). */
  locale?: EmailLocale;
}

/** "CC-000041", "CC-000041 and CC-000042", "CC-000041, CC-000042 and CC-000043". */
function named(i18n: I18n, lines: readonly PurchaseNoticeLine[]): string {
  const numbers = lines.map((line) => line.orderNumber);
  const last = numbers.pop()!;
  if (!numbers.length) return last;
  return i18n._(
    /*i18n*/ { id: 'email.list.and', message: '{list} and {last}', values: { list: numbers.join(', '), last } },
  );
}

/** "1 order", "3 orders". */
const orderCount = (i18n: I18n, count: number) =>
  i18n._(
    /*i18n*/ {
      id: 'email.orders.count',
      message: '{count, plural, one {{count} order} other {{count} orders}}',
      values: { count },
    },
  );

/** An order's status as the purchase's table shows it. */
function statusLabel(i18n: I18n, status: OrderStatus): string {
  switch (status) {
    case 'placed':
      return i18n._(/*i18n*/ { id: 'email.status.placed', message: 'Placed' });
    case 'confirmed':
      return i18n._(/*i18n*/ { id: 'email.status.confirmed', message: 'Confirmed' });
    case 'shipped':
      return i18n._(/*i18n*/ { id: 'email.status.shipped', message: 'Shipped' });
    case 'delivered':
      return i18n._(/*i18n*/ { id: 'email.status.delivered', message: 'Delivered' });
    case 'cancelled':
      return i18n._(/*i18n*/ { id: 'email.status.cancelled', message: 'Cancelled' });
  }
}

/**
 * What a purchase's email is about, as its heading says it ("Purchase CP-000042 is on its way", "2
 * orders of purchase CP-000042 are confirmed") or, `yours`, as its subject does ("Your purchase...");
 * the same English as shared's `purchaseNoticeTitle`.
 */
function purchaseTitle(
  i18n: I18n,
  template: NoticeTemplate,
  data: Pick<PurchaseNoticeData, 'purchaseNumber' | 'lines'>,
  yours: boolean,
): string {
  const number = data.purchaseNumber;
  if (template === 'placed-admin')
    return i18n._(
      /*i18n*/ { id: 'email.purchase.placedAdmin.heading', message: 'New purchase {number}', values: { number } },
    );
  if (template === 'placed')
    return yours
      ? i18n._(
          /*i18n*/ {
            id: 'email.purchase.placed.subject',
            message: 'Your purchase {number} is placed',
            values: { number },
          },
        )
      : i18n._(
          /*i18n*/ { id: 'email.purchase.placed.heading', message: 'Purchase {number} is placed', values: { number } },
        );
  const { whole, moved } = purchaseNoticeScope(template, data.lines);
  const values = { number, count: moved.length };
  if (whole) {
    switch (template) {
      case 'confirmed':
        return yours
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.confirmed.subject',
                message: 'Your purchase {number} is confirmed',
                values,
              },
            )
          : i18n._(
              /*i18n*/ { id: 'email.purchase.confirmed.heading', message: 'Purchase {number} is confirmed', values },
            );
      case 'shipped':
        return yours
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.shipped.subject',
                message: 'Your purchase {number} is on its way',
                values,
              },
            )
          : i18n._(
              /*i18n*/ { id: 'email.purchase.shipped.heading', message: 'Purchase {number} is on its way', values },
            );
      case 'delivered':
        return yours
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.delivered.subject',
                message: 'Your purchase {number} is delivered',
                values,
              },
            )
          : i18n._(
              /*i18n*/ { id: 'email.purchase.delivered.heading', message: 'Purchase {number} is delivered', values },
            );
      case 'cancelled':
        return yours
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.cancelled.subject',
                message: 'Your purchase {number} is cancelled',
                values,
              },
            )
          : i18n._(
              /*i18n*/ { id: 'email.purchase.cancelled.heading', message: 'Purchase {number} is cancelled', values },
            );
    }
  }
  switch (template) {
    case 'confirmed':
      return yours
        ? i18n._(
            /*i18n*/ {
              id: 'email.purchase.someConfirmed.subject',
              message:
                '{count, plural, one {{count} order of your purchase {number} is confirmed} other {{count} orders of your purchase {number} are confirmed}}',
              values,
            },
          )
        : i18n._(
            /*i18n*/ {
              id: 'email.purchase.someConfirmed.heading',
              message:
                '{count, plural, one {{count} order of purchase {number} is confirmed} other {{count} orders of purchase {number} are confirmed}}',
              values,
            },
          );
    case 'shipped':
      return yours
        ? i18n._(
            /*i18n*/ {
              id: 'email.purchase.someShipped.subject',
              message:
                '{count, plural, one {{count} order of your purchase {number} is on its way} other {{count} orders of your purchase {number} are on their way}}',
              values,
            },
          )
        : i18n._(
            /*i18n*/ {
              id: 'email.purchase.someShipped.heading',
              message:
                '{count, plural, one {{count} order of purchase {number} is on its way} other {{count} orders of purchase {number} are on their way}}',
              values,
            },
          );
    case 'delivered':
      return yours
        ? i18n._(
            /*i18n*/ {
              id: 'email.purchase.someDelivered.subject',
              message:
                '{count, plural, one {{count} order of your purchase {number} is delivered} other {{count} orders of your purchase {number} are delivered}}',
              values,
            },
          )
        : i18n._(
            /*i18n*/ {
              id: 'email.purchase.someDelivered.heading',
              message:
                '{count, plural, one {{count} order of purchase {number} is delivered} other {{count} orders of purchase {number} are delivered}}',
              values,
            },
          );
    case 'cancelled':
      return yours
        ? i18n._(
            /*i18n*/ {
              id: 'email.purchase.someCancelled.subject',
              message:
                '{count, plural, one {{count} order of your purchase {number} is cancelled} other {{count} orders of your purchase {number} are cancelled}}',
              values,
            },
          )
        : i18n._(
            /*i18n*/ {
              id: 'email.purchase.someCancelled.heading',
              message:
                '{count, plural, one {{count} order of purchase {number} is cancelled} other {{count} orders of purchase {number} are cancelled}}',
              values,
            },
          );
  }
}

/** A purchase email's subject (the same English as the outbox row's, `purchaseNoticeSubject` in shared). */
export function purchaseSubject(
  i18n: I18n,
  template: NoticeTemplate,
  data: Pick<PurchaseNoticeData, 'purchaseNumber' | 'lines'>,
): string {
  return template === 'placed-admin'
    ? i18n._(
        /*i18n*/ {
          id: 'email.purchase.placedAdmin.subject',
          message: 'New purchase {number}: {count, plural, one {{count} order} other {{count} orders}}',
          values: { number: data.purchaseNumber, count: data.lines.length },
        },
      )
    : purchaseTitle(i18n, template, data, true);
}

/** What the email says under its heading: of the whole purchase, or naming the orders that moved. */
function opening(i18n: I18n, template: NoticeTemplate, data: PurchaseNoticeData): string[] {
  const greeting = hello(i18n, data.customerName);
  const { whole, moved } = purchaseNoticeScope(template, data.lines);
  const some = { orders: named(i18n, moved), count: moved.length };
  switch (template) {
    case 'placed':
      return [
        greeting,
        i18n._(
          /*i18n*/ {
            id: 'email.purchase.placed.body',
            message:
              'Thank you for your order: {count, plural, one {{count} order} other {{count} orders}}, one per item, which we confirm and ship together. We will confirm it within one working day.',
            values: { count: data.lines.length },
          },
        ),
      ];
    case 'placed-admin':
      return [
        i18n._(
          /*i18n*/ {
            id: 'email.purchase.placedAdmin.body',
            message:
              '{name} ({email}) placed a purchase of {count, plural, one {{count} order} other {{count} orders}}. It waits for confirmation.',
            values: { name: data.customerName, email: data.customerEmail, count: data.lines.length },
          },
        ),
      ];
    case 'confirmed':
      return [
        greeting,
        whole
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.confirmed.body',
                message: 'We have confirmed your purchase and are preparing it for dispatch.',
              },
            )
          : i18n._(
              /*i18n*/ {
                id: 'email.purchase.someConfirmed.body',
                message:
                  'We have confirmed {count, plural, one {order {orders} of your purchase and are preparing it} other {orders {orders} of your purchase and are preparing them}} for dispatch.',
                values: some,
              },
            ),
      ];
    case 'shipped':
      return [
        greeting,
        whole
          ? i18n._(/*i18n*/ { id: 'email.purchase.shipped.body', message: 'Your purchase has left our warehouse.' })
          : i18n._(
              /*i18n*/ {
                id: 'email.purchase.someShipped.body',
                message:
                  '{count, plural, one {Order {orders} of your purchase has} other {Orders {orders} of your purchase have}} left our warehouse.',
                values: some,
              },
            ),
      ];
    case 'delivered':
      return [
        greeting,
        whole
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.delivered.body',
                message: 'Your purchase has been delivered. We hope the parts serve you well.',
              },
            )
          : i18n._(
              /*i18n*/ {
                id: 'email.purchase.someDelivered.body',
                message:
                  '{count, plural, one {Order {orders} of your purchase has} other {Orders {orders} of your purchase have}} been delivered. We hope the parts serve you well.',
                values: some,
              },
            ),
      ];
    case 'cancelled':
      return [
        greeting,
        whole
          ? i18n._(
              /*i18n*/ {
                id: 'email.purchase.cancelled.body',
                message: 'Your purchase is cancelled and nothing is owed. If this is a surprise, reply to this email.',
              },
            )
          : i18n._(
              /*i18n*/ {
                id: 'email.purchase.someCancelled.body',
                message:
                  '{count, plural, one {Order {orders} of your purchase is cancelled: nothing is owed for it.} other {Orders {orders} of your purchase are cancelled: nothing is owed for them.}} If this is a surprise, reply to this email.',
                values: some,
              },
            ),
      ];
  }
}

const cell = { ...text, margin: 0, padding: '8px 12px 8px 0', verticalAlign: 'top' };
const head = { ...muted, margin: 0, padding: '0 12px 6px 0', textAlign: 'left' as const, fontWeight: 600 };

/** One order of the purchase: its number and status, the item and units, and what it comes to. */
function lineRow(i18n: I18n, line: PurchaseNoticeLine) {
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
        statusLabel(i18n, line.status),
      ),
    ),
    h(
      'td',
      { style: { ...cell, ...struck } },
      line.itemName,
      h('br'),
      h(
        'span',
        { style: { ...muted, ...struck } },
        i18n._(
          /*i18n*/ {
            id: 'email.purchase.lineUnits',
            message: '{quantity} x {price}',
            values: {
              quantity: formatCount(line.quantity, numbersFor(i18n)),
              price: formatBdt(line.unitPrice, numbersFor(i18n)),
            },
          },
        ),
      ),
    ),
    h(
      'td',
      { style: { ...cell, ...struck, paddingRight: 0, textAlign: 'right', whiteSpace: 'nowrap', fontWeight: 600 } },
      formatBdt(line.total, numbersFor(i18n)),
    ),
  );
}

/** A row of the table's foot: a label over the first two columns, an amount in the third. */
function footRow(key: string, label: string, amount: string, { strong = false } = {}) {
  return h(
    'tr',
    { key, style: { borderTop: strong ? `2px solid ${colors.ink}` : `1px solid ${colors.line}` } },
    h('td', { colSpan: 2, style: { ...cell, fontWeight: 600 } }, label),
    h(
      'td',
      {
        style: {
          ...cell,
          paddingRight: 0,
          textAlign: 'right',
          whiteSpace: 'nowrap',
          fontWeight: strong ? 700 : 600,
        },
      },
      amount,
    ),
  );
}

/**
 * Every order of the purchase, and the total owed: the orders not cancelled (requirements §13.5)
 * and the delivery charge until every order is (§17), the goods and the charge apart; an email
 * written before delivery was charged shows the goods alone.
 */
function linesTable(i18n: I18n, data: PurchaseNoticeData) {
  const cancelled = data.lines.filter((line) => line.status === 'cancelled').length;
  const money = (amount: number) => formatBdt(amount, numbersFor(i18n));
  const totalLabel =
    cancelled === data.lines.length
      ? i18n._(/*i18n*/ { id: 'email.purchase.nothingOwed', message: 'Nothing is owed' })
      : cancelled && data.deliveryCharge === undefined
        ? i18n._(/*i18n*/ { id: 'email.purchase.totalWithoutCancelled', message: 'Total, cancelled orders left out' })
        : labels(i18n).total;
  const foot =
    data.deliveryCharge === undefined
      ? [footRow('total', totalLabel, money(data.total), { strong: true })]
      : [
          footRow(
            'goods',
            cancelled
              ? i18n._(
                  /*i18n*/ { id: 'email.purchase.goodsWithoutCancelled', message: 'Goods, cancelled orders left out' },
                )
              : labels(i18n).goods,
            money(data.subtotal ?? data.total - data.deliveryCharge),
            { strong: true },
          ),
          footRow('delivery', labels(i18n).deliveryCharge, money(data.deliveryCharge)),
          footRow('total', totalLabel, money(data.total), { strong: true }),
        ];
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
        h('th', { style: head }, i18n._(/*i18n*/ { id: 'email.purchase.column.order', message: 'Order' })),
        h('th', { style: head }, labels(i18n).item),
        h(
          'th',
          { style: { ...head, paddingRight: 0, textAlign: 'right' } },
          i18n._(/*i18n*/ { id: 'email.purchase.column.amount', message: 'Amount' }),
        ),
      ),
    ),
    h('tbody', null, ...data.lines.map((line) => lineRow(i18n, line))),
    h('tfoot', null, ...foot),
  );
}

/** One purchase email: what happened, every order of it with its status, the total owed, the address, the note. */
export function PurchaseEmail({ template, data, origin, contactEmail, locale = 'en' }: PurchaseEmailProps) {
  const i18n = emailI18n(locale);
  const label = labels(i18n);
  const heading = purchaseTitle(i18n, template, data, false);
  const staff = template === 'placed-admin';
  const link = staff
    ? `${origin}/dashboard/manage-orders?q=${encodeURIComponent(data.purchaseNumber)}`
    : `${origin}/dashboard/purchases/${encodeURIComponent(data.purchaseId)}`;
  const children: ReactNode[] = [
    h(Heading, { key: 'h', as: 'h1', style: { color: colors.ink, fontSize: '22px', margin: '0 0 16px' } }, heading),
    ...opening(i18n, template, data).map((line, i) => h(Text, { key: `l${i}`, style: text }, line)),
  ];
  if (data.note) children.push(noteSection(i18n, template, data.note));
  children.push(
    linesTable(i18n, data),
    h(
      'table',
      { key: 'where', role: 'presentation', cellPadding: 0, cellSpacing: 0, style: { margin: '0 0 16px' } },
      h(
        'tbody',
        null,
        // The buyer's company, when they ordered as its member (requirements §20.3).
        ...(data.company ? [row(label.company, data.company)] : []),
        row(label.deliverTo, data.address),
        row(label.phone, data.phone),
        // The buyer's purchase-order number, when they gave one (requirements §20.6).
        data.poNumber
          ? row(i18n._(/*i18n*/ { id: 'email.purchase.poNumber', message: 'PO number' }), data.poNumber)
          : null,
        // Paid on invoice: by when (requirements §20.8).
        data.dueOn
          ? row(
              i18n._(/*i18n*/ { id: 'email.purchase.payment', message: 'Payment' }),
              i18n._(
                /*i18n*/ {
                  id: 'email.purchase.payOnInvoice',
                  message: 'Pay on invoice, due {day}',
                  values: { day: formatStoreDay(data.dueOn, numbersFor(i18n)) },
                },
              ),
            )
          : null,
      ),
    ),
    ...closing(
      i18n,
      link,
      staff ? openForStaff(i18n) : i18n._(/*i18n*/ { id: 'email.purchase.view', message: 'View your purchase' }),
      contactEmail,
    ),
  );
  const preview = i18n._(
    /*i18n*/ {
      id: 'email.purchase.preview',
      message: '{heading}: {orders}, {total}',
      values: { heading, orders: orderCount(i18n, data.lines.length), total: formatBdt(data.total, numbersFor(i18n)) },
    },
  );
  return frame(locale, preview, children);
}
