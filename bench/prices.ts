// A customer group member's catalog reads (requirements §20.5) at 100,000 items on each database,
// beside the same reads signed out in the same run (their ratio is the figure): the member's group
// prices 10,000 of the items (every tenth, half a price and tiers, half a percentage off).
// - GET /api/item/{id} of 200 items in turn, GET /api/items?q=<SKU> and GET /api/item?latest=1,
//   one call at a time, anonymous and member interleaved on the same URLs: p50, p95.
// The anonymous reads are answered from the public cache and its fast path once warm; the member's
// go through Fastify, their token, one read of their group and the list's version, and the public
// answer's value with `your_price` added (catalog/member-prices.ts). (Target: member p95 within
// 1.5 x anonymous p95 for each read.)
import { randomBytes } from 'node:crypto';
import { apiPaths } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import type { BenchOptions, DatabaseKind } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { CUSTOMER_EMAIL, createDatabase, startBenchServer } from './lib/servers.ts';

export const MEMBER_READ_RATIO_TARGET = 1.5;

interface Timings {
  calls: number;
  p50Ms: number;
  p95Ms: number;
}

export interface PricesRead {
  read: string;
  anonymous: Timings;
  member: Timings;
}

export interface PricesDatabase {
  database: DatabaseKind;
  items: number;
  entries: number;
  reads: PricesRead[];
}

export interface PricesResult {
  databases: PricesDatabase[];
  skipped: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

function timings(times: number[]): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  return { calls: sorted.length, p50Ms: round(percentile(sorted, 50)), p95Ms: round(percentile(sorted, 95)) };
}

const ITEMS = 100_000;
/** Every tenth item is in the group's list. */
const EVERY = 10;

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<PricesDatabase> {
  const database = await createDatabase(kind, 'bench_prices');
  try {
    const { itemIds } = await seedDatabase(database.url, { items: ITEMS, orders: 0, users: 2, reviews: 0 });
    const { server, customer } = await startBenchServer(database.url);
    const db = openDatabase(database.url);
    let entries = 0;
    try {
      const groupId = randomBytes(8).toString('hex');
      await db
        .insertInto('customer_groups')
        .values({ id: groupId, name: 'Dealer', created_at: new Date().toISOString() })
        .execute();
      const rows = itemIds
        .filter((_, i) => i % EVERY === 0)
        .map((item_id, n) => ({
          group_id: groupId,
          item_id,
          price_minor: n % 2 === 0 ? 140_000 : null,
          percent_off_bp: n % 2 === 0 ? null : 1000,
          tiers: n % 2 === 0 ? JSON.stringify([{ min_quantity: 10, price_minor: 130_000 }]) : '[]',
          valid_from: null,
          valid_until: null,
        }));
      for (let from = 0; from < rows.length; from += 500)
        await db
          .insertInto('customer_group_prices')
          .values(rows.slice(from, from + 500))
          .execute();
      entries = rows.length;
      await db.updateTable('users').set({ customer_group_id: groupId }).where('email', '=', CUSTOMER_EMAIL).execute();
    } finally {
      await db.destroy();
    }
    try {
      const member = { authorization: `Bearer ${customer.token}` };
      const call = async (path: string, headers: Record<string, string>) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${path}`, { headers });
        const body = await response.text();
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
        return { ms: performance.now() - started, body };
      };
      // 200 items, a fifth of them in the list (every tenth of the seeded is; these step by 50).
      const pool = Array.from({ length: 200 }, (_, i) => itemIds[(i * 50 * 7) % ITEMS]!);
      const reads: Record<string, (i: number) => string> = {
        'GET /api/item/{id}': (i) => apiPaths.item(pool[i % pool.length]!),
        'GET /api/items?q=<SKU>': (i) => `${apiPaths.itemSearch}?q=CC-BENCH-${((i * 350) % ITEMS) + 1}`,
        'GET /api/item?latest=1': () => `${apiPaths.itemList}?latest=1`,
      };
      // A member's answer carries their prices, an anonymous one never does.
      const sample = await call(apiPaths.item(pool[0]!), member);
      if (!sample.body.includes('your_price')) throw new Error('the member read carries no your_price');
      if ((await call(apiPaths.item(pool[0]!), {})).body.includes('your_price'))
        throw new Error('an anonymous read carries your_price');
      const rounds = options.quick ? 200 : 600;
      const result: PricesRead[] = [];
      for (const [read, path] of Object.entries(reads)) {
        for (let i = 0; i < 200; i += 1) {
          await call(path(i), {});
          await call(path(i), member);
        }
        const times = { anonymous: [] as number[], member: [] as number[] };
        for (let i = 0; i < rounds; i += 1) {
          times.anonymous.push((await call(path(i), {})).ms);
          times.member.push((await call(path(i), member)).ms);
        }
        result.push({ read, anonymous: timings(times.anonymous), member: timings(times.member) });
        const last = result.at(-1)!;
        options.log(
          `prices ${kind}: ${read} anonymous p50 ${last.anonymous.p50Ms} ms p95 ${last.anonymous.p95Ms} ms; member p50 ${last.member.p50Ms} ms p95 ${last.member.p95Ms} ms`,
        );
      }
      return { database: kind, items: ITEMS, entries, reads: result };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runPrices(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: (kind: DatabaseKind) => string | undefined },
): Promise<PricesResult> {
  const result: PricesResult = { databases: [], skipped: {} };
  for (const kind of options.databases) {
    const reason = skipUnavailable(kind);
    if (reason) {
      result.skipped[kind] = reason;
      continue;
    }
    result.databases.push(await benchDatabase(kind, options));
  }
  return result;
}
