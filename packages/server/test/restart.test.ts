// Data outlives the server process: a graceful restart, a crash (SIGKILL) and a stop in the
// middle of a burst of orders all leave every acknowledged write in the database.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiPaths, type Item, type Order, type Review, type User } from '@storefront/shared';
import { fetchBytes, type ApiResponse } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('restart');
let admin: SignedIn;
let customer: SignedIn;
const where = { address: 'Restart road 1', phone: '01700000000' };

beforeAll(async () => {
  admin = await suite.login('admin');
  customer = await suite.login('customer', { displayName: 'Restart Customer' });
});

interface Snapshot {
  items: Item[];
  latest: Item[];
  reviews: Review[];
  orders: Order[];
  users: User[];
}

async function snapshot(): Promise<Snapshot> {
  const [items, latest, reviews, orders, users] = await Promise.all([
    suite.api.get<Item[]>(apiPaths.itemList),
    suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`),
    suite.api.get<Review[]>(apiPaths.reviews),
    admin.api.get<Order[]>(apiPaths.orderList),
    admin.api.get<User[]>(apiPaths.users),
  ]);
  for (const r of [items, latest, reviews, orders, users]) expect(r.status, r.text).toBe(200);
  return { items: items.body, latest: latest.body, reviews: reviews.body, orders: orders.body, users: users.body };
}

describe('after a restart', () => {
  it('keeps items, orders, reviews, users, profiles, roles and images', async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#aa5500' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'keep.png');
    const imageUrl = (
      (await admin.api.request('POST', apiPaths.upload, { body: form })).body as { data: { url: string } }
    ).data.url;
    const item = await suite.addItem(admin, {
      name: 'Persistent SSD',
      image: imageUrl,
      available_quantity: 10,
      min_order_quantity: 1,
    });
    for (const n of [1, 2, 3, 4]) await suite.addItem(admin, { name: `Filler ${n}` });
    expect((await customer.api.post(apiPaths.orderList, { item: item._id, ...where, quantity: 3 })).status).toBe(201);
    expect(
      (await customer.api.post(apiPaths.reviews, { rating: 4.8, description: 'Still here after restart' })).status,
    ).toBe(201);
    expect((await customer.api.put(apiPaths.user(customer.email), { location: 'Sylhet' })).status).toBe(200);
    const promoted = await suite.login('promoted');
    expect((await admin.api.put(apiPaths.makeAdmin(promoted.email))).status).toBe(200);
    const deleted = await suite.addItem(admin, { name: 'Deleted before restart' });
    expect((await admin.api.delete(apiPaths.item(deleted._id))).status).toBe(200);
    const imageBefore = await fetchBytes(`${suite.url}${imageUrl}`);

    const before = await snapshot();
    await suite.server.restart();
    const after = await snapshot();

    expect(after).toEqual(before);
    expect(after.items.find((i) => i._id === item._id)?.available_quantity).toBe(7);
    expect(after.items.map((i) => i._id)).not.toContain(deleted._id);
    expect(after.users.find((u) => u.email === customer.email)).toMatchObject({
      name: 'Restart Customer',
      location: 'Sylhet',
    });
    expect(after.users.find((u) => u.email === promoted.email)?.role).toBe('admin');
    const imageAfter = await fetchBytes(`${suite.url}${imageUrl}`);
    expect(imageAfter.equals(imageBefore)).toBe(true);
  });

  it('still accepts access tokens issued before the restart', async () => {
    const response = await customer.api.get(apiPaths.admin(customer.email));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ admin: false });
  });

  it('exits with code 0 on SIGTERM', async () => {
    const { code, signal } = await suite.server.kill('SIGTERM');
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    await suite.server.restart();
  });

  it('keeps every acknowledged write after a crash (SIGKILL)', async () => {
    const item = await suite.addItem(admin, { name: 'Crash-proof RAM', available_quantity: 50, min_order_quantity: 1 });
    for (let i = 0; i < 5; i += 1) {
      expect((await customer.api.post(apiPaths.orderList, { item: item._id, ...where, quantity: 2 })).status).toBe(201);
    }
    const before = await snapshot();
    await suite.server.kill('SIGKILL');
    await suite.server.restart();
    const after = await snapshot();
    expect(after).toEqual(before);
    expect(after.items.find((i) => i._id === item._id)?.available_quantity).toBe(40);
  });

  it('stops within 10 s of SIGTERM in the middle of a burst of orders, keeping stock and orders consistent', async () => {
    const initial = 100;
    const item = await suite.addItem(admin, { name: 'Burst CPU', available_quantity: initial, min_order_quantity: 1 });
    let stopped: Promise<{ code: number | null; signal: NodeJS.Signals | null }> | undefined;
    let signalledAt = 0;
    const burst: Promise<ApiResponse | undefined>[] = [];
    for (let i = 0; i < 30; i += 1) {
      const call = customer.api.post(apiPaths.orderList, { item: item._id, ...where, quantity: 1 }).then(
        (response) => {
          // SIGTERM as soon as the first order is answered: the others are still in flight.
          if (!stopped) {
            signalledAt = Date.now();
            stopped = suite.server.kill('SIGTERM');
          }
          return response;
        },
        () => undefined,
      );
      burst.push(call);
    }
    const answers = await Promise.all(burst);
    const exit = await stopped;
    const stopSeconds = (Date.now() - signalledAt) / 1000;
    await suite.server.restart();

    const stock = (await suite.api.get<Item>(apiPaths.item(item._id))).body.available_quantity;
    const orders = (await snapshot()).orders.filter((o) => o.item === item._id);
    expect(stock + orders.length).toBe(initial);
    // Every order the server acknowledged is in the database.
    expect(orders.length).toBeGreaterThanOrEqual(answers.filter((a) => a?.status === 201).length);
    // 503 is Fastify's answer to a request arriving while it closes; no other server error.
    expect(answers.filter((a) => a !== undefined && a.status >= 500 && a.status !== 503)).toEqual([]);
    expect({ exit, stoppedInTime: stopSeconds < 9 }).toEqual({ exit: { code: 0, signal: null }, stoppedInTime: true });
  });
});
