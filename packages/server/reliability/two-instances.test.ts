// Two server processes behind one
// address (a round-robin proxy) on one PostgreSQL, with the same AUTH_SECRET, serve the same data,
// share uploaded images, keep a user signed in whichever instance answers, and never oversell when
// 200 orders from 20 customers race through both; disabling a user or taking back a role on one
// holds at once on the other, and two administrators taking each other's role leave one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Item, type User } from '@storefront/shared';
import { createApi } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import type { ServerProcess } from '@storefront/devstack/server';
import { freshPng, imageForm } from './support/images.ts';
import { expectNeverOversold, raceOrders } from './support/orders.ts';
import { startProxy, type RoundRobinProxy } from './support/proxy.ts';
import { postgresSkip, startStack, type Stack } from './support/stack.ts';

const skip = postgresSkip();

describe.skipIf(skip)('two instances on one PostgreSQL behind one address', () => {
  let stack: Stack;
  let second: ServerProcess;
  let proxy: RoundRobinProxy;
  let admin: SignedIn;
  let urls: [string, string];

  beforeAll(async () => {
    stack = await startStack({ file: 'twoinst', kind: 'postgres', env: { RATE_LIMIT_EXCHANGE_PER_MIN: '100000' } });
    second = await stack.startAnother();
    urls = [stack.url, second.url];
    proxy = await startProxy(urls);
    admin = await stack.login('admin', { origin: proxy.url });
  });

  afterAll(async () => {
    await proxy?.close();
    await stack?.stop();
  });

  it('answers through both instances', async () => {
    const served = await Promise.all(Array.from({ length: 6 }, () => fetch(`${proxy.url}/api/health`)));
    expect(served.map((r) => r.status)).toEqual(Array(6).fill(200));
    expect(new Set(served.map((r) => r.headers.get('x-served-by')))).toEqual(new Set(['0', '1']));
  });

  it('keeps a user signed in on one instance signed in on the other', async () => {
    const customer = await stack.login('roamer', { origin: proxy.url });
    for (const url of urls) {
      const own = await createApi(url, customer.token).get<User>(apiPaths.user(customer.email));
      expect(own.status, `${url}: ${own.text}`).toBe(200);
      expect(own.body.email).toBe(customer.email);
    }
    const changed = await createApi(urls[0], customer.token).put(apiPaths.user(customer.email), {
      location: 'Chattogram',
    });
    expect(changed.status).toBe(200);
    expect((await createApi(urls[1], customer.token).get<User>(apiPaths.user(customer.email))).body.location).toBe(
      'Chattogram',
    );
  });

  it('serves the same data from both instances, each seeing the writes made through the other', async () => {
    // Both instances have answered (and cached, http/public-cache.ts) the catalog and reviews before
    // each write: what they answer after it proves the change reached them (db/changes.ts, NOTIFY).
    // PostgreSQL delivers a notification a moment after the commit, so the other instance is given
    // up to 3 s (the cache's own TTL is 30 s: without the notification these would fail).
    const soon = { timeout: 3000, interval: 25 };
    const read = <T>(i: 0 | 1, path: string) => createApi(urls[i]).get<T>(path);
    const readBoth = async (path: string) => {
      for (const i of [0, 1] as const) expect((await read(i, path)).status, `${urls[i]}${path}`).toBeLessThan(500);
    };
    await readBoth(apiPaths.itemList);
    const added = await createApi(urls[0], admin.token).post<{ insertedId: string }>(apiPaths.itemList, {
      name: 'Shared GPU',
      image: '/api/images/shared-gpu.webp',
      short_description: 'Added through the first instance',
      min_order_quantity: 1,
      available_quantity: 10,
      price_per_unit: 42000,
    });
    expect(added.status, added.text).toBe(201);
    const id = added.body.insertedId;
    await expect
      .poll(async () => (await read<Item[]>(1, apiPaths.itemList)).body.map((i) => i._id), soon)
      .toContain(id);
    const [a, b] = await Promise.all([read<Item[]>(0, apiPaths.itemList), read<Item[]>(1, apiPaths.itemList)]);
    expect(a.body).toEqual(b.body);

    // Stock taken through one instance shows on the other.
    await readBoth(apiPaths.item(id));
    const buyer = await stack.login('sharedbuyer', { origin: urls[1] });
    const order = { item: id, address: 'Road 3, Dhaka', phone: '01700000000', quantity: 4 };
    expect((await buyer.api.post(apiPaths.orderList, order)).status).toBe(201);
    await expect.poll(async () => (await read<Item>(0, apiPaths.item(id))).body.available_quantity, soon).toBe(6);

    // A review posted through one instance is among the other's recent reviews.
    await readBoth(`${apiPaths.reviews}?recent=1`);
    const review = await buyer.api.post<{ insertedId: string }>(apiPaths.reviews, {
      rating: 4.5,
      description: 'Seen by both instances',
    });
    expect(review.status, review.text).toBe(201);
    await expect
      .poll(async () => (await read<{ _id: string }[]>(0, `${apiPaths.reviews}?recent=1`)).body.map((r) => r._id), soon)
      .toContain(review.body.insertedId);

    // Deleted through the second instance: gone from the first.
    expect((await createApi(urls[1], admin.token).delete(apiPaths.item(id))).status).toBe(200);
    await expect.poll(async () => (await read(0, apiPaths.item(id))).status, soon).toBe(404);
    await expect
      .poll(async () => (await read<Item[]>(0, apiPaths.itemList)).body.map((i) => i._id), soon)
      .not.toContain(id);
  });

  it('shares uploaded images: uploaded through one, served by both', async () => {
    const upload = await createApi(urls[0], admin.token).request<{ data: { url: string } }>('POST', apiPaths.upload, {
      body: imageForm(await freshPng(20, 20)),
    });
    expect(upload.status, upload.text).toBe(200);
    const [a, b] = await Promise.all(
      urls.map(async (url) => {
        const r = await fetch(`${url}${upload.body.data.url}`);
        return { status: r.status, type: r.headers.get('content-type'), bytes: Buffer.from(await r.arrayBuffer()) };
      }),
    );
    expect(a?.status).toBe(200);
    expect(b?.status).toBe(200);
    expect(b?.type).toBe('image/webp');
    expect(a?.bytes.equals(b?.bytes as Buffer)).toBe(true);
  });

  it('applies a role change made on one instance at once on the other', async () => {
    const promoted = await stack.login('promoted', { origin: proxy.url });
    expect((await createApi(urls[1], promoted.token).get(apiPaths.users)).status).toBe(403);
    expect((await createApi(urls[0], admin.token).put(apiPaths.makeAdmin(promoted.email))).status).toBe(200);
    expect((await createApi(urls[1], promoted.token).get(apiPaths.users)).status).toBe(200);
  });

  it('cuts off a disabled user and a revoked administrator on the other instance at once', async () => {
    const customer = await stack.login('cutoff', { origin: proxy.url });
    const deputy = await stack.login('deputy', { origin: proxy.url });
    expect((await createApi(urls[0], admin.token).put(apiPaths.makeAdmin(deputy.email))).status).toBe(200);
    expect((await createApi(urls[1], deputy.token).get(apiPaths.users)).status).toBe(200);
    expect((await createApi(urls[1], customer.token).get(apiPaths.user(customer.email))).status).toBe(200);

    const onFirst = createApi(urls[0], admin.token);
    expect((await onFirst.put(apiPaths.userStatus(customer.email), { disabled: true })).status).toBe(200);
    expect((await onFirst.delete(apiPaths.makeAdmin(deputy.email))).status).toBe(200);

    // The guards read the shared database on every request: no cache to wait out (the bound is 60 s).
    expect((await createApi(urls[1], customer.token).get(apiPaths.user(customer.email))).status).toBe(403);
    expect((await createApi(urls[1], deputy.token).get(apiPaths.users)).status).toBe(403);
  });

  it("gives a group member's catalog reads on the other instance their new group, list and status once it hears the commit", async () => {
    // The other instance keeps the member's row between reads (customer-groups/reader-rows.ts); the
    // database's notice at each commit (migration 0037) is what moves it: within 2 s, well inside the
    // 5 s a kept row lasts at most, and each wait starts right after a read that kept the row.
    const member = await stack.login('groupie', { origin: proxy.url });
    const onFirst = createApi(urls[0], admin.token);
    const onSecond = createApi(urls[1], member.token);
    const item = await stack.addItem(admin, { name: 'Two Instance GPU', price_per_unit: 50_000 });
    const created = await onFirst.post<{ _id: string }>(apiPaths.customerGroups, { name: 'Two Instance Dealer' });
    expect(created.status, created.text).toBe(201);
    const group = created.body._id;
    const list = (price: number) =>
      onFirst.put(apiPaths.customerGroupPrices(group), { prices: [{ item: item._id, price }] });
    expect((await list(45_000)).status).toBe(200);
    const { _id: memberId } = (await createApi(urls[0], member.token).get<User>(apiPaths.user(member.email))).body;
    const price = async () => (await onSecond.get<Item>(apiPaths.item(item._id))).body.your_price;
    const heard = { timeout: 2000, interval: 20 };

    expect(await price()).toBeUndefined();
    expect((await onFirst.put(apiPaths.userCustomerGroup(memberId), { group })).status).toBe(200);
    await expect.poll(price, heard).toBe(45_000);
    expect((await list(44_000)).status).toBe(200);
    await expect.poll(price, heard).toBe(44_000);
    expect((await onFirst.put(apiPaths.userStatus(member.email), { disabled: true })).status).toBe(200);
    await expect.poll(price, heard).toBeUndefined();
  });

  it("leaves one administrator when two take back each other's role at once", async () => {
    const a = await stack.login('rivala', { origin: proxy.url });
    const b = await stack.login('rivalb', { origin: proxy.url });
    for (const who of [a, b])
      expect((await createApi(urls[0], admin.token).put(apiPaths.makeAdmin(who.email))).status).toBe(200);
    const [ab, ba] = await Promise.all([
      createApi(urls[0], a.token).delete(apiPaths.makeAdmin(b.email)),
      createApi(urls[1], b.token).delete(apiPaths.makeAdmin(a.email)),
    ]);
    expect([ab.status, ba.status].sort()).toEqual([200, 403]);
    const stillAdmin = await Promise.all(
      [a, b].map(async (who) => (await createApi(urls[1], who.token).get(apiPaths.users)).status === 200),
    );
    expect(stillAdmin.filter(Boolean)).toHaveLength(1);
  });

  it('never oversells: 200 orders from 20 customers at once through both instances', async () => {
    const customers: SignedIn[] = [];
    for (let batch = 0; batch < 20; batch += 5) {
      customers.push(
        ...(await Promise.all(
          Array.from({ length: 5 }, (_, i) => stack.login(`racer${batch + i}`, { origin: proxy.url })),
        )),
      );
    }
    const stock = 61;
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: stock });
    const buyers = customers.map((c) => ({ email: c.email, api: createApi(proxy.url, c.token) }));
    const servedBefore = [...proxy.served];
    const placed = await raceOrders(buyers, item._id, 200);
    expect(proxy.served[0]! - servedBefore[0]!).toBeGreaterThanOrEqual(90);
    expect(proxy.served[1]! - servedBefore[1]!).toBeGreaterThanOrEqual(90);
    const served = await expectNeverOversold(stack.database.url, item._id, stock, placed);
    expect(served).toBeGreaterThan(0);
  });
});

describe.skipIf(skip)('rate limits with two instances', () => {
  let stack: Stack;
  let proxy: RoundRobinProxy;

  beforeAll(async () => {
    stack = await startStack({ file: 'twolimit', kind: 'postgres', env: { RATE_LIMIT_EXCHANGE_PER_MIN: '4' } });
    const second = await stack.startAnother();
    proxy = await startProxy([stack.url, second.url]);
  });

  afterAll(async () => {
    await proxy?.close();
    await stack?.stop();
  });

  it('still limits one client, though each instance counts on its own (the budget is per instance)', async () => {
    const email = stack.emailOf('hammer');
    await stack.emulator.ensureUser({ email, password: 'test-pass-123', displayName: 'Hammer' });
    const idToken = await stack.emulator.signIn(email, 'test-pass-123');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1)
      statuses.push((await createApi(proxy.url).put(apiPaths.user(email), { email }, { token: idToken })).status);
    const accepted = statuses.filter((s) => s === 200).length;
    console.log(`exchanges accepted through two instances with a limit of 4 a minute: ${accepted} of 12`);
    expect(statuses.slice(-2)).toEqual([429, 429]);
    expect(accepted).toBeLessThanOrEqual(8);
  });
});
