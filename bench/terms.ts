// Payment terms (requirements §20.8) on each database:
// - a checkout on invoice (one line), whose credit check sums what the buyer's company owes on
//   invoice under the company's lock, beside a cash checkout of the same kind of line in the same
//   run (its baseline), one call at a time, interleaved: p50, p95;
// - GET /api/receivables/summary (store administrators) with many companies on terms, each owing on
//   a share of 10,000 purchases on invoice (2,000 with --quick), one call at a time: p50, p95.
// No target: figures for the record (bench/README.md).
import { randomUUID } from 'node:crypto';
import { apiPaths, quoteSchema } from '@storefront/shared';
import { openDatabase } from '@storefront/server/database';
import { sql } from 'kysely';
import { type BenchOptions, type DatabaseKind, eachDatabase, type SkipUnavailable } from './lib/env.ts';
import { seedDatabase } from './lib/seed.ts';
import { CUSTOMER_EMAIL, createDatabase, startBenchServer } from './lib/servers.ts';

interface Timings {
  calls: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
}

export interface TermsDatabase {
  database: DatabaseKind;
  companies: number;
  invoices: number;
  /** Purchases on invoice of the buyer's own company when the checkouts start. */
  companyInvoices: number;
  /** One-line checkouts on invoice, and cash ones beside them. */
  invoice: Timings;
  cod: Timings;
  summary: Timings;
}

export interface TermsResult {
  databases: TermsDatabase[];
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

const companyIdOf = (n: number) => `bench-company-${n}`;

async function benchDatabase(kind: DatabaseKind, options: BenchOptions): Promise<TermsDatabase> {
  const companies = options.quick ? 200 : 1000;
  const invoices = companies * 10;
  const database = await createDatabase(kind, 'bench_terms');
  try {
    await seedDatabase(database.url, { items: 200, orders: invoices, users: 100, reviews: 0 });
    const db = openDatabase(database.url);
    try {
      // Every item orderable by the unit, with stock enough for every checkout.
      await db.updateTable('items').set({ min_order_quantity: 1, available_quantity: 10_000_000 }).execute();
      const creator = await db.selectFrom('users').select('id').orderBy('seq').executeTakeFirstOrThrow();
      const at = new Date().toISOString();
      for (let from = 0; from < companies; from += 500)
        await db
          .insertInto('companies')
          .values(
            Array.from({ length: Math.min(500, companies - from) }, (_, i) => ({
              id: companyIdOf(from + i),
              name: `Bench Company ${String(from + i).padStart(5, '0')}`,
              bin: '0001234560101',
              trade_licence: 'TRAD/BENCH/1',
              billing_address: 'House 12, Road 5, Dhanmondi, Dhaka',
              district: 'dhaka',
              created_at: at,
              created_by: creator.id,
              net_days: 30,
              credit_limit_minor: 1_000_000_000_000,
            })),
          )
          .execute();
      // Each seeded order becomes a purchase on invoice of one company, due 30 days after it was
      // placed (the seed spreads them over the past: many are overdue, in every bucket).
      const orders = await db
        .selectFrom('orders')
        .select(['id', 'seq', 'user_email', 'address', 'phone', 'total_minor', 'created_at'])
        .orderBy('seq')
        .execute();
      for (let from = 0; from < orders.length; from += 500)
        await db
          .insertInto('purchases')
          .values(
            orders.slice(from, from + 500).map((o) => ({
              id: `p-${o.id}`,
              user_email: o.user_email,
              idempotency_key: `bench-${o.id}`,
              address: o.address,
              phone: o.phone,
              total_minor: Number(o.total_minor),
              created_at: o.created_at,
              body_hash: null,
              payment_method: 'invoice',
              company_id: companyIdOf(Number(o.seq) % companies),
              due_on: new Date(Date.parse(o.created_at) + 30 * 86_400_000).toISOString().slice(0, 10),
            })),
          )
          .execute();
      await sql`update orders set purchase_id = 'p-' || id`.execute(db);
      await sql`update orders set company_id = (select p.company_id from purchases p where p.id = orders.purchase_id)`.execute(
        db,
      );
      await db
        .insertInto('payments')
        .columns(['id', 'purchase_id', 'method', 'status', 'amount_minor', 'created_at', 'updated_at'])
        .expression(
          db
            .selectFrom('purchases')
            .select([
              'id',
              'id',
              sql.lit('invoice').as('method'),
              sql.lit('unpaid').as('status'),
              sql.lit(0).as('amount_minor'),
              'created_at',
              'created_at',
            ]),
        )
        .execute();
      if (kind === 'postgres') await sql`vacuum analyze`.execute(db);
    } finally {
      await db.destroy();
    }
    const { server, admin, customer } = await startBenchServer(database.url, { STOCK_SHARE_PERCENT: '100' });
    try {
      // The bench's buyer joins the first company (it signed in with the server's start).
      const db = openDatabase(database.url);
      let companyInvoices: number;
      let itemIds: string[];
      try {
        const buyer = await db
          .selectFrom('users')
          .select('id')
          .where('email', '=', CUSTOMER_EMAIL)
          .executeTakeFirstOrThrow();
        await db
          .insertInto('company_members')
          .values({ company_id: companyIdOf(0), user_id: buyer.id, role: 'buyer', joined_at: new Date().toISOString() })
          .execute();
        companyInvoices = Number(
          (
            await db
              .selectFrom('purchases')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .where('company_id', '=', companyIdOf(0))
              .executeTakeFirstOrThrow()
          ).n,
        );
        itemIds = (await db.selectFrom('items').select('id').orderBy('id').execute()).map((row) => row.id);
      } finally {
        await db.destroy();
      }
      const json = { 'content-type': 'application/json' };
      let cursor = 0;
      /** A one-line checkout to Dhaka, the line's price and charge as the quote says (not timed). */
      const checkout = async (method: 'invoice' | 'cod') => {
        const item = itemIds[cursor++ % itemIds.length]!;
        const quoted = await fetch(`${server.url}/api${apiPaths.checkoutQuote}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ lines: [{ item, quantity: 1 }], district: 'dhaka' }),
        });
        const quote = quoteSchema.parse(await quoted.json());
        const body = {
          key: randomUUID(),
          address: 'Bench road 1',
          phone: '01700000000',
          district: 'dhaka',
          delivery_charge: quote.delivery_charge,
          payment_method: method,
          lines: [{ item, quantity: 1, unit_price: quote.lines[0]!.unit_price }],
        };
        const started = performance.now();
        const response = await fetch(`${server.url}/api${apiPaths.checkout}`, {
          method: 'POST',
          headers: { ...json, authorization: `Bearer ${customer.token}` },
          body: JSON.stringify(body),
        });
        const text = await response.text();
        if (response.status !== 201)
          throw new Error(`a checkout (${method}) answered ${response.status}: ${text.slice(0, 300)}`);
        return performance.now() - started;
      };
      const summaryCall = async () => {
        const started = performance.now();
        const response = await fetch(`${server.url}/api${apiPaths.receivablesSummary}`, {
          headers: { authorization: `Bearer ${admin.token}` },
        });
        const answer = (await response.json()) as unknown[];
        if (response.status !== 200 || answer.length !== companies)
          throw new Error(`the receivables summary answered ${response.status} with ${answer.length} companies`);
        return performance.now() - started;
      };
      for (let i = 0; i < 10; i += 1) {
        await checkout('invoice');
        await checkout('cod');
      }
      const times = { invoice: [] as number[], cod: [] as number[], summary: [] as number[] };
      for (let i = 0; i < (options.quick ? 60 : 200); i += 1) {
        times.invoice.push(await checkout('invoice'));
        times.cod.push(await checkout('cod'));
      }
      for (let i = 0; i < 3; i += 1) await summaryCall();
      for (let i = 0; i < (options.quick ? 15 : 40); i += 1) times.summary.push(await summaryCall());
      const result: TermsDatabase = {
        database: kind,
        companies,
        invoices,
        companyInvoices,
        invoice: timings(times.invoice),
        cod: timings(times.cod),
        summary: timings(times.summary),
      };
      options.log(
        `terms ${kind}: checkout on invoice p50 ${result.invoice.p50Ms} ms, p95 ${result.invoice.p95Ms} ms (cash p95 ${result.cod.p95Ms} ms); receivables summary of ${companies} companies (${invoices} invoices) p50 ${result.summary.p50Ms} ms, p95 ${result.summary.p95Ms} ms`,
      );
      return result;
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}

export async function runTerms(
  options: BenchOptions,
  { skipUnavailable }: { skipUnavailable: SkipUnavailable },
): Promise<TermsResult> {
  return eachDatabase(options, skipUnavailable, (kind) => benchDatabase(kind, options));
}
