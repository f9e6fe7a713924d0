// Orders racing for the last units: the conditional stock update must sell exactly what is
// available, never more, on SQLite and on PostgreSQL.
import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { apiPaths, type Item, type Order, type Purchase } from '@storefront/shared';
import type { ApiResponse } from '@storefront/devstack/api';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('concurrency');
let admin: SignedIn;
let buyers: SignedIn[];

beforeAll(async () => {
  admin = await suite.login('admin');
  buyers = [];
  for (const name of ['buyera', 'buyerb', 'buyerc', 'buyerd', 'buyere']) buyers.push(await suite.login(name));
});

async function stockOf(itemId: string): Promise<number> {
  return (await suite.api.get<Item>(apiPaths.item(itemId))).body.available_quantity;
}

/** Every order of the item, read page by page from the administrator's list. */
async function ordersOf(itemId: string): Promise<Order[]> {
  const all: Order[] = [];
  for (let offset = 0; ; offset += 100) {
    const page = await admin.api.get<Order[]>(`${apiPaths.orderList}?limit=100&offset=${offset}`);
    expect(page.status).toBe(200);
    all.push(...page.body);
    if (page.body.length < 100) break;
  }
  return all.filter((o) => o.item === itemId);
}

function orderAs(buyer: SignedIn, itemId: string, quantity: number): Promise<ApiResponse> {
  return buyer.api.post(apiPaths.orderList, { item: itemId, address: 'Race street 1', phone: '01700000000', quantity });
}

describe('concurrent orders', () => {
  it('sells exactly the last units to 50 concurrent orders', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 20 });
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) => orderAs(buyers[i % buyers.length] as SignedIn, item._id, 1)),
    );

    const statuses = responses.map((r) => r.status);
    expect(
      statuses.filter((s) => s >= 500),
      JSON.stringify(responses.filter((r) => r.status >= 500).map((r) => r.text)),
    ).toEqual([]);
    expect(statuses.filter((s) => s === 201)).toHaveLength(20);
    for (const refused of responses.filter((r) => r.status !== 201)) {
      expect([400, 409]).toContain(refused.status);
    }
    expect(await stockOf(item._id)).toBe(0);
    const orders = await ordersOf(item._id);
    expect(orders).toHaveLength(20);
    expect(orders.reduce((sum, o) => sum + o.quantity, 0)).toBe(20);
  });

  it('keeps stock plus sold equal to the initial stock with mixed quantities', async () => {
    const initial = 37;
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: initial });
    const quantities = Array.from({ length: 50 }, (_, i) => 1 + (i % 4));
    const responses = await Promise.all(
      quantities.map((q, i) => orderAs(buyers[i % buyers.length] as SignedIn, item._id, q)),
    );
    expect(responses.filter((r) => r.status >= 500)).toEqual([]);

    const stock = await stockOf(item._id);
    const orders = await ordersOf(item._id);
    const sold = orders.reduce((sum, o) => sum + o.quantity, 0);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock + sold).toBe(initial);
    expect(orders).toHaveLength(responses.filter((r) => r.status === 201).length);
    // Stock only went down, so every refused order asked for more than what is left.
    const refusedQuantities = quantities.filter((_, i) => responses[i]?.status !== 201);
    for (const q of refusedQuantities) expect(q).toBeGreaterThan(stock);
  });

  it('keeps the stock right when orders are placed and deleted at the same time', async () => {
    const initial = 60;
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: initial });
    const first = await Promise.all(
      Array.from({ length: 20 }, (_, i) => orderAs(buyers[i % buyers.length] as SignedIn, item._id, 2)),
    );
    const placed = first
      .filter((r) => r.status === 201)
      .map((r, i) => ({ id: (r.body as { insertedId: string }).insertedId, i }));
    expect(placed).toHaveLength(20);

    const mixed = await Promise.all([
      // Each order is deleted twice at once: only one delete may give the stock back.
      ...placed.flatMap(({ id }) => {
        const owner = buyers[
          first.findIndex((r) => (r.body as { insertedId: string }).insertedId === id) % buyers.length
        ] as SignedIn;
        return [owner.api.delete(apiPaths.order(id)), owner.api.delete(apiPaths.order(id))];
      }),
      ...Array.from({ length: 30 }, (_, i) => orderAs(buyers[i % buyers.length] as SignedIn, item._id, 3)),
    ]);
    expect(mixed.filter((r) => r.status >= 500)).toEqual([]);
    const deletes = mixed.slice(0, placed.length * 2);
    expect(deletes.filter((r) => r.status === 200)).toHaveLength(placed.length);

    const stock = await stockOf(item._id);
    // Deleted orders stay on record as cancelled: only the others hold stock.
    const sold = (await ordersOf(item._id))
      .filter((o) => o.status !== 'cancelled')
      .reduce((sum, o) => sum + o.quantity, 0);
    expect(stock + sold).toBe(initial);
  });

  it('answers concurrent reads while orders are written', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 1000 });
    const calls = Array.from({ length: 40 }, (_, i) =>
      i % 2 === 0 ? orderAs(buyers[i % buyers.length] as SignedIn, item._id, 1) : suite.api.get(apiPaths.itemList),
    );
    const responses = await Promise.all(calls);
    expect(responses.map((r) => r.status).filter((s) => s !== 200 && s !== 201)).toEqual([]);
    expect(await stockOf(item._id)).toBe(980);
  });

  it('numbers 100 concurrent checkouts with 100 consecutive tax invoice numbers (requirements §17)', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 1000 });
    const lines = [{ item: item._id, quantity: 1, unit_price: item.price_per_unit }];
    const delivery = await withDelivery(admin.api, { lines });
    const responses = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        (buyers[i % buyers.length] as SignedIn).api.post<Purchase>(apiPaths.checkout, {
          key: randomUUID(),
          address: 'Race street 1, Dhaka',
          phone: '01700000000',
          ...delivery,
        }),
      ),
    );
    expect(responses.filter((r) => r.status !== 201).map((r) => r.text)).toEqual([]);
    const numbers = responses.map((r) => r.body.tax_invoice?.number ?? '');
    const serials = numbers.map((n) => Number(/^TI-\d{4}-(\d{6})$/.exec(n)?.[1])).sort((a, b) => a - b);
    // No number twice, none skipped: 100 in a row (the one-item orders placed above took the
    // series' first numbers, requirements §17.7).
    expect(serials).toEqual(Array.from({ length: 100 }, (_, i) => serials[0]! + i));
  });
});
