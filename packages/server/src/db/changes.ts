// Tells every server instance that public data changed, so each can drop what it cached.
// In one process a plain listener list does it; on PostgreSQL, where several instances share one
// database, each change is also sent with NOTIFY and every instance LISTENs on a connection of its own.
import pg from 'pg';

/** What a write changed: the catalog (items and their stock) or the reviews. */
export type ChangeTopic = 'items' | 'reviews';
const TOPICS: readonly string[] = ['items', 'reviews'] satisfies ChangeTopic[];

/** The PostgreSQL channel; its payload is the topic. */
export const CHANGE_CHANNEL = 'storefront_changes';

export interface ChangeFeed {
  /**
   * Says that `topic` changed, after the write committed. Resolves once other instances can hear
   * it (so a write answered on one instance is seen by the next read on another); never rejects.
   */
  publish(topic: ChangeTopic): Promise<void>;
  /** Calls `listener` for every change, from this instance or, on PostgreSQL, any other. */
  subscribe(listener: (topic: ChangeTopic | 'all') => void): () => void;
  close(): Promise<void>;
}

type Listener = (topic: ChangeTopic | 'all') => void;

function listenerList() {
  const listeners = new Set<Listener>();
  return {
    emit: (topic: ChangeTopic | 'all') => listeners.forEach((listener) => listener(topic)),
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** One process owns the database (SQLite): changes stay in the process. */
export function localChangeFeed(): ChangeFeed {
  const { emit, subscribe } = listenerList();
  return { publish: async (topic) => emit(topic), subscribe, close: async () => {} };
}

export interface PostgresChangeFeedOptions {
  /** Reports a lost LISTEN connection (the feed reconnects by itself). */
  onError?: (error: Error) => void;
  /** Wait before reconnecting, ms. */
  retryMs?: number;
}

/**
 * Changes go to this instance's listeners at once and to every instance through NOTIFY. While the
 * LISTEN connection is down, changes from other instances can be missed: listeners hear 'all' when
 * it is back, so they drop everything rather than keep what may be stale.
 */
export function postgresChangeFeed(url: string, options: PostgresChangeFeedOptions = {}): ChangeFeed {
  const { emit, subscribe } = listenerList();
  const retryMs = options.retryMs ?? 1000;
  // NOTIFY goes through its own small pool, so a burst of writes never waits on the app's pool.
  const notifier = new pg.Pool({ connectionString: url, max: 2 });
  notifier.on('error', () => {});
  let listener: pg.Client | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = (error: Error) => {
      if (listener !== client) return;
      listener = undefined;
      options.onError?.(error);
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), retryMs);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the LISTEN connection ended')));
    client.on('notification', ({ payload }) => {
      if (payload && TOPICS.includes(payload)) emit(payload as ChangeTopic);
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}`);
      // Whatever changed while no connection listened is unknown.
      emit('all');
    } catch (error) {
      lost(error instanceof Error ? error : new Error(String(error)));
    }
  }
  void connect();

  return {
    async publish(topic) {
      emit(topic);
      try {
        await notifier.query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, topic]);
      } catch (error) {
        // The write itself succeeded; other instances fall back on the cache's TTL.
        options.onError?.(error instanceof Error ? error : new Error(String(error)));
      }
    },
    subscribe,
    async close() {
      closed = true;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end().catch(() => {}), notifier.end().catch(() => {})]);
    },
  };
}
