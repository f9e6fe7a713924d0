// The server's routes under /api and shared's table of paths (apiPaths) are one list: every route the
// app registers there comes from the table, and every entry of the table is registered, so the
// client's URLs and the server's routes cannot drift apart.
import { API_BASE, apiPaths } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import { openDatabase, type Db } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';

/**
 * The routes Fastify's printRoutes draws as a tree ("│   ├── api/order (POST, GET, HEAD)", a child
 * line's text continuing its parent's path), as "METHOD /path" without the implied HEAD.
 */
function registeredRoutes(tree: string): string[] {
  const routes: string[] = [];
  const parents: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^([│ ]*)[├└]── (.+) \(([A-Z, ]+)\)$/.exec(line);
    if (!match) continue;
    const [, indent = '', segment = '', methods = ''] = match;
    const depth = indent.length / 4;
    const path = (parents[depth - 1] ?? '') + segment;
    parents[depth] = path;
    for (const method of methods.split(', ')) if (method !== 'HEAD') routes.push(`${method} ${path}`);
  }
  return routes;
}

describe('the table of API paths', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = openDatabase('sqlite::memory:');
    await migrateToLatest(db);
    app = await buildApp(parseConfig({ APP_DIST: '/nonexistent-app-dist' }), db, { logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await db.destroy();
  });

  const table = Object.values(apiPaths).map((entry) => `${API_BASE}${typeof entry === 'string' ? entry : entry.route}`);
  // The API reference page's own files and its catch-all ('/api/docs/static/...', '/api/docs*'),
  // which the swagger-ui plugin registers under `docs`.
  const docs = `${API_BASE}${apiPaths.docs}`;
  const isDocsFile = (path: string) => path.startsWith(docs) && path !== docs;

  it('reads the routes as Fastify registered them', () => {
    const routes = registeredRoutes(app.printRoutes({ commonPrefix: false }));
    expect(routes).toContain('GET /api/orders.csv');
    expect(routes).toContain('POST /api/item/:id/stock');
    expect(routes).toContain('GET /sitemap-items-:page.xml');
  });

  it('has every route the server registers under /api', () => {
    const api = registeredRoutes(app.printRoutes({ commonPrefix: false }))
      .map((route) => route.split(' ')[1] ?? '')
      .filter((path) => path.startsWith(`${API_BASE}/`) && !isDocsFile(path));
    expect(api.length).toBeGreaterThan(40);
    expect(api.filter((path) => !table.includes(path))).toEqual([]);
  });

  it('has no entry the server does not register', () => {
    const registered = new Set(registeredRoutes(app.printRoutes({ commonPrefix: false })).map((r) => r.split(' ')[1]));
    expect(table.filter((path) => !registered.has(path))).toEqual([]);
    expect(new Set(table).size).toBe(table.length);
  });
});
