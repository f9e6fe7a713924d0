// Every route that takes a day (requirements §13.6, §15.3, docs/security.md "Limits"): far-future,
// year-zero, impossible and reversed days are a 400 naming the field, answered at once, and the
// server keeps answering. A year-9999 overview once spun the server's one thread for good
// (its day loop compared days as strings past 9999-12-31), the orders list answered a 500 and the
// CSV export cut the connection after its header row.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import type { ApiResponse } from '@storefront/devstack/api';
import { expectFieldError, expectOk } from './support/assertions.ts';
import type { SignedIn } from '@storefront/devstack/login';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('date-bounds');
let admin: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
});

const outOfRange = 'Choose a day from 2000-01-01 to 2100-12-31';
const invalid = 'Enter a date as YYYY-MM-DD';
const reversed = 'The last day must not be before the first';

/** A server that spins never answers: the call fails the test after a few seconds instead. */
const get = (path: string): Promise<ApiResponse> => admin.api.get(path, { signal: AbortSignal.timeout(5_000) });

async function expectHealthy(): Promise<void> {
  expect((await suite.api.get('/health', { signal: AbortSignal.timeout(5_000) })).status).toBe(200);
}

// The overview last: before the bounds, its year 9999 hung the server for every test after it.
describe.each([
  { route: 'GET /api/orders', path: apiPaths.orderSearch },
  { route: 'GET /api/orders.csv', path: apiPaths.orderExport },
  { route: 'GET /api/reports/overview', path: apiPaths.reportOverview },
])('$route', ({ path }) => {
  it('refuses year 9999 with a 400 naming the field, and keeps answering', async () => {
    const both = await get(`${path}?from=9999-12-01&to=9999-12-31`);
    expectFieldError(both, 'from', outOfRange);
    expectFieldError(both, 'to', outOfRange);
    expectFieldError(await get(`${path}?to=9999-12-31`), 'to', outOfRange);
    expectFieldError(await get(`${path}?from=9999-12-31`), 'from', outOfRange);
    await expectHealthy();
  });

  it('refuses year 0 and the day before the first', async () => {
    expectFieldError(await get(`${path}?from=0000-01-01`), 'from', outOfRange);
    expectFieldError(await get(`${path}?from=0000-01-01&to=0000-01-31`), 'to', outOfRange);
    expectFieldError(await get(`${path}?from=1999-12-31&to=2000-01-01`), 'from', outOfRange);
    expectFieldError(await get(`${path}?from=2100-12-31&to=2101-01-01`), 'to', outOfRange);
    await expectHealthy();
  });

  it('refuses a day that does not exist', async () => {
    expectFieldError(await get(`${path}?from=2026-02-30`), 'from', invalid);
    expectFieldError(await get(`${path}?to=2026-02-30`), 'to', invalid);
  });

  it('refuses a reversed range', async () => {
    expectFieldError(await get(`${path}?from=2026-03-10&to=2026-03-01`), 'to', reversed);
  });

  it('takes the first and the last days of the range', async () => {
    expectOk(await get(`${path}?from=2000-01-01&to=2000-01-31`));
    expectOk(await get(`${path}?from=2100-12-01&to=2100-12-31`));
  });
});

describe('the days at either end', () => {
  it('are whole days in the overview, none past the last', async () => {
    const last = (await get(`${apiPaths.reportOverview}?from=2100-12-01&to=2100-12-31`)).body as {
      days: { day: string }[];
      newCustomers: { weekStart: string }[];
    };
    expect(last.days).toHaveLength(31);
    expect(last.days.at(-1)?.day).toBe('2100-12-31');
    expect(last.newCustomers.map((w) => w.weekStart)).toEqual([
      '2100-12-01',
      '2100-12-08',
      '2100-12-15',
      '2100-12-22',
      '2100-12-29',
    ]);
  });

  it('answer the CSV export as JSON when refused, never a header row first', async () => {
    const response = await get(`${apiPaths.orderExport}?to=9999-12-31`);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.text).not.toContain('Order number');
  });
});
