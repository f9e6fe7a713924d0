// Orders as a business process (requirements §13): statuses and their allowed moves, the timeline
// of events, cancels that give the stock back exactly once however many race, bulk moves, the
// administrators' filtered list and its CSV, and the emails written to the outbox with each change.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  bulkOrderResultSchema,
  dayOf,
  ORDER_PAGE_MAX,
  orderDetailSchema,
  orderListSchema,
  orderNoticeSchema,
  orderSchema,
  type Item,
  type Order,
  type OrderDetail,
  type OrderList,
  type OrderNotice,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const NOTIFY = 'orders.desk@example.com';
const suite = useApiSuite('workflow', { env: { ADMIN_NOTIFY_EMAILS: NOTIFY } });
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  alice = await suite.login('alice', { displayName: 'Alice Rahman' });
  bob = await suite.login('bob');
});

async function place(who: SignedIn, item: Item, quantity = item.min_order_quantity): Promise<Order> {
  const placed = await who.api.post<{ insertedId: string }>(apiPaths.orderList, {
    item: item._id,
    address: 'House 3, Road 8, Gulshan, Dhaka',
    phone: '01711000003',
    quantity,
  });
  expect(placed.status, placed.text).toBe(201);
  const detail = await who.api.get<OrderDetail>(apiPaths.order(placed.body.insertedId));
  expect(detail.status, detail.text).toBe(200);
  return detail.body;
}

const move = (order: Order, status: string, note?: string, as = admin) =>
  as.api.post<Order>(apiPaths.orderStatus(order._id), note === undefined ? { status } : { status, note });

const stockOf = async (itemId: string) => (await suite.api.get<Item>(apiPaths.item(itemId))).body.available_quantity;

describe('the order workflow', () => {
  it('starts placed with a number, and moves placed -> confirmed -> shipped -> delivered, each an event', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 2, available_quantity: 50 });
    const order = await place(alice, item, 4);
    expect(orderDetailSchema.strict().parse(order)).toMatchObject({
      status: 'placed',
      number: expect.stringMatching(/^CC-\d{6,}$/),
      events: [{ from: null, to: 'placed', by: alice.email, note: null }],
    });

    for (const [status, note] of [
      ['confirmed', undefined],
      ['shipped', 'Sundarban Courier SC-99812'],
      ['delivered', undefined],
    ] as const) {
      const moved = await move(order, status, note);
      expect(moved.status, moved.text).toBe(200);
      expect(orderSchema.strict().parse(moved.body)).toMatchObject({ _id: order._id, status });
    }
    const detail = (await admin.api.get<OrderDetail>(apiPaths.order(order._id))).body;
    expect(detail.events.map((e) => [e.from, e.to, e.by, e.note])).toEqual([
      [null, 'placed', alice.email, null],
      ['placed', 'confirmed', suite.adminEmail, null],
      ['confirmed', 'shipped', suite.adminEmail, 'Sundarban Courier SC-99812'],
      ['shipped', 'delivered', suite.adminEmail, null],
    ]);
    // The customer sees the same timeline, the staff's addresses left out.
    const own = (await alice.api.get<OrderDetail>(apiPaths.order(order._id))).body;
    expect(own.events.map((e) => e.by)).toEqual([alice.email, null, null, null]);
    // Delivered is the end: nothing moves it, and the stock stays sold.
    for (const status of ['placed', 'confirmed', 'shipped', 'cancelled']) {
      const refused = await move(order, status);
      expectError(refused, 409);
    }
    expect(await stockOf(item._id)).toBe(46);
  });

  it('refuses a move the workflow does not allow, with the reason, and changes nothing', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const order = await place(alice, item);
    expectError(await move(order, 'shipped'), 409, 'This order is placed: it cannot be shipped now');
    expectError(await move(order, 'delivered'), 409, 'This order is placed: it cannot be delivered now');
    expectError(await move(order, 'placed'), 409);
    expect((await alice.api.get<OrderDetail>(apiPaths.order(order._id))).body.events).toHaveLength(1);
  });

  it('cancels from placed or confirmed, giving the stock back once', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 20 });
    const first = await place(alice, item, 5);
    const second = await place(bob, item, 3);
    expect(await stockOf(item._id)).toBe(12);
    expect((await move(first, 'cancelled', 'Customer asked by phone')).status).toBe(200);
    expect((await move(second, 'confirmed')).status).toBe(200);
    expect((await move(second, 'cancelled')).status).toBe(200);
    expect(await stockOf(item._id)).toBe(20);
    expectError(await move(first, 'cancelled'), 409);
    expect(await stockOf(item._id)).toBe(20);
  });

  it('restocks once when 50 cancels of one order race', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 30 });
    const order = await place(alice, item, 7);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0 ? alice.api.delete(apiPaths.order(order._id)) : move(order, 'cancelled'),
      ),
    );
    expect(responses.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);
    expect(responses.filter((r) => r.status === 200)).toHaveLength(1);
    for (const refused of responses.filter((r) => r.status !== 200)) expect(refused.status).toBe(409);
    expect(await stockOf(item._id)).toBe(30);
    const events = (await alice.api.get<OrderDetail>(apiPaths.order(order._id))).body.events;
    expect(events.filter((e) => e.to === 'cancelled')).toHaveLength(1);
  });

  it('lets exactly one of two racing moves from the same status win', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 30 });
    const order = await place(alice, item, 2);
    // Confirmed twice at once: the second finds it confirmed already.
    const [a, b] = await Promise.all([move(order, 'confirmed'), move(order, 'confirmed')]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const detail = (await admin.api.get<OrderDetail>(apiPaths.order(order._id))).body;
    expect(detail.events.map((e) => e.to)).toEqual(['placed', 'confirmed']);
    expect(await stockOf(item._id)).toBe(28);
  });

  it('answers field messages for a bad move, and is for administrators only', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const order = await place(alice, item);
    expectFieldError(await move(order, 'teleported'), 'status', 'Not one of the order statuses');
    expectFieldError(await move(order, 'shipped', 'x'.repeat(301)), 'note', 'Must be 300 characters or fewer');
    expectError(await move(order, 'confirmed', undefined, alice), 403);
    expectError(await suite.api.post(apiPaths.orderStatus(order._id), { status: 'confirmed' }), 401);
    expectError(await admin.api.post(apiPaths.orderStatus('doesnotexist123'), { status: 'confirmed' }), 404);
    expectError(await alice.api.post(apiPaths.orderStatusBulk, { ids: [order._id], status: 'confirmed' }), 403);
  });

  it('shows an order and its timeline to its owner and administrators, no one else', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const order = await place(alice, item);
    expect((await admin.api.get(apiPaths.order(order._id))).status).toBe(200);
    expectError(await bob.api.get(apiPaths.order(order._id)), 403);
    expectError(await suite.api.get(apiPaths.order(order._id)), 401);
    expectError(await alice.api.get(apiPaths.order('doesnotexist123')), 404);
    expectError(await alice.api.get(apiPaths.orderNotices(order._id)), 403);
  });
});

describe('bulk moves', () => {
  it('moves each order it can and says why for the others', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 50 });
    const a = await place(alice, item);
    const b = await place(bob, item);
    const done = await place(alice, item);
    expect((await move(done, 'cancelled')).status).toBe(200);
    const response = await admin.api.post(apiPaths.orderStatusBulk, {
      ids: [a._id, b._id, done._id, 'doesnotexist123'],
      status: 'confirmed',
    });
    expect(response.status, response.text).toBe(200);
    expect(bulkOrderResultSchema.parse(response.body).results).toEqual([
      { _id: a._id, ok: true, status: 'confirmed' },
      { _id: b._id, ok: true, status: 'confirmed' },
      { _id: done._id, ok: false, message: 'This order is cancelled: it cannot be confirmed now' },
      { _id: 'doesnotexist123', ok: false, message: 'Order not found' },
    ]);
    const shipped = await admin.api.post(apiPaths.orderStatusBulk, {
      ids: [a._id, b._id],
      status: 'shipped',
      note: 'Batch 12, Pathao',
    });
    expect(bulkOrderResultSchema.parse(shipped.body).results.every((r) => r.ok)).toBe(true);
    const events = (await admin.api.get<OrderDetail>(apiPaths.order(b._id))).body.events;
    expect(events.at(-1)).toMatchObject({ to: 'shipped', note: 'Batch 12, Pathao' });
  });

  it('refuses an empty or oversized batch with field messages', async () => {
    expectFieldError(
      await admin.api.post(apiPaths.orderStatusBulk, { ids: [], status: 'confirmed' }),
      'ids',
      'Choose at least one order',
    );
    const many = Array.from({ length: 101 }, (_, i) => `order${i}`);
    expectFieldError(
      await admin.api.post(apiPaths.orderStatusBulk, { ids: many, status: 'confirmed' }),
      'ids',
      'At most 100 orders at once',
    );
  });
});

describe('the administrators’ order list', () => {
  it('filters by status, searches number, customer and item, counts per status, and pages by cursor', async () => {
    const item = await suite.addItem(admin, {
      name: 'Zephyr Quantum Router',
      min_order_quantity: 1,
      available_quantity: 100,
    });
    const orders: Order[] = [];
    for (let i = 0; i < 5; i += 1) orders.push(await place(i % 2 === 0 ? alice : bob, item));
    expect((await move(orders[0]!, 'confirmed')).status).toBe(200);
    expect((await move(orders[1]!, 'cancelled')).status).toBe(200);

    const byItem = await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=zephyr`);
    expect(byItem.status, byItem.text).toBe(200);
    const list = orderListSchema.parse(byItem.body);
    expect(list.total).toBe(5);
    expect(list.orders.map((o) => o._id)).toEqual(orders.map((o) => o._id).reverse());
    expect(list.counts).toEqual({ placed: 3, confirmed: 1, shipped: 0, delivered: 0, cancelled: 1 });

    const placed = (await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=zephyr&status=placed`)).body;
    expect(placed.total).toBe(3);
    expect(placed.orders.every((o) => o.status === 'placed')).toBe(true);
    expect(placed.counts.cancelled).toBe(1);

    const alices = (
      await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=${encodeURIComponent(`zephyr ${alice.email}`)}`)
    ).body;
    expect(alices.orders.map((o) => o.user)).toEqual([alice.email, alice.email, alice.email]);
    const byName = (await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=alice%20rahm`)).body;
    expect(byName.orders.length).toBeGreaterThanOrEqual(3);
    expect(byName.orders.every((o) => o.userName === 'Alice Rahman')).toBe(true);

    const byNumber = (await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=${orders[2]!.number.toLowerCase()}`))
      .body;
    expect(byNumber.orders.map((o) => o._id)).toEqual([orders[2]!._id]);

    // Two at a time by cursor: every order once, newest first.
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: OrderList = (
        await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=zephyr&limit=2${cursor ? `&cursor=${cursor}` : ''}`)
      ).body;
      seen.push(...page.orders.map((o) => o._id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(orders.map((o) => o._id).reverse());
  });

  it("filters by the store's days (Asia/Dhaka), and refuses bad filters with field messages", async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const fresh = await place(bob, item);
    // The day the order was placed on in the store's zone (not the clock's now: a run may cross midnight).
    const today = dayOf(fresh.createdAt, 'Asia/Dhaka');
    const all = (await admin.api.get<OrderList>(`${apiPaths.orderSearch}?limit=${ORDER_PAGE_MAX}`)).body;
    expect(all.orders).toHaveLength(all.total);
    const placedToday = all.orders.filter((o) => dayOf(o.createdAt, 'Asia/Dhaka') === today).map((o) => o._id);
    expect(placedToday).toContain(fresh._id);
    const inRange = (
      await admin.api.get<OrderList>(`${apiPaths.orderSearch}?from=${today}&to=${today}&limit=${ORDER_PAGE_MAX}`)
    ).body;
    expect(inRange.total).toBe(placedToday.length);
    expect(inRange.orders.map((o) => o._id)).toEqual(placedToday);
    const before = (await admin.api.get<OrderList>(`${apiPaths.orderSearch}?to=2020-01-01`)).body;
    expect(before.total).toBe(0);
    expectFieldError(
      await admin.api.get(`${apiPaths.orderSearch}?from=2026-02-30`),
      'from',
      'Enter a date as YYYY-MM-DD',
    );
    expectFieldError(
      await admin.api.get(`${apiPaths.orderSearch}?from=2026-05-02&to=2026-05-01`),
      'to',
      'The last day must not be before the first',
    );
    expectFieldError(
      await admin.api.get(`${apiPaths.orderSearch}?status=lost`),
      'status',
      'Not one of the order statuses',
    );
    // 4294967296: past PostgreSQL's int4 (the fuzz found it answering a 500 there).
    for (const cursor of ['abc', '4294967296']) {
      expectFieldError(
        await admin.api.get(`${apiPaths.orderSearch}?cursor=${cursor}`),
        'cursor',
        'This page link has expired: start the list again',
      );
    }
    expectError(await alice.api.get(apiPaths.orderSearch), 403);
    expectError(await alice.api.get(apiPaths.orderExport), 403);
  });

  it('exports exactly the filtered orders as CSV, quoted for a spreadsheet', async () => {
    const item = await suite.addItem(admin, { name: 'Kestrel, "Pro" =SUM Board', min_order_quantity: 1 });
    const a = await place(alice, item);
    const b = await place(bob, item);
    expect((await move(b, 'confirmed')).status).toBe(200);
    const response = await admin.api.get(`${apiPaths.orderExport}?q=kestrel&status=placed`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // The text decoder drops the byte order mark: read the first bytes as they came.
    const raw = await fetch(`${suite.url}/api${apiPaths.orderExport}?q=kestrel`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = response.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe(
      'Order number,Purchase number,Placed at,Status,Customer name,Customer email,Item,Quantity,Unit price (BDT),Total (BDT),Address,Phone,District,Delivery charge (BDT),Payment method,Payment status,PO number',
    );
    expect(lines.slice(1, -1)).toHaveLength(1);
    expect(lines[1]).toMatch(new RegExp(`^${a.number},,`));
    expect(lines[1]).toContain(',Placed,');
    expect(lines[1]).toContain(',"Kestrel, ""Pro"" =SUM Board",');
    expect(lines[1]).toContain(',"House 3, Road 8, Gulshan, Dhaka",');
    expect(lines.at(-1)).toBe('');
  });
});

describe('email notices in the outbox', () => {
  it('writes the customer’s and the staff’s email with the order, and the customer’s with each move', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const order = await place(alice, item, 3);
    expect((await move(order, 'confirmed')).status).toBe(200);
    expect((await move(order, 'shipped', 'Tracking RX-1')).status).toBe(200);
    const response = await admin.api.get<OrderNotice[]>(apiPaths.orderNotices(order._id));
    expect(response.status, response.text).toBe(200);
    const notices = response.body.map((n) => orderNoticeSchema.strict().parse(n));
    expect(notices.map((n) => [n.template, n.to, n.subject])).toEqual([
      ['placed', alice.email, `Your order ${order.number} is placed`],
      ['placed-admin', NOTIFY, `New order ${order.number}: 3 x ${item.name}`],
      ['confirmed', alice.email, `Your order ${order.number} is confirmed`],
      ['shipped', alice.email, `Your order ${order.number} is on its way`],
    ]);
    // No SMTP_URL in this suite: written, waiting for a sender.
    expect(notices.every((n) => n.status === 'pending' && n.sentAt === null)).toBe(true);
  });
});
