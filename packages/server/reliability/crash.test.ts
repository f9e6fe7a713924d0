// The server killed with SIGKILL in the middle of a stream of orders. After a
// restart on the same database every order that was answered 2xx is there, the stock agrees with
// the stored orders, and the server serves again. On SQLite and on PostgreSQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Order } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { query, stockAndOrders } from './support/db-state.ts';
import { placeOrder } from './support/orders.ts';
import { databases, startStack, type Stack } from './support/stack.ts';

const REQUESTS = 300;
const WORKERS = 10;
const KILL_AFTER_ANSWERS = 100;
const INITIAL = 100_000;

describe.each(databases())('on $kind', ({ kind, skip }) => {
  let stack: Stack;
  let admin: SignedIn;
  let customers: SignedIn[] = [];

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ file: 'crash', kind });
    admin = await stack.login('admin');
    customers = await Promise.all(['c0', 'c1', 'c2', 'c3', 'c4'].map((n) => stack.login(n)));
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it.skipIf(skip)('keeps every acknowledged order through a SIGKILL mid-stream', async () => {
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: INITIAL });
    const acknowledged: { id: string; email: string; quantity: number }[] = [];
    const failures: string[] = [];
    let next = 0;
    let answered = 0;
    let killed: Promise<unknown> | undefined;
    const started = Date.now();
    const worker = async () => {
      while (next < REQUESTS && Date.now() - started < 20_000) {
        const i = next++;
        const buyer = customers[i % customers.length] as SignedIn;
        const quantity = 1 + (i % 5);
        try {
          const response = await placeOrder(buyer, item._id, quantity);
          answered += 1;
          if (response.status === 201 && response.body.insertedId)
            acknowledged.push({ id: response.body.insertedId, email: buyer.email, quantity });
          else if (response.status >= 300) failures.push(`${response.status} ${response.text.slice(0, 120)}`);
        } catch {
          // The connection died with the server: this order was never acknowledged.
        }
        if (!killed && answered >= KILL_AFTER_ANSWERS) killed = stack.server.kill('SIGKILL');
      }
    };
    await Promise.all(Array.from({ length: WORKERS }, worker));
    killed ??= stack.server.kill('SIGKILL');
    const exit = await killed;
    expect(exit).toMatchObject({ signal: 'SIGKILL' });
    expect(failures, 'refusals before the crash').toEqual([]);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ANSWERS - WORKERS);

    await stack.server.restart();

    if (kind === 'sqlite')
      expect(await query(stack.database.url, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const { stock, orders } = await stockAndOrders(stack.database.url, item._id);
    const stored = new Map(orders.map((o) => [o.id, o]));
    const lost = acknowledged.filter((a) => !stored.has(a.id));
    expect(lost, 'acknowledged orders lost in the crash').toEqual([]);
    for (const a of acknowledged)
      expect(stored.get(a.id)).toMatchObject({ user: a.email.toLowerCase(), quantity: a.quantity });
    expect(stock + orders.reduce((sum, o) => sum + o.quantity, 0), 'stock disagrees with the stored orders').toBe(
      INITIAL,
    );
    // Orders committed whose answer the crash swallowed may exist, but never more than were sent.
    expect(orders.length).toBeLessThanOrEqual(REQUESTS);

    // The restarted server sees the same: each customer's list holds their acknowledged orders.
    for (const customer of customers) {
      const list = await customer.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(customer.email)}`);
      expect(list.status).toBe(200);
      const ids = new Set(list.body.map((o) => o._id));
      for (const a of acknowledged.filter((x) => x.email === customer.email))
        expect(ids.has(a.id), `order ${a.id} of ${customer.email}`).toBe(true);
    }
    const after = await placeOrder(customers[0] as SignedIn, item._id, 1);
    expect(after.status, after.text).toBe(201);
  });
});
