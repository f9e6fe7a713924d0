// Order races and the invariants every one of them must keep: never oversold, stock plus sold
// equals the initial stock, and exactly the acknowledged orders are stored, each for its buyer.
import { expect } from 'vitest';
import { apiPaths } from '@storefront/shared';
import type { Api, ApiResponse } from '@storefront/devstack/api';
import { stockAndOrders } from './db-state.ts';

export interface Buyer {
  email: string;
  api: Api;
}

export interface PlacedOrder {
  buyer: Buyer;
  quantity: number;
  response: ApiResponse<{ insertedId?: string }>;
}

export function placeOrder(
  buyer: Buyer,
  itemId: string,
  quantity: number,
): Promise<ApiResponse<{ insertedId?: string }>> {
  return buyer.api.post(apiPaths.orderList, { item: itemId, address: 'Race street 1', phone: '01700000000', quantity });
}

/** `count` orders at once, round robin over the buyers, quantities 1, 2, 3, 1, ... */
export async function raceOrders(buyers: Buyer[], itemId: string, count: number): Promise<PlacedOrder[]> {
  const plans = Array.from({ length: count }, (_, i) => ({
    buyer: buyers[i % buyers.length] as Buyer,
    quantity: 1 + (i % 3),
  }));
  const responses = await Promise.all(plans.map((p) => placeOrder(p.buyer, itemId, p.quantity)));
  return plans.map((p, i) => ({ ...p, response: responses[i] as ApiResponse<{ insertedId?: string }> }));
}

/** Checks the race's invariants against the database itself; answers how many orders were served. */
export async function expectNeverOversold(
  databaseUrl: string,
  itemId: string,
  initial: number,
  placed: PlacedOrder[],
): Promise<number> {
  const errors = placed.filter((p) => p.response.status >= 500 || p.response.status === 0);
  expect(
    errors.map((p) => `${p.response.status} ${p.response.text.slice(0, 200)}`),
    'server errors in the race',
  ).toEqual([]);
  const odd = placed.filter((p) => p.response.status !== 201 && ![400, 409].includes(p.response.status));
  expect(
    odd.map((p) => `${p.response.status} ${p.response.text.slice(0, 200)}`),
    'answers other than 201, 400, 409',
  ).toEqual([]);

  const served = placed.filter((p) => p.response.status === 201);
  const { stock, orders } = await stockAndOrders(databaseUrl, itemId);
  const sold = orders.reduce((sum, o) => sum + o.quantity, 0);
  expect(stock, 'stock went negative').toBeGreaterThanOrEqual(0);
  expect(stock + sold, 'stock plus sold differs from the initial stock').toBe(initial);
  expect(sold, 'sold more than there was').toBeLessThanOrEqual(initial);

  const stored = new Map(orders.map((o) => [o.id, o]));
  expect(orders.length, 'stored orders differ from the 201 answers').toBe(served.length);
  for (const p of served) {
    const order = stored.get(p.response.body.insertedId ?? '');
    expect(order, `acknowledged order ${p.response.body.insertedId} is missing`).toBeDefined();
    expect(order?.user).toBe(p.buyer.email.toLowerCase());
    expect(order?.quantity).toBe(p.quantity);
  }
  // Stock only goes down in a race, so every refusal asked for more than what was finally left.
  for (const p of placed.filter((x) => x.response.status !== 201)) expect(p.quantity).toBeGreaterThan(stock);
  return served.length;
}
