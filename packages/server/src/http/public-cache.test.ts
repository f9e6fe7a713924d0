import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { localChangeFeed, type ChangeFeed } from '../db/changes.ts';
import { publicCache, type PublicCache } from './public-cache.ts';

/** A server with one cached route, GET /thing, answering what `load` gives (and counting calls). */
async function serve(options: { ttlMs?: number; now?: () => number; maxBytes?: number } = {}) {
  const changes = localChangeFeed();
  const cache = publicCache({
    changes,
    ttlMs: options.ttlMs ?? 60_000,
    maxEntries: 3,
    maxBytes: options.maxBytes,
    now: options.now,
  });
  const state = { loads: 0, value: 'first' as string, gate: undefined as Promise<void> | undefined };
  const app = Fastify();
  app.get<{ Querystring: { id?: string } }>('/thing', (request, reply) =>
    cache.send(request, reply, { topics: ['items', 'stock'], id: request.query.id ?? 'all' }, async () => {
      state.loads += 1;
      const value = state.value;
      await state.gate;
      if (value === 'missing') throw Object.assign(new Error('gone'), { statusCode: 404 });
      return { value: { value }, total: 7 };
    }),
  );
  await app.ready();
  return { app, cache, changes, state };
}

let app: FastifyInstance | undefined;
afterEach(async () => {
  await app?.close();
  app = undefined;
});

async function setUp(options?: Parameters<typeof serve>[0]): Promise<{
  cache: PublicCache;
  changes: ChangeFeed;
  state: Awaited<ReturnType<typeof serve>>['state'];
  get: (query?: string, headers?: Record<string, string>) => Promise<LightMyRequestResponse>;
}> {
  const served = await serve(options);
  app = served.app;
  const server = served.app;
  return { ...served, get: (query = '', headers = {}) => server.inject({ url: `/thing${query}`, headers }) };
}

describe('the public answer cache', () => {
  it('loads once, then answers the same bytes with an ETag, the total and no-cache', async () => {
    const { get, state } = await setUp();
    const first = await get();
    const second = await get();
    expect(state.loads).toBe(1);
    expect(first.json()).toEqual({ value: 'first' });
    expect(second.body).toBe(first.body);
    expect(second.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.headers['x-total-count']).toBe('7');
    expect(second.headers['cache-control']).toBe('no-cache');
    expect(second.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(second.headers.etag).toBe(first.headers.etag);
  });

  it('gives a page the body of the entry send answers from, and drops it with a change', async () => {
    const { cache, changes, get, state } = await setUp();
    const key = { topics: ['items'] as const, id: 'all' };
    const load = async () => ({ value: { value: state.value } });
    const body = await cache.body(key, load, JSON.stringify);
    const sent = await get();
    expect(state.loads).toBe(0); // send answered from the entry body() filled
    expect(sent.body).toBe(body.toString('utf8'));
    state.value = 'second';
    await changes.publish('items');
    expect(JSON.parse((await cache.body(key, load, JSON.stringify)).toString('utf8'))).toEqual({ value: 'second' });
  });

  it('names the entry a routed URL was answered from while it is held, for the fast path', async () => {
    let clock = 1_000;
    const { cache, changes, get } = await setUp({ ttlMs: 1_000, now: () => clock });
    expect(cache.answered('/thing?id=a')).toBeUndefined();
    const sent = await get('?id=a');
    expect(cache.answered('/thing?id=a')?.etag).toBe(sent.headers.etag);
    expect(cache.answered('/thing?id=b')).toBeUndefined(); // never routed
    await changes.publish('items');
    expect(cache.answered('/thing?id=a')).toBeUndefined(); // dropped by the change
    await get('?id=a');
    clock += 1_001;
    expect(cache.answered('/thing?id=a')).toBeUndefined(); // expired
  });

  it('answers 304 without a body to a matching If-None-Match, also in a list or weak', async () => {
    const { get } = await setUp();
    const etag = (await get()).headers.etag as string;
    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const answer = await get('', { 'if-none-match': ifNoneMatch });
      expect(answer.statusCode, ifNoneMatch).toBe(304);
      expect(answer.body).toBe('');
      expect(answer.headers.etag).toBe(etag);
    }
    expect((await get('', { 'if-none-match': '"stale"' })).statusCode).toBe(200);
  });

  it('drops the answers read from what changed, and only those', async () => {
    const { get, changes, state } = await setUp();
    const before = await get();
    await changes.publish('reviews', 'orders', 'users');
    await get();
    expect(state.loads).toBe(1);
    await changes.publish('stock');
    await get();
    expect(state.loads).toBe(2);
    state.value = 'second';
    await changes.publish('items');
    const after = await get();
    expect(state.loads).toBe(3);
    expect(after.json()).toEqual({ value: 'second' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('drops everything when the feed says all may have changed', async () => {
    const { get, changes, state } = await setUp();
    await get();
    // What a reconnected PostgreSQL listener says: changes were possibly missed.
    await (changes as unknown as { publish(topic: string): Promise<void> }).publish('all');
    await get();
    expect(state.loads).toBe(2);
  });

  it('loads once for many requests at the same time', async () => {
    const { get, state } = await setUp();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const answers = Array.from({ length: 10 }, () => get());
    await new Promise((resolve) => setTimeout(resolve, 20));
    open();
    const bodies = (await Promise.all(answers)).map((a) => a.json());
    expect(state.loads).toBe(1);
    expect(bodies).toEqual(Array(10).fill({ value: 'first' }));
  });

  it('never keeps what a load read before a change that came while it ran', async () => {
    const { get, changes, state } = await setUp();
    let open!: () => void;
    state.gate = new Promise((resolve) => (open = resolve));
    const racing = get();
    await new Promise((resolve) => setTimeout(resolve, 20));
    state.value = 'second';
    await changes.publish('items');
    open();
    expect((await racing).json()).toEqual({ value: 'first' });
    state.gate = undefined;
    expect((await get()).json()).toEqual({ value: 'second' });
    expect(state.loads).toBe(2);
  });

  it('keeps an answer no longer than the TTL', async () => {
    let clock = 1_000;
    const { get, state } = await setUp({ ttlMs: 500, now: () => clock });
    await get();
    clock += 499;
    await get();
    expect(state.loads).toBe(1);
    clock += 2;
    await get();
    expect(state.loads).toBe(2);
  });

  it('keeps nothing with a TTL of 0', async () => {
    const { get, state, cache } = await setUp({ ttlMs: 0 });
    await get();
    await get();
    expect(state.loads).toBe(2);
    expect(cache.size()).toBe(0);
  });

  it('keeps no failure, and holds at most maxEntries answers', async () => {
    const { get, state, cache } = await setUp();
    state.value = 'missing';
    expect((await get('?id=a')).statusCode).toBe(404);
    expect((await get('?id=a')).statusCode).toBe(404);
    expect(state.loads).toBe(2);
    expect(cache.size()).toBe(0);
    state.value = 'first';
    for (const id of ['a', 'b', 'c', 'd']) await get(`?id=${id}`);
    expect(cache.size()).toBe(3);
    await get('?id=a');
    expect(state.loads, 'the oldest answer (a) was dropped').toBe(2 + 4 + 1);
  });

  it('holds at most maxBytes of answers', async () => {
    // Each answer here is ~20 bytes of body plus 256 counted for its key and the rest.
    const { get, state, cache } = await setUp({ maxBytes: 600 });
    for (const id of ['a', 'b', 'c']) await get(`?id=${id}`);
    expect(cache.size(), 'two answers fit in 600 bytes, not three').toBe(2);
    expect(state.loads).toBe(3);
  });

  it('sends a cached answer before send returns, without a promise', async () => {
    const { cache, get } = await setUp();
    await get(); // fills the entry
    let returned: unknown = 'not called';
    let sentBeforeReturn = false;
    const probe = Fastify();
    probe.get('/probe', (request, reply) => {
      returned = cache.send(request, reply, { topics: ['items'], id: 'all' }, () => {
        throw new Error('a cached answer loads nothing');
      });
      sentBeforeReturn = reply.sent;
      return returned as undefined;
    });
    const answer = await probe.inject({ url: '/probe' });
    await probe.close();
    expect(answer.json()).toEqual({ value: 'first' });
    expect(returned, 'no promise: Fastify waits a turn of the microtask queue for one').toBeUndefined();
    expect(sentBeforeReturn).toBe(true);
  });

  it('keeps no answer larger than maxBytes', async () => {
    const { get, state, cache } = await setUp({ maxBytes: 100 });
    await get();
    await get();
    expect(state.loads).toBe(2);
    expect(cache.size()).toBe(0);
  });
});
