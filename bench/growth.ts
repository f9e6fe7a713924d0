// Growth: the home page's calls and the administrator's paged lists on catalogs and customer bases
// of 100, 10,000 and 100,000 rows (items, orders, users and reviews each). They must stay flat:
// the server picks the latest items and pages the lists, it never sends the whole catalog.
import { apiPaths } from '@storefront/shared';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { cpuSecondsOf } from './lib/proc.ts';
import { seedDatabase } from './lib/seed.ts';
import { createDatabase, startBenchServer } from './lib/servers.ts';
import { rounded, wrk, type WrkResult } from './lib/wrk.ts';

export interface GrowthCall {
  name: string;
  path: string;
  /** Home page call (anonymous) or administrator list (admin token). */
  kind: 'home' | 'admin';
}

export const growthCalls: GrowthCall[] = [
  { name: 'home: GET /api/item?latest=1', path: `/api${apiPaths.itemList}?latest=1`, kind: 'home' },
  { name: 'home: GET /api/review?recent=1', path: `/api${apiPaths.reviews}?recent=1`, kind: 'home' },
  { name: 'admin: GET /api/order?limit=20', path: `/api${apiPaths.orderList}?limit=20`, kind: 'admin' },
  { name: 'admin: GET /api/item?limit=20', path: `/api${apiPaths.itemList}?limit=20`, kind: 'admin' },
  { name: 'admin: GET /api/user?limit=20', path: `/api${apiPaths.users}?limit=20`, kind: 'admin' },
];

export interface GrowthPoint {
  rows: number;
  seedMs: number;
  calls: {
    name: string;
    kind: 'home' | 'admin';
    bytes: number;
    total: string | null;
    result: WrkResult;
    /** 1000 / req/s: the server's time per request at this concurrency. */
    msPerRequest: number;
    /** CPU ms the server process spent per request (SQLite runs in it; PostgreSQL does not). */
    cpuMsPerRequest: number | null;
  }[];
  /** Server time the home page's calls cost, ms: sum of 1000 / req/s of its calls. */
  homeMs: number;
  /** Server CPU ms the home page's calls cost (sum of their CPU ms per request). */
  homeCpuMs: number | null;
}

export interface GrowthDatabase {
  database: DatabaseKind;
  points: GrowthPoint[];
  /** homeMs at the largest size divided by homeMs at the smallest. */
  homeGrowth: number;
  /** The same with homeCpuMs (less sensitive to other load on the machine). */
  homeCpuGrowth: number | null;
  /** For each call: ms per request at the largest size divided by the smallest. */
  callGrowth: Record<string, number>;
}

export interface GrowthResult {
  sizes: number[];
  load: BenchOptions['load'];
  databases: GrowthDatabase[];
  skipped: Record<string, string>;
}

async function growthPoint(kind: DatabaseKind, rows: number, options: BenchOptions): Promise<GrowthPoint> {
  const database = await createDatabase(kind, `bench_growth_${rows}`);
  try {
    options.log(`${kind}: seeding ${rows} items, orders, users and reviews`);
    const seeded = await seedDatabase(database.url, { items: rows, orders: rows, users: rows, reviews: rows });
    options.log(`${kind}: seeded ${rows} of each in ${seeded.ms} ms; measuring`);
    const { server, admin, pid } = await startBenchServer(database.url);
    try {
      const calls: GrowthPoint['calls'] = [];
      for (const call of growthCalls) {
        const headers: Record<string, string> = call.kind === 'admin' ? { authorization: `Bearer ${admin.token}` } : {};
        const check = await fetch(`${server.url}${call.path}`, { headers });
        const body = Buffer.from(await check.arrayBuffer());
        if (check.status !== 200) throw new Error(`${call.name} answered ${check.status}: ${body.toString('utf8')}`);
        const cpu0 = cpuSecondsOf(pid);
        const raw = await wrk({ url: `${server.url}${call.path}`, headers }, options.load);
        const cpu1 = cpuSecondsOf(pid);
        const served = raw.requests + (raw.warmup?.requests ?? 0);
        const cpuMsPerRequest =
          cpu0 === undefined || cpu1 === undefined || served === 0
            ? null
            : Math.round(((cpu1 - cpu0) * 1e6) / served) / 1000;
        const result = rounded(raw);
        calls.push({
          name: call.name,
          kind: call.kind,
          bytes: body.length,
          total: check.headers.get('x-total-count'),
          result,
          msPerRequest: result.rps > 0 ? Math.round((1000 / result.rps) * 1000) / 1000 : Infinity,
          cpuMsPerRequest,
        });
      }
      const home = calls.filter((c) => c.kind === 'home');
      const homeMs = home.reduce((sum, c) => sum + c.msPerRequest, 0);
      const homeCpuMs = home.every((c) => c.cpuMsPerRequest !== null)
        ? home.reduce((sum, c) => sum + (c.cpuMsPerRequest ?? 0), 0)
        : null;
      return {
        rows,
        seedMs: seeded.ms,
        calls,
        homeMs: Math.round(homeMs * 1000) / 1000,
        homeCpuMs: homeCpuMs === null ? null : Math.round(homeCpuMs * 1000) / 1000,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runGrowth(
  options: BenchOptions,
  { skipUnavailable, sizes }: { skipUnavailable: SkipUnavailable; sizes: number[] },
): Promise<GrowthResult> {
  const perDatabase = await eachDatabase(options, skipUnavailable, async (kind): Promise<GrowthDatabase> => {
    const points: GrowthPoint[] = [];
    for (const rows of sizes) points.push(await growthPoint(kind, rows, options));
    const first = points[0];
    const last = points.at(-1);
    const callGrowth: Record<string, number> = {};
    if (first && last) {
      for (const call of last.calls) {
        const before = first.calls.find((c) => c.name === call.name);
        if (before) callGrowth[call.name] = Math.round((call.msPerRequest / before.msPerRequest) * 100) / 100;
      }
    }
    return {
      database: kind,
      points,
      homeGrowth: first && last ? Math.round((last.homeMs / first.homeMs) * 100) / 100 : NaN,
      homeCpuGrowth:
        first?.homeCpuMs && last?.homeCpuMs ? Math.round((last.homeCpuMs / first.homeCpuMs) * 100) / 100 : null,
      callGrowth,
    };
  });
  return { sizes, load: options.load, ...perDatabase };
}
