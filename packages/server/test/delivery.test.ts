// Where an order goes (requirements §10 D21): every order, checkout and saved address needs a phone
// a courier can call and an address a courier can find, stored normalised; orders and addresses
// stored before the rule still read.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, messages, purchaseSchema, type Item, type Order, type SavedAddress } from '@storefront/shared';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { withDelivery } from '@storefront/devstack/checkout';
import type { SignedIn } from '@storefront/devstack/login';
import { expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('delivery');
let db: Db;
let admin: SignedIn;
let buyer: SignedIn;
let item: Item;

beforeAll(async () => {
  db = openDatabase(suite.database.url);
  admin = await suite.login('admin');
  buyer = await suite.login('courierbuyer');
  item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 500, price_per_unit: 100 });
});

afterAll(async () => {
  await db?.destroy();
});

const bad = { address: 'Test', phone: 'not a phone 😀' };
const written = { address: '  House 3, Road 8, Gulshan, Dhaka ', phone: '+880 1711-000003' };
const stored = { address: 'House 3, Road 8, Gulshan, Dhaka', phone: '01711000003' };

const writes = {
  'POST /api/order': (where: object) => buyer.api.post(apiPaths.orderList, { item: item._id, quantity: 1, ...where }),
  'POST /api/checkout': async (where: object) =>
    buyer.api.post(
      apiPaths.checkout,
      await withDelivery(buyer.api, {
        key: randomUUID(),
        lines: [{ item: item._id, quantity: 1, unit_price: item.price_per_unit }],
        ...where,
      }),
    ),
  'POST /api/addresses': (where: object) =>
    buyer.api.post(apiPaths.addresses, { label: `Branch ${randomUUID().slice(0, 8)}`, district: 'dhaka', ...where }),
};

describe('a delivery address and phone', () => {
  it.each(Object.entries(writes))('%s refuses "not a phone 😀" and "Test" at their fields', async (_, write) => {
    const answer = await write(bad);
    expectFieldError(answer, 'address', messages.addressIncomplete);
    expectFieldError(answer, 'phone', messages.phoneInvalid);
  });

  it.each(Object.entries(writes))('%s keeps the required messages for empty fields', async (_, write) => {
    const answer = await write({ address: '', phone: ' ' });
    expectFieldError(answer, 'address', messages.addressRequired);
    expectFieldError(answer, 'phone', messages.phoneRequired);
  });

  it('is stored trimmed, the phone as its 11 digits, whichever way it was written', async () => {
    const order = await writes['POST /api/order'](written);
    expect(order.status, order.text).toBe(201);
    const placed = await buyer.api.get<Order>(apiPaths.order((order.body as { insertedId: string }).insertedId));
    expect(placed.body).toMatchObject(stored);

    const checkout = await writes['POST /api/checkout'](written);
    expect(checkout.status, checkout.text).toBe(201);
    expect(purchaseSchema.parse(checkout.body)).toMatchObject(stored);

    const saved = await writes['POST /api/addresses'](written);
    expect(saved.status, saved.text).toBe(201);
    expect(saved.body).toMatchObject(stored);
  });
});

describe('orders and addresses stored before the rule', () => {
  it('still read; an old address is judged again only when it is written', async () => {
    const before = { address: 'Plot 9, Tejgaon Industrial Area, Dhaka', phone: '01811000222' };
    const order = await writes['POST /api/order'](before);
    const orderId = (order.body as { insertedId: string }).insertedId;
    const saved = (await writes['POST /api/addresses'](before)).body as SavedAddress;
    await db.updateTable('orders').set(bad).where('id', '=', orderId).execute();
    await db.updateTable('addresses').set(bad).where('id', '=', saved._id).execute();

    const mine = await buyer.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(buyer.email)}`);
    expect(mine.status, mine.text).toBe(200);
    expect(mine.body.find((o) => o._id === orderId)).toMatchObject(bad);
    expect((await buyer.api.get<Order>(apiPaths.order(orderId))).body).toMatchObject(bad);
    const all = await admin.api.get(`${apiPaths.orderSearch}?q=${encodeURIComponent(buyer.email)}`);
    expect(all.status, all.text).toBe(200);
    const csv = await admin.api.get(apiPaths.orderExport);
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('not a phone 😀');
    expect((await buyer.api.post(apiPaths.reorderOrder(orderId), {})).status).toBe(200);

    const book = await buyer.api.get<SavedAddress[]>(apiPaths.addresses);
    expect(book.status, book.text).toBe(200);
    expect(book.body.find((a) => a._id === saved._id)).toMatchObject(bad);
    const unchanged = await buyer.api.put(apiPaths.address(saved._id), { label: saved.label, ...bad });
    expectFieldError(unchanged, 'phone', messages.phoneInvalid);
    const fixed = await buyer.api.put(apiPaths.address(saved._id), {
      label: saved.label,
      district: 'dhaka',
      ...before,
    });
    expect(fixed.status, fixed.text).toBe(200);
    expect(fixed.body).toMatchObject(before);
  });
});
