// The API describes itself (OpenAPI + reference page) and answers with security headers and a
// request id; the built app's index.html carries the browser configuration.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { apiPaths, landingOnly } from '@storefront/shared';
import { useApiSuite } from './support/suite.ts';

const appDist = mkdtempSync(join(tmpdir(), 'app-dist-'));
writeFileSync(
  join(appDist, 'index.html'),
  `<!doctype html><html><head><title>Test app</title>${landingOnly.start}<link rel="modulepreload" href="/assets/Home-abc.js">${landingOnly.end}</head><body><div id="root"></div></body></html>`,
);
// A hashed asset with the compressed copies the app's build writes beside it.
const script = `console.log(${JSON.stringify('storefront '.repeat(200))});`;
mkdirSync(join(appDist, 'assets'));
writeFileSync(join(appDist, 'assets', 'main-abc123.js'), script);
writeFileSync(join(appDist, 'assets', 'main-abc123.js.br'), brotliCompressSync(script));
writeFileSync(join(appDist, 'assets', 'main-abc123.js.gz'), gzipSync(script));
afterAll(() => rmSync(appDist, { recursive: true, force: true }));
const suite = useApiSuite('openapi', {
  env: { APP_DIST: appDist, CONTACT_EMAIL: 'sales@computerclub.test', CORS_ORIGINS: 'https://shop.example.com' },
});

/** Every route of the contract (docs/architecture.md, requirements §7), with path parameters as {}. */
const routes = [
  'get /api/health',
  'get /api/config',
  'get /api/item',
  'post /api/item',
  'get /api/item/{}',
  'delete /api/item/{}',
  'get /api/admin/{}',
  'post /api/order',
  'get /api/order',
  'delete /api/order/{}',
  'get /api/review',
  'post /api/review',
  'get /api/review/manage',
  'put /api/review/{}/hidden',
  'get /api/user',
  'get /api/user/{}',
  'put /api/user/{}',
  'put /api/user/admin/{}',
  'delete /api/user/admin/{}',
  'put /api/user/disabled/{}',
  'post /api/upload',
  'get /api/images/{}',
  'get /api/addresses',
  'post /api/addresses',
  'put /api/addresses/{}',
  'delete /api/addresses/{}',
  'get /api/cart',
  'delete /api/cart',
  'put /api/cart/{}',
  'delete /api/cart/{}',
  'post /api/cart/lines',
  'post /api/cart/merge',
  'post /api/cart/preview',
  'post /api/builds/check',
  'get /api/builds',
  'post /api/builds',
  'get /api/builds/{}',
  'patch /api/builds/{}',
  'delete /api/builds/{}',
  'post /api/checkout',
  'post /api/checkout/quote',
  'get /api/delivery/rates',
  'put /api/delivery/rates',
  'get /api/purchases/{}',
  'post /api/purchases/{}/status',
  'get /api/purchases/{}/tax-invoice',
  'get /api/purchases/{}/tax-invoice.pdf',
  'get /api/order/{}/tax-invoice',
  'get /api/order/{}/tax-invoice.pdf',
  'post /api/order/{}/reorder',
  'post /api/purchases/{}/reorder',
  'post /api/quick-order',
];

interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  security?: Array<Record<string, string[]>>;
}
type OpenApi = {
  openapi: string;
  tags?: Array<{ name: string; description?: string }>;
  servers?: Array<{ url: string }>;
  paths: Record<string, Record<string, Operation>>;
};

describe('the API description', () => {
  it('lists every route in /api/openapi.json', async () => {
    const response = await suite.api.get<OpenApi>('/openapi.json');
    expect(response.status).toBe(200);
    expect(response.body.openapi).toMatch(/^3\./);
    const documented = Object.entries(response.body.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path.replace(/\{[^}]+\}/g, '{}')}`),
    );
    expect(documented).toEqual(expect.arrayContaining(routes));
  });

  it('marks the routes that need a token with bearer security', async () => {
    const { paths } = (await suite.api.get<OpenApi>('/openapi.json')).body;
    const normalized = Object.fromEntries(Object.entries(paths).map(([p, m]) => [p.replace(/\{[^}]+\}/g, '{}'), m]));
    for (const route of [
      'post /api/item',
      'delete /api/item/{}',
      'post /api/order',
      'delete /api/order/{}',
      'get /api/user',
      'post /api/upload',
    ]) {
      const [method, path] = route.split(' ') as [string, string];
      expect(normalized[path]?.[method]?.security, route).toEqual([{ bearer: [] }]);
    }
  });

  it('gives every operation a unique camelCase operationId, a summary, a description and declared tags', async () => {
    const document = (await suite.api.get<OpenApi>(apiPaths.openApi)).body;
    const declared = new Map((document.tags ?? []).map((tag) => [tag.name, tag.description]));
    expect([...declared.values()].every((description) => Boolean(description?.trim()))).toBe(true);
    expect(document.servers?.length).toBeGreaterThan(0);
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({ route: `${method} ${path}`, ...operation })),
    );
    expect(operations.length).toBeGreaterThanOrEqual(routes.length);
    for (const { route, operationId, summary, description, tags } of operations) {
      expect(operationId, route).toMatch(/^[a-z][A-Za-z]*$/);
      expect(summary?.trim(), route).toBeTruthy();
      expect(description?.trim(), route).toBeTruthy();
      expect(tags?.length, route).toBeGreaterThan(0);
      for (const tag of tags ?? []) expect(declared.has(tag), `${route}: tag ${tag}`).toBe(true);
    }
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('gives every operation its security, as its guard answers a call without a token', async () => {
    const { paths } = (await suite.api.get<OpenApi>(apiPaths.openApi)).body;
    for (const [path, methods] of Object.entries(paths))
      for (const [method, { security }] of Object.entries(methods)) {
        const route = `${method} ${path}`;
        expect(Array.isArray(security), route).toBe(true);
        // The path's parameters filled in (an address for an email, else a word), the API's base left to the client.
        const url = path
          .replace(/^\/api/, '')
          .replace(/\{email\}/g, 'someone@example.com')
          .replace(/\{[^}]+\}/g, 'x');
        const { status } = await suite.api.request(method.toUpperCase(), url, method === 'get' ? {} : { json: {} });
        // Public operations ([]) never ask for a token; the others answer 401 before reading anything.
        if (security?.length) expect(status, route).toBe(401);
        else expect(status, route).not.toBe(401);
      }
  });

  it('serves the API reference page as HTML at /api/docs', async () => {
    const response = await suite.api.get('/docs');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.text).toMatch(/swagger/i);
  });
});

describe('every answer', () => {
  it("carries an API's security headers on the API's answers", async () => {
    for (const path of ['/health', apiPaths.itemList, apiPaths.item('unknown0000'), '/no-such-route']) {
      const { headers } = await suite.api.get(path);
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(headers.get('strict-transport-security'), path).toBeTruthy();
      expect(headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      expect(headers.get('x-powered-by'), path).toBeNull();
    }
  });

  it("carries a document's security headers, with the app's CSP, on the app and the API reference", async () => {
    for (const path of ['/', '/login', '/api/docs']) {
      const response = await fetch(`${suite.url}${path}`);
      expect(response.status, path).toBe(200);
      const { headers } = response;
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('SAMEORIGIN');
      expect(headers.get('content-security-policy'), path).toMatch(/default-src 'self'/);
      expect(headers.get('referrer-policy'), path).toBeTruthy();
      expect(headers.get('strict-transport-security'), path).toBeTruthy();
      expect(headers.get('cross-origin-opener-policy'), path).toBe('same-origin-allow-popups');
      expect(headers.get('x-powered-by'), path).toBeNull();
    }
    const app = await fetch(`${suite.url}/`);
    expect(app.headers.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
    expect(app.headers.get('content-security-policy')).toMatch(
      /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com/,
    );
  });

  it('carries a unique x-request-id', async () => {
    const ids = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      const id = (await suite.api.get('/health')).headers.get('x-request-id');
      expect(id).toBeTruthy();
      ids.add(id as string);
    }
    expect(ids.size).toBe(5);
    const failed = await suite.api.get(apiPaths.item('unknown0000'));
    expect(failed.headers.get('x-request-id')).toBeTruthy();
  });

  it('allows only the origins of CORS_ORIGINS, exposing the total count and request id', async () => {
    const evil = await suite.api.get(apiPaths.itemList, { headers: { origin: 'https://evil.example.com' } });
    expect(evil.headers.get('access-control-allow-origin')).toBeNull();
    const shop = await suite.api.get(apiPaths.itemList, { headers: { origin: 'https://shop.example.com' } });
    expect(shop.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
    expect(shop.headers.get('access-control-expose-headers')?.toLowerCase()).toContain('x-total-count');
    const preflight = await suite.api.request('OPTIONS', apiPaths.orderList, {
      headers: {
        origin: 'https://shop.example.com',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('https://shop.example.com');
  });
});

describe('health, configuration and the app', () => {
  it('answers health once migrated', async () => {
    const response = await suite.api.get('/health');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ ok: true });
  });

  it("answers the browser configuration, with the Auth emulator and the store's time zone", async () => {
    const response = await suite.api.get('/config');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      firebase: { apiKey: 'demo-api-key', authDomain: 'demo-storefront.firebaseapp.com', projectId: 'demo-storefront' },
      authEmulatorUrl: `http://${suite.emulator.host}`,
      contactEmail: 'sales@computerclub.test',
      // STORE_TIME_ZONE's default: administrators' screens show times there, as the CSV export does.
      timeZone: 'Asia/Dhaka',
      vatRateDefault: 15,
      // Payments (requirements §18): no gateway is configured here.
      payment_methods: ['cod'],
      cod_advance_above: 20000,
    });
  });

  it('inlines the same configuration in index.html for every app route', async () => {
    const config = (await suite.api.get('/config')).body;
    for (const path of ['/', '/dashboard/my-orders', '/purchase/abc']) {
      const response = await fetch(`${suite.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      const html = await response.text();
      const match = /<script id="app-config" type="application\/json">(.*?)<\/script>/s.exec(html);
      expect(match, path).not.toBeNull();
      expect(JSON.parse((match as RegExpExecArray)[1] as string)).toEqual(config);
    }
  });

  // node:http, because fetch asks for compression itself and hides what was sent.
  const get = (path: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
      const headers = acceptEncoding ? { 'accept-encoding': acceptEncoding } : {};
      request(`${suite.url}${path}`, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ headers: response.headers, body: Buffer.concat(chunks) }));
      })
        .on('error', reject)
        .end();
    });

  it('sends the precompressed copy of an asset the browser accepts, cached for a year', async () => {
    const asset = (acceptEncoding?: string) => get('/assets/main-abc123.js', acceptEncoding);
    const brotli = await asset('gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotli.body.length).toBeLessThan(script.length / 4);
    const gzip = await asset('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    const plain = await asset();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('compresses the app page for a browser that accepts it', async () => {
    const plain = await get('/login');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('<div id="root">');
    const brotli = await get('/login', 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.body).toString()).toBe(plain.body.toString());
    const gzip = await get('/', 'gzip;q=1, br;q=0');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe((await get('/')).body.toString());
  });

  it("preloads the landing page's code on the landing page only", async () => {
    for (const path of ['/', '/home', '/index.html']) {
      const html = await (await fetch(`${suite.url}${path}`)).text();
      expect(html, path).toContain('<link rel="modulepreload" href="/assets/Home-abc.js">');
      expect(html, path).not.toContain(landingOnly.start);
    }
    for (const path of ['/login', '/dashboard/my-orders', '/purchase/abc', '/homework']) {
      const html = await (await fetch(`${suite.url}${path}`)).text();
      expect(html, path).not.toContain('Home-abc.js');
      expect(html, path).toContain('<div id="root">');
    }
  });

  it('answers unknown API paths with JSON 404, not the app', async () => {
    const response = await suite.api.get('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/json/);
  });
});
