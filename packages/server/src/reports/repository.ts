// The overview's SQL (requirements §15.3): folding the orders' appended changes into the daily
// roll-ups, then small reads of those, of the items and of the users.
import type { OrderStatus } from '@storefront/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { byDialect, type DialectName } from '../db/dialect.ts';
import { addToRollUps, orderAsChange } from './roll-ups.ts';

// The advisory lock PostgreSQL's folds take, so they run one at a time (two would add the same rows).
const FOLD_LOCK = 15_003;

/**
 * How each database folds the pending changes into the roll-ups, in one transaction (requirements
 * §15.3; migration 0011 says what each appends).
 */
const folds: Record<DialectName, (db: Db) => Promise<void>> = {
  // Every write to orders appended its change. One statement, one snapshot: the rows added are
  // exactly the rows taken.
  postgres: (db) =>
    db.transaction().execute(async (tx) => {
      await sql`select pg_advisory_xact_lock(${FOLD_LOCK})`.execute(tx);
      await addToRollUps(tx, sql`select * from taken`, [
        sql`taken as (delete from report_changes returning placed_at, item_id, status, orders, units, revenue_minor)`,
      ]);
    }),
  // One writer at a time, so the transaction alone keeps the statements whole; orders commit in
  // `seq` order, so the new ones are those after `folded_seq`, read from orders themselves, and
  // only changes to orders already folded were appended.
  sqlite: (db) =>
    db.transaction().execute(async (tx) => {
      const state = await tx.selectFrom('report_state').select('folded_seq').where('id', '=', 1).executeTakeFirst();
      if (!state) return;
      const newest = await tx
        .selectFrom('orders')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirstOrThrow();
      const after = Number(state.folded_seq);
      const upTo = Number(newest.seq ?? 0);
      if (upTo > after) {
        await addToRollUps(tx, sql`select ${orderAsChange} from orders o where o.seq > ${after} and o.seq <= ${upTo}`);
        await tx.updateTable('report_state').set({ folded_seq: upTo }).where('id', '=', 1).execute();
      }
      const last = await tx
        .selectFrom('report_changes')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirstOrThrow();
      if (last.seq === null) return;
      await addToRollUps(
        tx,
        sql`select placed_at, item_id, status, orders, units, revenue_minor from report_changes where seq <= ${last.seq}`,
      );
      await tx.deleteFrom('report_changes').where('seq', '<=', last.seq).execute();
    }),
};

export function reportsRepository(db: Db) {
  return {
    /** Moves every pending change into `report_days` and `report_item_days`, in one transaction. */
    fold: (): Promise<void> => byDialect(db, folds)(db),

    /** Orders, units and revenue (minor units) per day and status, from `from` to `to` included. */
    days: (from: string, to: string) =>
      db
        .selectFrom('report_days')
        .select(['day', 'status', 'orders', 'units', 'revenue_minor'])
        .where('day', '>=', from)
        .where('day', '<=', to)
        .execute() as Promise<
        { day: string; status: OrderStatus; orders: number; units: number; revenue_minor: number }[]
      >,

    /**
     * The `limit` items sold most from `from` to `to` by revenue and by units, with their names and
     * SKUs now: the period's sales per item are summed once (materialized) and ranked both ways.
     */
    async topItems(from: string, to: string, limit: number) {
      const { rows } = await sql<{
        ranking: 'revenue' | 'units';
        item: string;
        name: string;
        sku: string;
        units: number;
        revenue_minor: number;
      }>`with sales as materialized (
          select t.item_id, i.name, i.sku, t.units, t.revenue_minor
          from (select item_id, sum(units) as units, sum(revenue_minor) as revenue_minor
                from report_item_days where day >= ${from} and day <= ${to}
                group by item_id having sum(units) > 0) t
          join items i on i.id = t.item_id
        )
        select * from (select 'revenue' as ranking, item_id as item, name, sku, units, revenue_minor from sales
                       order by revenue_minor desc, name, item_id limit ${limit}) r
        union all
        select * from (select 'units' as ranking, item_id as item, name, sku, units, revenue_minor from sales
                       order by units desc, name, item_id limit ${limit}) u`.execute(db);
      const ranking = (by: 'revenue' | 'units') =>
        rows
          .filter((row) => row.ranking === by)
          .map((row) => ({ ...row, units: Number(row.units), revenue_minor: Number(row.revenue_minor) }))
          .sort((a, b) =>
            by === 'units'
              ? b.units - a.units || a.name.localeCompare(b.name)
              : b.revenue_minor - a.revenue_minor || a.name.localeCompare(b.name),
          );
      return { byRevenue: ranking('revenue'), byUnits: ranking('units') };
    },

    /** Live items at or below their minimum order quantity, emptiest first. */
    lowStock: (limit: number) =>
      db
        .selectFrom('items')
        .where('deleted_at', 'is', null)
        .whereRef('available_quantity', '<=', 'min_order_quantity')
        .select(['id', 'name', 'sku', 'available_quantity', 'min_order_quantity'])
        .orderBy('available_quantity')
        .orderBy('name')
        .limit(limit)
        .execute(),

    lowStockCount: async (): Promise<number> => {
      const row = await db
        .selectFrom('items')
        .where('deleted_at', 'is', null)
        .whereRef('available_quantity', '<=', 'min_order_quantity')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /**
     * Customer accounts created in each span `[bounds[i], bounds[i + 1])` (ISO instants): one pass
     * over the range of the users' creation index.
     */
    async customersBetween(bounds: readonly string[]): Promise<number[]> {
      const counts = bounds.slice(1).map(() => 0);
      if (bounds.length < 2) return counts;
      const last = bounds.length - 2;
      const arms = bounds.slice(1, -1).map((bound, i) => sql`when created_at < ${bound} then ${sql.lit(i)}`);
      const span = arms.length
        ? sql<number>`case ${sql.join(arms, sql` `)} else ${sql.lit(last)} end`
        : sql<number>`${sql.lit(0)}`;
      const rows = await db
        .selectFrom('users')
        .where('created_at', '>=', bounds[0]!)
        .where('created_at', '<', bounds.at(-1)!)
        .where('role', '=', 'user')
        .select((eb) => [span.as('span'), eb.fn.countAll<number>().as('n')])
        .groupBy(sql`1`)
        .execute();
      for (const row of rows) counts[Number(row.span)] = Number(row.n);
      return counts;
    },

    /**
     * The delivery charged for what was placed from `start` to before `end` (ISO instants), in
     * poisha (requirements §17): each purchase's charge while one of its orders is not cancelled,
     * and each one-item order's own unless it is. Read from the rows that carry a charge alone
     * (migration 0023's partial indexes), not from the roll-ups: a purchase's charge is owed or not
     * by all of its orders together, which no sum of orders says.
     */
    async deliveryBetween(start: string, end: string): Promise<number> {
      const [purchases, singles] = await Promise.all([
        db
          .selectFrom('purchases')
          .where('delivery_charge_minor', '>', 0)
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .where((eb) =>
            eb.exists(
              eb
                .selectFrom('orders')
                .select('orders.seq')
                .whereRef('orders.purchase_id', '=', 'purchases.id')
                .where('orders.status', '<>', 'cancelled'),
            ),
          )
          .select((eb) => eb.fn.sum<number>('delivery_charge_minor').as('minor'))
          .executeTakeFirstOrThrow(),
        db
          .selectFrom('orders')
          .where('delivery_charge_minor', '>', 0)
          .where('purchase_id', 'is', null)
          .where('created_at', '>=', start)
          .where('created_at', '<', end)
          .where('status', '<>', 'cancelled')
          .select((eb) => eb.fn.sum<number>('delivery_charge_minor').as('minor'))
          .executeTakeFirstOrThrow(),
      ]);
      return Number(purchases.minor ?? 0) + Number(singles.minor ?? 0);
    },

    /**
     * Poisha received and kept (requirements §18): what the payments of the purchases placed from
     * `start` to before `end` were paid, online or in cash, less what was refunded.
     */
    async paidBetween(start: string, end: string): Promise<number> {
      const row = await db
        .selectFrom('payments')
        .innerJoin('purchases', 'purchases.id', 'payments.purchase_id')
        .where('purchases.created_at', '>=', start)
        .where('purchases.created_at', '<', end)
        .select((eb) => [
          eb.fn.sum<number>('payments.paid_minor').as('paid'),
          eb.fn.sum<number>('payments.refunded_minor').as('refunded'),
        ])
        .executeTakeFirstOrThrow();
      return Number(row.paid ?? 0) - Number(row.refunded ?? 0);
    },

    awaitingConfirmation: async (): Promise<number> => {
      const row = await db
        .selectFrom('orders')
        .where('status', '=', 'placed')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

export type ReportsRepository = ReturnType<typeof reportsRepository>;
