// API throughput and latency, each endpoint beside a bare node:http server answering the same
// bytes in the same run, on SQLite and on PostgreSQL; the place-order and adjust-stock paths with
// their stock ledger checked afterwards; the server's resident memory idle and at its peak.
import { apiPaths } from '@storefront/shared';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { cpuSecondsOf, memoryOf, type Memory } from './lib/proc.ts';
import { addStockItem, seedDatabase, stockLedger } from './lib/seed.ts';
import { capture, createDatabase, startBareServer, startBenchServer } from './lib/servers.ts';
import { rounded, wrk, type WrkRequest, type WrkResult } from './lib/wrk.ts';

export const ORDER_STOCK = 10_000_000;
const CATALOG_ITEMS = 60;
const REVIEWS = 30;

export interface EndpointResult {
  name: string;
  method: string;
  path: string;
  bytes: number;
  server: WrkResult;
  bare: WrkResult;
  /** server req/s divided by bare req/s */
  ratio: number;
  /** CPU milliseconds the server process spent per request (user + system). */
  serverCpuMsPerRequest: number | null;
  bareCpuMsPerRequest: number | null;
}

export interface OrderLedger {
  initialStock: number;
  /** 201 answers wrk counted (warm-up and measured runs, plus the captured one). */
  acknowledged: number;
  rows: number;
  quantity: number;
  /** Units received by acknowledged stock adjustments (+1 each). */
  received: number;
  available: number;
  /** The sum of the item's ledger movements: must equal `available`. */
  movementSum: number;
  /** Acknowledged orders with no row. */
  lost: number;
  /** Stock taken beyond what the orders account for, or negative stock. */
  oversold: number;
  consistent: boolean;
}

export interface DatabaseApiResult {
  database: DatabaseKind;
  endpoints: EndpointResult[];
  ledger: OrderLedger;
  memory: { idle: Memory | undefined; afterLoad: Memory | undefined };
  seedMs: number;
}

export interface ApiResult {
  load: BenchOptions['load'];
  catalogItems: number;
  reviews: number;
  databases: DatabaseApiResult[];
  skipped: Record<string, string>;
}

function cpuPerRequest(pid: number, before: number | undefined, requests: number): number | null {
  const after = cpuSecondsOf(pid);
  if (before === undefined || after === undefined || requests === 0) return null;
  return Math.round(((after - before) * 1000 * 1000) / requests) / 1000;
}

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<DatabaseApiResult> {
  const { log } = options;
  const database = await createDatabase(kind, 'bench_api');
  try {
    const seeded = await seedDatabase(database.url, {
      items: CATALOG_ITEMS - 1,
      reviews: REVIEWS,
      orders: 0,
      users: 0,
    });
    const stockItem = await addStockItem(database.url, ORDER_STOCK);
    log(`${kind}: ${CATALOG_ITEMS} items and ${REVIEWS} reviews seeded in ${seeded.ms} ms; starting the server`);
    const { server, pid, customer, admin } = await startBenchServer(database.url);
    let ledgerCheck = { acknowledged: 0, adjustments: 0 };
    const endpoints: EndpointResult[] = [];
    let idle: Memory | undefined;
    let afterLoad: Memory | undefined;
    try {
      idle = memoryOf(pid);
      const orderBody = JSON.stringify({
        item: stockItem,
        address: 'House 12, Road 5, Dhanmondi, Dhaka',
        phone: '+8801700000000',
        quantity: 1,
      });
      const orderHeaders = { 'content-type': 'application/json', authorization: `Bearer ${customer.token}` };
      const calls: {
        name: string;
        method: 'GET' | 'POST';
        path: string;
        headers?: Record<string, string>;
        body?: string;
        /** A write the ledger check counts. */
        counts?: 'orders' | 'adjustments';
      }[] = [
        // The framework's floor: no database, a 11-byte answer through every plugin and hook.
        { name: 'GET /api/health (floor)', method: 'GET', path: '/api/health' },
        { name: 'GET /api/item (60 items)', method: 'GET', path: `/api${apiPaths.itemList}` },
        { name: 'GET /api/item/{id}', method: 'GET', path: `/api${apiPaths.item(seeded.itemIds[10] ?? stockItem)}` },
        { name: `GET /api/review (${REVIEWS} reviews)`, method: 'GET', path: `/api${apiPaths.reviews}` },
        {
          name: 'POST /api/order (signed in)',
          method: 'POST',
          path: `/api${apiPaths.orderList}`,
          headers: orderHeaders,
          body: orderBody,
          counts: 'orders',
        },
        {
          name: 'POST /api/item/{id}/stock (admin, +1)',
          method: 'POST',
          path: `/api${apiPaths.itemStock(stockItem)}`,
          headers: { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` },
          body: JSON.stringify({ change: 1, reason: 'Bench delivery' }),
          counts: 'adjustments',
        },
      ];
      const answers = [];
      for (const call of calls) {
        const answer = await capture(server.url, call);
        if (answer.status >= 300) throw new Error(`${call.name} answered ${answer.status}: ${answer.text}`);
        answers.push(answer);
      }
      ledgerCheck = { acknowledged: 1, adjustments: 1 };
      const bare = await startBareServer(answers);
      try {
        for (const [index, call] of calls.entries()) {
          const answer = answers[index];
          if (!answer) continue;
          const request = (origin: string): WrkRequest => ({
            url: `${origin}${call.path}`,
            method: call.method,
            ...(call.headers ? { headers: call.headers } : {}),
            ...(call.body !== undefined ? { body: call.body } : {}),
          });
          log(`${kind}: ${call.name}: server, then bare node:http`);
          const cpu0 = cpuSecondsOf(pid);
          const real = await wrk(request(server.url), options.load);
          const serverCpu = cpuPerRequest(pid, cpu0, real.requests + (real.warmup?.requests ?? 0));
          const bareCpu0 = cpuSecondsOf(bare.pid);
          const base = await wrk(request(bare.url), options.load);
          const bareCpu = cpuPerRequest(bare.pid, bareCpu0, base.requests + (base.warmup?.requests ?? 0));
          for (const run of [real, real.warmup]) {
            if (!run) continue;
            if (call.counts === 'orders') ledgerCheck.acknowledged += run.requests - run.non2xx;
            if (call.counts === 'adjustments') ledgerCheck.adjustments += run.requests - run.non2xx;
          }
          endpoints.push({
            name: call.name,
            method: call.method,
            path: call.path,
            bytes: Buffer.from(answer.body, 'base64').length,
            server: rounded(real),
            bare: rounded(base),
            ratio: base.rps > 0 ? Math.round((real.rps / base.rps) * 100) / 100 : 0,
            serverCpuMsPerRequest: serverCpu,
            bareCpuMsPerRequest: bareCpu,
          });
        }
      } finally {
        await bare.stop();
      }
      afterLoad = memoryOf(pid);
    } finally {
      await server.stop();
    }
    const ledger = await stockLedger(database.url, stockItem);
    // Lost: an acknowledged order or adjustment with no row. Oversold: more stock gone than orders took.
    const lost =
      Math.max(0, ledgerCheck.acknowledged - ledger.rows) + Math.max(0, ledgerCheck.adjustments - ledger.received);
    const oversold =
      Math.max(0, ORDER_STOCK + ledger.received - ledger.available - ledger.quantity) + Math.max(0, -ledger.available);
    return {
      database: kind,
      endpoints,
      ledger: {
        initialStock: ORDER_STOCK,
        acknowledged: ledgerCheck.acknowledged,
        rows: ledger.rows,
        quantity: ledger.quantity,
        received: ledger.received,
        available: ledger.available,
        movementSum: ledger.movementSum,
        lost,
        oversold,
        consistent:
          lost === 0 &&
          oversold === 0 &&
          ledger.quantity + ledger.available === ORDER_STOCK + ledger.received &&
          ledger.movementSum === ledger.available,
      },
      memory: { idle, afterLoad },
      seedMs: seeded.ms,
    };
  } finally {
    await database.drop();
  }
}

export async function runApi(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: SkipUnavailable },
): Promise<ApiResult> {
  return {
    load: options.load,
    catalogItems: CATALOG_ITEMS,
    reviews: REVIEWS,
    ...(await eachDatabase(options, skipUnavailable, (kind) => benchDatabase(kind, options))),
  };
}
