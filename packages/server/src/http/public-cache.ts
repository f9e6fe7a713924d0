// The public reads (the catalog, an item, the reviews) answered from serialized bytes: the query,
// the mapping and the response schema's serialization run once per change instead of once per
// request (they were most of GET /api/item's time, bench/README.md). Writes publish a change
// (db/changes.ts) that drops the entries read from what they changed, on every instance; `ttlMs` bounds how long
// an entry can live if a change from another instance was missed.
import { createHash } from 'node:crypto';
import { TOTAL_COUNT_HEADER } from '@storefront/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ChangeFeed, ChangeTopic } from '../db/changes.ts';

export interface PublicCacheOptions {
  changes: ChangeFeed;
  /** How long an answer is kept at most, ms; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (items by id are many); the oldest go first. */
  maxEntries?: number;
  now?: () => number;
}

interface Answer {
  /** What the answer was read from: a change to any of these drops it. */
  topics: readonly ChangeTopic[];
  body: Buffer;
  etag: string;
  total: string | undefined;
  expires: number;
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
   * If-None-Match.
   */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    key: { topics: readonly ChangeTopic[]; id: string },
    load: () => Promise<Loaded>,
  ): Promise<FastifyReply>;
  /** Entries held (tests and diagnostics). */
  size(): number;
}

/** If-None-Match holds `etag` (it may list several, weak ones with W/, or be *). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}

export function publicCache({ changes, ttlMs, maxEntries = 2000, now = Date.now }: PublicCacheOptions): PublicCache {
  const entries = new Map<string, Answer>();
  const loading = new Map<string, { topics: readonly ChangeTopic[]; answer: Promise<Answer> }>();
  // A load that began before a change must not store what it read: every change counts.
  let generation = 0;

  changes.subscribe((topic) => {
    generation += 1;
    const hit = (topics: readonly ChangeTopic[]) => topic === 'all' || topics.includes(topic);
    for (const [key, entry] of entries) if (hit(entry.topics)) entries.delete(key);
    for (const [key, entry] of loading) if (hit(entry.topics)) loading.delete(key);
  });

  async function fill(reply: FastifyReply, topics: readonly ChangeTopic[], key: string, load: () => Promise<Loaded>) {
    const started = generation;
    const { value, total } = await load();
    const serialized = reply.serialize(value);
    const body = typeof serialized === 'string' ? Buffer.from(serialized) : Buffer.from(new Uint8Array(serialized));
    const answer: Answer = {
      topics,
      body,
      etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
      total: total === undefined ? undefined : String(total),
      expires: now() + ttlMs,
    };
    if (generation === started && ttlMs > 0) {
      entries.delete(key); // re-inserted last: the Map's order is the eviction order
      entries.set(key, answer);
      if (entries.size > maxEntries) entries.delete(entries.keys().next().value as string);
    }
    return answer;
  }

  async function answerFor(
    reply: FastifyReply,
    topics: readonly ChangeTopic[],
    key: string,
    load: () => Promise<Loaded>,
  ) {
    const cached = entries.get(key);
    if (cached && cached.expires > now()) return cached;
    if (cached) entries.delete(key);
    const pending = loading.get(key);
    if (pending) return pending.answer;
    const answer = fill(reply, topics, key, load).finally(() => {
      if (loading.get(key)?.answer === answer) loading.delete(key);
    });
    if (ttlMs > 0) loading.set(key, { topics, answer });
    return answer;
  }

  return {
    async send(request, reply, { topics, id }, load) {
      const answer = await answerFor(reply, topics, id, load);
      reply.header('cache-control', 'no-cache').header('etag', answer.etag);
      if (answer.total !== undefined) reply.header(TOTAL_COUNT_HEADER, answer.total);
      if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      return reply.type('application/json; charset=utf-8').send(answer.body);
    },
    size: () => entries.size,
  };
}
