// Orders at a store's size (requirements §13.6): 100,000 orders on each database.
// - Manage All Orders' list, filtered by status and searched (customer, item, order number), one
//   call at a time as an administrator clicks: p50, p95 (target: p95 < 30 ms on SQLite).
// - The CSV export of every order: the server's resident memory while it streams them (target:
//   grows < 50 MB), and the time it takes.
// - Status moves (placed -> confirmed), each with its event and its email in the outbox, from 16
//   concurrent clients (target: >= 500/s on SQLite).
import { apiPaths } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { memoryOf } from './lib/proc.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';

export const ORDER_LIST_P95_TARGET_MS = 30;
export const CSV_MEMORY_TARGET_MB = 50;
export const TRANSITIONS_TARGET_PER_S = 500;

export interface OrdersDatabase {
  database: DatabaseKind;
  orders: number;
  seedMs: number;
  list: { calls: number; p50Ms: number; p95Ms: number; maxMs: number };
  csv: { rows: number; bytes: number; ms: number; rssBeforeMb: number; rssPeakMb: number; growthMb: number };
  transitions: { count: number; perSecond: number; errors: number; concurrency: number };
}

export interface OrdersResult {
  orders: number;
  databases: OrdersDatabase[];
  skipped: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

/** The i-th typical query of Manage All Orders: a status tab with a search, or a search alone. */
export function typicalOrderQuery(i: number, users: number, items: number): string {
  const statuses = ['placed', 'confirmed', 'shipped', 'delivered', 'cancelled'];
  const search = [
    `customer${1 + ((i * 37) % users)}`, // a customer's email start
    `bench part ${1 + ((i * 53) % items)}`, // an item
    `CC-${String(1 + ((i * 7919) % 100_000)).padStart(6, '0')}`, // an order number
  ][i % 3]!;
  const status = i % 4 === 3 ? '' : `&status=${statuses[i % statuses.length]}`;
  return `?q=${encodeURIComponent(search)}${status}&limit=20`;
}

async function benchDatabase(kind: DatabaseKind, orders: number, options: BenchOptions): Promise<OrdersDatabase> {
  const database = await createDatabase(kind, `bench_orders_${orders}`);
  const users = Math.max(1, Math.round(orders / 50));
  const items = Math.max(1, Math.round(orders / 100));
  try {
    const seeded = await seedDatabase(database.url, { items, orders, users, reviews: 0 });
    options.log(`orders ${kind}: seeded ${orders} orders in ${seeded.ms} ms`);
    const { server, admin, pid } = await startBenchServer(database.url);
    const auth = { authorization: `Bearer ${admin.token}` };
    try {
      // The list, one call at a time.
      const call = async (query: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${apiPaths.orderSearch}${query}`, { headers: auth });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET /api/orders${query} answered ${response.status}`);
        return performance.now() - started;
      };
      for (let i = 0; i < 30; i += 1) await call(typicalOrderQuery(i + 1000, users, items));
      const calls = options.quick ? 100 : 300;
      const times: number[] = [];
      for (let i = 0; i < calls; i += 1) times.push(await call(typicalOrderQuery(i, users, items)));
      times.sort((a, b) => a - b);
      const list = {
        calls,
        p50Ms: round(percentile(times, 50)),
        p95Ms: round(percentile(times, 95)),
        maxMs: round(times.at(-1)!),
      };
      options.log(`orders ${kind}: list p50 ${list.p50Ms} ms, p95 ${list.p95Ms} ms`);

      // The CSV of every order, read slowly enough that the server must not hold what waits.
      const rssBefore = memoryOf(pid)?.rssMb ?? 0;
      let rssPeak = rssBefore;
      const sampler = setInterval(() => {
        rssPeak = Math.max(rssPeak, memoryOf(pid)?.rssMb ?? 0);
      }, 25);
      const csvStarted = performance.now();
      const response = await fetch(`${server.url}/api${apiPaths.orderExport}`, { headers: auth });
      if (response.status !== 200 || !response.body) throw new Error(`GET /api/orders.csv answered ${response.status}`);
      let bytes = 0;
      let lines = 0;
      for await (const chunk of response.body) {
        bytes += chunk.byteLength;
        for (const byte of chunk) if (byte === 10) lines += 1;
      }
      const csvMs = performance.now() - csvStarted;
      clearInterval(sampler);
      rssPeak = Math.max(rssPeak, memoryOf(pid)?.rssMb ?? 0);
      const csv = {
        rows: lines - 1,
        bytes,
        ms: Math.round(csvMs),
        rssBeforeMb: round(rssBefore),
        rssPeakMb: round(rssPeak),
        growthMb: round(rssPeak - rssBefore),
      };
      if (csv.rows !== orders) throw new Error(`the CSV held ${csv.rows} orders, not ${orders}`);
      options.log(`orders ${kind}: CSV of ${csv.rows} orders, ${bytes} bytes in ${csv.ms} ms, RSS +${csv.growthMb} MB`);

      // Moves: confirm the placed orders, 16 at a time.
      const db = openDatabase(database.url);
      let placed: string[];
      try {
        const rows = await db.selectFrom('orders').select('id').where('status', '=', 'placed').orderBy('seq').execute();
        placed = rows.map((row) => row.id).slice(0, options.quick ? 600 : 2000);
      } finally {
        await db.destroy();
      }
      const concurrency = 16;
      let next = 0;
      let errors = 0;
      const moveStarted = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < placed.length) {
            const id = placed[next++]!;
            const moved = await fetch(`${server.url}/api${apiPaths.orderStatus(id)}`, {
              method: 'POST',
              headers: { ...auth, 'content-type': 'application/json' },
              body: JSON.stringify({ status: 'confirmed' }),
            });
            await moved.arrayBuffer();
            if (moved.status !== 200) errors += 1;
          }
        }),
      );
      const seconds = (performance.now() - moveStarted) / 1000;
      const transitions = {
        count: placed.length,
        perSecond: Math.round(placed.length / seconds),
        errors,
        concurrency,
      };
      options.log(`orders ${kind}: ${transitions.perSecond} moves/s, ${errors} errors`);
      return { database: kind, orders, seedMs: seeded.ms, list, csv, transitions };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runOrders(
  options: BenchOptions,
  { skipUnavailable, orders }: { skipUnavailable: SkipUnavailable; orders: number },
): Promise<OrdersResult> {
  return { orders, ...(await eachDatabase(options, skipUnavailable, (kind) => benchDatabase(kind, orders, options))) };
}
