// 200 orders from 20 customers at once for an item with little stock, on SQLite
// and on PostgreSQL (two server processes on one PostgreSQL: two-instances.test.ts). Never
// oversold, stock plus sold equals the initial stock, and every 201 is a stored order of its buyer.
// Accounts whose address is not verified, ordering two items every way at once, never hold more
// than their limits (docs/security.md, Abuse limits).
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Item, type Order } from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { stockAndOrders } from './support/db-state.ts';
import { expectNeverOversold, raceOrders } from './support/orders.ts';
import { databases, startStack, type Stack } from './support/stack.ts';

const CUSTOMERS = 20;
const ORDERS = 200;
const STOCK = 57;

describe.each(databases())('on $kind', ({ kind, skip }) => {
  let stack: Stack;
  let admin: SignedIn;
  let customers: SignedIn[] = [];

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ file: 'race', kind });
    admin = await stack.login('admin');
    customers = [];
    for (let batch = 0; batch < CUSTOMERS; batch += 5) {
      customers.push(...(await Promise.all(Array.from({ length: 5 }, (_, i) => stack.login(`buyer${batch + i}`)))));
    }
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it.skipIf(skip)(
    `never oversells: ${ORDERS} orders from ${CUSTOMERS} customers at once for ${STOCK} units`,
    async () => {
      const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: STOCK });
      const placed = await raceOrders(customers, item._id, ORDERS);
      const served = await expectNeverOversold(stack.database.url, item._id, STOCK, placed);
      expect(served).toBeGreaterThan(0);
      const answered = await stack.api.get<Item>(apiPaths.item(item._id));
      const sold = placed.filter((p) => p.response.status === 201).reduce((sum, p) => sum + p.quantity, 0);
      expect(answered.body.available_quantity).toBe(STOCK - sold);
    },
  );

  it.skipIf(skip)(
    'keeps unverified accounts within their limits when each sends orders and checkouts of two items at once',
    async () => {
      // Either item alone fits the BDT 20,000 limit; both together do not.
      const dear = await stack.addItem(admin, {
        min_order_quantity: 2,
        available_quantity: 500,
        price_per_unit: 10_000,
      });
      const cheap = await stack.addItem(admin, {
        min_order_quantity: 1,
        available_quantity: 500,
        price_per_unit: 5_000,
      });
      const where = { address: 'Race street 1', phone: '01700000000' };
      const free = await Promise.all(
        Array.from({ length: 5 }, (_, i) => stack.login(`unverified${i}`, { emailVerified: false })),
      );
      const line = (item: Item, quantity: number) => ({ item: item._id, quantity, unit_price: item.price_per_unit });
      const answers = await Promise.all(
        free.flatMap((who) => [
          ...Array.from({ length: 3 }, () =>
            who.api.post(apiPaths.orderList, { item: dear._id, quantity: 2, ...where }),
          ),
          ...Array.from({ length: 3 }, () =>
            who.api.post(apiPaths.orderList, { item: cheap._id, quantity: 1, ...where }),
          ),
          ...Array.from({ length: 2 }, async () =>
            who.api.post(
              apiPaths.checkout,
              await withDelivery(who.api, { key: randomUUID(), ...where, lines: [line(cheap, 1)] }),
            ),
          ),
          withDelivery(who.api, { key: randomUUID(), ...where, lines: [line(dear, 2), line(cheap, 1)] }).then((body) =>
            who.api.post(apiPaths.checkout, body),
          ),
        ]),
      );
      expect(answers.filter((a) => ![201, 403].includes(a.status)).map((a) => `${a.status} ${a.text}`)).toEqual([]);
      for (const who of free) {
        const held = (await who.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(who.email)}`)).body;
        // One order of one of the two, whichever came first: a second of either passes a limit.
        expect(held, who.email).toHaveLength(1);
        expect(held.reduce((sum, o) => sum + o.total, 0)).toBeLessThanOrEqual(20_000);
      }
      expect(answers.filter((a) => a.status === 201)).toHaveLength(free.length);
    },
  );

  it.skipIf(skip)(
    'keeps the stock right when the same orders are deleted (cancelled) twice at once while others are placed',
    async () => {
      const initial = 120;
      const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: initial });
      const first = await raceOrders(customers, item._id, 40);
      const placed = first.filter((p) => p.response.status === 201);
      const mixed = await Promise.all([
        ...placed.flatMap((p) => [
          p.buyer.api.delete(apiPaths.order(p.response.body.insertedId ?? '')),
          p.buyer.api.delete(apiPaths.order(p.response.body.insertedId ?? '')),
        ]),
        ...customers.map((c) =>
          c.api.post(apiPaths.orderList, {
            item: item._id,
            address: 'Again road 2',
            phone: '01700000000',
            quantity: 3,
          }),
        ),
      ]);
      expect(mixed.filter((r) => r.status >= 500).map((r) => r.text)).toEqual([]);
      const deletes = mixed.slice(0, placed.length * 2);
      expect(deletes.filter((r) => r.status === 200)).toHaveLength(placed.length);
      // The second delete of an order finds it cancelled already.
      expect(deletes.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
      const { stock, orders } = await stockAndOrders(stack.database.url, item._id);
      const held = orders.filter((o) => o.status !== 'cancelled');
      expect(stock + held.reduce((s, o) => s + o.quantity, 0)).toBe(initial);
    },
  );
});
