// The hottest reads (a signed-in request's user row, a group member's group, the catalog's version)
// as named prepared statements on PostgreSQL: parsed and planned once per connection instead of at
// every call, which took longer than running them (bench/README.md, group prices). SQLite's
// statements are kept per SQL text already (node-sqlite.ts).
import type { Compilable } from 'kysely';
import { poolOf, type Db } from './connection.ts';

/**
 * The rows of `query`, a read whose SQL text is the same at every call (only its parameters vary):
 * on PostgreSQL as the statement `name` (one name, one text), elsewhere, and in a transaction, as
 * Kysely runs any query.
 */
export async function preparedRows<R>(db: Db, name: string, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const pool = poolOf(db);
  if (pool === undefined) return (await db.executeQuery(compiled)).rows;
  const result = await pool.query({ name, text: compiled.sql, values: [...compiled.parameters] });
  return result.rows as R[];
}
