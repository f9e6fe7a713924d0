// Every difference between SQLite and PostgreSQL in one place (docs/architecture.md, "One home for
// each database difference"). Only this module asks which database a Kysely instance talks to, and
// only the connection's setup which one DATABASE_URL names (connection.ts opens either, changes.ts
// picks the change feed, cli/start.ts keeps the SQLite-file commands to SQLite). Repositories,
// services, the search and the migrations call the named forms below; where a whole approach
// differs (the catalog search's strategies, the reports' folds, a migration's statements that only
// one database has), they keep a table with one entry per database and `byDialect` picks the
// entry. eslint.config.js fails the lint on any other branch. Migrations call some forms: an
// applied migration's SQL never changes (db/migration-history.test.ts), so a form changes only by a
// new name.
import {
  PostgresAdapter,
  sql,
  type ColumnDefinitionBuilder,
  type CreateTableBuilder,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SqlBool,
} from 'kysely';
import { ftsPrefixes, searchTerms } from './full-text.ts';

export type DialectName = 'sqlite' | 'postgres';

/** Any Kysely instance or transaction (migrations use theirs untyped). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any database schema
type AnyDb = Kysely<any>;

/** A select that can lock the rows it reads (Kysely's SelectQueryBuilder). */
interface Lockable<Q> {
  forUpdate(): Q;
}

export interface Dialect {
  /** The key of this database's entry in a table of both (`byDialect`). */
  readonly name: DialectName;

  // Locks. SQLite's one connection runs one transaction at a time: there is nothing to lock, so
  // its forms leave the query as it is or run nothing at all.
  /** `query` locking the rows it reads until the transaction ends (PostgreSQL FOR UPDATE). */
  forUpdate<Q extends Lockable<Q>>(query: Q): Q;
  /** The same, leaving rows another transaction holds to it (FOR UPDATE SKIP LOCKED: a claim). */
  forUpdateSkipLocked<Q extends Lockable<{ skipLocked(): Q }>>(query: Q): Q;
  /** Locks the rows `query` reads until the transaction ends, reading none back (SQLite: no statement). */
  lockRows(query: Lockable<{ execute(): Promise<unknown> }>): Promise<void>;
  /** Other transactions' writes to `table` wait until this one ends (PostgreSQL SHARE mode). */
  lockTableWrites(tx: AnyDb, table: string): Promise<void>;

  // Expressions.
  /** `needle` occurs in `haystack` (strpos / instr). */
  contains(haystack: Expression<string>, needle: string): RawBuilder<SqlBool>;
  /** The smaller of two numbers (least / SQLite's scalar min). */
  least(a: Expression<number>, b: Expression<number>): RawBuilder<number>;
  /** `text` compared byte by byte (PostgreSQL collate "C"; SQLite's default collation already is). */
  byteOrder(text: Expression<string>): RawBuilder<string>;
  /**
   * A select of `rows` (text columns, each row as wide as the first) in one statement whatever
   * their number: a parameter per column (PostgreSQL arrays), or one in all (SQLite, JSON).
   */
  textRows(rows: readonly (readonly string[])[]): RawBuilder<unknown>;
  /**
   * `column` is one of `numbers` (whole numbers), however many: one parameter (PostgreSQL an
   * array, SQLite JSON) instead of one each, which SQLite caps.
   */
  oneOf(column: Expression<number>, numbers: readonly number[]): RawBuilder<SqlBool>;

  // Full-text search by the start of each word (db/full-text.ts): over a table's `search_text`,
  // PostgreSQL's `search` tsvector column (GIN) or SQLite's FTS5 table `<table>_fts`.
  /**
   * The rows of `table` whose words start with every term of `q` ("grap card" finds "graphics
   * card"), through the text index: tokens only, so nothing to escape. Undefined when `q` has no
   * words.
   */
  prefixMatch(table: 'items' | 'orders', q: string): Expression<SqlBool> | undefined;
  /**
   * The same match read from each row's own `search_text` (its words, one space apart): no index,
   * for a walk of rows in another index's order that stops early.
   */
  prefixMatchInRow(table: string, q: string): Expression<SqlBool> | undefined;

  // Writes.
  /**
   * Runs `statements` over the common table expressions `ctes` ("name as (...)"): PostgreSQL in one
   * statement (data-modifying CTEs: one snapshot for all of them), SQLite one after another, each
   * with the CTEs, in the caller's transaction (its one writer changes nothing in between), so
   * there the CTEs may only read.
   */
  writeWith(tx: AnyDb, ctes: RawBuilder<unknown>[], statements: RawBuilder<unknown>[]): Promise<void>;

  // Schema (migrations).
  /** An integer primary key the database numbers, never giving a deleted row's number again. */
  serialKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /**
   * An integer primary key the database numbers, which may give a deleted row's number again
   * (SQLite's rowid itself: no AUTOINCREMENT counter row written per insert).
   */
  rowKey(column: ColumnDefinitionBuilder): ColumnDefinitionBuilder;
  /** The column type of bytes. */
  readonly bytes: 'bytea' | 'blob';
  /** `table` stored in its primary key's order (SQLite WITHOUT ROWID; PostgreSQL has no such table). */
  clustered<T extends string, C extends string>(table: CreateTableBuilder<T, C>): CreateTableBuilder<T, C>;
}

const wordsOf = (table: string) => sql<string>`' ' || ${sql.ref(`${table}.search_text`)}`;

/** `prefixMatchInRow` on either database: a word of the row starting with each term, by `contains`. */
function eachTermInRow(contains: Dialect['contains'], table: string, q: string): Expression<SqlBool> | undefined {
  const terms = searchTerms(q);
  if (terms.length === 0) return undefined;
  return sql<SqlBool>`(${sql.join(
    terms.map((term) => contains(wordsOf(table), ` ${term}`)),
    sql` and `,
  )})`;
}

const postgres: Dialect = {
  name: 'postgres',
  forUpdate: (query) => query.forUpdate(),
  forUpdateSkipLocked: (query) => query.forUpdate().skipLocked(),
  async lockRows(query) {
    await query.forUpdate().execute();
  },
  async lockTableWrites(tx, table) {
    await sql`lock table ${sql.table(table)} in share mode`.execute(tx);
  },
  contains: (haystack, needle) => sql<SqlBool>`strpos(${haystack}, ${needle}) > 0`,
  least: (a, b) => sql<number>`least(${a}, ${b})`,
  byteOrder: (text) => sql<string>`${text} collate "C"`,
  textRows: (rows) => {
    const columns = (rows[0] ?? []).map((_, i) => rows.map((row) => row[i]!));
    return sql`select * from unnest(${sql.join(columns.map((column) => sql`${column}::text[]`))})`;
  },
  oneOf: (column, numbers) => sql<SqlBool>`${column} in (select unnest(${numbers}::integer[]))`,
  prefixMatch(table, q) {
    const terms = searchTerms(q);
    if (terms.length === 0) return undefined;
    // The terms as lexemes, past to_tsquery's parser, which splits Bangla words by the server's
    // locale: the index holds the search text's words as they are (migration 0020). Terms are
    // letters, marks and digits (shared `searchTokens`): nothing to quote inside them.
    const query = terms.map((t) => `'${t}':*`).join(' & ');
    return sql<SqlBool>`${sql.ref(`${table}.search`)} @@ ${query}::tsquery`;
  },
  prefixMatchInRow: (table, q) => eachTermInRow(postgres.contains, table, q),
  async writeWith(tx, ctes, statements) {
    const last = statements.at(-1);
    if (!last) return;
    const steps = statements.slice(0, -1).map((statement, i) => sql`${sql.raw(`step_${i}`)} as (${statement})`);
    await sql`with ${sql.join([...ctes, ...steps])} ${last}`.execute(tx);
  },
  serialKey: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  rowKey: (column) => column.primaryKey().generatedByDefaultAsIdentity(),
  bytes: 'bytea',
  clustered: (table) => table,
};

const sqlite: Dialect = {
  name: 'sqlite',
  forUpdate: (query) => query,
  forUpdateSkipLocked: (query) => query,
  lockRows: async () => {},
  lockTableWrites: async () => {},
  contains: (haystack, needle) => sql<SqlBool>`instr(${haystack}, ${needle}) > 0`,
  least: (a, b) => sql<number>`min(${a}, ${b})`,
  byteOrder: (text) => sql<string>`${text}`,
  textRows: (rows) => {
    const width = rows[0]?.length ?? 0;
    const values = Array.from({ length: width }, (_, i) => sql`value ->> ${sql.lit(i)}`);
    return sql`select ${sql.join(values)} from json_each(${JSON.stringify(rows)})`;
  },
  oneOf: (column, numbers) => sql<SqlBool>`${column} in (select value from json_each(${JSON.stringify(numbers)}))`,
  prefixMatch(table, q) {
    const terms = searchTerms(q);
    if (terms.length === 0) return undefined;
    // The words' column only: the items' index holds their category's copies too (0013).
    const query = `search_text : (${ftsPrefixes(terms)})`;
    const fts = sql.table(`${table}_fts`);
    return sql<SqlBool>`${sql.ref(`${table}.seq`)} in (select rowid from ${fts} where ${fts} match ${query})`;
  },
  prefixMatchInRow: (table, q) => eachTermInRow(sqlite.contains, table, q),
  async writeWith(tx, ctes, statements) {
    for (const statement of statements)
      await (ctes.length ? sql`with ${sql.join(ctes)} ${statement}` : statement).execute(tx);
  },
  serialKey: (column) => column.primaryKey().autoIncrement(),
  rowKey: (column) => column.primaryKey(),
  bytes: 'blob',
  clustered: (table) => table.modifyEnd(sql`without rowid`),
};

/** The database `db` talks to, asked of its adapter (connection.ts opens one of the two). */
export function dialectOf(db: AnyDb): Dialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? postgres : sqlite;
}

/** `db`'s entry in a table of one entry per database: a strategy, or a migration's statements. */
export function byDialect<T>(db: AnyDb, entries: Record<DialectName, T>): T {
  return entries[dialectOf(db).name];
}
