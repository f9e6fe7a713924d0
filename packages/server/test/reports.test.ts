// The admin overview (requirements §15): every figure recounted straight from the orders, items and
// users it summarises, with orders either side of a midnight in Dhaka; the roll-ups kept true by
// every write (one order, a checkout, status changes, a cancel); admins only.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiPaths,
  dayOf,
  dayStart,
  fromMinor,
  messages,
  nextDay,
  orderStatuses,
  overviewSchema,
  REPORT_MAX_DAYS,
  type Item,
  type Overview,
} from '@storefront/shared';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { newId } from '../src/db/util.ts';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const ZONE = 'Asia/Dhaka';
const suite = useApiSuite('reports');
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;
let db: Db;
let fan: Item;
let disk: Item;

beforeAll(async () => {
  admin = await suite.login('admin');
  alice = await suite.login('alice');
  bob = await suite.login('bob');
  db = openDatabase(suite.database.url);
  fan = await suite.addItem(admin, {
    name: 'Report fan',
    price_per_unit: 1200.5,
    available_quantity: 500,
    min_order_quantity: 2,
  });
  disk = await suite.addItem(admin, {
    name: 'Report disk',
    price_per_unit: 8000,
    available_quantity: 300,
    min_order_quantity: 1,
  });
  // Stock at its minimum: on the low-stock list.
  await suite.addItem(admin, {
    name: 'Report memory',
    price_per_unit: 4500,
    available_quantity: 5,
    min_order_quantity: 5,
  });
});

afterAll(async () => {
  await db?.destroy();
});

async function place(who: SignedIn, item: Item, quantity: number): Promise<string> {
  const placed = await who.api.post<{ insertedId: string }>(apiPaths.orderList, {
    item: item._id,
    address: 'House 3, Road 8, Gulshan, Dhaka',
    phone: '01711000003',
    quantity,
  });
  expect(placed.status, placed.text).toBe(201);
  return placed.body.insertedId;
}

/** An order written straight into the table at `at` (the API stamps the present). */
async function insertOrder(item: Item, at: string, quantity: number, status: 'placed' | 'delivered' | 'cancelled') {
  const unit = Math.round(item.price_per_unit * 100);
  await db
    .insertInto('orders')
    .values({
      id: newId(),
      user_email: suite.emailOf('history'),
      user_name: 'History',
      item_id: item._id,
      item_name: item.name,
      address: 'Old road',
      phone: '01711000000',
      quantity,
      unit_price_minor: unit,
      total_minor: unit * quantity,
      created_at: at,
      status,
      status_changed_at: at,
      search_text: 'history',
    })
    .execute();
}

async function overview(query = ''): Promise<Overview> {
  const answer = await admin.api.get(`${apiPaths.reportOverview}${query}`);
  expect(answer.status, answer.text).toBe(200);
  return overviewSchema.strict().parse(answer.body);
}

/** Every figure of the overview from `from` to `to`, counted again from the rows themselves. */
async function recount(from: string, to: string): Promise<Omit<Overview, 'timeZone' | 'today'>> {
  const orders = await db.selectFrom('orders').selectAll().execute();
  const purchases = await db.selectFrom('purchases').selectAll().execute();
  const payments = await db.selectFrom('payments').selectAll().execute();
  const items = new Map((await db.selectFrom('items').selectAll().execute()).map((i) => [i.id, i]));
  const length = Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000) + 1;
  const previousTo = addDays(from, -1);
  const previousFrom = addDays(previousTo, -(length - 1));
  const totals = (start: string, end: string) => {
    const within = (at: string) => dayOf(at, ZONE) >= start && dayOf(at, ZONE) <= end;
    const inside = orders.filter((o) => within(o.created_at));
    const sold = inside.filter((o) => o.status !== 'cancelled');
    // Delivery (requirements §17): a purchase's charge while one of its orders stands, a one-item order's own.
    const owedDelivery = purchases
      .filter((p) => within(p.created_at))
      .filter((p) => orders.some((o) => o.purchase_id === p.id && o.status !== 'cancelled'))
      .reduce((sum, p) => sum + Number(p.delivery_charge_minor), 0);
    const singlesDelivery = sold
      .filter((o) => o.purchase_id === null)
      .reduce((sum, o) => sum + Number(o.delivery_charge_minor), 0);
    return {
      from: start,
      to: end,
      orders: inside.length,
      revenue: fromMinor(sold.reduce((sum, o) => sum + Number(o.total_minor), 0)),
      delivery: fromMinor(owedDelivery + singlesDelivery),
      // Payments (requirements §18): received less refunded, for the purchases placed then.
      revenue_paid: fromMinor(
        payments
          .filter((pay) => within(purchases.find((p) => p.id === pay.purchase_id)!.created_at))
          .reduce((sum, pay) => sum + Number(pay.paid_minor) - Number(pay.refunded_minor), 0),
      ),
      units: sold.reduce((sum, o) => sum + o.quantity, 0),
    };
  };
  const inPeriod = orders.filter((o) => dayOf(o.created_at, ZONE) >= from && dayOf(o.created_at, ZONE) <= to);
  const days = [];
  for (let day = from; day <= to; day = nextDay(day)) {
    const t = totals(day, day);
    days.push({ day, orders: t.orders, revenue: t.revenue });
  }
  const sales = new Map<string, { units: number; minor: number }>();
  for (const o of inPeriod.filter((o) => o.status !== 'cancelled')) {
    const s = sales.get(o.item_id) ?? { units: 0, minor: 0 };
    s.units += o.quantity;
    s.minor += Number(o.total_minor);
    sales.set(o.item_id, s);
  }
  const top = (key: 'units' | 'minor') =>
    [...sales.entries()]
      .sort(([a, x], [b, y]) => y[key] - x[key] || items.get(a)!.name.localeCompare(items.get(b)!.name))
      .slice(0, 10)
      .map(([id, s]) => ({
        item: id,
        name: items.get(id)!.name,
        sku: items.get(id)!.sku,
        units: s.units,
        revenue: fromMinor(s.minor),
      }));
  const low = [...items.values()]
    .filter((i) => i.deleted_at === null && i.available_quantity <= i.min_order_quantity)
    .sort((a, b) => a.available_quantity - b.available_quantity || a.name.localeCompare(b.name));
  const users = await db.selectFrom('users').selectAll().where('role', '=', 'user').execute();
  const newCustomers = [];
  for (let week = from; week <= to; week = addDays(week, 7)) {
    const end = addDays(week, 7) <= nextDay(to) ? addDays(week, 7) : nextDay(to);
    const [start, stop] = [dayStart(week, ZONE).toISOString(), dayStart(end, ZONE).toISOString()];
    newCustomers.push({
      weekStart: week,
      customers: users.filter((u) => u.created_at >= start && u.created_at < stop).length,
    });
  }
  return {
    period: totals(from, to),
    previous: totals(previousFrom, previousTo),
    days,
    byStatus: orderStatuses.map((status) => ({ status, orders: inPeriod.filter((o) => o.status === status).length })),
    topByRevenue: top('minor'),
    topByUnits: top('units'),
    lowStock: low.slice(0, 20).map((i) => ({
      item: i.id,
      name: i.name,
      sku: i.sku,
      available: i.available_quantity,
      minOrderQuantity: i.min_order_quantity,
    })),
    lowStockCount: low.length,
    newCustomers,
    awaitingConfirmation: orders.filter((o) => o.status === 'placed').length,
  };
}

describe('the overview', () => {
  it('answers every figure as a recount of the rows, a Dhaka day running from 18:00 UTC', async () => {
    // 2026-03-09 23:59:59.999 and 2026-03-10 00:00 in Dhaka (UTC+6).
    await insertOrder(fan, '2026-03-09T17:59:59.999Z', 4, 'delivered');
    await insertOrder(disk, '2026-03-09T18:00:00.000Z', 1, 'delivered');
    await insertOrder(disk, '2026-03-09T18:00:00.000Z', 2, 'cancelled');
    await insertOrder(fan, '2026-03-03T10:00:00.000Z', 10, 'placed');
    await insertOrder(fan, '2026-02-28T10:00:00.000Z', 6, 'delivered'); // the period before

    const march = await overview('?from=2026-03-04&to=2026-03-10');
    expect(march.timeZone).toBe(ZONE);
    expect(march).toEqual({
      timeZone: ZONE,
      today: dayOf(new Date(), ZONE),
      ...(await recount('2026-03-04', '2026-03-10')),
    });
    const byDay = Object.fromEntries(march.days.map((d) => [d.day, d]));
    expect(byDay['2026-03-09']).toEqual({ day: '2026-03-09', orders: 1, revenue: 4802 });
    // The cancelled order counts as an order of its day, not as revenue.
    expect(byDay['2026-03-10']).toEqual({ day: '2026-03-10', orders: 2, revenue: 8000 });
    expect(march.previous).toMatchObject({ from: '2026-02-25', to: '2026-03-03', orders: 2, revenue: 19208 });
    expect(march.topByUnits.map((t) => t.name)).toEqual(['Report fan', 'Report disk']);
    expect(march.topByRevenue.map((t) => t.name)).toEqual(['Report disk', 'Report fan']);
    expect(march.lowStock.map((l) => l.name)).toContain('Report memory');
  });

  it('follows every write: orders, a checkout, confirmations and a cancel', async () => {
    const today = dayOf(new Date(), ZONE);
    const from = addDays(today, -6);
    const before = await overview(`?from=${from}&to=${today}`);
    expect(before).toEqual({ timeZone: ZONE, today: dayOf(new Date(), ZONE), ...(await recount(from, today)) });

    const first = await place(alice, fan, 3);
    await place(bob, disk, 2);
    await place(bob, fan, 2);
    expect((await alice.api.put(apiPaths.cartLine(disk._id), { quantity: 4 })).status).toBe(200);
    expect((await alice.api.put(apiPaths.cartLine(fan._id), { quantity: 2 })).status).toBe(200);
    const cart = (
      await alice.api.get<{ lines: { item: string; quantity: number; unit_price: number }[] }>(apiPaths.cart)
    ).body;
    const checkout = await alice.api.post(
      apiPaths.checkout,
      await withDelivery(alice.api, {
        key: randomUUID(),
        address: '12 Circuit Road, Dhaka',
        phone: '+8801700000000',
        lines: cart.lines.map((l) => ({ item: l.item, quantity: l.quantity, unit_price: l.unit_price })),
      }),
    );
    expect(checkout.status, checkout.text).toBe(201);
    expect((await admin.api.post(apiPaths.orderStatus(first), { status: 'confirmed' })).status).toBe(200);
    expect((await admin.api.post(apiPaths.orderStatus(first), { status: 'cancelled' })).status).toBe(200);

    const after = await overview(`?from=${from}&to=${today}`);
    expect(after).toEqual({ timeZone: ZONE, today: dayOf(new Date(), ZONE), ...(await recount(from, today)) });
    expect(after.period.orders - before.period.orders).toBe(5);
    // 2 x 8000 + 2 x 1200.5 + 4 x 8000 + 2 x 1200.5; alice's first order was cancelled.
    expect(after.period.revenue - before.period.revenue).toBeCloseTo(52_802, 2);
    // Delivery apart from the goods: bob's two orders' own charges and the checkout's; not alice's cancelled order's.
    const charged = (checkout.body as { delivery_charge: number }).delivery_charge;
    expect(charged).toBeGreaterThan(0);
    expect(after.period.delivery - before.period.delivery).toBeGreaterThan(charged);
    expect(after.byStatus.find((s) => s.status === 'cancelled')!.orders).toBe(1);
    expect(after.awaitingConfirmation - before.awaitingConfirmation).toBe(4);
  });

  it('takes the last 30 days to today without a period, and refuses a bad one', async () => {
    const today = dayOf(new Date(), ZONE);
    const plain = await overview();
    expect(plain.period).toMatchObject({ from: addDays(today, -29), to: today });
    expect(plain.days).toHaveLength(30);
    expect(plain.newCustomers.map((w) => w.weekStart)[0]).toBe(addDays(today, -29));

    expectFieldError(
      await admin.api.get(`${apiPaths.reportOverview}?from=2026-03-10&to=2026-03-01`),
      'to',
      messages.orderDateOrder,
    );
    expectFieldError(
      await admin.api.get(`${apiPaths.reportOverview}?from=2026-02-30`),
      'from',
      messages.orderDateInvalid,
    );
    expectFieldError(
      await admin.api.get(`${apiPaths.reportOverview}?from=2024-01-01&to=2026-01-01`),
      'from',
      messages.reportPeriodTooLong(REPORT_MAX_DAYS),
    );
    expectFieldError(
      await admin.api.get(`${apiPaths.reportOverview}?from=2020-01-01`),
      'from',
      messages.reportPeriodTooLong(REPORT_MAX_DAYS),
    );
    expectFieldError(
      await admin.api.get(`${apiPaths.reportOverview}?from=${addDays(today, 1)}`),
      'to',
      messages.orderDateOrder,
    );
  });

  it('is for administrators only', async () => {
    expectError(await suite.api.get(apiPaths.reportOverview), 401);
    expectError(await alice.api.get(apiPaths.reportOverview), 403);
  });
});
