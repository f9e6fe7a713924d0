// Manage All Orders' list (requirements §13.6) in SQL: by status, by a search over the order
// number, the purchase number, the customer's email and name and the item's name (full text,
// db/dialect.ts), and by a range of days; newest first with a keyset cursor, so the 4,000th page
// costs what the first does. Each row carries its purchase's seq, for the purchase number it shows.
import { orderSeqOf, purchaseSeqOf, type OrderStatus, type PaymentStatus } from '@storefront/shared';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import type { Database, OrderRow } from '../db/schema.ts';

export interface OrderFilters {
  status?: OrderStatus | undefined;
  /** Its purchase's payment status; `unpaid` takes the one-item orders too (cash on delivery). */
  paymentStatus?: PaymentStatus | undefined;
  q?: string | undefined;
  /** Placed at or after this instant (ISO). */
  from?: string | undefined;
  /** Placed before this instant (ISO). */
  before?: string | undefined;
}

type Eb = ExpressionBuilder<Database, 'orders'>;

/**
 * An order as the list reads it: with its purchase's seq (null for one-item orders: POST /api/order)
 * and, for the export, the delivery charge its row carries (requirements §17): a one-item order's own,
 * its purchase's on the purchase's first order, 0 on the others, so the column adds up.
 */
export type ListedOrderRow = OrderRow & {
  purchase_seq: number | null;
  row_delivery_minor?: number | null;
  /** Its purchase's purchase-order number (requirements §20.6), read for the export; null when none. */
  po_number?: string | null;
  /** Its purchase's payment's status and method (requirements §18); null for a one-item order. */
  payment_status: PaymentStatus | null;
  payment_method: string | null;
};

export function orderSearch(db: Db) {
  const dialect = dialectOf(db);

  function filtered(eb: Eb, filters: OrderFilters, { withStatus }: { withStatus: boolean }): Expression<SqlBool> {
    const conditions: Expression<SqlBool>[] = [];
    if (withStatus && filters.status) conditions.push(eb('orders.status', '=', filters.status));
    if (filters.paymentStatus) {
      const paid = eb.exists(
        eb
          .selectFrom('payments')
          .select('payments.id')
          .whereRef('payments.purchase_id', '=', 'orders.purchase_id')
          .where('payments.status', '=', filters.paymentStatus),
      );
      conditions.push(filters.paymentStatus === 'unpaid' ? eb.or([paid, eb('orders.purchase_id', 'is', null)]) : paid);
    }
    if (filters.from) conditions.push(eb('orders.created_at', '>=', filters.from));
    if (filters.before) conditions.push(eb('orders.created_at', '<', filters.before));
    if (filters.q) {
      // An order number ("CC-000042", "42") finds that order, a purchase number ("CP-000042") its
      // orders; words find customers and items.
      const seq = orderSeqOf(filters.q);
      const purchaseSeq = purchaseSeqOf(filters.q);
      const text = dialect.prefixMatch('orders', filters.q);
      const either = [
        ...(seq === undefined ? [] : [eb('orders.seq', '=', seq)]),
        ...(purchaseSeq === undefined
          ? []
          : [eb('orders.purchase_id', 'in', eb.selectFrom('purchases').select('id').where('seq', '=', purchaseSeq))]),
        ...(text ? [text] : []),
      ];
      conditions.push(either.length ? eb.or(either) : eb.val(false));
    }
    return eb.and(conditions);
  }

  return {
    /** One page, newest first, after the order `afterSeq` (limit + 1 read, to know whether more follow). */
    async page(
      filters: OrderFilters,
      limit: number,
      afterSeq: number | undefined,
      { delivery = false }: { delivery?: boolean } = {},
    ): Promise<{ rows: ListedOrderRow[]; more: boolean }> {
      let query = db
        .selectFrom('orders')
        .selectAll('orders')
        .select((eb) =>
          eb
            .selectFrom('purchases')
            .select('purchases.seq')
            .whereRef('purchases.id', '=', 'orders.purchase_id')
            .as('purchase_seq'),
        )
        .select((eb) => [
          eb
            .selectFrom('payments')
            .select('payments.status')
            .whereRef('payments.purchase_id', '=', 'orders.purchase_id')
            .as('payment_status'),
          eb
            .selectFrom('payments')
            .select('payments.method')
            .whereRef('payments.purchase_id', '=', 'orders.purchase_id')
            .as('payment_method'),
        ])
        .$if(delivery, (q) =>
          q.select((eb) => [
            eb
              .selectFrom('purchases')
              .select('purchases.delivery_charge_minor')
              .whereRef('purchases.id', '=', 'orders.purchase_id')
              .where((inner) =>
                inner(
                  'orders.seq',
                  '=',
                  inner
                    .selectFrom('orders as first')
                    .select((f) => f.fn.min('first.seq').as('seq'))
                    .whereRef('first.purchase_id', '=', 'orders.purchase_id'),
                ),
              )
              .as('row_delivery_minor'),
            eb
              .selectFrom('purchases')
              .select('purchases.po_number')
              .whereRef('purchases.id', '=', 'orders.purchase_id')
              .as('po_number'),
          ]),
        )
        .where((eb) => filtered(eb, filters, { withStatus: true }));
      if (afterSeq !== undefined) query = query.where('orders.seq', '<', afterSeq);
      const rows = await query
        .orderBy('orders.seq', 'desc')
        .limit(limit + 1)
        .execute();
      return { rows: rows.slice(0, limit), more: rows.length > limit };
    },

    /** Matches per status under the other filters (the status tabs' counts). */
    async countsByStatus(filters: OrderFilters): Promise<Map<string, number>> {
      const rows = await db
        .selectFrom('orders')
        .where((eb) => filtered(eb, filters, { withStatus: false }))
        .select((eb) => ['orders.status', eb.fn.countAll().as('n')])
        .groupBy('orders.status')
        .execute();
      return new Map(rows.map((row) => [row.status, Number(row.n)]));
    },
  };
}
