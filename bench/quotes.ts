// Quotes (requirements §20.7) on each database: one buyer's quote of three lines asked for, the
// store administrator's offer on it, and the buyer's acceptance (the preview's delivery charge
// first, as the accept form does), one call at a time: p50, p95 of each call's round trip. The
// acceptance is a checkout of the offer's lines (stock locked and checked, the tax invoice, the
// emails) with the quote's row locked and accepted in the same transaction.
import { apiPaths } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import type { BenchOptions, DatabaseKind } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';

interface Timings {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface QuotesDatabase {
  database: DatabaseKind;
  /** POST /api/quotes (3 lines and a note). */
  request: Timings;
  /** POST /api/quotes/{id}/offers (the administrator's). */
  offer: Timings;
  /** POST /api/quotes/{id}/accept (a purchase of the 3 lines at the offered prices). */
  accept: Timings;
}

export interface QuotesResult {
  databases: QuotesDatabase[];
  skipped: Record<string, string>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round = (n: number) => Math.round(n * 100) / 100;

function timings(times: number[]): Timings {
  const sorted = [...times].sort((a, b) => a - b);
  return {
    calls: sorted.length,
    p50Ms: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    maxMs: round(sorted.at(-1)!),
  };
}

const ITEMS = 500;

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<QuotesDatabase> {
  const database = await createDatabase(kind, 'bench_quotes');
  try {
    await seedDatabase(database.url, { items: ITEMS, orders: 0, users: 1, reviews: 0 });
    const db = openDatabase(database.url);
    let itemIds: string[];
    try {
      // Every item sold one at a time and never short: the acceptances measure the path, not refusals.
      await db.updateTable('items').set({ min_order_quantity: 1, available_quantity: 1_000_000 }).execute();
      itemIds = (await db.selectFrom('items').select('id').orderBy('id').execute()).map((row) => row.id);
    } finally {
      await db.destroy();
    }
    const { server, admin, customer } = await startBenchServer(database.url, { STOCK_SHARE_PERCENT: '100' });
    try {
      const post = async (token: string, path: string, body: unknown, expected: number) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status !== expected)
          throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
        return { ms: performance.now() - started, body: JSON.parse(text) as Record<string, unknown> };
      };
      const validUntil = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
      const round1 = async (i: number) => {
        const lines = [0, 1, 2].map((k) => ({ item: itemIds[(3 * i + k) % itemIds.length]!, quantity: 1 + k }));
        const asked = await post(customer.token, apiPaths.quotes, { lines, note: `Bench quote ${i}` }, 201);
        const id = asked.body._id as string;
        const offered = await post(
          admin.token,
          apiPaths.quoteOffers(id),
          { lines: lines.map((l) => ({ ...l, unit_price: 99.5 })), valid_until: validUntil, message: 'Bench offer' },
          201,
        );
        const preview = await post(customer.token, apiPaths.quotePreview(id), { district: 'dhaka' }, 200);
        const accepted = await post(
          customer.token,
          apiPaths.quoteAccept(id),
          {
            key: `bench-quote-${i}-${Date.now()}`,
            address: 'House 3, Road 8, Gulshan',
            phone: '01711000003',
            district: 'dhaka',
            delivery_charge: preview.body.delivery_charge,
            payment_method: 'cod',
            version: 1,
          },
          201,
        );
        return { request: asked.ms, offer: offered.ms, accept: accepted.ms };
      };
      for (let i = 0; i < 10; i += 1) await round1(i);
      const times = { request: [] as number[], offer: [] as number[], accept: [] as number[] };
      const rounds = options.quick ? 60 : 200;
      for (let i = 10; i < 10 + rounds; i += 1) {
        const t = await round1(i);
        times.request.push(t.request);
        times.offer.push(t.offer);
        times.accept.push(t.accept);
      }
      const result = {
        database: kind,
        request: timings(times.request),
        offer: timings(times.offer),
        accept: timings(times.accept),
      };
      options.log(
        `quotes ${kind}: request p50 ${result.request.p50Ms} / p95 ${result.request.p95Ms} ms; offer ${result.offer.p50Ms} / ${result.offer.p95Ms} ms; accept ${result.accept.p50Ms} / ${result.accept.p95Ms} ms`,
      );
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runQuotes(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: (kind: DatabaseKind) => string | undefined },
): Promise<QuotesResult> {
  const result: QuotesResult = { databases: [], skipped: {} };
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
