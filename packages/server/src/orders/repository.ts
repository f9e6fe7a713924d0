import { DEFAULT_LANGUAGE, openOrderStatuses, type OrderStatus, type PaymentStatus } from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type {
  ItemRow,
  NoticeRow,
  NoticesTable,
  OrderEventRow,
  OrderEventsTable,
  OrderRow,
  OrdersTable,
  PurchaseRow,
} from '../db/schema.ts';
import { companyRefQueries } from '../companies/repository.ts';
import { countRows, paged, type Page } from '../db/util.ts';
import { invoiceQueries } from '../invoices/repository.ts';
import { refundQueries } from '../payments/refunds-repository.ts';
import { deliveryQueries } from '../delivery/repository.ts';
import { stockQueries } from '../stock/repository.ts';
import { termsRepository } from '../terms/repository.ts';
import { orderSearch } from './search.ts';

export function ordersQueries(db: Db) {
  const dialect = dialectOf(db);
  return {
    /**
     * The items as they are now, their rows locked until the transaction ends (PostgreSQL; SQLite's one
     * connection serializes): the price, minimum and stock checked are the ones the order takes.
     */
    lockItems: (ids: readonly string[]): Promise<ItemRow[]> => {
      // In id order: two checkouts lock shared items in the same order, so they never deadlock.
      return dialect.forUpdate(db.selectFrom('items').selectAll().where('id', 'in', ids).orderBy('id')).execute();
    },

    /** Takes and gives back stock through the ledger (requirements §12.9). */
    stock: stockQueries(db),

    /** Tax invoices and credit notes, issued in the same transaction (requirements §17). */
    invoices: invoiceQueries(db),
    /** The delivery rate card, read in the placing transaction (requirements §17). */
    delivery: deliveryQueries(db),
    /** The company a buyer is a member of, whose orders theirs become (requirements §20.3). */
    companyOf: companyRefQueries(db).ofMember,
    /** The terms of `userId`'s company, if any (requirements §20.8: whether it asks for a PO number). */
    termsOfMember: termsRepository(db).termsOfMember,
    /** The companies of orders, by id, as their reads name them. */
    companiesByIds: companyRefQueries(db).byIds,
    /** The refunds a cancel owes, claimed in its transaction (requirements §18.1). */
    refunds: refundQueries(db),

    /** Units of each of `itemIds` in `email`'s orders that still hold stock (cancelled ones gave it back). */
    async unitsHeldOf(itemIds: readonly string[], email: string): Promise<Map<string, number>> {
      if (itemIds.length === 0) return new Map();
      const rows = await db
        .selectFrom('orders')
        .where('item_id', 'in', itemIds)
        .where('user_email', '=', email)
        .where('status', '!=', 'cancelled')
        .groupBy('item_id')
        .select((eb) => ['item_id', eb.fn.sum<number>('quantity').as('n')])
        .execute();
      return new Map(rows.map((row) => [row.item_id, Number(row.n)]));
    },

    /**
     * Locks the buyer's row until the transaction ends (PostgreSQL; SQLite's one connection
     * serializes): an unverified buyer's orders are then counted one placement at a time.
     */
    lockBuyer: (userId: string): Promise<void> =>
      dialect.lockRows(db.selectFrom('users').select('id').where('id', '=', userId)),

    /** What `email` holds in open orders (placed, confirmed, shipped): units per item, and the total in poisha. */
    async openHoldings(email: string): Promise<{ units: Map<string, number>; totalMinor: number }> {
      const rows = await db
        .selectFrom('orders')
        .where('user_email', '=', email)
        .where('status', 'in', openOrderStatuses)
        .groupBy('item_id')
        .select((eb) => [
          'item_id',
          eb.fn.sum<number>('quantity').as('units'),
          eb.fn.sum<number>('total_minor').as('total'),
        ])
        .execute();
      return {
        units: new Map(rows.map((row) => [row.item_id, Number(row.units)])),
        totalMinor: rows.reduce((sum, row) => sum + Number(row.total), 0),
      };
    },

    /** Orders, answered with their sequence numbers (the order numbers people read), ascending in the order given. */
    insertMany: (orders: Insertable<OrdersTable>[]): Promise<OrderRow[]> =>
      db.insertInto('orders').values(orders).returningAll().execute(),

    findById: (id: string): Promise<OrderRow | undefined> =>
      db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /** The orders of `ids` that exist, in no particular order. */
    findMany: (ids: readonly string[]): Promise<OrderRow[]> =>
      ids.length ? db.selectFrom('orders').selectAll().where('id', 'in', ids).execute() : Promise.resolve([]),

    /**
     * Conditional update: moves the order only if it is still `from`, so of two racing changes one
     * wins and the other learns it lost. Answers the order after it, or undefined.
     */
    changeStatus: (id: string, from: OrderStatus, to: OrderStatus, at: string): Promise<OrderRow | undefined> =>
      db
        .updateTable('orders')
        .set({ status: to, status_changed_at: at })
        .where('id', '=', id)
        .where('status', '=', from)
        .returningAll()
        .executeTakeFirst(),

    /** The orders one checkout placed (requirements §14.3), in the order placed. */
    byPurchase: (purchaseId: string): Promise<OrderRow[]> =>
      db.selectFrom('orders').selectAll().where('purchase_id', '=', purchaseId).orderBy('seq').execute(),

    /** The purchase itself: its number, buyer and address for its emails. */
    purchase: (purchaseId: string): Promise<PurchaseRow | undefined> =>
      db.selectFrom('purchases').selectAll().where('id', '=', purchaseId).executeTakeFirst(),

    addEvent: async (event: Insertable<OrderEventsTable> | Insertable<OrderEventsTable>[]): Promise<void> => {
      await db.insertInto('order_events').values(event).execute();
    },

    /**
     * Emails for the outbox, written beside the change they tell of (requirements §13.8), each in
     * its recipient's language as their account has it now (§16; English for an address with no
     * account, as a staff address of ADMIN_NOTIFY_EMAILS may be).
     */
    addNotices: async (notices: Insertable<NoticesTable>[]): Promise<void> => {
      if (!notices.length) return;
      const recipients = [...new Set(notices.map((n) => n.recipient))];
      const accounts = await db
        .selectFrom('users')
        .select(['email', 'language'])
        .where('email', 'in', recipients)
        .execute();
      const language = new Map(accounts.map((a) => [a.email, a.language]));
      await db
        .insertInto('notices')
        .values(notices.map((n) => ({ ...n, language: language.get(n.recipient) ?? DEFAULT_LANGUAGE })))
        .execute();
    },

    events: (orderId: string): Promise<OrderEventRow[]> =>
      db.selectFrom('order_events').selectAll().where('order_id', '=', orderId).orderBy('seq').execute(),

    /** One buyer's orders, oldest first. */
    listByUser: (email: string, page: Page): Promise<OrderRow[]> =>
      paged(db.selectFrom('orders').selectAll().where('user_email', '=', email).orderBy('seq'), page).execute(),

    countByUser: (email: string): Promise<number> => countRows(db.selectFrom('orders').where('user_email', '=', email)),

    /** Every order, newest first. */
    listAll: (page: Page): Promise<OrderRow[]> =>
      paged(db.selectFrom('orders').selectAll().orderBy('created_at', 'desc').orderBy('seq', 'desc'), page).execute(),

    countAll: (): Promise<number> => countRows(db.selectFrom('orders')),
  };
}

export type OrdersQueries = ReturnType<typeof ordersQueries>;

export function ordersRepository(db: Db) {
  return {
    ...ordersQueries(db),
    search: orderSearch(db),
    /** The order's own emails, and every email of its purchase (`purchaseId`), oldest first. */
    notices: (orderId: string, purchaseId: string | null): Promise<NoticeRow[]> =>
      db
        .selectFrom('notices')
        .selectAll()
        .where((eb) =>
          purchaseId === null
            ? eb('order_id', '=', orderId)
            : eb.or([eb('order_id', '=', orderId), eb('purchase_id', '=', purchaseId)]),
        )
        .orderBy('seq')
        .execute(),
    /** The payment status of each of `purchaseIds` that has a payment (requirements §18). */
    paymentStatuses: async (
      purchaseIds: readonly (string | null | undefined)[],
    ): Promise<Map<string, PaymentStatus>> => {
      const ids = [...new Set(purchaseIds.filter((id): id is string => !!id))];
      if (!ids.length) return new Map();
      const rows = await db
        .selectFrom('payments')
        .select(['purchase_id', 'status'])
        .where('purchase_id', 'in', ids)
        .execute();
      return new Map(rows.map((row) => [row.purchase_id, row.status]));
    },
    /** Runs `work` in one transaction, with the same queries bound to it. */
    inTransaction: <T>(work: (tx: OrdersQueries) => Promise<T>): Promise<T> =>
      db.transaction().execute((trx) => work(ordersQueries(trx))),
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;
