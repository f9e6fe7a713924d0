import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  deletedSchema,
  insertedSchema,
  itemSchema,
  latestItems,
  TOTAL_COUNT_HEADER,
  type Item,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectOk } from './support/assertions.ts';
import { itemInput, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('catalog');
let admin: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
});

async function allItems(): Promise<Item[]> {
  const response = await suite.api.get<Item[]>(apiPaths.itemList);
  expect(response.status).toBe(200);
  return response.body;
}

describe('the catalog', () => {
  it('starts empty when demo seeding is off', async () => {
    expect(await allItems()).toEqual([]);
    const latest = await suite.api.get(`${apiPaths.itemList}?latest=1`);
    expect(latest.status).toBe(200);
    expect(latest.body).toEqual([]);
  });

  it('answers the latest items by the requirements §9 rule as the catalog grows', async () => {
    // 1 and 2 items: all of them; 3 to 5: the last 3; 6 or more: the last 6.
    for (let count = 1; count <= 8; count += 1) {
      await suite.addItem(admin, { name: `Latest ${count}` });
      const all = await allItems();
      expect(all).toHaveLength(count);
      const latest = await suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`);
      expect(latest.status).toBe(200);
      expect(latest.body.map((i) => i.name)).toEqual(latestItems(all).map((i) => i.name));
      expect(latest.body).toHaveLength(count >= 6 ? 6 : Math.min(3, count));
    }
  });

  it('lists items in the order they were added', async () => {
    const before = await allItems();
    const names = ['Order A', 'Order C', 'Order B'];
    for (const name of names) await suite.addItem(admin, { name });
    const after = await allItems();
    expect(after.map((i) => i.name)).toEqual([...before.map((i) => i.name), ...names]);
  });

  it('lets an administrator add an item and answers its id', async () => {
    const input = itemInput({
      name: 'Ryzen 9 7950X',
      price_per_unit: 65000.5,
      min_order_quantity: 3,
      available_quantity: 40,
    });
    const response = await admin.api.post(apiPaths.itemList, input);
    expect(response.status, response.text).toBe(201);
    const inserted = insertedSchema.parse(response.body);

    const read = await suite.api.get(apiPaths.item(inserted.insertedId));
    expect(read.status).toBe(200);
    const item = itemSchema.strict().parse(read.body);
    expect(item).toEqual({
      _id: inserted.insertedId,
      ...input,
      version: 1,
      price_tiers: [],
      weight_g: 1000,
      vat_rate: null,
      specs: {},
    });
  });

  it('takes numbers typed into a form as strings', async () => {
    const response = await admin.api.post<{ insertedId: string }>(
      apiPaths.itemList,
      itemInput({ min_order_quantity: '2', available_quantity: '15', price_per_unit: '99.99' }),
    );
    expectOk(response);
    const item = (await suite.api.get<Item>(apiPaths.item(response.body.insertedId))).body;
    expect(item).toMatchObject({ min_order_quantity: 2, available_quantity: 15, price_per_unit: 99.99 });
  });

  it('trims text fields', async () => {
    const item = await suite.addItem(admin, { name: '  Spaced name  ', short_description: ' text ' });
    expect(item.name).toBe('Spaced name');
    expect(item.short_description).toBe('text');
  });

  it('accepts an image path on its own host', async () => {
    const item = await suite.addItem(admin, { image: '/api/images/abc.webp' });
    expect(item.image).toBe('/api/images/abc.webp');
  });

  it('answers every item with the same fields as GET item/{id}', async () => {
    const all = await allItems();
    expect(all.length).toBeGreaterThan(0);
    for (const item of all) itemSchema.strict().parse(item);
    const first = all[0] as Item;
    const one = await suite.api.get(apiPaths.item(first._id));
    expect(one.body).toEqual(first);
  });

  it('pages the list with limit and offset and reports the total', async () => {
    const all = await allItems();
    expect(all.length).toBeGreaterThan(3);
    const page = await suite.api.get<Item[]>(`${apiPaths.itemList}?limit=2&offset=1`);
    expect(page.status).toBe(200);
    expect(page.body).toEqual(all.slice(1, 3));
    expect(Number(page.headers.get(TOTAL_COUNT_HEADER))).toBe(all.length);
  });

  it('lets a browser revalidate the public reads: ETag, 304 while unchanged, a new answer after a change', async () => {
    const item = await suite.addItem(admin, { name: 'Revalidated', available_quantity: 50 });
    for (const path of [apiPaths.itemList, `${apiPaths.itemList}?latest=1`, apiPaths.item(item._id)]) {
      const first = await suite.api.get(path);
      const etag = first.headers.get('etag');
      expect(etag, path).toBeTruthy();
      expect(first.headers.get('cache-control'), path).toBe('no-cache');
      const again = await suite.api.get(path, { headers: { 'if-none-match': etag as string } });
      expect(again.status, path).toBe(304);
      expect(again.text, path).toBe('');
    }
    const etag = (await suite.api.get(apiPaths.item(item._id))).headers.get('etag') as string;
    const customer = await suite.login('customer');
    const order = { item: item._id, address: 'Road 2, Dhaka', phone: '01700000000', quantity: 5 };
    expect((await customer.api.post(apiPaths.orderList, order)).status).toBe(201);
    const after = await suite.api.get<Item>(apiPaths.item(item._id), { headers: { 'if-none-match': etag } });
    expect(after.status, 'the stock changed: a full answer').toBe(200);
    expect(after.body.available_quantity).toBe(45);
  });

  it('answers 404 for an item that does not exist', async () => {
    expectError(await suite.api.get(apiPaths.item('doesnotexist123')), 404);
  });

  it('lets an administrator delete an item, which leaves the catalog', async () => {
    const item = await suite.addItem(admin, { name: 'To be deleted' });
    const response = await admin.api.delete(apiPaths.item(item._id));
    expect(response.status).toBe(200);
    expect(deletedSchema.parse(response.body)).toEqual({ acknowledged: true, deletedCount: 1 });

    expectError(await suite.api.get(apiPaths.item(item._id)), 404);
    expect((await allItems()).map((i) => i._id)).not.toContain(item._id);
    const latest = await suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`);
    expect(latest.body.map((i) => i._id)).not.toContain(item._id);
  });

  it('answers 404 when deleting an item twice', async () => {
    const item = await suite.addItem(admin);
    expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    expectError(await admin.api.delete(apiPaths.item(item._id)), 404);
  });

  it('lets the manage-items list be read with a bearer token', async () => {
    const withToken = await admin.api.get<Item[]>(apiPaths.itemList);
    expect(withToken.status).toBe(200);
    expect(withToken.body).toEqual(await allItems());
  });
});
