import type { ChangeFeed } from '../db/changes.ts';

// A group member's catalog read without a query (requirements §20.5, bench/README.md "group
// prices"): the row their token is checked against and their group, as the price book's one read
// finds them, kept per user while PostgreSQL tells this instance of every write that could change
// them (the `readers` notice, sent by the triggers of migration 0037 at the write's commit; the feed
// says 'all' after its LISTEN connection came back). So a disabled account, a new group or a new
// list holds on the next read after the instance hears the commit, on every instance. While the
// feed does not hear the database (SQLite, or a LISTEN connection down) every read asks.

/** Users kept at most; the least recently read go first. */
const MAX_READERS = 10_000;
/**
 * How long a row is kept at most, ms: a bound on the damage of a notice lost without the LISTEN
 * connection noticing (a network cut it has not seen yet), not the means of freshness.
 */
const MAX_AGE_MS = 5_000;

export interface ReaderRowsOptions {
  max?: number;
  maxAgeMs?: number;
  now?: () => number;
}

/** `read` (by user id) with its found rows kept until the database says a reader changed. */
export function heldReaderRows<R extends object>(
  read: (userId: string) => Promise<R | undefined>,
  feed: Pick<ChangeFeed, 'subscribe' | 'hearsDatabase'>,
  { max = MAX_READERS, maxAgeMs = MAX_AGE_MS, now = Date.now }: ReaderRowsOptions = {},
): (userId: string) => Promise<R | undefined> {
  const held = new Map<string, { row: R; at: number }>();
  // Moves with every notice: a read that began before one must not be kept.
  let generation = 0;
  feed.subscribe((topic) => {
    if (topic !== 'readers' && topic !== 'all') return;
    generation += 1;
    held.clear();
  });

  return async (userId) => {
    if (!feed.hearsDatabase()) return read(userId);
    const kept = held.get(userId);
    if (kept && now() - kept.at < maxAgeMs) {
      // Most recently read last: Map keeps insertion order.
      held.delete(userId);
      held.set(userId, kept);
      return kept.row;
    }
    const started = generation;
    const at = now();
    const row = await read(userId);
    if (row !== undefined && generation === started && feed.hearsDatabase()) {
      held.delete(userId);
      held.set(userId, { row, at });
      if (held.size > max) held.delete(held.keys().next().value!);
    }
    return row;
  };
}
