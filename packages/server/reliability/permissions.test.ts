// The permission matrix. Every route of /api/openapi.json, called by an anonymous
// visitor, the customer who owns the data, another customer, an administrator and the token of a
// deleted user (an administrator whose row was removed), answers what the permission table
// (support/permission-table.ts) says, on SQLite and on PostgreSQL: the guards load the caller's
// row and role from the database on every request. The route list comes from the document: a
// documented route without a rule fails the suite.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import { deleteUser } from './support/db-state.ts';
import { freshPng, imageForm } from './support/images.ts';
import {
  apiOf,
  callersOf,
  documentedRules,
  expectedStatus,
  setUpCompanies,
  undocumentedRules,
  type PermissionWorld,
} from './support/permission-table.ts';
import { databases, startStack } from './support/stack.ts';

describe.each(databases())('on $kind', ({ kind, skip }) => {
  // Filled in by beforeAll; the table's calls read it when they run.
  const world = {} as PermissionWorld;
  const rules = documentedRules(world);

  beforeAll(async () => {
    if (skip) return;
    const stack = (world.stack = await startStack({ file: 'permissions', kind, admins: ['ghost'] }));
    world.admin = await stack.login('admin');
    world.owner = await stack.login('owner');
    world.other = await stack.login('other');
    world.ghost = await stack.login('ghost');
    // The ghost was an administrator; its row is gone, its token must open nothing.
    expect((await world.ghost.api.get(apiPaths.users)).status).toBe(200);
    await deleteUser(stack.database.url, world.ghost.email);
    world.item = await stack.addItem(world.admin, { min_order_quantity: 1, available_quantity: 100_000 });
    const uploaded = await world.admin.api.request<{ data: { url: string } }>('POST', apiPaths.upload, {
      body: imageForm(await freshPng()),
    });
    expect(uploaded.status, uploaded.text).toBe(200);
    world.imageUrl = uploaded.body.data.url;
    await setUpCompanies(world);
  });

  afterAll(async () => {
    await world.stack?.stop();
  });

  async function documentedRoutes(): Promise<string[]> {
    const doc = await world.stack.api.get<{ paths: Record<string, Record<string, unknown>> }>('/openapi.json');
    expect(doc.status).toBe(200);
    const methods = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
    return Object.entries(doc.body.paths).flatMap(([path, operations]) =>
      Object.keys(operations)
        .filter((m) => methods.includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
  }

  describe('the permission table', () => {
    it.skipIf(skip)('has a rule for every route of the OpenAPI document', async () => {
      const documented = await documentedRoutes();
      expect(documented.length).toBeGreaterThan(10);
      expect(
        documented.filter((route) => !(route in rules)),
        'documented routes without a rule',
      ).toEqual([]);
    });

    it.skipIf(skip)('has no rule for a route the document does not list', async () => {
      const documented = new Set(await documentedRoutes());
      expect(
        Object.keys(rules).filter((route) => !documented.has(route)),
        'rules of undocumented routes',
      ).toEqual([]);
    });
  });

  const cases = Object.entries({ ...rules, ...undocumentedRules }).flatMap(([route, list]) =>
    list.map((c) => ({ route, ...c })),
  );

  describe.each(cases)('$route ($name, $access)', ({ access, ok, call }) => {
    it.skipIf(skip).each(callersOf(access).map((caller) => ({ caller, status: expectedStatus(access, ok, caller) })))(
      'answers $status to $caller',
      async ({ caller, status }) => {
        const response = await call(apiOf(world, caller), caller);
        expect(response.status, `${caller}: ${response.text.slice(0, 300)}`).toBe(status);
        if (status >= 400) expect(response.body).toMatchObject({ message: expect.any(String) });
      },
    );
  });

  it.skipIf(skip)('keeps the deleted user deleted: none of its calls brought its row back', async () => {
    const users = await world.admin.api.get<{ email: string }[]>(apiPaths.users);
    expect(users.body.map((u) => u.email)).not.toContain(world.ghost.email);
  });
});
