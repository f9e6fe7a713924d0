// The public reads (the catalog, an item, the reviews) answered from serialized bytes: the query,
// the mapping and the response schema's serialization run once per change instead of once per
// request (they were most of GET /api/item's time, bench/README.md). Writes publish a change
// (db/changes.ts) that drops the entries read from what they changed, on every instance; `ttlMs` bounds how long
// an entry can live if a change from another instance was missed. lru-cache bounds it in entries and
// in bytes, the least recently read going first.
import { createHash } from 'node:crypto';
import { TOTAL_COUNT_HEADER } from '@storefront/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { ChangeFeed, ChangeTopic } from '../db/changes.ts';

export interface PublicCacheOptions {
  changes: ChangeFeed;
  /** How long an answer is kept at most, ms; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (items by id are many); the least recently read go first. */
  maxEntries?: number;
  /** Bytes of answers kept at most (PUBLIC_CACHE_MAX_BYTES); an answer larger than this is not kept. */
  maxBytes?: number;
  now?: () => number;
}

/**
 * Where a catalog answer holds items a group member's read prices (requirements §20.5,
 * catalog/member-prices.ts): the answer is an item, a list of them, or a search page's `items`.
 */
export type PricedShape = 'item' | 'items' | 'page';

/** An entry's key: its id, what it is read from, and where it holds items, if it does. */
export interface CacheKey {
  topics: readonly ChangeTopic[];
  id: string;
  priced?: PricedShape;
}

/** A kept answer: its body, and the headers a read of it is answered with. */
export interface Answer {
  /** What the answer was read from: a change to any of these drops it. */
  topics: readonly ChangeTopic[];
  /** Where it holds items a member's read prices; undefined for an answer the same for every reader. */
  priced: PricedShape | undefined;
  body: Buffer;
  etag: string;
  total: string | undefined;
}

export interface Loaded {
  /** The answer's value, serialized with the route's response schema. */
  value: unknown;
  /** The x-total-count header, for lists. */
  total?: number;
}

export interface PublicCache {
  /**
   * Answers `key.id` from the cache, or from `load` (once, however many requests ask at the same
   * time), kept until one of `key.topics` changes. Sets ETag and answers 304 to a matching
   * If-None-Match. A cached answer is sent before this returns, and nothing is returned: a route
   * handler that returns this straight (not from an async function) answers a cached read without
   * a promise or a turn of the microtask queue (bench/README.md, "GET /api/item as users run
   * it"). Otherwise a promise settled once the answer is sent.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: CacheKey, load: () => Promise<Loaded>): void | Promise<void>;
  /**
   * The answer `send` gives for `key`, from the same entry, for a page that draws and inlines it
   * (catalog/pages.ts). `serialize` stands for the route's response schema.
   */
  body(key: CacheKey, load: () => Promise<Loaded>, serialize: Serialize): Promise<Buffer>;
  /** The entry itself, as `body` finds or loads it: a member's answer is made from it (catalog/member-prices.ts). */
  entry(key: CacheKey, load: () => Promise<Loaded>, serialize: Serialize): Promise<Answer>;
  /**
   * The entry a routed read of exactly `url` (method aside) was last answered from, while it is
   * held: how http/public-fast-path.ts answers the same URL again without Fastify. Only `send`
   * records URLs, after the route's validation, and each route's key is a function of its URL alone.
   */
  answered(url: string): Answer | undefined;
  /** Entries held (tests and diagnostics). */
  size(): number;
}

type Serialize = (value: unknown) => string | ArrayBuffer | Uint8Array;

/** If-None-Match holds `etag` (it may list several, weak ones with W/, or be *). */
export function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

/** What an entry is counted as towards maxBytes: its body, its key and the rest, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;
/** The URLs remembered for `answered`, at most (each names an entry; many URLs may name one). */
const MAX_URL_BYTES = 1024 * 1024;

export function publicCache({
  changes,
  ttlMs,
  maxEntries = 2000,
  maxBytes = 32 * 1024 * 1024,
  now = Date.now,
}: PublicCacheOptions): PublicCache {
  const entries = new LRUCache<string, Answer>({
    max: maxEntries,
    maxSize: maxBytes,
    sizeCalculation: (answer, key) => answer.body.byteLength + key.length + ENTRY_OVERHEAD_BYTES,
    ttl: ttlMs,
    // The clock read at every get (tests pass their own), not lru-cache's 1 ms cached reading.
    perf: { now },
    ttlResolution: 0,
  });
  const loading = new Map<string, { topics: readonly ChangeTopic[]; answer: Promise<Answer> }>();
  // URL -> entry key, as the routes computed it: nothing to drop on a change, the key's entry is.
  const urls = new LRUCache<string, string>({
    max: maxEntries * 2,
    maxSize: MAX_URL_BYTES,
    sizeCalculation: (key, url) => url.length + key.length + 1,
  });
  // A load that began before a change must not store what it read: every change counts.
  let generation = 0;

  changes.subscribe((topic) => {
    generation += 1;
    const hit = (topics: readonly ChangeTopic[]) => topic === 'all' || topics.includes(topic);
    for (const [key, entry] of [...entries.entries()]) if (hit(entry.topics)) entries.delete(key);
    for (const [key, entry] of loading) if (hit(entry.topics)) loading.delete(key);
  });

  async function fill(serialize: Serialize, { topics, id: key, priced }: CacheKey, load: () => Promise<Loaded>) {
    const started = generation;
    const { value, total } = await load();
    const serialized = serialize(value);
    const body = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
    const answer: Answer = {
      topics,
      priced,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      total: total === undefined ? undefined : String(total),
    };
    if (generation === started && ttlMs > 0) entries.set(key, answer);
    return answer;
  }

  async function answerFor(serialize: Serialize, cacheKey: CacheKey, load: () => Promise<Loaded>) {
    const { topics, id: key } = cacheKey;
    const cached = entries.get(key); // an expired entry is dropped and not answered
    if (cached) return cached;
    const pending = loading.get(key);
    if (pending) return pending.answer;
    const answer = fill(serialize, cacheKey, load).finally(() => {
      if (loading.get(key)?.answer === answer) loading.delete(key);
    });
    if (ttlMs > 0) loading.set(key, { topics, answer });
    return answer;
  }

  function respond(request: FastifyRequest, reply: FastifyReply, answer: Answer): void {
    reply.header('cache-control', 'no-cache').header('etag', answer.etag);
    if (answer.total !== undefined) reply.header(TOTAL_COUNT_HEADER, answer.total);
    if (matches(request.headers['if-none-match'], answer.etag)) reply.code(304).send();
    else reply.type('application/json; charset=utf-8').send(answer.body);
  }

  return {
    send(request, reply, key, load) {
      if (urls.get(request.url) !== key.id) urls.set(request.url, key.id);
      const cached = entries.get(key.id);
      if (cached) return respond(request, reply, cached);
      return answerFor((value) => reply.serialize(value), key, load).then((answer) => {
        respond(request, reply, answer);
      });
    },
    body: async (key, load, serialize) => (await answerFor(serialize, key, load)).body,
    entry: (key, load, serialize) => answerFor(serialize, key, load),
    answered(url) {
      const id = urls.get(url);
      return id === undefined ? undefined : entries.get(id);
    },
    size: () => entries.size,
  };
}
