// Orders' calls beyond the original (requirements §13): status changes, one by one or in bulk, the
// events that record them, and the notices (emails) they send.
import { z } from 'zod';
import { countMessages } from './counts.ts';
import { formatMessage } from './descriptors.ts';
import { messages } from './messages.ts';
import { daySchema } from './days.ts';
import { taxInvoiceRefSchema } from './invoices.ts';
import { orderStatuses, orderStatusSchema, type OrderStatus } from './order-status.ts';
import { paymentStatusSchema } from './payments.ts';
import { id, limits, optionalText, orderSchema } from './schemas.ts';

export const TRACKING_NOTE_MAX = 300;

/** POST order/{id}/status (admin): the status to move to, and an optional note (a courier's tracking number). */
export const orderTransitionSchema = z.object({
  status: orderStatusSchema,
  note: optionalText(TRACKING_NOTE_MAX),
});

export const BULK_ORDERS_MAX = 100;

/** POST order/status (admin): the same transition for several orders, each judged on its own. */
export const bulkOrderTransitionSchema = orderTransitionSchema.extend({
  ids: z
    .array(id, { error: messages.orderIdsRequired })
    .min(1, messages.orderIdsRequired)
    .max(BULK_ORDERS_MAX, messages.orderIdsTooMany(BULK_ORDERS_MAX)),
});

export const orderEventSchema = z.object({
  _id: z.string(),
  /** Null for the event that placed the order. */
  from: orderStatusSchema.nullable(),
  to: orderStatusSchema,
  /** Who: the buyer, or the administrator; null to a customer for the store's staff (their addresses stay private). */
  by: z.string().nullable(),
  note: z.string().nullable(),
  createdAt: z.string(),
});

export const noticeStatuses = ['pending', 'sent', 'failed'] as const;
/** An email the store sends about an order, as administrators see it (requirements §13.8). */
export const orderNoticeSchema = z.object({
  _id: z.string(),
  /** The event it tells of ("placed", "shipped"...), or "placed-admin" for the staff's copy. */
  template: z.string(),
  to: z.string(),
  subject: z.string(),
  status: z.enum(noticeStatuses),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type OrderNotice = z.infer<typeof orderNoticeSchema>;

/** Kept short: a free-text search over orders (number, customer, item). */
export const ORDER_SEARCH_MAX = limits.name;

export const ORDER_PAGE_SIZE = 20;
export const ORDER_PAGE_MAX = 100;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const orderFilterFields = {
  status: z.preprocess(blankToUndefined, orderStatusSchema.optional()),
  /** Its purchase's payment status (requirements §18); a one-item order's is unpaid (cash on delivery). */
  payment_status: z.preprocess(blankToUndefined, paymentStatusSchema.optional()),
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(ORDER_SEARCH_MAX, messages.tooLong(ORDER_SEARCH_MAX)).optional(),
  ),
  /** The first day (in the store's time zone), YYYY-MM-DD. */
  from: z.preprocess(blankToUndefined, daySchema.optional()),
  /** The last day, included. */
  to: z.preprocess(blankToUndefined, daySchema.optional()),
};

const daysInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;

/** GET orders.csv (admin): the filters of Manage All Orders, all optional. */
export const orderFiltersSchema = z
  .object(orderFilterFields)
  .refine(daysInOrder, { path: ['to'], message: messages.orderDateOrder });
export type OrderFiltersQuery = z.infer<typeof orderFiltersSchema>;

/** GET orders (admin): the filters, and a page of them by cursor. */
export const orderListQuerySchema = z
  .object({
    ...orderFilterFields,
    cursor: z.preprocess(
      blankToUndefined,
      z
        .string()
        .regex(/^[1-9]\d{0,9}$/, messages.cursorInvalid)
        // An order's seq is PostgreSQL's int4: a larger cursor would be an error there, not a page.
        .refine((v) => Number(v) <= limits.integerColumn, messages.cursorInvalid)
        .optional(),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: messages.limitRange(ORDER_PAGE_MAX) })
        .int(messages.limitRange(ORDER_PAGE_MAX))
        .min(1, messages.limitRange(ORDER_PAGE_MAX))
        .max(ORDER_PAGE_MAX, messages.limitRange(ORDER_PAGE_MAX))
        .default(ORDER_PAGE_SIZE),
    ),
  })
  .refine(daysInOrder, { path: ['to'], message: messages.orderDateOrder });
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

export const orderStatusCountsSchema = z.object(
  Object.fromEntries(orderStatuses.map((s) => [s, z.number().int()])) as Record<OrderStatus, z.ZodNumber>,
);

export const orderListSchema = z.object({
  orders: z.array(orderSchema),
  /** Every match of the filters, on every page. */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** Matches per status under the other filters: the status tabs' counts. */
  counts: orderStatusCountsSchema,
});
export type OrderList = z.infer<typeof orderListSchema>;

/**
 * GET order/{id} (its owner or an administrator): the order and its timeline, and a one-item order's
 * own tax invoice (requirements §17.7; null for an order of a purchase, whose invoice is the purchase's).
 */
export const orderDetailSchema = orderSchema.extend({
  events: z.array(orderEventSchema),
  tax_invoice: taxInvoiceRefSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

/** POST order/status's answer: each order's outcome, in the order asked. */
export const bulkOrderResultSchema = z.object({
  results: z.array(
    z.object({
      _id: z.string(),
      ok: z.boolean(),
      status: orderStatusSchema.optional(),
      message: z.string().optional(),
    }),
  ),
});
export type BulkOrderResult = z.infer<typeof bulkOrderResultSchema>;

/** The emails the store sends about orders (requirements §13.7), by the event they tell of. */
export const noticeTemplates = ['placed', 'placed-admin', 'confirmed', 'shipped', 'delivered', 'cancelled'] as const;
export type NoticeTemplate = (typeof noticeTemplates)[number];

/** What every order email shows: enough to read it without opening the store. */
export interface OrderNoticeData {
  orderId: string;
  orderNumber: string;
  customerName: string;
  customerEmail: string;
  itemName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  /**
   * Its delivery charge in BDT (requirements §17); absent in emails written before delivery was
   * charged, which show the goods alone.
   */
  deliveryCharge?: number;
  address: string;
  phone: string;
  /** The buyer's company when they ordered as its member (requirements §20.3); absent otherwise. */
  company?: string;
  /** The administrator's note with the change (a courier's tracking number). */
  note: string | null;
  /** When the change happened (ISO). */
  at: string;
}

export function noticeSubject(
  template: NoticeTemplate,
  data: Pick<OrderNoticeData, 'orderNumber' | 'quantity' | 'itemName'>,
): string {
  const n = data.orderNumber;
  switch (template) {
    case 'placed':
      return `Your order ${n} is placed`;
    case 'placed-admin':
      return `New order ${n}: ${data.quantity} x ${data.itemName}`;
    case 'confirmed':
      return `Your order ${n} is confirmed`;
    case 'shipped':
      return `Your order ${n} is on its way`;
    case 'delivered':
      return `Your order ${n} is delivered`;
    case 'cancelled':
      return `Your order ${n} is cancelled`;
  }
}

/** One line of a purchase's email: an order of the checkout, as it stands after the event. */
export interface PurchaseNoticeLine {
  orderId: string;
  orderNumber: string;
  itemName: string;
  quantity: number;
  unitPrice: number;
  total: number;
  status: OrderStatus;
  /** Whether the event moved this order (every line, for `placed`). */
  moved: boolean;
}

/**
 * What a purchase's email shows (requirements §13.7): one email per event of a checkout, listing
 * every line with its status, and what is owed (the lines not cancelled, §13.5).
 */
export interface PurchaseNoticeData {
  purchaseId: string;
  purchaseNumber: string;
  customerName: string;
  customerEmail: string;
  address: string;
  phone: string;
  /** The buyer's company when they ordered as its member (requirements §20.3); absent otherwise. */
  company?: string;
  lines: PurchaseNoticeLine[];
  /**
   * The goods owed (the lines not cancelled) and the delivery charge owed (0 once every line is
   * cancelled), in BDT (requirements §17); absent in emails written before delivery was charged.
   */
  subtotal?: number;
  deliveryCharge?: number;
  /** What is owed in BDT: the lines not cancelled, with the delivery charge; 0 once all are cancelled. */
  total: number;
  /** The administrator's note with the change (a courier's tracking number). */
  note: string | null;
  /** When the change happened (ISO). */
  at: string;
  /** The buyer's purchase-order number (requirements §20.6); absent when none, and in emails from before it. */
  poNumber?: string;
  /** Paid on invoice: the store day it is due (requirements §20.8, "2026-12-28"); absent otherwise. */
  dueOn?: string;
}

const progress: readonly OrderStatus[] = ['placed', 'confirmed', 'shipped', 'delivered'];

/**
 * Whether a purchase's email tells of the whole purchase (every order not cancelled has reached the
 * event; for a cancel, every order is cancelled) or of some of its orders, and which ones moved.
 */
export function purchaseNoticeScope(
  template: NoticeTemplate,
  lines: readonly PurchaseNoticeLine[],
): { whole: boolean; moved: PurchaseNoticeLine[] } {
  const moved = lines.filter((line) => line.moved);
  if (template === 'placed' || template === 'placed-admin') return { whole: true, moved };
  const whole =
    template === 'cancelled'
      ? lines.every((line) => line.status === 'cancelled')
      : lines.every(
          (line) => line.status === 'cancelled' || progress.indexOf(line.status) >= progress.indexOf(template),
        );
  return { whole, moved };
}

/** How each move reads of one order or purchase, and of several orders. */
const purchaseMoves = {
  confirmed: ['is confirmed', 'are confirmed'],
  shipped: ['is on its way', 'are on their way'],
  delivered: ['is delivered', 'are delivered'],
  cancelled: ['is cancelled', 'are cancelled'],
} as const;

/** "1 order", "3 orders". */
export const formatOrders = (n: number): string =>
  formatMessage(n === 1 ? countMessages.order : countMessages.orders, { count: n });

/**
 * What a purchase's email is about, as its heading says it ("Purchase CP-000042 is on its way", "2
 * orders of purchase CP-000042 are confirmed") or, `yours`, as its subject does ("Your purchase...").
 */
export function purchaseNoticeTitle(
  template: NoticeTemplate,
  data: Pick<PurchaseNoticeData, 'purchaseNumber' | 'lines'>,
  { yours }: { yours: boolean },
): string {
  const n = data.purchaseNumber;
  if (template === 'placed-admin') return `New purchase ${n}`;
  const purchase = `${yours ? 'your purchase' : 'purchase'} ${n}`;
  const Purchase = purchase.charAt(0).toUpperCase() + purchase.slice(1);
  if (template === 'placed') return `${Purchase} is placed`;
  const { whole, moved } = purchaseNoticeScope(template, data.lines);
  const [one, many] = purchaseMoves[template];
  if (whole) return `${Purchase} ${one}`;
  return `${formatOrders(moved.length)} of ${purchase} ${moved.length === 1 ? one : many}`;
}

export function purchaseNoticeSubject(
  template: NoticeTemplate,
  data: Pick<PurchaseNoticeData, 'purchaseNumber' | 'lines'>,
): string {
  return template === 'placed-admin'
    ? `New purchase ${data.purchaseNumber}: ${formatOrders(data.lines.length)}`
    : purchaseNoticeTitle(template, data, { yours: true });
}
