// The company's orders (requirements §20.3) on each database, beside My Orders of the same buyer
// measured in the same run (its ratio is the baseline): a company whose members placed 10,000
// orders, its admin among them with 200 of their own.
// - GET /api/companies/{id}/orders, every order of the company (the admin's and approver's view),
//   20 a page, the first pages and deeper ones, one call at a time: p50, p95;
// - the same with ?mine=true (a buyer's view: their own among the company's);
// - GET /api/order?user= (My Orders) of the same buyer, 20 a page, interleaved with them.
// (Target: the company's list within 2x My Orders' p95.)
import { randomBytes } from 'node:crypto';
import { apiPaths } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import type { BenchOptions, DatabaseKind } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { CUSTOMER_EMAIL, createDatabase, startBenchServer } from './lib/servers.ts';

export const COMPANY_ORDERS_RATIO_TARGET = 2;

interface Timings {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface CompaniesDatabase {
  database: DatabaseKind;
  /** The company's orders, and the buyer's own among them. */
  companyOrders: number;
  buyerOrders: number;
  /** Every order of the company, a page at a time. */
  company: Timings;
  /** The buyer's own of the company's (?mine=true). */
  mine: Timings;
  /** My Orders of the same buyer. */
  myOrders: Timings;
}

export interface CompaniesResult {
  databases: CompaniesDatabase[];
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

/** Customers 1 to MEMBERS are the company's members; the seed spreads orders evenly over USERS. */
const USERS = 100;
const MEMBERS = 50;
const COMPANY_ORDERS = 10_000;

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<CompaniesDatabase> {
  const database = await createDatabase(kind, 'bench_companies');
  try {
    // Twice the company's orders: half of them are other customers'.
    await seedDatabase(database.url, { items: 500, orders: 2 * COMPANY_ORDERS, users: USERS, reviews: 0 });
    const { server, customer } = await startBenchServer(database.url);
    const db = openDatabase(database.url);
    let companyId: string;
    let buyerOrders: number;
    try {
      // The signed-in buyer takes customer 1's orders (200), and is the company's admin.
      const buyer = await db
        .selectFrom('users')
        .select('id')
        .where('email', '=', CUSTOMER_EMAIL)
        .executeTakeFirstOrThrow();
      companyId = randomBytes(16).toString('base64url');
      const at = new Date().toISOString();
      await db
        .insertInto('companies')
        .values({
          id: companyId,
          name: 'Bench Traders Ltd',
          bin: '0001234560101',
          trade_licence: 'TRAD/BENCH/1',
          billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
          district: 'dhaka',
          created_at: at,
          created_by: buyer.id,
        })
        .execute();
      await db
        .insertInto('company_members')
        .values({ company_id: companyId, user_id: buyer.id, role: 'admin', joined_at: at })
        .execute();
      await db
        .updateTable('orders')
        .set({ user_email: CUSTOMER_EMAIL, user_name: 'Bench Buyer' })
        .where('user_email', '=', 'customer1@bench.example.com')
        .execute();
      const members = [
        CUSTOMER_EMAIL,
        ...Array.from({ length: MEMBERS - 1 }, (_, i) => `customer${i + 2}@bench.example.com`),
      ];
      await db.updateTable('orders').set({ company_id: companyId }).where('user_email', 'in', members).execute();
      const counted = await db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('company_id', '=', companyId)
        .executeTakeFirstOrThrow();
      if (Number(counted.n) !== COMPANY_ORDERS)
        throw new Error(`the company has ${counted.n} orders, not ${COMPANY_ORDERS}`);
      buyerOrders = (2 * COMPANY_ORDERS) / USERS;
    } finally {
      await db.destroy();
    }
    try {
      const auth = { authorization: `Bearer ${customer.token}` };
      const call = async (path: string) => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${path}`, { headers: auth });
        await response.arrayBuffer();
        if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`);
        return performance.now() - started;
      };
      // The first pages most often, deeper ones now and then: offsets 0, 20, 40 ... 180 of the buyer's
      // 200, and of the company's 10,000 the same and every 25th page.
      const offset = (i: number, deep: boolean) => 20 * (deep && i % 4 === 3 ? (i * 25) % 500 : i % 10);
      const paths = (i: number) => ({
        company: `${apiPaths.companyOrders(companyId)}?limit=20&offset=${offset(i, true)}`,
        mine: `${apiPaths.companyOrders(companyId)}?mine=true&limit=20&offset=${offset(i, false)}`,
        myOrders: `${apiPaths.orderList}?user=${encodeURIComponent(CUSTOMER_EMAIL)}&limit=20&offset=${offset(i, false)}`,
      });
      for (let i = 0; i < 30; i += 1) for (const path of Object.values(paths(i))) await call(path);
      const times = { company: [] as number[], mine: [] as number[], myOrders: [] as number[] };
      const rounds = options.quick ? 150 : 500;
      for (let i = 0; i < rounds; i += 1) {
        const p = paths(i);
        times.company.push(await call(p.company));
        times.mine.push(await call(p.mine));
        times.myOrders.push(await call(p.myOrders));
      }
      const result = {
        database: kind,
        companyOrders: COMPANY_ORDERS,
        buyerOrders,
        company: timings(times.company),
        mine: timings(times.mine),
        myOrders: timings(times.myOrders),
      };
      options.log(
        `companies ${kind}: the company's ${COMPANY_ORDERS} orders p50 ${result.company.p50Ms} ms, p95 ${result.company.p95Ms} ms; ?mine=true p95 ${result.mine.p95Ms} ms; My Orders p95 ${result.myOrders.p95Ms} ms`,
      );
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runCompanies(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: (kind: DatabaseKind) => string | undefined },
): Promise<CompaniesResult> {
  const result: CompaniesResult = { databases: [], skipped: {} };
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
