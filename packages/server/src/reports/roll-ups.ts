// The reports' one writer of their daily roll-ups (requirements §15.3): the rebuild from every order
// (prepare.ts) and both databases' folds of the pending changes (repository.ts) add rows through it.
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';

/** The store day of the timestamp `column` (the last day begun at or before it), as SQL. */
export const storeDayOf = (column: string) =>
  sql<string>`(select c.day from report_calendar c where c.starts_at <= ${sql.ref(column)} order by c.starts_at desc limit 1)`;

/** What each source row adds: an order's own (1, its quantity, its total) or a change's (+ or -). */
export const orderAsChange = sql.raw(
  'o.created_at as placed_at, o.item_id, o.status, 1 as orders, o.quantity as units, o.total_minor as revenue_minor',
);

/**
 * Adds `rows` (a select of placed_at, item_id, status, orders, units, revenue_minor) to the roll-ups:
 * `report_days` per store day and status (every status, cancelled included) and `report_item_days`
 * per store day and item (cancelled left out); a day's row already there is added to. Rows placed
 * outside the calendar count nowhere. `ctes` ("name as (...)") are what `rows` reads: PostgreSQL's
 * fold takes its rows with a `delete ... returning`, and both inserts see the same rows (one
 * statement: dialect `writeWith`).
 */
export async function addToRollUps(tx: Db, rows: RawBuilder<unknown>, ctes: RawBuilder<unknown>[] = []): Promise<void> {
  const dated = sql`dated as (select ${storeDayOf('r.placed_at')} as day, r.* from (${rows}) r)`;
  const add = sql.raw(
    'orders = t.orders + excluded.orders, units = t.units + excluded.units, revenue_minor = t.revenue_minor + excluded.revenue_minor',
  );
  await dialectOf(tx).writeWith(
    tx,
    [...ctes, dated],
    [
      sql`insert into report_days as t (day, status, orders, units, revenue_minor)
        select day, status, sum(orders), sum(units), sum(revenue_minor) from dated
        where day is not null group by day, status
        on conflict (day, status) do update set ${add}`,
      sql`insert into report_item_days as t (day, item_id, orders, units, revenue_minor)
        select day, item_id, sum(orders), sum(units), sum(revenue_minor) from dated
        where day is not null and status <> 'cancelled' group by day, item_id
        on conflict (day, item_id) do update set ${add}`,
    ],
  );
}
