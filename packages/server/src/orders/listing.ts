// What the orders' readers see: a buyer's orders, every order, Manage All Orders' search and its
// CSV (requirements §13.6), one order with its timeline, and the emails sent about it.
import {
  dayStart,
  fromMinor,
  isPaymentNoticeTemplate,
  nextDay,
  orderFiltersSchema,
  orderMessages,
  orderStatuses,
  type Order,
  type OrderDetail,
  type OrderFiltersQuery,
  type OrderList,
  type OrderListQuery,
  type OrderNotice,
  type PurchaseNoticeData,
} from '@storefront/shared';
import { assertSelfOrAdmin, type CurrentUser } from '../auth/guard.ts';
import type { NoticeRow } from '../db/schema.ts';
import { listWithTotal, type Page } from '../db/util.ts';
import { forbidden, notFound, parseInput } from '../http/errors.ts';
import { toEvent, toListedOrder, toNotice, toOrder, withPaymentStatus } from './mapping.ts';
import type { OrdersRepository } from './repository.ts';
import type { OrderFilters } from './search.ts';

/** An order of the CSV export, with the delivery charge its row carries and its purchase's payment method. */
export interface ExportedOrder {
  order: Order;
  deliveryCharge: number;
  /** `cod` for a one-item order (requirements §18). */
  paymentMethod: string;
}

/** Whether `row`, an order's email or its purchase's, told of the order `orderId`. */
function tellsOf(row: NoticeRow, orderId: string): boolean {
  if (row.purchase_id === null) return row.order_id === orderId;
  // A payment's email (requirements §18) tells of every order of its purchase.
  if (isPaymentNoticeTemplate(row.template)) return true;
  return (JSON.parse(row.data) as PurchaseNoticeData).lines.some((line) => line.orderId === orderId && line.moved);
}

/** `timeZone`: the store's; the admin list's days run from midnight there. */
export function orderListing(orders: OrdersRepository, { timeZone }: { timeZone: string }) {
  /**
   * The filters of the admin list, its days turned into instants in the store's time zone. Judged
   * again by the shared schema (a 400 naming the field): the days must be inside the store's
   * (docs/security.md, Limits) whoever calls, and an export judges them before it writes a byte.
   */
  function filtersOf(query: OrderFiltersQuery): OrderFilters {
    const { status, payment_status, q, from, to } = parseInput(orderFiltersSchema, query);
    return {
      status,
      paymentStatus: payment_status,
      q,
      from: from === undefined ? undefined : dayStart(from, timeZone).toISOString(),
      before: to === undefined ? undefined : dayStart(nextDay(to), timeZone).toISOString(),
    };
  }

  /** Orders with their purchases' payment statuses (requirements §18). */
  async function answered(rows: Parameters<typeof toOrder>[0][]): Promise<Order[]> {
    const statuses = await orders.paymentStatuses(rows.map((row) => row.purchase_id));
    return rows.map((row) => withPaymentStatus(toOrder(row), statuses));
  }

  return {
    async listOwnOrders(actor: CurrentUser, email: string, page: Page): Promise<{ orders: Order[]; total: number }> {
      assertSelfOrAdmin(actor, email);
      const { rows, total } = await listWithTotal(
        page,
        (page) => orders.listByUser(email, page),
        () => orders.countByUser(email),
      );
      return { orders: await answered(rows), total };
    },

    async listAllOrders(page: Page): Promise<{ orders: Order[]; total: number }> {
      const [rows, total] = await Promise.all([orders.listAll(page), orders.countAll()]);
      return { orders: await answered(rows), total };
    },

    /** Manage All Orders (requirements §13.6): filtered, newest first, a cursor per page, counts per status. */
    async searchOrders(query: OrderListQuery): Promise<OrderList> {
      const filters = filtersOf(query);
      const afterSeq = query.cursor === undefined ? undefined : Number(query.cursor);
      const [page, byStatus] = await Promise.all([
        orders.search.page(filters, query.limit, afterSeq),
        orders.search.countsByStatus(filters),
      ]);
      const counts = Object.fromEntries(orderStatuses.map((s) => [s, byStatus.get(s) ?? 0])) as OrderList['counts'];
      const total = query.status ? counts[query.status] : orderStatuses.reduce((sum, s) => sum + counts[s], 0);
      const last = page.rows.at(-1);
      return {
        orders: page.rows.map(toListedOrder),
        total,
        nextCursor: page.more && last ? String(last.seq) : null,
        counts,
      };
    },

    /**
     * Every order the filters match, newest first, a batch at a time (the CSV export): never all in
     * memory. The filters are judged now, as it is asked for: a refusal comes before any batch.
     */
    exportOrders(query: OrderFiltersQuery, batch = 500): AsyncGenerator<ExportedOrder[]> {
      const filters = filtersOf(query);
      return (async function* () {
        for (let afterSeq: number | undefined; ;) {
          const page = await orders.search.page(filters, batch, afterSeq, { delivery: true });
          if (page.rows.length)
            yield page.rows.map((row) => ({
              order: toListedOrder(row),
              // A purchase's charge on its first order's row, a one-item order's on its own (§17).
              deliveryCharge: fromMinor(
                row.purchase_id === null ? row.delivery_charge_minor : (row.row_delivery_minor ?? 0),
              ),
              paymentMethod: row.payment_method ?? 'cod',
            }));
          if (!page.more) return;
          afterSeq = Number(page.rows.at(-1)!.seq);
        }
      })();
    },

    /** The order, its timeline and its own tax invoice's number (§17.7), for its owner or an administrator. */
    async getOrder(actor: CurrentUser, id: string): Promise<OrderDetail> {
      const row = await orders.findById(id);
      if (!row) throw notFound(orderMessages.notFound);
      if (!actor.isAdmin && row.user_email !== actor.email) throw forbidden(orderMessages.onlyOwnSeen);
      const invoice = row.purchase_id === null ? await orders.invoices.invoiceOfOrder(id) : undefined;
      const [order] = await answered([row]);
      return {
        ...order!,
        company: (await orders.companiesByIds([row.company_id])).get(row.company_id ?? '') ?? null,
        events: (await orders.events(id)).map((event) => toEvent(event, row, actor)),
        tax_invoice: invoice ? { number: invoice.number } : null,
      };
    },

    /** The emails sent about an order, its purchase's that told of it included, and whether each went (administrators). */
    async orderNotices(id: string): Promise<OrderNotice[]> {
      const order = await orders.findById(id);
      if (!order) throw notFound(orderMessages.notFound);
      const rows = await orders.notices(id, order.purchase_id);
      return rows.filter((row) => tellsOf(row, id)).map(toNotice);
    },
  };
}
