// The Payments screen's export (requirements §18.3), as the orders' is written (orders/csv.ts):
// RFC 4180, a byte order mark, no cell a spreadsheet would run, plain numbers, the store's time.
import type { PaymentListItem } from '@storefront/shared';
import { csvLine, paymentMethodLabels, paymentStatusLabels, timeFormat } from '../orders/csv.ts';

export const paymentCsvColumns = [
  'Purchase number',
  'Customer email',
  'Payment method',
  'Payment status',
  'Amount (BDT)',
  'Paid (BDT)',
  'Refunded (BDT)',
  'Created at',
  'Updated at',
  'Events',
] as const;

/** A payment's row; its times written in the store's time zone, as "2026-11-25 14:03". */
export function paymentCsvLine(payment: PaymentListItem, timeZone: string): string {
  const time = timeFormat(timeZone);
  return csvLine([
    payment.purchase.number,
    payment.user,
    paymentMethodLabels[payment.method] ?? payment.method,
    paymentStatusLabels[payment.status],
    payment.amount.toFixed(2),
    payment.paid.toFixed(2),
    payment.refunded.toFixed(2),
    time.format(new Date(payment.createdAt)),
    time.format(new Date(payment.updatedAt)),
    payment.events,
  ]);
}
