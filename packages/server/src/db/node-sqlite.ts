// Kysely has no node:sqlite dialect, and handing DatabaseSync to SqliteDialect directly breaks
// (it passes parameters as one array and expects `reader`): this adapter bridges the two.
import { DatabaseSync, type SQLInputValue, type StatementSync } from 'node:sqlite';
import { SqliteDialect, type SqliteDatabase, type SqliteStatement } from 'kysely';

/** node:sqlite stores a Date as NULL and refuses undefined and booleans: convert them first. */
export function toSqliteValue(value: unknown): SQLInputValue {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'string') return value;
  if (value instanceof Uint8Array) return value;
  throw new TypeError(`Cannot bind a ${typeof value} to an SQLite parameter`);
}

function bind(parameters: ReadonlyArray<unknown>): SQLInputValue[] {
  return parameters.map(toSqliteValue);
}

class NodeSqliteStatement implements SqliteStatement {
  readonly reader: boolean;
  readonly #stmt: StatementSync;

  constructor(stmt: StatementSync) {
    this.#stmt = stmt;
    this.reader = stmt.columns().length > 0;
  }

  all(parameters: ReadonlyArray<unknown>): unknown[] {
    return this.#stmt.all(...bind(parameters));
  }

  run(parameters: ReadonlyArray<unknown>): { changes: number | bigint; lastInsertRowid: number | bigint } {
    const { changes, lastInsertRowid } = this.#stmt.run(...bind(parameters));
    return { changes, lastInsertRowid };
  }

  iterate(parameters: ReadonlyArray<unknown>): IterableIterator<unknown> {
    return this.#stmt.iterate(...bind(parameters));
  }
}

/** Prepared statements kept per SQL text (Kysely prepares on every query otherwise). */
const STATEMENT_CACHE_SIZE = 256;

export class NodeSqliteDatabase implements SqliteDatabase {
  readonly native: DatabaseSync;
  // Kysely runs one query at a time on this connection (and holds it for a whole stream), so a
  // statement is never used by two queries at once. Profiling GET /api/item showed prepare()
  // (parse + plan) at ~5% of the server's CPU; reusing statements removes it.
  readonly #statements = new Map<string, NodeSqliteStatement>();

  constructor(native: DatabaseSync) {
    this.native = native;
  }

  prepare(sql: string): SqliteStatement {
    let statement = this.#statements.get(sql);
    if (statement === undefined) {
      statement = new NodeSqliteStatement(this.native.prepare(sql));
      if (this.#statements.size >= STATEMENT_CACHE_SIZE) {
        const oldest = this.#statements.keys().next().value;
        if (oldest !== undefined) this.#statements.delete(oldest);
      }
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  close(): void {
    this.#statements.clear();
    if (this.native.isOpen) this.native.close();
  }
}

/** Opens a file (or ':memory:') with the pragmas a small web server wants. */
export function openNodeSqlite(path: string): NodeSqliteDatabase {
  const native = new DatabaseSync(path);
  native.exec('PRAGMA journal_mode = WAL');
  native.exec('PRAGMA foreign_keys = ON');
  native.exec('PRAGMA busy_timeout = 5000');
  native.exec('PRAGMA synchronous = NORMAL');
  // A 64 MB page cache instead of SQLite's 2 MB: a catalog search that counts its matches per
  // category reads one row per match, and at 100,000 items each read was a system call for a
  // page the cache had let go (bench/README.md, search). Pages are held
  // only once read: a small store stays small.
  native.exec('PRAGMA cache_size = -65536');
  // Checkpoint the write-ahead log every 10,000 pages (40 MB) instead of 1,000: each checkpoint
  // copies pages back and syncs the file inside some writer's commit, and a checkout's commit was
  // half its time in them (bench/README.md, Checkout). Fewer, larger checkpoints sync less often.
  native.exec('PRAGMA wal_autocheckpoint = 10000');
  return new NodeSqliteDatabase(native);
}

export function nodeSqliteDialect(path: string): SqliteDialect {
  return new SqliteDialect({ database: async () => openNodeSqlite(path) });
}
