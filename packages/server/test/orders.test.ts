import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  deletedSchema,
  insertedSchema,
  orderMessages,
  orderSchema,
  orderTotal,
  TOTAL_COUNT_HEADER,
  type Item,
  type Order,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError, expectOk } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('orders');
let admin: SignedIn;
let alice: SignedIn;
let bob: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  alice = await suite.login('alice', { displayName: 'Alice Buyer' });
  bob = await suite.login('bob', { displayName: 'Bob Buyer' });
});

const orderBody = (item: Item, quantity: number) => ({
  item: item._id,
  address: '12 Circuit Road, Dhaka',
  phone: '+8801700000000',
  quantity,
});

async function available(itemId: string): Promise<number> {
  const response = await suite.api.get<Item>(apiPaths.item(itemId));
  expect(response.status).toBe(200);
  return response.body.available_quantity;
}

async function place(who: SignedIn, item: Item, quantity: number): Promise<Order> {
  const response = await who.api.post(apiPaths.orderList, orderBody(item, quantity));
  expect(response.status, response.text).toBe(201);
  const { insertedId } = insertedSchema.parse(response.body);
  const mine = await who.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(who.email)}`);
  const order = mine.body.find((o) => o._id === insertedId);
  expect(order, `order ${insertedId} is not in ${who.email}'s list`).toBeDefined();
  return order as Order;
}

describe('placing an order', () => {
  it('answers the new order id and records buyer, item, unit price and total', async () => {
    const item = await suite.addItem(admin, {
      name: 'GeForce RTX',
      price_per_unit: 1234.56,
      min_order_quantity: 2,
      available_quantity: 50,
    });
    const order = await place(alice, item, 3);
    expect(orderSchema.strict().parse(order)).toMatchObject({
      user: alice.email,
      userName: 'Alice Buyer',
      item: item._id,
      itemName: 'GeForce RTX',
      address: '12 Circuit Road, Dhaka',
      // Stored as its 11 digits (requirements §10 D21).
      phone: '01700000000',
      quantity: 3,
      unit_price: 1234.56,
      total: orderTotal(1234.56, 3),
    });
    expect(Number.isNaN(Date.parse(order.createdAt))).toBe(false);
  });

  it('takes the ordered quantity from the stock', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    await place(alice, item, 4);
    expect(await available(item._id)).toBe(6);
  });

  it('sells the last units exactly', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 5 });
    await place(alice, item, 5);
    expect(await available(item._id)).toBe(0);
  });

  it('takes the buyer from the token, not from the body', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const response = await alice.api.post<{ insertedId: string }>(apiPaths.orderList, {
      ...orderBody(item, 1),
      user: bob.email,
      userName: 'Someone Else',
      itemName: 'Free GPU',
    });
    expectOk(response);
    const mine = await alice.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(alice.email)}`);
    const order = mine.body.find((o) => o._id === response.body.insertedId);
    expect(order).toMatchObject({ user: alice.email, userName: 'Alice Buyer', itemName: item.name });
    const bobs = await bob.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(bob.email)}`);
    expect(bobs.body.map((o) => o._id)).not.toContain(response.body.insertedId);
  });

  it('refuses an order below the minimum quantity and keeps the stock', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 5, available_quantity: 20 });
    const response = await alice.api.post(apiPaths.orderList, orderBody(item, 4));
    expectFieldError(response, 'quantity', orderMessages.belowMinimum(5));
    expect(await available(item._id)).toBe(20);
  });

  it('refuses an order above the available quantity and keeps the stock', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 3 });
    const response = await alice.api.post(apiPaths.orderList, orderBody(item, 4));
    expectFieldError(response, 'quantity', orderMessages.aboveAvailable(3));
    expect(await available(item._id)).toBe(3);
  });

  it('refuses an order for an item that is out of stock', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 2 });
    await place(alice, item, 2);
    const response = await bob.api.post(apiPaths.orderList, orderBody(item, 1));
    expectFieldError(response, 'quantity', orderMessages.aboveAvailable(0));
    expect(await available(item._id)).toBe(0);
  });

  it('refuses an order for an item that does not exist', async () => {
    const response = await alice.api.post(apiPaths.orderList, orderBody({ _id: 'nosuchitem42' } as Item, 1));
    expectError(response, 404, orderMessages.itemGone);
  });
});

describe("a customer's orders", () => {
  it('lists every order of the asking customer and only those, in the order placed', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    await place(bob, item, 2);
    const latest = await place(alice, item, 1);
    const mine = await alice.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(alice.email)}`);
    expect(mine.status).toBe(200);
    // Hers in the administrators' list of every order (newest first), oldest first.
    const everyone = await admin.api.get<Order[]>(apiPaths.orderList);
    const hers = everyone.body.filter((o) => o.user === alice.email).map((o) => o._id);
    expect(mine.body.map((o) => o._id)).toEqual(hers.toReversed());
    expect(mine.body.at(-1)?._id).toBe(latest._id);
    expect(Number(mine.headers.get(TOTAL_COUNT_HEADER))).toBe(hers.length);
  });

  it('lets the owner delete a placed order: it is cancelled, stays on record, and its stock goes back', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const order = await place(alice, item, 7);
    expect(order.status).toBe('placed');
    expect(await available(item._id)).toBe(3);

    const response = await alice.api.delete(apiPaths.order(order._id));
    expect(response.status).toBe(200);
    expect(deletedSchema.parse(response.body)).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await available(item._id)).toBe(10);
    const mine = await alice.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(alice.email)}`);
    expect(mine.body.find((o) => o._id === order._id)).toMatchObject({ status: 'cancelled', quantity: 7 });
  });

  it('does not give stock back twice for an order deleted twice: the second is a 409', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const order = await place(alice, item, 4);
    expect((await alice.api.delete(apiPaths.order(order._id))).status).toBe(200);
    expectError(await alice.api.delete(apiPaths.order(order._id)), 409, 'This order is already cancelled');
    expect(await available(item._id)).toBe(10);
  });

  it('refuses the owner a delete once the order is confirmed, with the reason, and changes nothing', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const order = await place(alice, item, 2);
    expect((await admin.api.post(apiPaths.orderStatus(order._id), { status: 'confirmed' })).status).toBe(200);
    expectError(
      await alice.api.delete(apiPaths.order(order._id)),
      409,
      'This order is already confirmed: it can no longer be cancelled here. Contact us to change it.',
    );
    expect(await available(item._id)).toBe(8);
  });

  it("refuses to delete another customer's order and keeps it", async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const order = await place(alice, item, 1);
    expectError(await bob.api.delete(apiPaths.order(order._id)), 403);
    const mine = await alice.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(alice.email)}`);
    expect(mine.body.map((o) => o._id)).toContain(order._id);
    expect(await available(item._id)).toBe(9);
  });
  it("lets an administrator delete a customer's order, which gives the stock back", async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const order = await place(bob, item, 6);
    const response = await admin.api.delete(apiPaths.order(order._id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
    expect(await available(item._id)).toBe(10);
  });
});

describe('orders of deleted and changed items', () => {
  it('keeps the item name, unit price and total after the item is deleted', async () => {
    const item = await suite.addItem(admin, {
      name: 'Discontinued PSU',
      price_per_unit: 4999.99,
      min_order_quantity: 1,
    });
    const order = await place(alice, item, 2);
    expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);

    const mine = await alice.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(alice.email)}`);
    const kept = mine.body.find((o) => o._id === order._id);
    expect(kept).toMatchObject({
      itemName: 'Discontinued PSU',
      unit_price: 4999.99,
      total: orderTotal(4999.99, 2),
      quantity: 2,
    });
  });

  it('lets the owner delete (cancel) an order whose item is gone', async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const order = await place(alice, item, 1);
    expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    const response = await alice.api.delete(apiPaths.order(order._id));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ acknowledged: true, deletedCount: 1 });
  });
});

describe('all orders (administrator)', () => {
  it("lists every customer's orders, newest first, with the total count", async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const first = await place(alice, item, 1);
    const second = await place(bob, item, 1);
    const response = await admin.api.get<Order[]>(apiPaths.orderList);
    expect(response.status).toBe(200);
    for (const order of response.body) orderSchema.strict().parse(order);
    const ids = response.body.map((o) => o._id);
    expect(ids.indexOf(second._id)).toBeLessThan(ids.indexOf(first._id));
    expect(ids[0]).toBe(second._id);
    expect(new Set(response.body.map((o) => o.user))).toEqual(new Set([alice.email, bob.email]));
    expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBe(response.body.length);
  });

  it('pages with limit and offset', async () => {
    const all = await admin.api.get<Order[]>(apiPaths.orderList);
    const total = Number(all.headers.get(TOTAL_COUNT_HEADER));
    expect(total).toBeGreaterThanOrEqual(3);
    const page = await admin.api.get<Order[]>(`${apiPaths.orderList}?limit=2&offset=1`);
    expect(page.status).toBe(200);
    expect(page.body.map((o) => o._id)).toEqual(all.body.slice(1, 3).map((o) => o._id));
    expect(Number(page.headers.get(TOTAL_COUNT_HEADER))).toBe(total);
  });

  it("lets an administrator read one customer's orders: the ones the customer reads", async () => {
    const item = await suite.addItem(admin, { min_order_quantity: 1 });
    const latest = await place(alice, item, 2);
    await place(bob, item, 1);
    const path = `${apiPaths.orderList}?user=${encodeURIComponent(alice.email)}`;
    const response = await admin.api.get<Order[]>(path);
    expect(response.status).toBe(200);
    const own = await alice.api.get<Order[]>(path);
    expect(response.body).toEqual(own.body);
    expect(response.body.at(-1)?._id).toBe(latest._id);
    expect(new Set(response.body.map((o) => o.user))).toEqual(new Set([alice.email]));
    expect(Number(response.headers.get(TOTAL_COUNT_HEADER))).toBe(own.body.length);
  });
});
