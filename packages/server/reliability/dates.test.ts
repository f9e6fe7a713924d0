// Hostile days on every route that takes one (docs/security.md, Limits; requirements §13.6, §15.3),
// found in /api/openapi.json by the day pattern of their query parameters, so a new one is tried
// too. Far-future, year-zero, impossible and reversed days, and random ones over years 0 to 9999:
// each answered in time (a hang fails the call by its timeout), a 400 naming the field unless the
// day is a real one from 2000-01-01 to 2100-12-31, never a 5xx, and the server answering /api/health
// after each. Before the bounds, a year-9999 overview spun the server's one thread until SIGKILL.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@storefront/shared';
const FIRST_STORE_DAY = '2000-01-01',
  LAST_STORE_DAY = '2100-12-31';
(messages as Record<string, unknown>).dayOutOfRange = (a: string, b: string) => `Choose a day from ${a} to ${b}`;
import type { ApiResponse } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { databases, startStack, type Stack } from './support/stack.ts';

/** Long enough for a busy machine, short enough that a spinning server fails the test, not the run. */
const ANSWER_WITHIN_MS = 10_000;
const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

const DAY_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;
const outOfRange = messages.dayOutOfRange(FIRST_STORE_DAY, LAST_STORE_DAY);

interface DayRoute {
  route: string;
  path: string;
  /** Its query parameters that take a day. */
  days: string[];
}

type Parameter = { in: string; name: string; schema?: Record<string, unknown> };
type OpenApiDocument = { paths: Record<string, Record<string, { parameters?: Parameter[] }>> };

/** Whether a parameter's schema (or one of its alternatives) is the shared day. */
function takesDay(schema: Record<string, unknown> | undefined): boolean {
  if (!schema) return false;
  if (schema.pattern === DAY_PATTERN) return true;
  return ['anyOf', 'oneOf', 'allOf'].some((key) =>
    ((schema[key] as Record<string, unknown>[] | undefined) ?? []).some(takesDay),
  );
}

async function dayRoutes(stack: Stack): Promise<DayRoute[]> {
  const doc = await stack.api.get<OpenApiDocument>('/openapi.json');
  expect(doc.status).toBe(200);
  return Object.entries(doc.body.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const days = (op.parameters ?? []).filter((p) => p.in === 'query' && takesDay(p.schema)).map((p) => p.name);
      return days.length ? [{ route: `${method.toUpperCase()} ${path}`, path, days }] : [];
    }),
  );
}

/** Whether `day` is one the API takes: a real calendar day inside the store's. */
function isStoreDay(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().startsWith(day) &&
    day >= FIRST_STORE_DAY &&
    day <= LAST_STORE_DAY
  );
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');

describe.each(databases())('on $kind', ({ kind, skip }) => {
  let stack: Stack;
  let admin: SignedIn;
  let routes: DayRoute[] = [];

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ file: 'dates', kind });
    admin = await stack.login('admin');
    // Orders to count and export, so every query reaches the rows.
    const customer = await stack.login('customer');
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 100 });
    for (let i = 0; i < 3; i++) {
      const placed = await customer.api.post('/order', {
        item: item._id,
        address: 'House 1, Road 2, Dhaka',
        phone: '01712345678',
        quantity: 1,
      });
      expect(placed.status, placed.text).toBe(201);
    }
    routes = await dayRoutes(stack);
  });

  afterAll(async () => {
    await stack?.stop();
  });

  /** The call, failed by its timeout if the server does not answer. */
  async function get(path: string, query: string): Promise<ApiResponse> {
    const what = `GET /api${path}?${query}`;
    try {
      return await admin.api.get(`${path}?${query}`, { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) });
    } catch (error) {
      throw new Error(`${what} did not answer within ${ANSWER_WITHIN_MS} ms`, { cause: error });
    }
  }

  async function expectHealthy(after: string): Promise<void> {
    expect(stack.server.isRunning(), `the server died after ${after}`).toBe(true);
    const health = await stack.api
      .get('/health', { signal: AbortSignal.timeout(ANSWER_WITHIN_MS) })
      .catch((error: unknown) => ({ status: `no answer (${String(error)})` }));
    expect(health.status, `/api/health after ${after}`).toBe(200);
  }

  /** A refusal in the API's one error shape, naming `field` with `message`. */
  function expectRefused(response: ApiResponse, what: string, field: string, message?: string): void {
    expect(response.status, `${what} -> ${response.status} ${response.text.slice(0, 300)}`).toBe(400);
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    const errors = (response.body as { errors?: Record<string, string> }).errors ?? {};
    expect(errors[field], `${what}: ${response.text.slice(0, 300)}`).toEqual(message ?? expect.any(String));
  }

  it.skipIf(skip)('finds the overview, the orders list and the CSV export among the routes taking days', () => {
    expect(routes.map((r) => r.route).sort()).toEqual(
      expect.arrayContaining(['GET /api/orders', 'GET /api/orders.csv', 'GET /api/reports/overview']),
    );
    for (const route of routes) expect(route.days.sort(), route.route).toEqual(['from', 'to']);
  });

  it.skipIf(skip)(
    'refuses year 9999, year 0, an impossible day and a reversed range on each, in time, and stays up',
    async () => {
      const cases: { query: string; field: string; message: string }[] = [
        { query: 'from=9999-12-01&to=9999-12-31', field: 'to', message: outOfRange },
        { query: 'from=9999-12-01&to=9999-12-31', field: 'from', message: outOfRange },
        { query: 'to=9999-12-31', field: 'to', message: outOfRange },
        { query: 'from=9999-12-31', field: 'from', message: outOfRange },
        { query: 'from=0000-01-01', field: 'from', message: outOfRange },
        { query: 'from=0000-01-01&to=0000-12-31', field: 'to', message: outOfRange },
        { query: 'to=0000-01-01', field: 'to', message: outOfRange },
        { query: 'from=2026-02-30', field: 'from', message: messages.orderDateInvalid },
        { query: 'to=2026-02-30', field: 'to', message: messages.orderDateInvalid },
        { query: 'from=%2B010000-01-01', field: 'from', message: messages.orderDateInvalid },
        { query: 'to=275760-09-13', field: 'to', message: messages.orderDateInvalid },
        { query: 'to=-000001-12-31', field: 'to', message: messages.orderDateInvalid },
        { query: 'from=2026-03-10&to=2026-03-01', field: 'to', message: messages.orderDateOrder },
        { query: 'from=2100-12-31&to=2000-01-01', field: 'to', message: messages.orderDateOrder },
      ];
      for (const { route, path } of routes) {
        for (const { query, field, message } of cases) {
          const what = `${route}?${query}`;
          expectRefused(await get(path, query), what, field, message);
          await expectHealthy(what);
        }
        for (const query of ['from=2000-01-01&to=2000-01-31', 'from=2100-12-01&to=2100-12-31']) {
          const response = await get(path, query);
          expect(response.status, `${route}?${query} -> ${response.text.slice(0, 300)}`).toBe(200);
        }
      }
    },
  );

  it.skipIf(skip)('answers random days of years 0 to 9999 in time: a 400 unless a store day, never a 5xx', async () => {
    const day = fc
      .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
      .map(([y, m, d]) => `${pad(y, 4)}-${pad(m, 2)}-${pad(d, 2)}`);
    // Near the ends as often as anywhere else.
    const edgeYear = fc
      .tuple(fc.constantFrom(0, 1, 1999, 2000, 2100, 2101, 9998, 9999), fc.integer({ min: 1, max: 12 }))
      .map(([y, m]) => `${pad(y, 4)}-${pad(m, 2)}-01`);
    const anyDay = fc.oneof(day, edgeYear);
    for (const { route, path } of routes) {
      await fc.assert(
        fc.asyncProperty(anyDay, anyDay, async (from, to) => {
          const query = `from=${from}&to=${to}`;
          const what = `${route}?${query}`;
          const response = await get(path, query);
          expect(response.status, `${what} -> ${response.status} ${response.text.slice(0, 300)}`).toBeLessThan(500);
          if (!isStoreDay(from)) expectRefused(response, what, 'from');
          else if (!isStoreDay(to)) expectRefused(response, what, 'to');
          else if (from > to) expectRefused(response, what, 'to', messages.orderDateOrder);
          // A valid range may still be too long for the overview (366 days): a 400 then, never a 5xx.
          else expect([200, 400], `${what} -> ${response.text.slice(0, 300)}`).toContain(response.status);
        }),
        { numRuns: RUNS, endOnFailure: true },
      );
      await expectHealthy(`random days on ${route}`);
    }
  });
});
