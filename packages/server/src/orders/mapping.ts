// Orders' rows as the API answers them: an order, as listed with its purchase's number, its
// timeline's events and its emails; and what a purchase's orders come to.
import {
  fromMinor,
  orderNumber,
  purchaseNumber,
  type Order,
  type OrderNotice,
  type PaymentStatus,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import type { NoticeRow, OrderEventRow, OrderRow } from '../db/schema.ts';
import type { ListedOrderRow } from './search.ts';

export function toOrder(row: OrderRow): Order {
  return {
    _id: row.id,
    user: row.user_email,
    userName: row.user_name,
    item: row.item_id,
    itemName: row.item_name,
    address: row.address,
    phone: row.phone,
    quantity: Number(row.quantity),
    unit_price: fromMinor(row.unit_price_minor),
    ...(row.public_price_minor === null ? {} : { public_price: fromMinor(Number(row.public_price_minor)) }),
    total: fromMinor(row.total_minor),
    createdAt: row.created_at,
    number: orderNumber(Number(row.seq)),
    status: row.status,
    statusChangedAt: row.status_changed_at,
    purchase: row.purchase_id,
    district: row.district,
    delivery_charge: fromMinor(row.delivery_charge_minor),
  };
}

/** An order as Manage All Orders lists it: with the number of its purchase (requirements §13.6). */
export const toListedOrder = (row: ListedOrderRow): Order => ({
  ...toOrder(row),
  purchaseNumber: row.purchase_seq === null ? null : purchaseNumber(Number(row.purchase_seq)),
  payment_status: row.payment_status ?? 'unpaid',
});

/** An order with its purchase's payment status (requirements §18): a one-item order is cash, unpaid. */
export const withPaymentStatus = (order: Order, statuses: ReadonlyMap<string, PaymentStatus>): Order => ({
  ...order,
  payment_status: (order.purchase ? statuses.get(order.purchase) : undefined) ?? 'unpaid',
});

/** An event as `viewer` sees it: customers learn that the store acted, not which staff member. */
export const toEvent = (row: OrderEventRow, order: OrderRow, viewer: CurrentUser) => ({
  _id: row.id,
  from: row.from_status,
  to: row.to_status,
  by: viewer.isAdmin || row.actor_email === order.user_email ? row.actor_email : null,
  note: row.note,
  createdAt: row.created_at,
});

export function toNotice(row: NoticeRow): OrderNotice {
  return {
    _id: row.id,
    template: row.template,
    to: row.recipient,
    subject: row.subject,
    // A row being sent right now is still pending to whoever reads it.
    status: row.status === 'sending' ? 'pending' : row.status,
    attempts: Number(row.attempts),
    lastError: row.last_error,
    createdAt: row.created_at,
    sentAt: row.sent_at,
  };
}

/** What a purchase's orders come to, cancelled ones left out (requirements §13.5), in paisa. */
export const owedMinor = (orders: readonly OrderRow[]): number =>
  orders.reduce((sum, order) => (order.status === 'cancelled' ? sum : sum + Number(order.total_minor)), 0);

/** A purchase's delivery charge as owed: the checkout's until every one of its orders is cancelled (requirements §17). */
export const deliveryOwedMinor = (
  purchase: { delivery_charge_minor: number },
  orders: readonly Pick<OrderRow, 'status'>[],
): number => (orders.every((order) => order.status === 'cancelled') ? 0 : Number(purchase.delivery_charge_minor));
