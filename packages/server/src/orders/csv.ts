// The orders export (requirements §13.6) as CSV that opens cleanly in a spreadsheet: RFC 4180
// quoting, CRLF line ends, a UTF-8 byte order mark (Excel reads the file as UTF-8), and no cell a
// spreadsheet would run as a formula (OWASP's CSV injection advice: a leading ' disarms it).
import { districtMessage, orderStatusLabels, type Order, type PaymentStatus } from '@storefront/shared';

export const CSV_BOM = '\uFEFF';

export const csvColumns = [
  'Order number',
  'Purchase number',
  'Placed at',
  'Status',
  'Customer name',
  'Customer email',
  'Item',
  'Quantity',
  'Unit price (BDT)',
  'Total (BDT)',
  'Address',
  'Phone',
  'District',
  'Delivery charge (BDT)',
  'Payment method',
  'Payment status',
  // requirements §20.6: added last, so the columns before it keep their places.
  'PO number',
] as const;

/** The payment methods and statuses as the exports write them (requirements §18; payments/csv.ts too). */
export const paymentMethodLabels: Record<string, string> = {
  cod: 'Cash on delivery',
  bkash: 'bKash',
  sslcommerz: 'Card / mobile banking (SSLCommerz)',
  invoice: 'Pay on invoice',
};
export const paymentStatusLabels: Record<PaymentStatus, string> = {
  unpaid: 'Unpaid',
  pending: 'Pending',
  partially_paid: 'Partially paid',
  paid: 'Paid',
  failed: 'Failed',
  expired: 'Expired',
  review: 'In review',
  refunded: 'Refunded',
};

/** One cell: quoted when it holds a comma, a quote or a line break; a formula's first character disarmed. */
export function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number)[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** One formatter per time zone: each is a native ICU object, costly to make once per row. */
const timeFormats = new Map<string, Intl.DateTimeFormat>();
export function timeFormat(timeZone: string): Intl.DateTimeFormat {
  let format = timeFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    timeFormats.set(timeZone, format);
  }
  return format;
}

/**
 * An order's row; its time written in the store's time zone, as "2026-11-25 14:03"; its district's
 * English name (empty for orders from before districts), and the delivery charge the row carries
 * (requirements §17: a purchase's on its first order's row), and its purchase's PO number (§20.6).
 */
export function orderCsvLine(
  order: Order,
  timeZone: string,
  deliveryCharge: number,
  paymentMethod = 'cod',
  poNumber: string | null = null,
): string {
  const placed = timeFormat(timeZone).format(new Date(order.createdAt));
  return csvLine([
    order.number,
    order.purchaseNumber ?? '',
    placed,
    orderStatusLabels[order.status],
    order.userName,
    order.user,
    order.itemName,
    order.quantity,
    order.unit_price.toFixed(2),
    order.total.toFixed(2),
    order.address,
    order.phone,
    districtMessage(order.district)?.message ?? '',
    deliveryCharge.toFixed(2),
    paymentMethodLabels[paymentMethod] ?? paymentMethod,
    paymentStatusLabels[order.payment_status ?? 'unpaid'],
    poNumber ?? '',
  ]);
}
