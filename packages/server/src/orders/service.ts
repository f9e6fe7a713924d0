import {
  canCustomerCancel,
  canTransition,
  dayStart,
  fromMinor,
  nextDay,
  messages,
  orderMessages,
  orderNumber,
  purchaseNumber,
  orderFiltersSchema,
  orderQuantityError,
  orderStatuses,
  orderStatusLabels,
  type BulkOrderResult,
  type NoticeTemplate,
  type Order,
  type OrderDetail,
  type OrderInput,
  type OrderList,
  type OrderFiltersQuery,
  type OrderListQuery,
  type OrderNotice,
  type OrderStatus,
  toMinor,
  UNVERIFIED_ORDER_LIMIT_BDT,
  type PurchaseNoticeData,
} from '@storefront/shared';
import type { CurrentUser } from '../auth/guard.ts';
import { assertSelfOrAdmin } from '../auth/guard.ts';
import { unitMinorOf } from '../catalog/price-tiers.ts';
import type { ChangeFeed } from '../db/changes.ts';
import type { NoticeRow, OrderEventRow, OrderRow } from '../db/schema.ts';
import { listWithTotal, newId, nowIso, type Page } from '../db/util.ts';
import { badRequest, conflict, forbidden, HttpError, notFound, parseInput } from '../http/errors.ts';
import { noticeRows, placeLine, purchaseNoticeRows, stockShareMessage, unverifiedRefusal } from './placing.ts';
import type { OrdersQueries, OrdersRepository } from './repository.ts';
import type { ListedOrderRow, OrderFilters } from './search.ts';

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
    total: fromMinor(row.total_minor),
    createdAt: row.created_at,
    number: orderNumber(Number(row.seq)),
    status: row.status,
    statusChangedAt: row.status_changed_at,
    purchase: row.purchase_id,
  };
}

/** An order as Manage All Orders lists it: with the number of its purchase (requirements §13.6). */
const toListedOrder = (row: ListedOrderRow): Order => ({
  ...toOrder(row),
  purchaseNumber: row.purchase_seq === null ? null : purchaseNumber(Number(row.purchase_seq)),
});

/** An event as `viewer` sees it: customers learn that the store acted, not which staff member. */
const toEvent = (row: OrderEventRow, order: OrderRow, viewer: CurrentUser) => ({
  _id: row.id,
  from: row.from_status,
  to: row.to_status,
  by: viewer.isAdmin || row.actor_email === order.user_email ? row.actor_email : null,
  note: row.note,
  createdAt: row.created_at,
});

function toNotice(row: NoticeRow): OrderNotice {
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

/** Whether `row`, an order's email or its purchase's, told of the order `orderId`. */
function tellsOf(row: NoticeRow, orderId: string): boolean {
  if (row.purchase_id === null) return row.order_id === orderId;
  return (JSON.parse(row.data) as PurchaseNoticeData).lines.some((line) => line.orderId === orderId && line.moved);
}

function quantityRefused(message: string) {
  return badRequest(message, { quantity: message });
}

/** Why an order cannot move from `from` to `to` (requirements §13.1). */
export const transitionRefused = (from: OrderStatus, to: OrderStatus) =>
  `This order is ${orderStatusLabels[from].toLowerCase()}: it cannot be ${orderStatusLabels[to].toLowerCase()} now`;

export const cancelRefused = (status: OrderStatus) =>
  status === 'cancelled'
    ? 'This order is already cancelled'
    : `This order is already ${orderStatusLabels[status].toLowerCase()}: it can no longer be cancelled here. Contact us to change it.`;

export interface OrdersOptions {
  stockSharePercent?: number;
  /** What a buyer whose address is not verified may hold in open orders, in poisha. */
  unverifiedLimitMinor?: number;
  /** Who hears of every new order (ADMIN_NOTIFY_EMAILS). */
  notifyEmails?: readonly string[];
  /** The store's time zone: the admin list's days run from midnight there. */
  timeZone?: string;
}

/** Orders move stock, which the catalog shows: `changes` hears of each one. */
export function ordersService(
  orders: OrdersRepository,
  changes: Pick<ChangeFeed, 'publish'>,
  {
    stockSharePercent = 100,
    unverifiedLimitMinor = toMinor(UNVERIFIED_ORDER_LIMIT_BDT),
    notifyEmails = [],
    timeZone = 'UTC',
  }: OrdersOptions = {},
) {
  const placing = { stockSharePercent, unverifiedLimitMinor, notifyEmails };
  /**
   * One change of status in the caller's transaction: the conditional update (a lost race is a
   * 409), the stock given back exactly once on a cancel, and the event. Its email is the caller's.
   */
  async function moveOrder(
    tx: OrdersQueries,
    actor: CurrentUser,
    order: OrderRow,
    to: OrderStatus,
    note: string | null,
  ) {
    const from = order.status;
    if (!canTransition(from, to)) throw conflict(transitionRefused(from, to));
    const at = nowIso();
    const changed = await tx.changeStatus(order.id, from, to, at);
    if (!changed) {
      const now = await tx.findById(order.id);
      throw conflict(`The order changed meanwhile: it is now ${orderStatusLabels[now?.status ?? from].toLowerCase()}`);
    }
    if (to === 'cancelled')
      await tx.stock.move(order.item_id, Number(order.quantity), {
        kind: 'order-cancelled',
        actor: actor.email,
        order: order.id,
      });
    await tx.addEvent({
      id: newId(),
      order_id: order.id,
      from_status: from,
      to_status: to,
      actor_email: actor.email,
      note,
      created_at: at,
    });
    return changed;
  }

  /** An order moved alone, and the customer's email about it. */
  async function changeStatus(
    tx: OrdersQueries,
    actor: CurrentUser,
    order: OrderRow,
    to: OrderStatus,
    note: string | null,
  ) {
    const changed = await moveOrder(tx, actor, order, to, note);
    await tx.addNotices(
      noticeRows(changed, to as NoticeTemplate, [changed.user_email], note, changed.status_changed_at),
    );
    return changed;
  }

  /**
   * The buyer's one email about several orders of a purchase moved at once (requirements §13.7),
   * listing every order of it as it is now: not one email per order.
   */
  async function notifyPurchase(
    tx: OrdersQueries,
    purchaseId: string,
    moved: readonly OrderRow[],
    to: OrderStatus,
    note: string | null,
  ) {
    const purchase = await tx.purchase(purchaseId);
    if (!purchase) throw new Error(`purchase ${purchaseId} of an order is missing`);
    const event = {
      purchase,
      orders: await tx.byPurchase(purchaseId),
      moved: new Set(moved.map((order) => order.id)),
      template: to as NoticeTemplate,
      note,
      at: nowIso(),
    };
    await tx.addNotices(purchaseNoticeRows(event, [purchase.user_email]));
  }

  async function publishStatusChange(to: OrderStatus) {
    await (to === 'cancelled' ? changes.publish('stock', 'orders') : changes.publish('orders'));
  }

  /**
   * The filters of the admin list, its days turned into instants in the store's time zone. Judged
   * again by the shared schema (a 400 naming the field): the days must be inside the store's
   * (docs/security.md, Limits) whoever calls, and an export judges them before it writes a byte.
   */
  function filtersOf(query: OrderFiltersQuery): OrderFilters {
    const { status, q, from, to } = parseInput(orderFiltersSchema, query);
    return {
      status,
      q,
      from: from === undefined ? undefined : dayStart(from, timeZone).toISOString(),
      before: to === undefined ? undefined : dayStart(nextDay(to), timeZone).toISOString(),
    };
  }

  return {
    /** The buyer comes from the token, the name and price from the item: never from the body. */
    async placeOrder(buyer: CurrentUser, input: OrderInput): Promise<string> {
      const item = await orders.findItem(input.item);
      if (!item || item.deleted_at !== null) throw notFound(orderMessages.itemGone);
      const limits = {
        min_order_quantity: Number(item.min_order_quantity),
        available_quantity: Number(item.available_quantity),
      };
      const refused = orderQuantityError(input.quantity, limits);
      if (refused) throw quantityRefused(refused);
      // requirements §14.4: the tier the quantity reaches sets the price per unit the order keeps.
      const unitMinor = unitMinorOf(item, input.quantity);
      const totalMinor = unitMinor * input.quantity;
      if (!Number.isSafeInteger(totalMinor)) throw quantityRefused('The order total is too large');

      const placed = await orders.inTransaction(async (tx) => {
        const result = await placeLine(
          tx,
          { buyer, address: input.address, phone: input.phone, purchaseId: null, at: nowIso() },
          { item, quantity: input.quantity, unitMinor },
          placing,
        );
        if ('refused' in result && result.refused === 'share') throw quantityRefused(stockShareMessage(result.more));
        if ('refused' in result && result.refused === 'unverified') {
          const { message, errors } = unverifiedRefusal(
            result.excess,
            unverifiedLimitMinor,
            () => 'quantity',
            'quantity',
          );
          throw new HttpError(403, message, errors);
        }
        return 'order' in result ? result.order.id : undefined;
      });
      if (placed) {
        await changes.publish('stock', 'orders');
        return placed;
      }

      // Another order took the stock first (or the item was deleted meanwhile): say why.
      const now = await orders.findItem(item.id);
      if (!now || now.deleted_at !== null) throw notFound(orderMessages.itemGone);
      const reason = orderQuantityError(input.quantity, {
        min_order_quantity: Number(now.min_order_quantity),
        available_quantity: Number(now.available_quantity),
      });
      if (reason) throw quantityRefused(reason);
      throw conflict('The stock changed while ordering: please try again');
    },

    async listOwnOrders(actor: CurrentUser, email: string, page: Page): Promise<{ orders: Order[]; total: number }> {
      assertSelfOrAdmin(actor, email);
      const { rows, total } = await listWithTotal(
        page,
        (page) => orders.listByUser(email, page),
        () => orders.countByUser(email),
      );
      return { orders: rows.map(toOrder), total };
    },

    async listAllOrders(page: Page): Promise<{ orders: Order[]; total: number }> {
      const [rows, total] = await Promise.all([orders.listAll(page), orders.countAll()]);
      return { orders: rows.map(toOrder), total };
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
    exportOrders(query: OrderFiltersQuery, batch = 500): AsyncGenerator<Order[]> {
      const filters = filtersOf(query);
      return (async function* () {
        for (let afterSeq: number | undefined; ;) {
          const page = await orders.search.page(filters, batch, afterSeq);
          if (page.rows.length) yield page.rows.map(toListedOrder);
          if (!page.more) return;
          afterSeq = Number(page.rows.at(-1)!.seq);
        }
      })();
    },

    /** The order and its timeline, for its owner or an administrator. */
    async getOrder(actor: CurrentUser, id: string): Promise<OrderDetail> {
      const row = await orders.findById(id);
      if (!row) throw notFound(orderMessages.notFound);
      if (!actor.isAdmin && row.user_email !== actor.email) throw forbidden('You can only see your own orders');
      return { ...toOrder(row), events: (await orders.events(id)).map((event) => toEvent(event, row, actor)) };
    },

    /** The emails sent about an order, its purchase's that told of it included, and whether each went (administrators). */
    async orderNotices(id: string): Promise<OrderNotice[]> {
      const order = await orders.findById(id);
      if (!order) throw notFound(orderMessages.notFound);
      const rows = await orders.notices(id, order.purchase_id);
      return rows.filter((row) => tellsOf(row, id)).map(toNotice);
    },

    /** An administrator moves an order along (requirements §13.1). */
    async transition(actor: CurrentUser, id: string, to: OrderStatus, note: string | null = null): Promise<Order> {
      const changed = await orders.inTransaction(async (tx) => {
        const order = await tx.findById(id);
        if (!order) throw notFound(orderMessages.notFound);
        return changeStatus(tx, actor, order, to, note);
      });
      await publishStatusChange(to);
      return toOrder(changed);
    },

    /**
     * Fulfils a purchase together (requirements §14.3): every order of it not cancelled and not
     * already there moves to `to` in one transaction, or none does (a 409 naming the first that
     * cannot). Each order keeps its own event; the buyer gets one email for the purchase (§13.7).
     */
    async transitionPurchase(actor: CurrentUser, purchaseId: string, to: OrderStatus, note: string | null = null) {
      const moved = await orders.inTransaction(async (tx) => {
        const rows = await tx.byPurchase(purchaseId);
        if (!rows.length) throw notFound(messages.purchaseNotFound);
        const moving = rows.filter((row) => row.status !== 'cancelled' && row.status !== to);
        if (!moving.length) throw conflict(messages.purchaseNothingToMove(orderStatusLabels[to].toLowerCase()));
        const stuck = moving.find((row) => !canTransition(row.status, to));
        if (stuck) throw conflict(`${orderNumber(Number(stuck.seq))}: ${transitionRefused(stuck.status, to)}`);
        const changed = [];
        for (const row of moving) changed.push(await moveOrder(tx, actor, row, to, note));
        await notifyPurchase(tx, purchaseId, changed, to, note);
        return changed;
      });
      await publishStatusChange(to);
      return moved.map(toOrder);
    },

    /**
     * The same change for several orders, each judged on its own. The orders of one purchase move
     * in one transaction, so that its buyer gets one email for those that moved (requirements
     * §13.7); an order alone, or the only one of its purchase that moved, gets its own.
     */
    async bulkTransition(
      actor: CurrentUser,
      ids: string[],
      to: OrderStatus,
      note: string | null = null,
    ): Promise<BulkOrderResult> {
      const asked = [...new Set(ids)];
      const found = new Map((await orders.findMany(asked)).map((row) => [row.id, row]));
      // In item order within a purchase: a cancel's stock returns lock the items as a checkout does
      // (purchases/repository.ts, lockItems), so the two never wait on each other in a circle.
      const inItemOrder = [...asked].sort((a, b) =>
        (found.get(a)?.item_id ?? '').localeCompare(found.get(b)?.item_id ?? ''),
      );
      const groups = new Map<string, string[]>();
      for (const id of inItemOrder) {
        const key = found.get(id)?.purchase_id ?? id;
        groups.set(key, [...(groups.get(key) ?? []), id]);
      }
      const outcome = new Map<string, BulkOrderResult['results'][number]>();
      for (const group of groups.values()) {
        await orders.inTransaction(async (tx) => {
          const changed: OrderRow[] = [];
          for (const id of group) {
            try {
              const row = await tx.findById(id);
              if (!row) throw notFound(orderMessages.notFound);
              const order = await moveOrder(tx, actor, row, to, note);
              changed.push(order);
              outcome.set(id, { _id: id, ok: true, status: order.status });
            } catch (error) {
              // Refused before it wrote anything: the transaction goes on with the group's others.
              if (!(error instanceof HttpError)) throw error;
              outcome.set(id, { _id: id, ok: false, message: error.message });
            }
          }
          const [first] = changed;
          if (changed.length > 1 && first?.purchase_id) await notifyPurchase(tx, first.purchase_id, changed, to, note);
          else if (first)
            await tx.addNotices(
              noticeRows(first, to as NoticeTemplate, [first.user_email], note, first.status_changed_at),
            );
        });
      }
      const results = asked.map((id) => outcome.get(id)!);
      if (results.some((r) => r.ok)) await publishStatusChange(to);
      return { results };
    },

    /**
     * The spec's Delete (requirements §13.3): cancels the order, which stays on record. Its owner
     * may while it is placed; an administrator while the workflow allows (placed or confirmed).
     * The stock goes back once, however many cancels race.
     */
    async deleteOrder(actor: CurrentUser, id: string): Promise<number> {
      await orders.inTransaction(async (tx) => {
        const order = await tx.findById(id);
        if (!order) throw notFound(orderMessages.notFound);
        if (!actor.isAdmin && order.user_email !== actor.email) throw forbidden('You can only delete your own orders');
        if (actor.isAdmin ? !canTransition(order.status, 'cancelled') : !canCustomerCancel(order.status))
          throw conflict(cancelRefused(order.status));
        return changeStatus(tx, actor, order, 'cancelled', null);
      });
      await publishStatusChange('cancelled');
      return 1;
    },
  };
}

export type OrdersService = ReturnType<typeof ordersService>;
