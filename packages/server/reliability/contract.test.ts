// The API contract (docs/security.md, The contract): every answer the API gives is in its own
// OpenAPI document, with the status listed for its operation and a body that validates against
// that status's schema. The calls are the permission table's (every route, every caller), the
// refusals a client meets (invalid bodies, unknown ids, malformed bodies of every content type,
// conflicts, limits), each checked with Ajv against /api/openapi.json. Before, no error answer
// (400 with field messages, 401, 403, 404, 409, 413, 415, 429) was described.
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import type { Api, ApiResponse } from '@storefront/devstack/api';
import { deleteUser } from './support/db-state.ts';
import { freshPng, imageForm } from './support/images.ts';
import { apiOf, callersOf, documentedRules, setUpCompanies, type PermissionWorld } from './support/permission-table.ts';
import { startStack } from './support/stack.ts';

type Schema = Record<string, unknown>;
type OpenApi = {
  paths: Record<
    string,
    Record<string, { responses: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
};

interface Seen {
  method: string;
  path: string;
  status: number;
  contentType: string;
  text: string;
}

/** An Api whose every answer is recorded in `seen`. */
function recording(api: Api, seen: Seen[]): Api {
  const request: Api['request'] = async (method, path, options) => {
    const response = await api.request(method, path, options);
    const url = new URL(path.startsWith('http') ? path : `http://x${path.startsWith('/api/') ? '' : '/api'}${path}`);
    seen.push({
      method,
      path: url.pathname,
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: response.text,
    });
    return response as ApiResponse<never>;
  };
  return {
    ...api,
    request,
    get: (path, options) => request('GET', path, options),
    post: (path, json, options) => request('POST', path, { ...options, json }),
    put: (path, json, options) => request('PUT', path, { ...options, json }),
    delete: (path, options) => request('DELETE', path, options),
  } as Api;
}

describe('the API contract', () => {
  const world = {} as PermissionWorld;
  const rules = documentedRules(world);
  const seen: Seen[] = [];
  let document: OpenApi;

  beforeAll(async () => {
    const stack = (world.stack = await startStack({
      file: 'contract',
      kind: 'sqlite',
      admins: ['ghost'],
      env: { REVIEWS_PER_DAY: '3', STOCK_SHARE_PERCENT: '50' },
    }));
    world.admin = await stack.login('admin');
    world.owner = await stack.login('owner');
    world.other = await stack.login('other');
    world.ghost = await stack.login('ghost');
    await deleteUser(stack.database.url, world.ghost.email);
    world.item = await stack.addItem(world.admin, { min_order_quantity: 1, available_quantity: 100_000 });
    const uploaded = await world.admin.api.request<{ data: { url: string } }>('POST', apiPaths.upload, {
      body: imageForm(await freshPng()),
    });
    world.imageUrl = uploaded.body.data.url;
    await setUpCompanies(world);
    document = (await stack.api.get<OpenApi>('/openapi.json')).body;
    // From here on every answer is recorded.
    for (const who of [world.admin, world.owner, world.other, world.ghost, world.company.approver, world.company.buyer])
      who.api = recording(who.api, seen);
    stack.api = recording(stack.api, seen);
  });

  afterAll(() => world.stack?.stop());

  it('describes every answer: the permission table, every route as every caller', async () => {
    for (const list of Object.values(rules))
      for (const c of list) for (const caller of callersOf(c.access)) await c.call(apiOf(world, caller), caller);
    expect(seen.length).toBeGreaterThan(80);
  });

  it('describes every answer: the refusals a client meets', async () => {
    const { admin, owner, item } = world;
    const api = world.stack.api;
    // 400 with field messages, 404, 409, 413, 415, 429.
    await owner.api.post(apiPaths.orderList, { item: item._id, quantity: 0, address: '', phone: '' });
    const where = { address: 'Contract road 1', phone: '01700000000' };
    await owner.api.post(apiPaths.orderList, { item: item._id, quantity: 99_999, ...where });
    await owner.api.post(apiPaths.orderList, { item: 'no-such-item', quantity: 1, ...where });
    await owner.api.delete(apiPaths.order('no-such-order'));
    await api.get(apiPaths.item('no-such-item'));
    await api.get(`${apiPaths.reviews}?before=no-such-review`);
    await api.get(`${apiPaths.reviews}?limit=0`);
    await admin.api.post(apiPaths.itemList, { name: '' });
    await admin.api.delete(apiPaths.makeAdmin(admin.email));
    await admin.api.put(apiPaths.userStatus(admin.email), { disabled: true });
    await admin.api.put(apiPaths.userStatus(owner.email), { disabled: 'yes' });
    await admin.api.put(apiPaths.reviewVisibility('no-such-review'), { hidden: true });
    await admin.api.request('POST', apiPaths.itemList, { body: 'a=1', headers: { 'content-type': 'text/plain' } });
    await admin.api.request('POST', apiPaths.itemList, { body: '{', headers: { 'content-type': 'application/json' } });
    await admin.api.request('POST', apiPaths.itemList, {
      body: JSON.stringify({ name: 'x'.repeat(1_100_000) }),
      headers: { 'content-type': 'application/json' },
    });
    await admin.api.request('POST', apiPaths.upload, {
      body: '{',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
    });
    await admin.api.request('POST', apiPaths.upload, { body: imageForm(Buffer.from('not an image')) });
    for (let i = 0; i < 4; i++) await world.other.api.post(apiPaths.reviews, { rating: 4, description: `r${i}` });
    await api.put(apiPaths.user(owner.email), { email: owner.email }, { token: 'not-a-firebase-token' });
    // An unverified account past its limit (403), and a checkout key used for another body (409).
    const free = await world.stack.login('unverified', { emailVerified: false });
    free.api = recording(free.api, seen);
    const deliverTo = { address: 'House 5, Road 5, Dhaka', phone: '+8801700000005' };
    const line = (quantity: number) => ({ item: item._id, quantity, unit_price: item.price_per_unit });
    expect((await free.api.post(apiPaths.orderList, { item: item._id, quantity: 2, ...deliverTo })).status).toBe(403);
    const unverified = await withDelivery(free.api, { key: 'contract-unverified', ...deliverTo, lines: [line(2)] });
    expect((await free.api.post(apiPaths.checkout, unverified)).status).toBe(403);
    const first = await withDelivery(owner.api, { key: 'contract-key-1', ...deliverTo, lines: [line(1)] });
    expect((await owner.api.post(apiPaths.checkout, first)).status).toBe(201);
    expect((await owner.api.post(apiPaths.checkout, { ...first, lines: [line(2)] })).status).toBe(409);
    const statuses = new Set(seen.map((s) => s.status));
    for (const status of [400, 401, 403, 404, 409, 413, 415, 429])
      expect(statuses, `no ${status} seen`).toContain(status);
  });

  it('finds no difference between the answers and the document', () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    // A static path wins over a template that would also match it (/api/order/status, not /api/order/{id}).
    const operations = Object.entries(document.paths)
      .map(([template, ops]) => ({
        pattern: new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`),
        params: (template.match(/\{/g) ?? []).length,
        ops,
      }))
      .sort((a, b) => a.params - b.params);
    const differences: string[] = [];
    for (const answer of seen) {
      const what = `${answer.method} ${answer.path} -> ${answer.status}`;
      const operation = operations.find((o) => o.pattern.test(answer.path) && o.ops[answer.method.toLowerCase()])?.ops[
        answer.method.toLowerCase()
      ];
      if (!operation) {
        // The document leaves out itself and its viewer on purpose.
        if (!/^\/api\/(openapi\.json|docs)/.test(answer.path)) differences.push(`${what}: no such operation`);
        continue;
      }
      const response = operation.responses[String(answer.status)];
      if (!response) {
        differences.push(`${what}: status not documented`);
        continue;
      }
      const schema = response.content?.['application/json']?.schema;
      if (!schema || !answer.contentType.startsWith('application/json')) continue;
      const validate = ajv.compile(schema);
      if (!validate(JSON.parse(answer.text)))
        differences.push(`${what}: ${ajv.errorsText(validate.errors)} in ${answer.text.slice(0, 200)}`);
    }
    expect([...new Set(differences)]).toEqual([]);
  });
});
