// Row counts for the paged lists' x-total-count, kept until a write changes them. count(*) reads
// every row (slow at 100,000 orders, items or users: bench/README.md, growth), while the page
// beside it reads 20 through an index; kept, the administrators' lists stay flat as the tables grow.
// A write on any instance drops the count it changed (db/changes.ts); `ttlMs` bounds a count's life
// if a change was missed (a row written by something else than the server, such as pnpm admin:grant).
import type { ChangeFeed, ChangeTopic } from './changes.ts';

export interface CountCacheOptions {
  changes: Pick<ChangeFeed, 'subscribe'>;
  /** How long a count is kept at most, ms; 0 = never kept. */
  ttlMs: number;
  now?: () => number;
}

/** Wraps a count query so that its result is kept until `topic` changes. */
export type CachedCount = (topic: ChangeTopic, count: () => Promise<number>) => () => Promise<number>;

export function countCache({ changes, ttlMs, now = Date.now }: CountCacheOptions): CachedCount {
  const counts = new Map<ChangeTopic, { n: number; expires: number }>();
  // A count that began before a change must not be kept: every change counts.
  let generation = 0;
  changes.subscribe((topic) => {
    generation += 1;
    if (topic === 'all') counts.clear();
    else counts.delete(topic);
  });
  return (topic, count) => async () => {
    const kept = counts.get(topic);
    if (kept && kept.expires > now()) return kept.n;
    const started = generation;
    const n = await count();
    if (generation === started && ttlMs > 0) counts.set(topic, { n, expires: now() + ttlMs });
    return n;
  };
}
