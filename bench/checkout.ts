// Checkout (requirements §14.2) on each database, beside the one-item order (POST /api/order) measured in the
// same run (its ratio is the baseline):
// - A 50-line cart checked out, one call at a time as a buyer clicks Place order: p50, p95
//   (target: p95 < 50 ms on SQLite); POST /api/order one at a time beside it.
// - 5-line checkouts from 16 concurrent clients: checkouts/s (target: >= 300/s on SQLite), every
//   one whole; POST /api/order from the same clients beside it. Each checkout sends a district and
//   the delivery charge its lines' weights come to (requirements §17), as the cart's screen does.
// - The quote of 5 lines (POST /api/checkout/quote, requirements §17), one call at a time: p95
//   (target: < 10 ms on SQLite); the signed-out cart's preview of the same lines (POST
//   /api/cart/preview, the same items priced without delivery) beside it.
import { randomUUID } from 'node:crypto';
import {
  apiPaths,
  deliveryChargeMinor,
  fromMinor,
  toMinor,
  type DeliveryRates,
  type RateCard,
} from '@storefront/shared';
import { openDatabase, unitMinorOf } from '@storefront/server/database';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';

export const CHECKOUT_50_P95_TARGET_MS = 50;
export const CHECKOUTS_5_TARGET_PER_S = 300;
export const QUICK_ORDER_200_TARGET_MS = 1000;
export const QUOTE_5_P95_TARGET_MS = 10;

interface Timings {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface CheckoutDatabase {
  database: DatabaseKind;
  items: number;
  /** 50-line checkouts one at a time, and one-item orders (POST /api/order) one at a time. */
  fifty: Timings;
  single: Timings;
  /** From `concurrency` clients: 5-line checkouts, and one-item orders. */
  five: { count: number; perSecond: number; errors: number; concurrency: number };
  singles: { count: number; perSecond: number; errors: number };
  /** 200-line quick order checks, one at a time. */
  quickOrder: Timings;
  /** 5-line quotes one at a time, and the same lines' signed-out cart preview beside them. */
  quote: Timings;
  preview: Timings;
}

export interface CheckoutResult {
  databases: CheckoutDatabase[];
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

interface Part {
  id: string;
  sku: string;
  min: number;
  weightG: number;
  price: (quantity: number) => number;
}

/** The card as the charge reads it, from GET /api/delivery/rates. */
const cardOf = (rates: DeliveryRates): RateCard => ({
  zones: Object.fromEntries(
    rates.zones.map((z) => [z.zone, { firstKgMinor: toMinor(z.first_kg), extraKgMinor: toMinor(z.extra_kg) }]),
  ) as RateCard['zones'],
  freeAboveMinor: rates.free_above === null ? null : toMinor(rates.free_above),
});

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<CheckoutDatabase> {
  const items = 2000;
  const database = await createDatabase(kind, 'bench_checkout');
  try {
    await seedDatabase(database.url, { items, orders: 0, users: 1, reviews: 0 });
    const db = openDatabase(database.url);
    let parts: Part[];
    try {
      const rows = await db
        .selectFrom('items')
        .select(['id', 'sku', 'min_order_quantity', 'price_minor', 'price_tiers', 'weight_g'])
        .execute();
      parts = rows.map((row) => ({
        id: row.id,
        sku: row.sku,
        min: Number(row.min_order_quantity),
        weightG: Number(row.weight_g),
        price: (quantity: number) => fromMinor(unitMinorOf(row, quantity)),
      }));
    } finally {
      await db.destroy();
    }
    // The bench's buyer orders far more than one customer's share of any item.
    const { server, customer } = await startBenchServer(database.url, { STOCK_SHARE_PERCENT: '100' });
    const headers = { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' };
    const post = async (path: string, body: unknown, expected: number) => {
      const started = performance.now();
      const response = await fetch(`${server.url}/api${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
      const text = await response.text();
      if (response.status !== expected)
        throw new Error(`POST ${path} answered ${response.status}: ${text.slice(0, 300)}`);
      return performance.now() - started;
    };
    const card = cardOf((await (await fetch(`${server.url}/api${apiPaths.deliveryRates}`)).json()) as DeliveryRates);
    let cursor = 0;
    /** The next `n` parts, each at its minimum quantity and today's price. */
    const parcel = (n: number) =>
      Array.from({ length: n }, () => {
        const part = parts[cursor++ % parts.length]!;
        return { part, line: { item: part.id, quantity: part.min, unit_price: part.price(part.min) } };
      });
    const lines = (n: number) => parcel(n).map((p) => p.line);
    /** A checkout of `n` lines to Dhaka, with the charge their weights come to. */
    const checkout = (n: number) => {
      const taken = parcel(n);
      const delivery_charge = fromMinor(
        deliveryChargeMinor({
          weightG: taken.reduce((sum, { part, line }) => sum + part.weightG * line.quantity, 0),
          zone: 'dhaka',
          card,
          goodsMinor: taken.reduce((sum, { line }) => sum + toMinor(line.unit_price) * line.quantity, 0),
        }),
      );
      const body = { key: randomUUID(), address: 'Bench road 1', phone: '01700000000', district: 'dhaka' };
      return post(apiPaths.checkout, { ...body, delivery_charge, lines: taken.map((t) => t.line) }, 201);
    };
    const order = () => {
      const [line] = lines(1);
      return post(
        apiPaths.orderList,
        { item: line!.item, quantity: line!.quantity, address: 'Bench road 1', phone: '01700000000' },
        201,
      );
    };
    try {
      for (let i = 0; i < 20; i += 1) await checkout(50);
      for (let i = 0; i < 20; i += 1) await order();
      const calls = options.quick ? 60 : 200;
      const fiftyTimes: number[] = [];
      const singleTimes: number[] = [];
      // Interleaved, so both see the same machine.
      for (let i = 0; i < calls; i += 1) {
        fiftyTimes.push(await checkout(50));
        singleTimes.push(await order());
      }
      const fifty = timings(fiftyTimes);
      const single = timings(singleTimes);
      options.log(
        `checkout ${kind}: 50 lines p50 ${fifty.p50Ms} ms, p95 ${fifty.p95Ms} ms (one order p95 ${single.p95Ms} ms)`,
      );

      // Quick order: 200 SKUs (one in ten unknown), each line checked against its item.
      const quickLines = Array.from({ length: 200 }, (_, i) => ({
        row: i + 1,
        sku: i % 10 === 9 ? `CC-NOPE-${i}` : parts[(i * 7) % parts.length]!.sku,
        quantity: 1 + (i % 20),
      }));
      const quickTimes: number[] = [];
      for (let i = 0; i < (options.quick ? 20 : 60); i += 1)
        quickTimes.push(await post(apiPaths.quickOrder, { lines: quickLines }, 200));
      const quickOrder = timings(quickTimes.slice(5));
      options.log(`checkout ${kind}: quick order of 200 lines p50 ${quickOrder.p50Ms} ms, p95 ${quickOrder.p95Ms} ms`);

      // Quotes of 5 lines to a district outside Dhaka, interleaved with the preview of the same lines.
      const quoteTimes: number[] = [];
      const previewTimes: number[] = [];
      for (let i = 0; i < (options.quick ? 100 : 400); i += 1) {
        const five = lines(5).map(({ item, quantity }) => ({ item, quantity }));
        quoteTimes.push(await post(apiPaths.checkoutQuote, { lines: five, district: 'rajshahi' }, 200));
        previewTimes.push(await post(apiPaths.cartPreview, { lines: five }, 200));
      }
      const quote = timings(quoteTimes.slice(20));
      const preview = timings(previewTimes.slice(20));
      options.log(
        `checkout ${kind}: quote of 5 lines p95 ${quote.p95Ms} ms (the cart's preview p95 ${preview.p95Ms} ms)`,
      );

      const concurrency = 16;
      const flood = async (count: number, call: () => Promise<number>) => {
        let next = 0;
        let errors = 0;
        const started = performance.now();
        await Promise.all(
          Array.from({ length: concurrency }, async () => {
            while (next < count) {
              next += 1;
              await call().catch(() => {
                errors += 1;
              });
            }
          }),
        );
        return { count, perSecond: Math.round(count / ((performance.now() - started) / 1000)), errors };
      };
      const count = options.quick ? 600 : 3000;
      const five = { ...(await flood(count, () => checkout(5))), concurrency };
      const singles = await flood(count, order);
      options.log(
        `checkout ${kind}: ${five.perSecond} checkouts of 5 lines/s (${five.errors} errors), ${singles.perSecond} orders/s`,
      );
      return { database: kind, items, fifty, single, five, singles, quickOrder, quote, preview };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runCheckout(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: SkipUnavailable },
): Promise<CheckoutResult> {
  return eachDatabase(options, skipUnavailable, (kind) => benchDatabase(kind, options));
}
