// The reports' store days (requirements §15.3): the calendar of when each day begins in
// STORE_TIME_ZONE, and the roll-ups recounted from the orders, whenever the zone they were built
// for is not the configured one (the first start after the migration, or a changed setting).
import { dayStarts, FIRST_STORE_DAY, LAST_STORE_DAY } from '@storefront/shared';
import { sql } from 'kysely';
import { isPostgres, type Db } from '../db/connection.ts';

// The calendar's span, which is also every day the API takes: every order a store placed or will
// place falls inside it.
const calendarRows = (zone: string) =>
  dayStarts(FIRST_STORE_DAY, LAST_STORE_DAY, zone).map(({ day, startsAt }) => ({ day, starts_at: startsAt }));

/** The store day of the timestamp `column` (the last day begun at or before it), as SQL. */
export const storeDayOf = (column: string) =>
  sql<string>`(select c.day from report_calendar c where c.starts_at <= ${sql.ref(column)} order by c.starts_at desc limit 1)`;

/**
 * Rebuilds the calendar and recounts the roll-ups from every order when `zone` is not the one they
 * were built for; otherwise does nothing. Other writers wait (PostgreSQL: a lock on the orders) so
 * no order is counted twice or missed.
 */
export async function prepareReports(db: Db, zone: string): Promise<{ rebuilt: boolean }> {
  const current = await db.selectFrom('report_state').select('time_zone').where('id', '=', 1).executeTakeFirst();
  if (current?.time_zone === zone) return { rebuilt: false };
  const calendar = calendarRows(zone);
  return db.transaction().execute(async (tx) => {
    if (isPostgres(db)) await sql`lock table orders in share mode`.execute(tx);
    const again = await tx.selectFrom('report_state').select('time_zone').where('id', '=', 1).executeTakeFirst();
    if (again?.time_zone === zone) return { rebuilt: false };
    await tx.deleteFrom('report_calendar').execute();
    // 36,890 rows in one statement (a thousand-row insert built by Kysely took ten times as long).
    const days = calendar.map((c) => c.day);
    const starts = calendar.map((c) => c.starts_at);
    await (
      isPostgres(db)
        ? sql`insert into report_calendar (day, starts_at) select * from unnest(${days}::text[], ${starts}::text[])`
        : sql`insert into report_calendar (day, starts_at) select value ->> 0, value ->> 1
          from json_each(${JSON.stringify(calendar.map((c) => [c.day, c.starts_at]))})`
    ).execute(tx);
    await tx.deleteFrom('report_changes').execute();
    await tx.deleteFrom('report_days').execute();
    await tx.deleteFrom('report_item_days').execute();
    await sql`insert into report_days (day, status, orders, units, revenue_minor)
      select day, status, count(*), sum(quantity), sum(total_minor)
      from (select ${storeDayOf('o.created_at')} as day, status, quantity, total_minor from orders o) t
      where day is not null group by day, status`.execute(tx);
    await sql`insert into report_item_days (day, item_id, orders, units, revenue_minor)
      select day, item_id, count(*), sum(quantity), sum(total_minor)
      from (select ${storeDayOf('o.created_at')} as day, item_id, quantity, total_minor from orders o
            where status <> 'cancelled') t
      where day is not null group by day, item_id`.execute(tx);
    // Every order is counted now: on SQLite the next fold starts after the newest.
    const newest = await tx
      .selectFrom('orders')
      .select((eb) => eb.fn.max('seq').as('seq'))
      .executeTakeFirstOrThrow();
    const folded_seq = Number(newest.seq ?? 0);
    await tx
      .insertInto('report_state')
      .values({ id: 1, time_zone: zone, folded_seq })
      .onConflict((oc) => oc.column('id').doUpdateSet({ time_zone: zone, folded_seq }))
      .execute();
    return { rebuilt: true };
  });
}
