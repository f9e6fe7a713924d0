// Links never come from the request (issue 29, item 4; docs/security.md, Configuration): every
// route that writes absolute links (robots.txt, the sitemaps, home's, the catalog's and an item's
// page in either language with their hreflang alternates, the order emails) writes PUBLIC_ORIGIN's,
// or without it the address the server listens on, whatever Host, X-Forwarded-Host or
// X-Forwarded-Proto a client sends, even from an address TRUST_PROXY trusts. A request with two
// Host headers is a 400. Before, a forged Host went into robots.txt (cached publicly for an hour),
// the sitemap and the pages' canonical tags.
// SQLite only: the links come from the configuration, never from the database.
import { request as httpRequest } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Item } from '@storefront/shared';
import { hostMessages } from '../src/http/host-header.ts';
import type { SignedIn } from '@storefront/devstack/login';
import { startMailCatcher, type MailCatcher } from '@storefront/devstack/mail-catcher';
import { startStack, type Stack } from './support/stack.ts';

const EVIL = 'evil.example';

// A built app's index.html in miniature, with the markers the server writes an item's head between.
const appDist = mkdtempSync(join(tmpdir(), 'hosts-app-'));
writeFileSync(
  join(appDist, 'index.html'),
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><!--seo--><title>Default</title><!--/seo--></head><body><div id="root"></div></body></html>`,
);

interface Answer {
  status: number;
  text: string;
  headers: Record<string, string | string[] | undefined>;
}

/**
 * A request with exactly these headers (Node's raw list: name, value, name, value...), Host
 * included: fetch cannot forge a Host, nor send two.
 */
function send(url: string, method: string, path: string, rawHeaders: string[], body?: unknown): Promise<Answer> {
  const { hostname, port } = new URL(url);
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers = payload
    ? [...rawHeaders, 'content-type', 'application/json', 'content-length', String(Buffer.byteLength(payload))]
    : rawHeaders;
  return new Promise((resolve, reject) => {
    const req = httpRequest({ hostname, port, method, path, headers, setHost: false }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text, headers: res.headers }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}

/** The ways a client may try to choose the links' host. */
const forgeries: Record<string, (realHost: string) => string[]> = {
  'a forged Host': () => ['host', EVIL],
  'a forged X-Forwarded-Host and X-Forwarded-Proto': (realHost) => [
    'host',
    realHost,
    'x-forwarded-host',
    EVIL,
    'x-forwarded-proto',
    'gopher',
  ],
  'a forged Host and X-Forwarded-Host': () => ['host', `${EVIL}:8443`, 'x-forwarded-host', `${EVIL}:8443`],
};

/** Every absolute http(s) link in `text` but the vocabularies the pages cite and the app's Auth emulator. */
function ownLinks(text: string, emulatorHost: string): string[] {
  return (text.match(/https?:\/\/[^\s"'<>]+/g) ?? []).filter(
    (link) =>
      !/^https?:\/\/(schema\.org|www\.sitemaps\.org|www\.w3\.org)(\/|$)/.test(link) &&
      !link.startsWith(`http://${emulatorHost}`),
  );
}

describe.each<{ name: string; env: Record<string, string>; origin: (stack: Stack) => string }>([
  {
    name: 'without PUBLIC_ORIGIN, trusting every address (TRUST_PROXY=true, outside production)',
    env: { TRUST_PROXY: 'true' },
    origin: (stack: Stack) => stack.url,
  },
  {
    name: 'without PUBLIC_ORIGIN, behind a trusted balancer (TRUST_PROXY=127.0.0.1)',
    env: { TRUST_PROXY: '127.0.0.1' },
    origin: (stack: Stack) => stack.url,
  },
  {
    name: 'with PUBLIC_ORIGIN, trusting every address (TRUST_PROXY=true, outside production)',
    env: { PUBLIC_ORIGIN: 'https://shop.example.com', TRUST_PROXY: 'true' },
    origin: () => 'https://shop.example.com',
  },
])('links $name', ({ env, origin: originOf }) => {
  let stack: Stack;
  let catcher: MailCatcher;
  let admin: SignedIn;
  let buyer: SignedIn;
  let item: Item;
  let origin: string;
  let realHost: string;

  beforeAll(async () => {
    catcher = await startMailCatcher();
    stack = await startStack({
      file: 'hosts',
      kind: 'sqlite',
      env: { ...env, APP_DIST: appDist, SMTP_URL: catcher.smtpUrl },
    });
    origin = originOf(stack);
    realHost = new URL(stack.url).host;
    admin = await stack.login('admin');
    buyer = await stack.login('buyer');
    item = await stack.addItem(admin, {
      name: 'Club Host Test Drive',
      image: '/api/images/host.webp',
      min_order_quantity: 1,
    });
  });

  afterAll(async () => {
    await stack?.stop();
    await catcher?.stop();
  });

  const pages = () => ({
    '/robots.txt': [`Sitemap: ${origin}/sitemap.xml`],
    '/sitemap.xml': [
      `<loc>${origin}/items/${item._id}</loc>`,
      `<loc>${origin}/</loc>`,
      `<loc>${origin}/bn/items/${item._id}</loc>`,
      `hreflang="bn" href="${origin}/bn/"`,
    ],
    '/sitemap-pages.xml': [`<loc>${origin}/items</loc>`, `<loc>${origin}/bn/items</loc>`],
    '/sitemap-items-1.xml': [`<loc>${origin}/items/${item._id}</loc>`, `<loc>${origin}/bn/items/${item._id}</loc>`],
    // Home and the catalog's pages in both languages (requirements §16): canonical and hreflang links.
    '/': [`<link rel="canonical" href="${origin}/" />`, `hreflang="bn" href="${origin}/bn/"`],
    '/bn/': [`<link rel="canonical" href="${origin}/bn/" />`, `hreflang="en" href="${origin}/"`],
    '/items': [`<link rel="canonical" href="${origin}/items" />`, `hreflang="bn" href="${origin}/bn/items"`],
    '/bn/items': [`<link rel="canonical" href="${origin}/bn/items" />`, `hreflang="x-default" href="${origin}/items"`],
    [`/items/${item._id}`]: [
      `<link rel="canonical" href="${origin}/items/${item._id}" />`,
      `<meta property="og:image" content="${origin}/api/images/host.webp" />`,
      `hreflang="bn" href="${origin}/bn/items/${item._id}"`,
    ],
    [`/bn/items/${item._id}`]: [
      `<link rel="canonical" href="${origin}/bn/items/${item._id}" />`,
      `<meta property="og:image" content="${origin}/api/images/host.webp" />`,
      `hreflang="en" href="${origin}/items/${item._id}"`,
    ],
  });

  it('are the same without a forgery', async () => {
    for (const [path, expected] of Object.entries(pages())) {
      const answer = await send(stack.url, 'GET', path, ['host', realHost]);
      expect(answer.status, path).toBe(200);
      for (const text of expected) expect(answer.text, path).toContain(text);
      for (const link of ownLinks(answer.text, stack.emulator.host))
        expect(link.startsWith(`${origin}/`), `${path}: ${link}`).toBe(true);
    }
  });

  for (const [forgery, headers] of Object.entries(forgeries)) {
    it(`ignore ${forgery} on every page that writes links`, async () => {
      for (const [path, expected] of Object.entries(pages())) {
        const answer = await send(stack.url, 'GET', path, headers(realHost));
        expect(answer.status, path).toBe(200);
        expect(answer.text, path).not.toContain(EVIL);
        expect(answer.text, path).not.toContain('gopher');
        for (const text of expected) expect(answer.text, path).toContain(text);
        for (const link of ownLinks(answer.text, stack.emulator.host))
          expect(link.startsWith(`${origin}/`), `${path}: ${link}`).toBe(true);
      }
    });
  }

  it('ignore the Host of the request that made an order email', async () => {
    const placed = await send(
      stack.url,
      'POST',
      `/api${apiPaths.orderList}`,
      ['host', EVIL, 'x-forwarded-host', EVIL, 'x-forwarded-proto', 'gopher', 'authorization', `Bearer ${buyer.token}`],
      { item: item._id, address: 'House 9, Road 2, Banani, Dhaka', phone: '01711000009', quantity: 1 },
    );
    expect(placed.status, placed.text).toBe(201);
    const id = (JSON.parse(placed.text) as { insertedId: string }).insertedId;
    const mail = await catcher.waitFor((m) => m.to.includes(buyer.email) && m.html.includes(id));
    expect(mail.html).toContain(`${origin}/dashboard/orders/${id}`);
    expect(mail.html + mail.text).not.toContain(EVIL);
    expect(mail.html + mail.text).not.toContain('gopher');
  });

  it('are refused with 400 when a request carries two Host headers, on pages and the API alike', async () => {
    for (const path of [...Object.keys(pages()), '/', '/api/health', `/api${apiPaths.item(item._id)}`]) {
      for (const hosts of [
        ['host', realHost, 'host', EVIL],
        ['host', EVIL, 'Host', realHost],
        ['host', realHost, 'HOST', realHost],
      ]) {
        const answer = await send(stack.url, 'GET', path, hosts);
        expect(answer.status, `${path} ${hosts.join(' ')}`).toBe(400);
        expect(JSON.parse(answer.text), path).toEqual({ message: hostMessages.several });
        expect(answer.text).not.toContain(EVIL);
        // The refusal carries the security headers as every answer does.
        expect(answer.headers['x-content-type-options'], path).toBe('nosniff');
      }
    }
    // A write is refused before it is made.
    const refused = await send(
      stack.url,
      'POST',
      `/api${apiPaths.orderList}`,
      ['host', realHost, 'host', realHost, 'authorization', `Bearer ${buyer.token}`],
      { item: item._id, address: 'House 9, Road 2, Banani, Dhaka', phone: '01711000009', quantity: 1 },
    );
    expect(refused.status).toBe(400);
    // One Host header, in any case, is served.
    expect((await send(stack.url, 'GET', '/api/health', ['HoSt', realHost])).status).toBe(200);
  });
});
