// One database module: SQLite through node:sqlite (the default) or PostgreSQL through pg.
import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { nodeSqliteDialect } from './node-sqlite.ts';
import type { Database } from './schema.ts';

export type Db = Kysely<Database>;

// count(*) and bigint columns arrive as strings by default: every value we store fits a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//i.test(url);
}

/** The file path of a `sqlite:<path>` URL (`sqlite::memory:` for an in-memory database). */
export function sqlitePath(url: string): string {
  const path = url.replace(/^sqlite:(\/\/)?/i, '');
  if (!path) throw new Error(`DATABASE_URL "${url}" names no SQLite file`);
  return path;
}

/** Each PostgreSQL database's pool, for the hot reads run as prepared statements (db/prepared.ts). */
const pools = new WeakMap<Db, pg.Pool>();

/** The pool of a database `openDatabase` opened on PostgreSQL; undefined for SQLite and a transaction. */
export function poolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

export function openDatabase(url: string): Db {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    // An idle client losing its connection must not crash the process; the pool replaces it.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (!/^sqlite:/i.test(url)) throw new Error(`DATABASE_URL must start with sqlite: or postgres://, got "${url}"`);
  const path = sqlitePath(url);
  if (path !== ':memory:') mkdirSync(dirname(resolve(path)), { recursive: true });
  return new Kysely<Database>({ dialect: nodeSqliteDialect(path) });
}
