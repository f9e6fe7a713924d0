import { orderMessages } from '@storefront/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CurrentUser } from '../auth/guard.ts';
import { itemsRepository } from '../catalog/repository.ts';
import { catalogService } from '../catalog/service.ts';
import type { ChangeTopic } from '../db/changes.ts';
import { openTestDatabase, testDatabaseKinds, type MigratedTestDb } from '../../test/support/test-databases.ts';
import { HttpError } from '../http/errors.ts';
import { ordersRepository } from './repository.ts';
import { ordersService } from './service.ts';

const buyer: CurrentUser = {
  id: 'u1',
  email: 'buyer@example.com',
  name: 'Buyer One',
  isAdmin: false,
  emailVerified: true,
};
const otherBuyer: CurrentUser = {
  id: 'u2',
  email: 'other@example.com',
  name: 'Other Buyer',
  isAdmin: false,
  emailVerified: true,
};
const admin: CurrentUser = { id: 'u3', email: 'admin@example.com', name: 'Admin', isAdmin: true, emailVerified: true };

async function failure(promise: Promise<unknown>): Promise<HttpError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe.each(testDatabaseKinds)('orders service on %s', (kind) => {
  let test: MigratedTestDb;
  let catalog: ReturnType<typeof catalogService>;
  let orders: ReturnType<typeof ordersService>;
  let itemId: string;
  const published: ChangeTopic[] = [];
  const changes = { publish: async (...topics: ChangeTopic[]) => void published.push(...topics) };

  beforeAll(async () => {
    test = await openTestDatabase(kind);
    catalog = catalogService(itemsRepository(test.db), changes);
    orders = ordersService(ordersRepository(test.db), changes);
  });
  afterAll(async () => {
    await test.close();
  });
  beforeEach(async () => {
    itemId = await catalog.addItem({
      name: 'Club Core X8 Processor',
      image: '/api/images/cpu.webp',
      short_description: '8 cores',
      min_order_quantity: 2,
      available_quantity: 10,
      price_per_unit: 1250.5,
    });
    published.length = 0;
  });

  const order = (quantity: number, item = itemId) => ({
    item,
    address: 'Road 1, Dhaka',
    phone: '01700000000',
    quantity,
  });

  it('takes the stock and keeps the unit price and total of the moment', async () => {
    const id = await orders.placeOrder(buyer, order(3));
    expect((await catalog.getItem(itemId)).available_quantity).toBe(7);
    const { orders: mine, total } = await orders.listOwnOrders(buyer, buyer.email, {});
    expect(total).toBe(1);
    expect(mine[0]).toMatchObject({
      _id: id,
      user: buyer.email,
      userName: 'Buyer One',
      item: itemId,
      itemName: 'Club Core X8 Processor',
      quantity: 3,
      unit_price: 1250.5,
      total: 3751.5,
    });
  });

  it('refuses an order below the minimum quantity', async () => {
    const error = await failure(orders.placeOrder(buyer, order(1)));
    expect(error.statusCode).toBe(400);
    expect(error.errors).toEqual({ quantity: orderMessages.belowMinimum(2) });
    expect((await catalog.getItem(itemId)).available_quantity).toBe(10);
    expect(published, 'a refused order changes no stock').toEqual([]);
  });

  it('says the stock and the orders changed when an order is placed and when it is deleted', async () => {
    const id = await orders.placeOrder(buyer, order(2));
    expect(published).toEqual(['stock', 'orders']);
    await orders.deleteOrder(buyer, id);
    expect(published).toEqual(['stock', 'orders', 'stock', 'orders']);
    await failure(orders.deleteOrder(buyer, id));
    expect(published, 'a refused deletion changes nothing').toEqual(['stock', 'orders', 'stock', 'orders']);
  });

  it('refuses an order above the available quantity, and says when it is out of stock', async () => {
    expect((await failure(orders.placeOrder(buyer, order(11)))).errors).toEqual({
      quantity: orderMessages.aboveAvailable(10),
    });
    await orders.placeOrder(buyer, order(10));
    expect((await failure(orders.placeOrder(buyer, order(2)))).errors).toEqual({
      quantity: orderMessages.aboveAvailable(0),
    });
  });

  it('answers 404 for an unknown or deleted item', async () => {
    expect((await failure(orders.placeOrder(buyer, order(2, 'nope')))).statusCode).toBe(404);
    await catalog.deleteItem(itemId);
    expect((await failure(orders.placeOrder(buyer, order(2)))).statusCode).toBe(404);
  });

  it('gives the quantity back when an order is deleted (cancelled), even after the item left the catalog', async () => {
    const id = await orders.placeOrder(buyer, order(4));
    expect(await orders.deleteOrder(buyer, id)).toBe(1);
    expect((await catalog.getItem(itemId)).available_quantity).toBe(10);

    const kept = await orders.placeOrder(buyer, order(4));
    await catalog.deleteItem(itemId);
    expect(await orders.deleteOrder(admin, kept)).toBe(1);
    // Deleting cancels: the order stays, and a second delete is refused by its state.
    expect((await failure(orders.deleteOrder(buyer, kept))).statusCode).toBe(409);
  });

  it('gives the stock back once when the same order is deleted twice at the same time', async () => {
    const id = await orders.placeOrder(buyer, order(4));
    const results = await Promise.allSettled([orders.deleteOrder(buyer, id), orders.deleteOrder(buyer, id)]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(
      results
        .filter((r) => r.status === 'rejected')
        .map((r) => ((r as PromiseRejectedResult).reason as HttpError).statusCode),
    ).toEqual([409]);
    expect((await catalog.getItem(itemId)).available_quantity).toBe(10);
  });

  it('lets nobody but the owner or an admin delete or list an order', async () => {
    const id = await orders.placeOrder(buyer, order(2));
    expect((await failure(orders.deleteOrder(otherBuyer, id))).statusCode).toBe(403);
    expect((await failure(orders.listOwnOrders(otherBuyer, buyer.email, {}))).statusCode).toBe(403);
    expect((await orders.listOwnOrders(admin, buyer.email, {})).orders.map((o) => o._id)).toContain(id);
  });

  it('never oversells: 50 concurrent orders for the last units', async () => {
    const results = await Promise.allSettled(Array.from({ length: 50 }, () => orders.placeOrder(buyer, order(2))));
    const placed = results.filter((r) => r.status === 'fulfilled');
    expect(placed).toHaveLength(5);
    for (const r of results) {
      if (r.status === 'rejected') expect([400, 409]).toContain((r.reason as HttpError).statusCode);
    }
    expect((await catalog.getItem(itemId)).available_quantity).toBe(0);
  });

  it('lists every order newest first with a total', async () => {
    const first = await orders.placeOrder(buyer, order(2));
    const second = await orders.placeOrder(otherBuyer, order(2));
    const { orders: all, total } = await orders.listAllOrders({ limit: 2 });
    expect(all.map((o) => o._id)).toEqual([second, first]);
    expect(total).toBeGreaterThanOrEqual(2);
  });

  it("judges an export's filters when it is asked for, before the route writes its first byte", () => {
    // Past the route's schema (a caller of its own): its header row must not go out before a refusal.
    let refusal: unknown;
    try {
      orders.exportOrders({ to: '9999-12-31' });
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 400, errors: { to: 'Choose a day from 2000-01-01 to 2100-12-31' } });
  });
});
