// The stock ledger (requirements §12.9): administrators receive and write off stock with a reason;
// orders and their deletion move it too; an item's stock is always the sum of its movements and
// never below zero, also under 50 concurrent adjustments and orders, on SQLite and PostgreSQL.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  limits,
  messages,
  stockAdjustedSchema,
  stockMovementSchema,
  TOTAL_COUNT_HEADER,
  type Item,
  type Order,
  type Purchase,
  type StockMovement,
} from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('stockledger');
let admin: SignedIn;
let buyers: SignedIn[];

beforeAll(async () => {
  admin = await suite.login('admin');
  buyers = [];
  for (const name of ['ledgera', 'ledgerb', 'ledgerc']) buyers.push(await suite.login(name));
});

const stockOf = async (itemId: string) => (await suite.api.get<Item>(apiPaths.item(itemId))).body.available_quantity;

/** Every movement of the item, newest first, read page by page. */
async function historyOf(itemId: string): Promise<StockMovement[]> {
  const all: StockMovement[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await admin.api.get<StockMovement[]>(`${apiPaths.itemStock(itemId)}?limit=100&offset=${offset}`);
    expect(page.status, page.text).toBe(200);
    all.push(...page.body.map((m) => stockMovementSchema.strict().parse(m)));
    if (page.body.length < 100) return all;
  }
}

const adjust = (itemId: string, change: unknown, reason: unknown = 'Delivery from the plant') =>
  admin.api.post(apiPaths.itemStock(itemId), { change, reason });

const order = (buyer: SignedIn, itemId: string, quantity: number) =>
  buyer.api.post<{ insertedId: string }>(apiPaths.orderList, {
    item: itemId,
    address: 'Ledger road 1',
    phone: '01700000000',
    quantity,
  });

/** The ledger's invariant: the stock is the sum of the movements, each balance the running sum. */
async function expectLedgerConsistent(itemId: string): Promise<StockMovement[]> {
  const history = await historyOf(itemId);
  const stock = await stockOf(itemId);
  const oldestFirst = [...history].reverse();
  let running = 0;
  for (const movement of oldestFirst) {
    running += movement.change;
    expect(movement.balance, JSON.stringify(movement)).toBe(running);
    expect(movement.balance).toBeGreaterThanOrEqual(0);
  }
  expect(running).toBe(stock);
  return history;
}

describe('the stock ledger', () => {
  it('opens with the stock an item is added with, by the administrator who added it', async () => {
    const item = await suite.addItem(admin, { available_quantity: 40 });
    const history = await historyOf(item._id);
    expect(history).toEqual([
      expect.objectContaining({ kind: 'opening', change: 40, balance: 40, by: suite.adminEmail, order: null }),
    ]);
    const empty = await suite.addItem(admin, { available_quantity: 0, min_order_quantity: 1 });
    expect(await historyOf(empty._id)).toEqual([]);
  });

  it('receives and writes off stock with a reason, newest first', async () => {
    const item = await suite.addItem(admin, { available_quantity: 10, min_order_quantity: 1 });
    const received = await adjust(item._id, 25, 'Delivery from the plant');
    expect(received.status, received.text).toBe(201);
    expect(stockAdjustedSchema.parse(received.body)).toMatchObject({
      available_quantity: 35,
      movement: {
        kind: 'adjustment',
        change: 25,
        balance: 35,
        reason: 'Delivery from the plant',
        by: suite.adminEmail,
      },
    });
    const writtenOff = await adjust(item._id, '-5', '  Damaged in transit  ');
    expect(writtenOff.status, writtenOff.text).toBe(201);
    expect(await stockOf(item._id)).toBe(30);

    const history = await expectLedgerConsistent(item._id);
    expect(history.map((m) => [m.kind, m.change, m.reason])).toEqual([
      ['adjustment', -5, 'Damaged in transit'],
      ['adjustment', 25, 'Delivery from the plant'],
      ['opening', 10, null],
    ]);
    const page = await admin.api.get<StockMovement[]>(`${apiPaths.itemStock(item._id)}?limit=1&offset=1`);
    expect(page.body.map((m) => m.change)).toEqual([25]);
    expect(page.headers.get(TOTAL_COUNT_HEADER)).toBe('3');
  });

  it('records orders and their deletion', async () => {
    const item = await suite.addItem(admin, { available_quantity: 20, min_order_quantity: 2 });
    const placed = await order(buyers[0]!, item._id, 6);
    expect(placed.status, placed.text).toBe(201);
    expect((await buyers[0]!.api.delete(apiPaths.order(placed.body.insertedId))).status).toBe(200);
    const history = await expectLedgerConsistent(item._id);
    expect(history.map((m) => [m.kind, m.change, m.order])).toEqual([
      ['order-cancelled', 6, placed.body.insertedId],
      ['order', -6, placed.body.insertedId],
      ['opening', 20, null],
    ]);
    expect(history[1]!.by).toBe(suite.emailOf('ledgera'));
    // The order by the number people read (requirements §12.9); a one-item order (POST /api/order) has no purchase.
    const { number } = (await buyers[0]!.api.get<Order>(apiPaths.order(placed.body.insertedId))).body;
    expect(number).toMatch(/^CC-\d{6,}$/);
    expect(history.map((m) => [m.orderNumber, m.purchase, m.purchaseNumber])).toEqual([
      [number, null, null],
      [number, null, null],
      [null, null, null],
    ]);
  });

  it("names a checkout's order with its purchase's number", async () => {
    const item = await suite.addItem(admin, { available_quantity: 20, min_order_quantity: 3 });
    const checkout = await buyers[2]!.api.post<Purchase>(
      apiPaths.checkout,
      await withDelivery(buyers[2]!.api, {
        key: randomUUID(),
        address: '12 Ledger Road, Dhaka',
        phone: '01712345678',
        lines: [{ item: item._id, quantity: 3, unit_price: item.price_per_unit }],
      }),
    );
    expect(checkout.status, checkout.text).toBe(201);
    const [taken] = await historyOf(item._id);
    expect(taken).toMatchObject({
      kind: 'order',
      change: -3,
      order: checkout.body.orders[0]!._id,
      orderNumber: checkout.body.orders[0]!.number,
      purchase: checkout.body._id,
      purchaseNumber: checkout.body.number,
    });
    expect(taken!.purchaseNumber).toMatch(/^CP-\d{6,}$/);
  });

  it('never writes off more than there is', async () => {
    const item = await suite.addItem(admin, { available_quantity: 4, min_order_quantity: 1 });
    const refused = await adjust(item._id, -5, 'Counted');
    expectError(refused, 409, messages.stockBelowZero(4));
    expect((refused.body as { errors?: Record<string, string> }).errors?.change).toBe(messages.stockBelowZero(4));
    expect(await stockOf(item._id)).toBe(4);
    expect((await adjust(item._id, -4, 'Counted')).status).toBe(201);
    expectError(await adjust(item._id, -1, 'Counted'), 409, messages.stockBelowZero(0));
    await expectLedgerConsistent(item._id);
  });

  it('receives up to its ceiling and no further, with the room left', async () => {
    const item = await suite.addItem(admin, { available_quantity: 1, min_order_quantity: 1 });
    // Up to limits.stock in the largest receipts one may make (a few seconds: a real store never gets near).
    const receipts = Math.floor((limits.stock - 1) / limits.quantity);
    for (let sent = 0; sent < receipts; sent += 25) {
      const batch = Array.from({ length: Math.min(25, receipts - sent) }, () => adjust(item._id, limits.quantity));
      for (const response of await Promise.all(batch)) expect(response.status).toBe(201);
    }
    const stock = 1 + receipts * limits.quantity;
    const message = messages.stockAboveMax(limits.stock - stock, limits.stock);
    const refused = await adjust(item._id, limits.quantity);
    expectError(refused, 409, message);
    expect((refused.body as { errors?: Record<string, string> }).errors?.change).toBe(message);
    expect((await adjust(item._id, limits.stock - stock)).status).toBe(201);
    expectError(await adjust(item._id, 1), 409, messages.stockAboveMax(0, limits.stock));
    expect(await stockOf(item._id)).toBe(limits.stock);

    // Issue 29, item 7: the units out in orders a cancel gives back count against the ceiling, so
    // a restock never passes it (an order, a receipt of as many, a cancel, again and again, took
    // the stock past 1,000,000,000 and on towards PostgreSQL's integer limit).
    const placed = await order(buyers[0]!, item._id, limits.quantity);
    expect(placed.status, placed.text).toBe(201);
    expect(await stockOf(item._id)).toBe(limits.stock - limits.quantity);
    expectError(await adjust(item._id, limits.quantity), 409, messages.stockAboveMax(0, limits.stock));
    expectError(await adjust(item._id, 1), 409, messages.stockAboveMax(0, limits.stock));
    // Written off, the room comes back, less what the order holds.
    expect((await adjust(item._id, -5, 'Damaged')).status).toBe(201);
    expectError(await adjust(item._id, 6), 409, messages.stockAboveMax(5, limits.stock));
    expect((await admin.api.delete(apiPaths.order(placed.body.insertedId))).status).toBe(200);
    expect(await stockOf(item._id)).toBe(limits.stock - 5);
    // A shipped order gives nothing back: its units no longer count.
    const shipped = await order(buyers[1]!, item._id, 10);
    expect(shipped.status, shipped.text).toBe(201);
    for (const status of ['confirmed', 'shipped'])
      expect((await admin.api.post(apiPaths.orderStatus(shipped.body.insertedId), { status })).status).toBe(200);
    expect((await adjust(item._id, 15)).status).toBe(201);
    expect(await stockOf(item._id)).toBe(limits.stock);
    await expectLedgerConsistent(item._id);
  });

  it('answers field messages for bad adjustments', async () => {
    const item = await suite.addItem(admin);
    expectFieldError(await adjust(item._id, 0), 'change', messages.stockChangeZero);
    expectFieldError(await adjust(item._id, 1.5), 'change', messages.wholeNumber);
    expectFieldError(await adjust(item._id, undefined), 'change', messages.stockChangeRequired);
    expectFieldError(await adjust(item._id, 'ten'), 'change', messages.stockChangeRequired);
    expectFieldError(await adjust(item._id, 2_000_000), 'change', messages.tooLarge(1_000_000));
    expectFieldError(await adjust(item._id, 3, ' '), 'reason', messages.stockReasonRequired);
    expectFieldError(await adjust(item._id, 3, 'x'.repeat(201)), 'reason', messages.tooLong(200));
    expect(await historyOf(item._id)).toHaveLength(1);
  });

  it('answers 404 for an unknown or deleted item, and is for administrators only', async () => {
    const item = await suite.addItem(admin);
    const customer = buyers[1]!;
    expectError(await customer.api.post(apiPaths.itemStock(item._id), { change: 5, reason: 'Mine' }), 403);
    expectError(await customer.api.get(apiPaths.itemStock(item._id)), 403);
    expectError(await suite.api.get(apiPaths.itemStock(item._id)), 401);
    expectError(await adjust('doesnotexist123', 5), 404);
    expectError(await admin.api.get(apiPaths.itemStock('doesnotexist123')), 404);
    expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    expectError(await adjust(item._id, 5), 404);
    // A deleted item keeps its history.
    expect(await historyOf(item._id)).toHaveLength(1);
  });

  it('stays the sum of its movements under 50 concurrent adjustments, orders and deletions', async () => {
    const item = await suite.addItem(admin, { available_quantity: 30, min_order_quantity: 1 });
    const existing: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const placed = await order(buyers[i % buyers.length]!, item._id, 2);
      expect(placed.status).toBe(201);
      existing.push(placed.body.insertedId);
    }
    const calls = Array.from({ length: 50 }, (_, i) => {
      if (i % 10 === 0) return buyers[(i / 10) % buyers.length]!.api.delete(apiPaths.order(existing[i / 10]!));
      if (i % 5 === 1) return adjust(item._id, 3, 'Delivery');
      if (i % 5 === 2) return adjust(item._id, -4, 'Damaged');
      return order(buyers[i % buyers.length]!, item._id, 1 + (i % 3));
    });
    const responses = await Promise.all(calls);
    expect(
      responses.filter((r) => r.status >= 500).map((r) => r.text),
      'no 5xx',
    ).toEqual([]);
    for (const response of responses) expect([200, 201, 400, 409]).toContain(response.status);
    const history = await expectLedgerConsistent(item._id);
    const stock = await stockOf(item._id);
    expect(stock).toBeGreaterThanOrEqual(0);
    // Every accepted call wrote exactly one movement: the opening, the 5 first orders, and the accepted.
    expect(history).toHaveLength(1 + 5 + responses.filter((r) => r.status === 200 || r.status === 201).length);
  });
});
