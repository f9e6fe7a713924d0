// Item 1 of issue 6: the permission matrix. Every route of /api/openapi.json, called by an anonymous
// visitor, the customer who owns the data, another customer, an administrator and the token of a
// deleted user (an administrator whose row was removed), answers what the permission table says.
// The route list comes from the document: a documented route without a rule fails the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Item } from '@storefront/shared';
import type { Api, ApiResponse } from '../test/support/api.ts';
import type { SignedIn } from '../test/support/login.ts';
import { deleteUser } from './support/db-state.ts';
import { freshPng, imageForm } from './support/images.ts';
import { startStack, type Stack } from './support/stack.ts';

type Caller = 'anonymous' | 'customer' | 'another customer' | 'administrator' | 'deleted user';
const callers: Caller[] = ['anonymous', 'customer', 'another customer', 'administrator', 'deleted user'];

/**
 * public: everyone; signed-in: any signed-in user; own: the customer's own data (an administrator
 * may act on anyone's); admin: administrators only; exchange: the token exchange, proven by the
 * caller's Firebase ID token for the path's email.
 */
type Access = 'public' | 'signed-in' | 'own' | 'admin' | 'exchange';

interface Case {
  name: string;
  access: Access;
  /** The status of an allowed call. */
  ok: number;
  call(api: Api, caller: Caller): Promise<ApiResponse>;
}

function expectedStatus(access: Access, ok: number, caller: Caller): number {
  if (access === 'public') return ok;
  if (caller === 'anonymous' || caller === 'deleted user') return 401;
  if (access === 'signed-in') return ok;
  if (access === 'admin') return caller === 'administrator' ? ok : 403;
  if (access === 'own') return caller === 'another customer' ? 403 : ok;
  return caller === 'customer' ? ok : 403;
}

let stack: Stack;
let admin: SignedIn;
let owner: SignedIn;
let other: SignedIn;
let ghost: SignedIn;
let item: Item;
let imageUrl: string;
let targets = 0;

const signedIn = (caller: Caller): SignedIn | undefined =>
  ({ anonymous: undefined, customer: owner, 'another customer': other, administrator: admin, 'deleted user': ghost })[
    caller
  ];
const apiOf = (caller: Caller): Api => signedIn(caller)?.api ?? stack.api;

async function ownersOrder(): Promise<string> {
  const placed = await owner.api.post<{ insertedId: string }>(apiPaths.orders, {
    item: item._id,
    address: 'Matrix road 1',
    phone: '017',
    quantity: 1,
  });
  if (placed.status !== 201) throw new Error(`placing the owner's order answered ${placed.status}: ${placed.text}`);
  return placed.body.insertedId;
}

/** The permission table, keyed by the OpenAPI document's "METHOD /path". */
const rules: Record<string, Case[]> = {
  'GET /api/health': [{ name: 'health', access: 'public', ok: 200, call: (api) => api.get('/health') }],
  'GET /api/config': [{ name: 'browser config', access: 'public', ok: 200, call: (api) => api.get('/config') }],
  'GET /api/item': [
    { name: 'every item', access: 'public', ok: 200, call: (api) => api.get(apiPaths.items) },
    { name: 'latest items', access: 'public', ok: 200, call: (api) => api.get(`${apiPaths.items}?latest=1`) },
  ],
  'GET /api/item/{id}': [
    { name: 'one item', access: 'public', ok: 200, call: (api) => api.get(apiPaths.item(item._id)) },
  ],
  'POST /api/item': [
    {
      name: 'add an item',
      access: 'admin',
      ok: 201,
      call: (api) =>
        api.post(apiPaths.items, {
          name: 'Matrix item',
          image: 'https://example.com/a.png',
          short_description: 'Added by the permission matrix',
          min_order_quantity: 1,
          available_quantity: 5,
          price_per_unit: 10,
        }),
    },
  ],
  'DELETE /api/item/{id}': [
    {
      name: 'delete an item',
      access: 'admin',
      ok: 200,
      call: async (api) => api.delete(apiPaths.item((await stack.addItem(admin))._id)),
    },
  ],
  'POST /api/order': [
    {
      name: 'place an order',
      access: 'signed-in',
      ok: 201,
      call: (api) => api.post(apiPaths.orders, { item: item._id, address: 'Matrix road 2', phone: '018', quantity: 1 }),
    },
  ],
  'GET /api/order': [
    {
      name: "the customer's orders",
      access: 'own',
      ok: 200,
      call: (api) => api.get(`${apiPaths.orders}?user=${encodeURIComponent(owner.email)}`),
    },
    { name: 'every order', access: 'admin', ok: 200, call: (api) => api.get(apiPaths.orders) },
  ],
  'DELETE /api/order/{id}': [
    {
      name: "the customer's order",
      access: 'own',
      ok: 200,
      call: async (api) => api.delete(apiPaths.order(await ownersOrder())),
    },
  ],
  'GET /api/review': [
    { name: 'every review', access: 'public', ok: 200, call: (api) => api.get(apiPaths.reviews) },
    { name: 'recent reviews', access: 'public', ok: 200, call: (api) => api.get(`${apiPaths.reviews}?recent=1`) },
  ],
  'POST /api/review': [
    {
      name: 'post a review',
      access: 'signed-in',
      ok: 201,
      call: (api) => api.post(apiPaths.reviews, { rating: 4.2, description: 'Matrix review' }),
    },
  ],
  'GET /api/user': [{ name: 'every user', access: 'admin', ok: 200, call: (api) => api.get(apiPaths.users) }],
  'GET /api/user/{email}': [
    { name: "the customer's profile", access: 'own', ok: 200, call: (api) => api.get(apiPaths.user(owner.email)) },
  ],
  'PUT /api/user/{email}': [
    {
      name: "update the customer's profile",
      access: 'own',
      ok: 200,
      call: (api) => api.put(apiPaths.user(owner.email), { location: 'Dhaka' }),
    },
    {
      // Each caller proves itself with its own Firebase ID token (the deleted user with the access token it holds).
      name: "token exchange for the customer's email",
      access: 'exchange',
      ok: 200,
      call: (api, caller) => {
        const who = signedIn(caller);
        const token = caller === 'deleted user' ? who?.token : who?.idToken;
        return api.put(apiPaths.user(owner.email), { email: owner.email }, { token: token ?? null });
      },
    },
  ],
  'PUT /api/user/admin/{email}': [
    {
      name: 'make a user admin',
      access: 'admin',
      ok: 200,
      call: async (api) => {
        targets += 1;
        const target = await stack.login(`target${targets}`);
        return api.put(apiPaths.makeAdmin(target.email));
      },
    },
  ],
  'GET /api/admin/{email}': [
    {
      name: "the customer's admin status",
      access: 'own',
      ok: 200,
      call: (api) => api.get(apiPaths.admin(owner.email)),
    },
  ],
  'POST /api/upload': [
    {
      name: 'upload an image',
      access: 'admin',
      ok: 200,
      call: async (api) => api.request('POST', apiPaths.upload, { body: imageForm(await freshPng()) }),
    },
  ],
  'GET /api/images/{name}': [
    { name: 'an uploaded image', access: 'public', ok: 200, call: (api) => api.get(imageUrl) },
  ],
};

/** Public routes the document leaves out on purpose (the document itself and its viewer). */
const undocumented: Record<string, Case[]> = {
  'GET /api/openapi.json': [
    { name: 'the API document', access: 'public', ok: 200, call: (api) => api.get('/openapi.json') },
  ],
  'GET /api/docs': [{ name: 'the API reference page', access: 'public', ok: 200, call: (api) => api.get('/docs') }],
};

beforeAll(async () => {
  stack = await startStack({ file: 'permissions', kind: 'sqlite', admins: ['ghost'] });
  admin = await stack.login('admin');
  owner = await stack.login('owner');
  other = await stack.login('other');
  ghost = await stack.login('ghost');
  // The ghost was an administrator; its row is gone, its token must open nothing.
  expect((await ghost.api.get(apiPaths.users)).status).toBe(200);
  await deleteUser(stack.database.url, ghost.email);
  item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 100_000 });
  const uploaded = await admin.api.request<{ data: { url: string } }>('POST', apiPaths.upload, {
    body: imageForm(await freshPng()),
  });
  expect(uploaded.status, uploaded.text).toBe(200);
  imageUrl = uploaded.body.data.url;
});

afterAll(async () => {
  await stack?.stop();
});

async function documentedRoutes(): Promise<string[]> {
  const doc = await stack.api.get<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
  expect(doc.status).toBe(200);
  const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
  return Object.entries(doc.body.paths).flatMap(([path, operations]) =>
    Object.keys(operations)
      .filter((m) => methods.includes(m))
      .map((m) => `${m.toUpperCase()} ${path}`),
  );
}

describe('the permission table', () => {
  it('has a rule for every route of the OpenAPI document', async () => {
    const documented = await documentedRoutes();
    expect(documented.length).toBeGreaterThan(10);
    expect(
      documented.filter((route) => !(route in rules)),
      'documented routes without a rule',
    ).toEqual([]);
  });

  it('has no rule for a route the document does not list', async () => {
    const documented = new Set(await documentedRoutes());
    expect(
      Object.keys(rules).filter((route) => !documented.has(route)),
      'rules of undocumented routes',
    ).toEqual([]);
  });
});

const cases = Object.entries({ ...rules, ...undocumented }).flatMap(([route, list]) =>
  list.map((c) => ({ route, ...c })),
);

describe.each(cases)('$route ($name, $access)', ({ access, ok, call }) => {
  it.each(callers.map((caller) => ({ caller, status: expectedStatus(access, ok, caller) })))(
    'answers $status to $caller',
    async ({ caller, status }) => {
      const response = await call(apiOf(caller), caller);
      expect(response.status, `${caller}: ${response.text.slice(0, 300)}`).toBe(status);
      if (status >= 400) expect(response.body).toMatchObject({ message: expect.any(String) });
    },
  );
});

it('keeps the deleted user deleted: none of its calls brought its row back', async () => {
  const users = await admin.api.get<{ email: string }[]>(apiPaths.users);
  expect(users.body.map((u) => u.email)).not.toContain(ghost.email);
});
