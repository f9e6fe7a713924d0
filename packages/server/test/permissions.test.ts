// The permission table: every endpoint, called by an anonymous visitor, the customer who owns the
// data, another customer and an administrator. Each call gets fresh data, so a successful delete
// by one caller does not change what the next one sees.
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiPaths, type Item } from '@storefront/shared';
import type { Api, ApiResponse } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('permissions');

type Caller = 'anonymous' | 'customer' | 'another customer' | 'administrator';
const callers: Caller[] = ['anonymous', 'customer', 'another customer', 'administrator'];

let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let item: Item;
let imageUrl: string;

beforeAll(async () => {
  admin = await suite.login('admin');
  owner = await suite.login('owner');
  other = await suite.login('other');
  item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 100_000 });
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  imageUrl = ((await admin.api.request('POST', apiPaths.upload, { body: form })).body as { data: { url: string } }).data
    .url;
});

function apiOf(caller: Caller): Api {
  if (caller === 'anonymous') return suite.api;
  return { customer: owner, 'another customer': other, administrator: admin }[caller].api;
}

async function ownersOrder(): Promise<string> {
  const response = await owner.api.post<{ insertedId: string }>(apiPaths.orderList, {
    item: item._id,
    address: 'Owner road 1',
    phone: '01700000000',
    quantity: 1,
  });
  expect(response.status).toBe(201);
  return response.body.insertedId;
}

async function freshPng(): Promise<FormData> {
  const color = { r: Math.floor(Math.random() * 255), g: 10, b: 10 };
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: color } })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('image', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'p.png');
  return form;
}

interface Row {
  endpoint: string;
  /** Expected status for anonymous, customer (the owner), another customer, administrator. */
  expected: [number, number, number, number];
  call: (api: Api, caller: Caller) => Promise<ApiResponse>;
}

const ownerEmail = () => owner.email;
const idTokenOf = (caller: Caller) =>
  caller === 'anonymous' ? null : { customer: owner, 'another customer': other, administrator: admin }[caller].idToken;

const table: Row[] = [
  { endpoint: 'GET /api/health', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.health) },
  { endpoint: 'GET /api/config', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.config) },
  { endpoint: 'GET /api/item', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.itemList) },
  {
    endpoint: 'GET /api/item?latest=1',
    expected: [200, 200, 200, 200],
    call: (api) => api.get(`${apiPaths.itemList}?latest=1`),
  },
  { endpoint: 'GET /api/item/{id}', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.item(item._id)) },
  {
    endpoint: 'POST /api/item',
    expected: [401, 403, 403, 201],
    call: (api) =>
      api.post(apiPaths.itemList, {
        name: 'Matrix item',
        image: 'https://example.com/a.png',
        short_description: 'x',
        min_order_quantity: 1,
        available_quantity: 1,
        price_per_unit: 1,
      }),
  },
  {
    endpoint: 'DELETE /api/item/{id}',
    expected: [401, 403, 403, 200],
    call: async (api) => api.delete(apiPaths.item((await suite.addItem(admin))._id)),
  },
  {
    endpoint: 'GET /api/admin/{own email}',
    expected: [401, 200, 403, 200],
    call: (api) => api.get(apiPaths.admin(ownerEmail())),
  },
  {
    endpoint: 'POST /api/order',
    expected: [401, 201, 201, 201],
    call: (api) =>
      api.post(apiPaths.orderList, { item: item._id, address: 'Order road 1', phone: '01700000000', quantity: 1 }),
  },
  {
    endpoint: 'GET /api/order?user={own email}',
    expected: [401, 200, 403, 200],
    call: (api) => api.get(`${apiPaths.orderList}?user=${encodeURIComponent(ownerEmail())}`),
  },
  {
    endpoint: 'GET /api/order (every order)',
    expected: [401, 403, 403, 200],
    call: (api) => api.get(apiPaths.orderList),
  },
  {
    endpoint: 'DELETE /api/order/{own order}',
    expected: [401, 200, 403, 200],
    call: async (api) => api.delete(apiPaths.order(await ownersOrder())),
  },
  { endpoint: 'GET /api/review', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.reviews) },
  {
    endpoint: 'GET /api/review?recent=1',
    expected: [200, 200, 200, 200],
    call: (api) => api.get(`${apiPaths.reviews}?recent=1`),
  },
  {
    endpoint: 'POST /api/review',
    expected: [401, 201, 201, 201],
    call: (api) => api.post(apiPaths.reviews, { rating: 4.5, description: 'Good' }),
  },
  { endpoint: 'GET /api/user', expected: [401, 403, 403, 200], call: (api) => api.get(apiPaths.users) },
  {
    endpoint: 'GET /api/user/{own email}',
    expected: [401, 200, 403, 200],
    call: (api) => api.get(apiPaths.user(ownerEmail())),
  },
  {
    endpoint: 'PUT /api/user/{own email} (profile)',
    expected: [401, 200, 403, 200],
    call: (api) => api.put(apiPaths.user(ownerEmail()), { location: 'Dhaka' }),
  },
  {
    endpoint: "PUT /api/user/{own email} (token exchange with the caller's Firebase token)",
    expected: [401, 200, 403, 403],
    call: (api, caller) => api.put(apiPaths.user(ownerEmail()), { email: ownerEmail() }, { token: idTokenOf(caller) }),
  },
  {
    endpoint: 'PUT /api/user/admin/{email}',
    expected: [401, 403, 403, 200],
    call: async (api) => {
      const target = await suite.login(`target${Math.random().toString(36).slice(2, 8)}`);
      return api.put(apiPaths.makeAdmin(target.email));
    },
  },
  {
    endpoint: "DELETE /api/user/admin/{email} (another user's role)",
    expected: [401, 403, 403, 200],
    call: async (api) => {
      const target = await suite.login(`revoked${Math.random().toString(36).slice(2, 8)}`);
      return api.delete(apiPaths.makeAdmin(target.email));
    },
  },
  {
    endpoint: 'PUT /api/user/disabled/{email} (another user)',
    expected: [401, 403, 403, 200],
    call: async (api) => {
      const target = await suite.login(`disabled${Math.random().toString(36).slice(2, 8)}`);
      return api.put(apiPaths.userStatus(target.email), { disabled: true });
    },
  },
  {
    endpoint: 'GET /api/review/manage',
    expected: [401, 403, 403, 200],
    call: (api) => api.get(apiPaths.manageReviews),
  },
  {
    endpoint: 'PUT /api/review/{id}/hidden',
    expected: [401, 403, 403, 200],
    call: async (api) => {
      const writer = await suite.login(`writer${Math.random().toString(36).slice(2, 8)}`);
      const posted = await writer.api.post<{ insertedId: string }>(apiPaths.reviews, { rating: 3, description: 'x' });
      return api.put(apiPaths.reviewVisibility(posted.body.insertedId), { hidden: true });
    },
  },
  {
    endpoint: 'POST /api/upload',
    expected: [401, 403, 403, 200],
    call: async (api) => api.request('POST', apiPaths.upload, { body: await freshPng() }),
  },
  { endpoint: 'GET /api/images/{name}', expected: [200, 200, 200, 200], call: (api) => api.get(imageUrl) },
  { endpoint: 'GET /api/openapi.json', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.openApi) },
  { endpoint: 'GET /api/docs', expected: [200, 200, 200, 200], call: (api) => api.get(apiPaths.docs) },
];

describe.each(table)('$endpoint', ({ expected, call }) => {
  it.each(callers.map((caller, i) => ({ caller, status: expected[i] as number })))(
    'answers $status to $caller',
    async ({ caller, status }) => {
      const response = await call(apiOf(caller), caller);
      expect(response.status, `${caller}: ${response.text.slice(0, 300)}`).toBe(status);
      if (status >= 400) expect(response.body).toMatchObject({ message: expect.any(String) });
    },
  );
});

it('refuses every write of a signed-out visitor without changing data', async () => {
  const before = await suite.api.get<Item>(apiPaths.item(item._id));
  await suite.api.post(apiPaths.orderList, {
    item: item._id,
    address: 'Order road 1',
    phone: '01700000000',
    quantity: 5,
  });
  await suite.api.delete(apiPaths.item(item._id));
  const after = await suite.api.get<Item>(apiPaths.item(item._id));
  expect(after.body).toEqual(before.body);
});
