// An order's life (requirements §13.1): the statuses, the transitions allowed between them (one
// table, for the client's buttons and the server's decisions), how they read, and the order number.
import { z } from 'zod';
import { englishOf, type MessageDescriptor } from './descriptors.ts';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

export const orderStatuses = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
export const orderStatusSchema = z.enum(orderStatuses, { error: messages.orderStatusUnknown });

/** Orders still on their way: what an unverified account's limit counts (docs/security.md, Abuse limits). */
export const openOrderStatuses = ['placed', 'confirmed', 'shipped'] as const satisfies readonly OrderStatus[];

/** placed -> confirmed -> shipped -> delivered; placed or confirmed -> cancelled. Nothing else. */
export const orderTransitions: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  placed: ['confirmed', 'cancelled'],
  confirmed: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
};

export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return orderTransitions[from].includes(to);
}

/** A customer cancels their own order (Delete on My Orders, requirements D15) only while it is placed; administrators until shipped. */
export function canCustomerCancel(status: OrderStatus): boolean {
  return status === 'placed';
}

/** Each status as a label shows it (a badge, a tab). */
export const orderStatusMessages = {
  placed: /*i18n*/ { id: 'order.status.placed', message: 'Placed' },
  confirmed: /*i18n*/ { id: 'order.status.confirmed', message: 'Confirmed' },
  shipped: /*i18n*/ { id: 'order.status.shipped', message: 'Shipped' },
  delivered: /*i18n*/ { id: 'order.status.delivered', message: 'Delivered' },
  cancelled: /*i18n*/ { id: 'order.status.cancelled', message: 'Cancelled' },
} as const satisfies Record<OrderStatus, MessageDescriptor>;

/** Each status as a sentence says it ("is confirmed", "confirmed or shipped"): its label in lower case. */
export const orderStatusWordMessages = {
  placed: /*i18n*/ { id: 'order.statusWord.placed', message: 'placed' },
  confirmed: /*i18n*/ { id: 'order.statusWord.confirmed', message: 'confirmed' },
  shipped: /*i18n*/ { id: 'order.statusWord.shipped', message: 'shipped' },
  delivered: /*i18n*/ { id: 'order.statusWord.delivered', message: 'delivered' },
  cancelled: /*i18n*/ { id: 'order.statusWord.cancelled', message: 'cancelled' },
} as const satisfies Record<OrderStatus, MessageDescriptor>;

export const orderStatusLabels: Record<OrderStatus, string> = englishOf(orderStatusMessages);

/** A status as a sentence says it ("is confirmed", "confirmed or shipped"). */
export function orderStatusWord(status: OrderStatus): string {
  return orderStatusWordMessages[status].message;
}

/** The order number people read and search for ("CC-000042"), from the order's sequence number. */
export function orderNumber(seq: number): string {
  return `CC-${String(seq).padStart(6, '0')}`;
}

/** The number people read for a purchase, the orders of one checkout (requirements §14.3): "CP-000042". */
export function purchaseNumber(seq: number): string {
  return `CP-${String(seq).padStart(6, '0')}`;
}

/** A typed sequence number, if one a row can have (an `integer` column: past it, PostgreSQL errs). */
function seqIn(match: RegExpExecArray | null): number | undefined {
  const seq = match ? Number(match[1]) : Number.NaN;
  return Number.isSafeInteger(seq) && seq > 0 && seq <= limits.integerColumn ? seq : undefined;
}

/** The sequence number in a typed order number ("CC-000042", "cc-42", "#42", "42"), if it is one. */
export function orderSeqOf(text: string): number | undefined {
  return seqIn(/^\s*(?:cc-?|#)?0*(\d{1,12})\s*$/i.exec(text));
}

/** The sequence number in a typed purchase number ("CP-000042", "cp42"): the prefix is needed. */
export function purchaseSeqOf(text: string): number | undefined {
  return seqIn(/^\s*cp-?0*(\d{1,12})\s*$/i.exec(text));
}
