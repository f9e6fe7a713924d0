// Tells every server instance what a write changed, so each can drop what it cached (answers of the
// public reads, list counts). In one process a plain listener list does it; on PostgreSQL, where
// several instances share one database, changes also go out with NOTIFY, and every instance LISTENs
// on a connection of its own.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl, poolOf, type Db } from './connection.ts';

/**
 * What a write changed: the catalog's items (added, deleted), their stock, the reviews, the orders,
 * the users (signed in for the first time), the delivery rate card; `readers`, only ever sent by
 * PostgreSQL's triggers (migration 0037), a group member's row, group or list
 * (customer-groups/reader-rows.ts).
 */
export type ChangeTopic = 'items' | 'stock' | 'reviews' | 'orders' | 'users' | 'delivery' | 'readers';
const TOPICS: readonly string[] = [
  'items',
  'stock',
  'reviews',
  'orders',
  'users',
  'delivery',
  'readers',
] satisfies ChangeTopic[];

/** The PostgreSQL channel; a payload is `<instance id>|<topic>,<topic>...`. */
export const CHANGE_CHANNEL = 'storefront_changes';
/**
 * The database's own notices (migration 0037's triggers): heard as the topic `readers`. Every
 * connection of an instance's pool listens to it too (`hearOwnWrites`): PostgreSQL sends a session
 * the notices of its own transaction before it reports the commit, so a write made by this instance
 * is heard before the write's caller goes on.
 */
export const READERS_CHANNEL = 'storefront_readers';

/** A listener hears each topic that changed, or 'all' when changes may have been missed. */
export type ChangeListener = (topic: ChangeTopic | 'all') => void;

export interface ChangeFeed {
  /**
   * Says that `topics` changed, after the write committed. Resolves once other instances can hear
   * it (so a write answered on one instance is seen by the next read on another); never rejects.
   */
  publish(...topics: ChangeTopic[]): Promise<void>;
  /** Calls `listener` for every change, from this instance or, on PostgreSQL, any other. */
  subscribe(listener: ChangeListener): () => void;
  /**
   * True while the database itself tells this instance of its writes (PostgreSQL's triggers'
   * NOTIFY, heard on a LISTEN connection that is up now): what is kept until such a notice is then
   * exact up to its delivery. Always false on SQLite, where no trigger can tell.
   */
  hearsDatabase(): boolean;
  /** Has every connection of `db`'s pool hear the database's notices too (PostgreSQL; nothing elsewhere). */
  hearOwnWrites(db: Db): void;
  close(): Promise<void>;
}

function listenerList() {
  const listeners = new Set<ChangeListener>();
  return {
    emit: (topic: ChangeTopic | 'all') => listeners.forEach((listener) => listener(topic)),
    subscribe(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** One process owns the database (SQLite): changes stay in the process. */
export function localChangeFeed(): ChangeFeed {
  const { emit, subscribe } = listenerList();
  return {
    publish: async (...topics) => topics.forEach(emit),
    subscribe,
    hearsDatabase: () => false,
    hearOwnWrites: () => {},
    close: async () => {},
  };
}

export interface PostgresChangeFeedOptions {
  /** Reports a failed NOTIFY or a lost LISTEN connection (which reconnects by itself). */
  onError?: (error: Error) => void;
  /** Wait before reconnecting, ms. */
  retryMs?: number;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * Changes go to this instance's listeners at once and to the others through NOTIFY. One NOTIFY is
 * in flight at a time: the topics published meanwhile go together in the next one (under a stream
 * of orders, one NOTIFY per order cost more than the order). While the LISTEN connection is down,
 * other instances' changes can be missed: listeners hear 'all' when it is back.
 */
export function postgresChangeFeed(url: string, options: PostgresChangeFeedOptions = {}): ChangeFeed {
  const { emit, subscribe } = listenerList();
  const retryMs = options.retryMs ?? 1000;
  // Our own notifications come back on the LISTEN connection: told apart by this id.
  const instance = randomUUID();
  const notifier = new pg.Pool({ connectionString: url, max: 1 });
  notifier.on('error', () => {});
  let listener: pg.Client | undefined;
  // Set once LISTEN answered on the current connection, cleared the moment it is lost.
  let listening = false;
  // The pool whose connections hear their own writes' notices; false once one could not listen.
  let ownWrites: pg.Pool | false | undefined;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  async function connect(): Promise<void> {
    if (closed) return;
    const client = new pg.Client({ connectionString: url });
    const lost = (error: Error) => {
      if (listener !== client) return;
      listener = undefined;
      listening = false;
      options.onError?.(error);
      client.end().catch(() => {});
      if (!closed) retry = setTimeout(() => void connect(), retryMs);
    };
    client.on('error', lost);
    client.on('end', () => lost(new Error('the LISTEN connection ended')));
    client.on('notification', ({ channel, payload = '' }) => {
      if (channel === READERS_CHANNEL) return emit('readers');
      const [from, topics = ''] = payload.split('|');
      if (from === instance) return;
      for (const topic of topics.split(',')) if (TOPICS.includes(topic)) emit(topic as ChangeTopic);
    });
    listener = client;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGE_CHANNEL}; LISTEN ${READERS_CHANNEL}`);
      if (listener !== client) return;
      listening = true;
      // Whatever changed while no connection listened is unknown.
      emit('all');
    } catch (error) {
      lost(asError(error));
    }
  }
  void connect();

  // Topics published since the NOTIFY in flight was sent, and who waits for them to go out.
  let pending = new Set<ChangeTopic>();
  let waiting: Array<() => void> = [];
  let sending = false;

  function send(): void {
    if (sending || pending.size === 0) return;
    sending = true;
    const topics = [...pending];
    const done = waiting;
    pending = new Set();
    waiting = [];
    notifier
      .query('SELECT pg_notify($1, $2)', [CHANGE_CHANNEL, `${instance}|${topics.join(',')}`])
      // The write itself succeeded; other instances fall back on their caches' TTL.
      .catch((error: unknown) => options.onError?.(asError(error)))
      .finally(() => {
        sending = false;
        done.forEach((resolve) => resolve());
        send();
      });
  }

  return {
    publish(...topics) {
      if (topics.length === 0) return Promise.resolve();
      topics.forEach(emit);
      const heard = new Promise<void>((resolve) => waiting.push(resolve));
      topics.forEach((topic) => pending.add(topic));
      send();
      return heard;
    },
    subscribe,
    hearsDatabase: () => listening && ownWrites !== undefined && ownWrites !== false,
    hearOwnWrites(db) {
      const pool = poolOf(db);
      if (pool === undefined || ownWrites !== undefined) return;
      ownWrites = pool;
      const listening = new WeakSet<pg.PoolClient>();
      // At each lend, not at connect: connections opened before (the migrations') listen too.
      pool.on('acquire', (client) => {
        if (listening.has(client)) return;
        listening.add(client);
        client.on('notification', ({ channel }) => {
          if (channel === READERS_CHANNEL) emit('readers');
        });
        // Queued before any query of the caller the pool lends this connection to.
        client.query(`LISTEN ${READERS_CHANNEL}`).catch((error: unknown) => {
          ownWrites = false;
          options.onError?.(asError(error));
        });
      });
    },
    async close() {
      closed = true;
      listening = false;
      clearTimeout(retry);
      const client = listener;
      listener = undefined;
      await Promise.all([client?.end().catch(() => {}), notifier.end().catch(() => {})]);
      waiting.forEach((resolve) => resolve());
    },
  };
}

/** The feed for DATABASE_URL `url`: on PostgreSQL several instances may share the database, so changes travel through it. */
export function changeFeedFor(url: string, options: PostgresChangeFeedOptions = {}): ChangeFeed {
  return isPostgresUrl(url) ? postgresChangeFeed(url, options) : localChangeFeed();
}
