// The reports' store days (requirements §15.3): the calendar of when each day begins in
// STORE_TIME_ZONE, and the roll-ups recounted from the orders, whenever the zone they were built
// for is not the configured one (the first start after the migration, or a changed setting).
import { dayStarts, FIRST_STORE_DAY, LAST_STORE_DAY } from '@storefront/shared';
import { sql } from 'kysely';
import type { Db } from '../db/connection.ts';
import { dialectOf } from '../db/dialect.ts';
import { addToRollUps, orderAsChange } from './roll-ups.ts';

// The calendar's span, which is also every day the API takes: every order a store placed or will
// place falls inside it.
const calendarRows = (zone: string) =>
  dayStarts(FIRST_STORE_DAY, LAST_STORE_DAY, zone).map(({ day, startsAt }) => ({ day, starts_at: startsAt }));

/**
 * Rebuilds the calendar and recounts the roll-ups from every order when `zone` is not the one they
 * were built for; otherwise does nothing. Other writers wait (PostgreSQL: a lock on the orders) so
 * no order is counted twice or missed.
 */
export async function prepareReports(db: Db, zone: string): Promise<{ rebuilt: boolean }> {
  const current = await db.selectFrom('report_state').select('time_zone').where('id', '=', 1).executeTakeFirst();
  if (current?.time_zone === zone) return { rebuilt: false };
  const calendar = calendarRows(zone);
  const dialect = dialectOf(db);
  return db.transaction().execute(async (tx) => {
    await dialect.lockTableWrites(tx, 'orders');
    const again = await tx.selectFrom('report_state').select('time_zone').where('id', '=', 1).executeTakeFirst();
    if (again?.time_zone === zone) return { rebuilt: false };
    await tx.deleteFrom('report_calendar').execute();
    // 36,890 rows in one statement (a thousand-row insert built by Kysely took ten times as long).
    const rows = dialect.textRows(calendar.map((c) => [c.day, c.starts_at]));
    await sql`insert into report_calendar (day, starts_at) ${rows}`.execute(tx);
    await tx.deleteFrom('report_changes').execute();
    await tx.deleteFrom('report_days').execute();
    await tx.deleteFrom('report_item_days').execute();
    await addToRollUps(tx, sql`select ${orderAsChange} from orders o`);
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
