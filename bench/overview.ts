// The admin overview (requirements §15.5) at 1,000,000 orders spread over the last 90 days, on each
// database: GET /api/reports/overview for the 90 days, one call at a time as an administrator
// clicks (target: p95 < 300 ms on SQLite and PostgreSQL), beside the 7-day view in the same run
// (how little the period's length costs); and the fold of the changes 1,000 new orders appended
// (what the first view after a busy minute pays).
import { apiPaths, addDays, dayOf, DEFAULT_STORE_TIME_ZONE } from '@storefront/shared';
import { openDatabase, type OrdersTable } from '@storefront/server/database';
import type { Insertable } from 'kysely';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';

export const OVERVIEW_P95_TARGET_MS = 300;

interface Timing {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface OverviewDatabase {
  database: DatabaseKind;
  orders: number;
  items: number;
  seedMs: number;
  /** The first call: folding every seeded order's change into the roll-ups. */
  firstFoldMs: number;
  ninetyDays: Timing;
  sevenDays: Timing;
  /** The call right after 1,000 orders were written: their changes folded, then read. */
  afterThousandMs: number;
  /** Orders the 90 days' answer counted (a check that it saw them all). */
  counted: number;
}

export interface OverviewResult {
  orders: number;
  databases: OverviewDatabase[];
  skipped: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

async function benchDatabase(kind: DatabaseKind, orders: number, options: BenchOptions): Promise<OverviewDatabase> {
  const database = await createDatabase(kind, `bench_overview_${orders}`);
  const items = 1_000;
  const now = Date.now();
  const today = dayOf(new Date(now), DEFAULT_STORE_TIME_ZONE);
  try {
    const seeded = await seedDatabase(database.url, {
      items,
      orders,
      users: 10_000,
      reviews: 0,
      // The first of the 90 days from its start, to a minute ago.
      spread: { from: now - 89.5 * 86_400_000, to: now - 60_000 },
    });
    options.log(`overview ${kind}: seeded ${orders} orders in ${seeded.ms} ms`);
    const { server, admin } = await startBenchServer(database.url);
    const auth = { authorization: `Bearer ${admin.token}` };
    const call = async (query: string) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api${apiPaths.reportOverview}${query}`, { headers: auth });
      const body = (await response.json()) as { period: { orders: number } };
      if (response.status !== 200) throw new Error(`GET overview answered ${response.status}: ${JSON.stringify(body)}`);
      return { ms: performance.now() - started, orders: body.period.orders };
    };
    const ninety = `?from=${addDays(today, -89)}&to=${today}`;
    const seven = `?from=${addDays(today, -6)}&to=${today}`;
    const measure = async (query: string, calls: number): Promise<Timing> => {
      const times: number[] = [];
      for (let i = 0; i < calls; i += 1) times.push((await call(query)).ms);
      times.sort((a, b) => a - b);
      return {
        calls,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(times.at(-1)!),
      };
    };
    try {
      const first = await call(ninety);
      options.log(`overview ${kind}: the first call folded ${orders} changes in ${Math.round(first.ms)} ms`);
      for (let i = 0; i < 10; i += 1) await call(i % 2 ? seven : ninety); // warm-up
      const calls = options.quick ? 50 : 200;
      const ninetyDays = await measure(ninety, calls);
      const sevenDays = await measure(seven, calls);
      // 1,000 orders written straight to the table (the triggers append their changes), then one view.
      const db = openDatabase(database.url);
      try {
        const template: Record<string, unknown> = await db
          .selectFrom('orders')
          .selectAll()
          .orderBy('seq', 'desc')
          .limit(1)
          .executeTakeFirstOrThrow();
        // Its sequence number is the database's to give; PostgreSQL's `search` is generated.
        const { seq: _seq, search: _search, ...row } = template;
        const at = new Date().toISOString();
        for (let batch = 0; batch < 10; batch += 1) {
          await db
            .insertInto('orders')
            .values(
              Array.from({ length: 100 }, (_, i) => ({
                ...(row as unknown as Insertable<OrdersTable>),
                id: `bench-new-${batch}-${i}`,
                created_at: at,
                status_changed_at: at,
              })),
            )
            .execute();
        }
      } finally {
        await db.destroy();
      }
      const after = await call(ninety);
      return {
        database: kind,
        orders,
        items,
        seedMs: seeded.ms,
        firstFoldMs: Math.round(first.ms),
        ninetyDays,
        sevenDays,
        afterThousandMs: round(after.ms),
        counted: first.orders,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runOverview(
  options: BenchOptions,
  { skipUnavailable, orders }: { skipUnavailable: SkipUnavailable; orders: number },
): Promise<OverviewResult> {
  return { orders, ...(await eachDatabase(options, skipUnavailable, (kind) => benchDatabase(kind, orders, options))) };
}
