// The public reads answered before Fastify (public-fast-path.ts) answer exactly as Fastify does:
// the same requests go to a server with the fast path and to one without (publicFastPath: false),
// on one database and one change feed, and status, every header (the date and the request id's
// value aside), body and log line must agree; writes drop the entries for both alike.
import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import type { IdentityClaims } from '../auth/firebase.ts';
import { parseConfig } from '../config.ts';
import { localChangeFeed } from '../db/changes.ts';
import { seedDemo } from '../seed/seed.ts';
import { sqliteTestDatabase, type MigratedTestDb } from '../../test/support/test-databases.ts';

// Stand-in for Firebase, as app.test.ts: the "ID token" is `id:<email>:`.
async function verifyIdToken(token: string): Promise<IdentityClaims | undefined> {
  const [kind, email] = token.split(':');
  return kind === 'id' ? { uid: `uid-${email}`, email, emailVerified: true, name: undefined } : undefined;
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

interface Server {
  app: FastifyInstance;
  port: number;
  /** The URLs that reached Fastify's onRequest hooks. */
  routed: string[];
  /** The request lines written, without their time, request id and milliseconds. */
  lines: string[];
}

let test: MigratedTestDb;
let fast: Server;
let plain: Server;

async function start(publicFastPath: boolean): Promise<Server> {
  // One secret: a token either server signs holds on both, as on several instances.
  const config = parseConfig({
    ADMIN_EMAILS: 'boss@example.com',
    APP_DIST: '/nonexistent-app-dist',
    AUTH_SECRET: 'fast-path-test-secret-0123456789abcdef',
  });
  const lines: string[] = [];
  const app = await buildApp(config, test.db, {
    verifyIdToken,
    logger: false,
    changes: shared,
    publicFastPath,
    requestLines: {
      level: 'info',
      write: (line) => {
        const { time, reqId, ms, ...rest } = JSON.parse(line) as Record<string, unknown>;
        expect(typeof time).toBe('number');
        expect(reqId).toMatch(/^[0-9a-f-]{36}$/);
        expect(typeof ms).toBe('number');
        lines.push(JSON.stringify(rest));
      },
    },
  });
  const routed: string[] = [];
  app.addHook('onRequest', (request, _reply, done) => {
    routed.push(request.url);
    done();
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, port: typeof address === 'object' && address ? address.port : 0, routed, lines };
}

const shared = localChangeFeed();

function send(server: Server, method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port: server.port, method, path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
      response.on('error', reject);
    });
    call.on('error', reject);
    call.end();
  });
}

/** A request as written, for what a client library would not send (two Host headers). */
function sendRaw(server: Server, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.end(text));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    socket.on('error', reject);
  });
}

/** The answer with the date and the request id's value left out (they differ between any two answers). */
function comparable({ status, headers, body }: Answer) {
  const { date, 'x-request-id': requestId, ...rest } = headers;
  expect(date).toBeDefined();
  expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
  return { status, headers: rest, body };
}

/**
 * Sends the request to both servers twice (the first may fill the cache, the second is answered
 * from it) and expects the same answers; returns the fast server's second one.
 */
async function same(method: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const answers: Answer[] = [];
  for (let round = 0; round < 2; round += 1)
    for (const server of [plain, fast]) answers.push(await send(server, method, path, headers));
  const [plainFirst, fastFirst, plainSecond, fastSecond] = answers.map(comparable);
  const what = `${method} ${path} ${JSON.stringify(headers)}`;
  expect(fastFirst, what).toEqual(plainFirst);
  expect(fastSecond, what).toEqual(plainSecond);
  // Header order too, as a client or a proxy reads them.
  const names = (answer: Answer) => Object.keys(answer.headers);
  expect(names(answers[3]!), what).toEqual(names(answers[2]!));
  return answers[3]!;
}

async function signIn(server: Server, email: string): Promise<string> {
  const exchanged = await new Promise<string>((resolve, reject) => {
    const call = httpRequest(
      {
        host: '127.0.0.1',
        port: server.port,
        method: 'PUT',
        path: `/api/user/${email}`,
        headers: { authorization: `Bearer id:${email}:`, 'content-type': 'application/json' },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
      },
    );
    call.on('error', reject);
    call.end(JSON.stringify({ email }));
  });
  return (JSON.parse(exchanged) as { token: string }).token;
}

let itemIds: string[];

beforeAll(async () => {
  test = await sqliteTestDatabase();
  await seedDemo(test.db, { accounts: false });
  itemIds = (await test.db.selectFrom('items').select('id').orderBy('id').limit(3).execute()).map((i) => i.id);
  plain = await start(false);
  fast = await start(true);
});
afterAll(async () => {
  await fast?.app.close();
  await plain?.app.close();
  await test?.close();
});

describe('the public reads before Fastify', () => {
  const reads = () => [
    '/api/item',
    '/api/item/',
    '/api/item?latest=1',
    '/api/item?limit=0&offset=0',
    '/api/item?limit=5',
    '/api/item?limit=nope',
    `/api/item/${itemIds[0]}`,
    `/api/item/${itemIds[1]}?ignored=1`,
    '/api/item/00000000000000000000000000000000',
    '/api/items',
    '/api/items?q=ssd',
    '/api/items?q=graph&sort=price_asc&limit=5',
    '/api/items?sort=bogus',
    '/api/review',
    '/api/review?recent=1',
    '/api/health',
  ];

  it('answers every read, HEAD, revalidation and header variant as Fastify does', async () => {
    for (const path of reads()) {
      const first = await same('GET', path);
      await same('HEAD', path);
      const etag = first.headers.etag as string | undefined;
      const validators = etag ? [etag, `W/${etag}`, `"other", ${etag}`, '*', '"other"'] : ['"other"'];
      for (const ifNoneMatch of validators) {
        await same('GET', path, { 'if-none-match': ifNoneMatch });
        await same('HEAD', path, { 'if-none-match': ifNoneMatch });
      }
      await same('GET', path, { host: 'elsewhere.example.com' });
      await same('GET', path, { 'accept-language': 'bn', cookie: 'lang=bn; digits=latn' });
      await same('GET', path, { origin: 'https://elsewhere.example.com' });
      await same('GET', path, { authorization: 'Bearer not-a-token' });
    }
    const token = await signIn(fast, 'buyer@example.com');
    for (const path of reads()) await same('GET', path, { authorization: `Bearer ${token}` });

    // The fast path did answer: a held read's second request never reached Fastify, only the first;
    // a token of no group member, or none that holds, changes nothing (requirements §20.5).
    expect(fast.routed.filter((url) => url === '/api/item').length).toBe(1);
    expect(plain.routed.filter((url) => url === '/api/item').length).toBeGreaterThan(10);
    // And each answer left the same log line.
    const answered = (lines: string[]) => lines.filter((line) => !line.includes('"method":"PUT"'));
    expect(answered(fast.lines)).toEqual(plain.lines);
  });

  it("answers a group member's reads with their prices, as Fastify does, and theirs alone", async () => {
    const member = await signIn(fast, 'dealer@example.com');
    const groupId = 'dealers-fast-path';
    await test.db
      .insertInto('customer_groups')
      .values({ id: groupId, name: 'Dealers (fast path)', created_at: new Date().toISOString() })
      .execute();
    await test.db
      .insertInto('customer_group_prices')
      .values({ group_id: groupId, item_id: itemIds[0]!, price_minor: 12_345, percent_off_bp: null, tiers: '[]' })
      .execute();
    await test.db
      .updateTable('users')
      .set({ customer_group_id: groupId })
      .where('email', '=', 'dealer@example.com')
      .execute();
    const auth = { authorization: `Bearer ${member}` };
    const priced = ['/api/item', '/api/item?latest=1', `/api/item/${itemIds[0]}`, '/api/items', '/api/items?q=ssd'];
    for (const path of priced) {
      const answer = await same('GET', path, auth);
      expect(answer.headers['cache-control'], path).toBe('private, no-store');
      expect(answer.headers.etag, path).toBeUndefined();
      // HEAD of a member's read is Fastify's, as is a read not yet held.
      await same('HEAD', path, auth);
    }
    const own = JSON.parse((await send(fast, 'GET', `/api/item/${itemIds[0]}`, auth)).body) as { your_price?: number };
    expect(own.your_price).toBe(123.45);
    // Held reads of a member never reach Fastify; the public answer of the same URL never carries the price.
    const routedBefore = fast.routed.length;
    for (const path of priced) await send(fast, 'GET', path, auth);
    expect(fast.routed.length).toBe(routedBefore);
    for (const path of priced) expect((await send(fast, 'GET', path)).body, path).not.toContain('your_price');

    // A change of the list is seen at the next read (its version row), and so is a disabled account.
    await test.db
      .updateTable('customer_group_prices')
      .set({ price_minor: 11_111 })
      .where('group_id', '=', groupId)
      .execute();
    const changed = await same('GET', `/api/item/${itemIds[0]}`, auth);
    expect((JSON.parse(changed.body) as { your_price?: number }).your_price).toBe(111.11);
    await test.db
      .updateTable('users')
      .set({ disabled_at: new Date().toISOString() })
      .where('email', '=', 'dealer@example.com')
      .execute();
    const disabled = await same('GET', `/api/item/${itemIds[0]}`, auth);
    expect(disabled.body).not.toContain('your_price');
    expect(disabled.headers['cache-control']).toBe('no-cache');
  });

  it('leaves a request with two Host headers to Fastify, which refuses it', async () => {
    await send(fast, 'GET', '/api/item');
    const text = 'GET /api/item HTTP/1.1\r\nHost: a.example.com\r\nHost: b.example.com\r\nConnection: close\r\n\r\n';
    const strip = (raw: string) =>
      raw
        .replace(/^date: .*$/im, '')
        .replace(/^x-request-id: .*$/im, '')
        .replace(/^keep-alive: .*$/im, '');
    const [fromPlain, fromFast] = [await sendRaw(plain, text), await sendRaw(fast, text)];
    expect(fromFast.startsWith('HTTP/1.1 400 ')).toBe(true);
    expect(strip(fromFast)).toBe(strip(fromPlain));
  });

  it('drops an entry on a write to what it was read from, as the routes do', async () => {
    const before = await same('GET', '/api/item');
    const reviewsBefore = await same('GET', '/api/review');
    const admin = await signIn(fast, 'boss@example.com');
    const deleted = await new Promise<number>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port: fast.port,
          method: 'DELETE',
          path: `/api/item/${itemIds[2]}`,
          headers: { authorization: `Bearer ${admin}` },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(deleted).toBe(200);
    const after = await same('GET', '/api/item');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.body).not.toContain(itemIds[2]);
    expect((await same('GET', `/api/item/${itemIds[2]}`)).status).toBe(404);
    // The reviews were not read from the items: their entry is kept.
    const routedBefore = fast.routed.length;
    expect((await send(fast, 'GET', '/api/review')).headers.etag).toBe(reviewsBefore.headers.etag);
    expect(fast.routed.length).toBe(routedBefore);
  });

  it('gives the server the timeouts Fastify gives its own', () => {
    for (const name of ['keepAliveTimeout', 'requestTimeout', 'headersTimeout', 'timeout'] as const)
      expect(fast.app.server[name], name).toBe(plain.app.server[name]);
  });
});
