// The outbox's rows (requirements §13.8): each email an order's or a purchase's change sends,
// written in the change's own transaction for the sender (notices/sender.ts) to deliver.
import {
  fromMinor,
  noticeSubject,
  orderNumber,
  purchaseNoticeSubject,
  purchaseNumber,
  type NoticeTemplate,
  type OrderNoticeData,
  type PurchaseNoticeData,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { OrderRow, PurchaseRow } from '../db/schema.ts';
import { newId } from '../db/util.ts';
import { deliveryOwedMinor, owedMinor } from './mapping.ts';

/** One row per recipient, about an order or a purchase: due at once, claimed by no sender yet. */
function outboxRows(
  about: { order_id: string | null; purchase_id?: string },
  template: NoticeTemplate,
  recipients: readonly string[],
  subject: string,
  data: OrderNoticeData | PurchaseNoticeData,
  at: string,
) {
  return recipients.map((recipient) => ({
    id: newId(),
    ...about,
    template,
    recipient,
    subject,
    data: JSON.stringify(data),
    next_attempt_at: at,
    locked_until: null,
    last_error: null,
    created_at: at,
    sent_at: null,
  }));
}

/** The outbox rows of one change: each recipient's email, written in the change's transaction. */
export function noticeRows(
  order: OrderRow,
  template: NoticeTemplate,
  recipients: readonly string[],
  note: string | null,
  at: string,
  company: string | null,
) {
  const data: OrderNoticeData = {
    orderId: order.id,
    orderNumber: orderNumber(Number(order.seq)),
    customerName: order.user_name,
    customerEmail: order.user_email,
    itemName: order.item_name,
    quantity: Number(order.quantity),
    unitPrice: fromMinor(order.unit_price_minor),
    total: fromMinor(order.total_minor),
    // A one-item order's own charge; an order of a purchase has none (its purchase carries it).
    ...(order.purchase_id === null ? { deliveryCharge: fromMinor(order.delivery_charge_minor) } : {}),
    address: order.address,
    phone: order.phone,
    ...(company === null ? {} : { company }),
    note,
    at,
  };
  return outboxRows({ order_id: order.id }, template, recipients, noticeSubject(template, data), data, at);
}

/** The emails of new orders: the buyer's, and each of ADMIN_NOTIFY_EMAILS'. */
export const placedNotices = (
  orders: readonly OrderRow[],
  buyer: CurrentUser,
  notifyEmails: readonly string[],
  at: string,
  company: string | null,
) =>
  orders.flatMap((order) => [
    ...noticeRows(order, 'placed', [buyer.email], null, at, company),
    ...noticeRows(order, 'placed-admin', notifyEmails, null, at, company),
  ]);

/** One event of a purchase: its orders as they are after the change, and which of them it moved. */
export interface PurchaseEvent {
  purchase: PurchaseRow;
  orders: readonly OrderRow[];
  moved: ReadonlySet<string>;
  template: NoticeTemplate;
  note: string | null;
  at: string;
  /** The buyer's company's name, when the purchase is a company's (requirements §20.3). */
  company: string | null;
}

/**
 * The outbox rows of one event of a purchase (requirements §13.7): one email per recipient for the
 * whole checkout, listing every order of it with its status, where an email per order would repeat
 * itself once per line.
 */
export function purchaseNoticeRows(
  { purchase, orders, moved, template, note, at, company }: PurchaseEvent,
  recipients: readonly string[],
) {
  const data: PurchaseNoticeData = {
    purchaseId: purchase.id,
    purchaseNumber: purchaseNumber(Number(purchase.seq)),
    customerName: orders[0]?.user_name ?? purchase.user_email,
    customerEmail: purchase.user_email,
    address: purchase.address,
    phone: purchase.phone,
    ...(company === null ? {} : { company }),
    lines: orders.map((order) => ({
      orderId: order.id,
      orderNumber: orderNumber(Number(order.seq)),
      itemName: order.item_name,
      quantity: Number(order.quantity),
      unitPrice: fromMinor(order.unit_price_minor),
      total: fromMinor(order.total_minor),
      status: order.status,
      moved: moved.has(order.id),
    })),
    subtotal: fromMinor(owedMinor(orders)),
    deliveryCharge: fromMinor(deliveryOwedMinor(purchase, orders)),
    total: fromMinor(owedMinor(orders) + deliveryOwedMinor(purchase, orders)),
    note,
    at,
    ...(purchase.po_number === null ? {} : { poNumber: purchase.po_number }),
    ...(purchase.due_on === null ? {} : { dueOn: purchase.due_on }),
  };
  const about = { order_id: null, purchase_id: purchase.id };
  return outboxRows(about, template, recipients, purchaseNoticeSubject(template, data), data, at);
}
