import { randomBytes } from 'node:crypto';
import type { SelectQueryBuilder } from 'kysely';

// Ids in time order, as UUIDv7 and MongoDB's ObjectId are: 6 bytes of milliseconds since 1970 then 6
// random bytes (24 hex characters, like the document ids the original client was built for). New
// rows' ids sort after older ones, so each unique index takes a checkout's ids on its last page
// instead of a random page each: fewer pages written per commit. 48 random bits per id keep one id
// from telling another. Random bytes are drawn 512 ids at a time (a randomBytes call per id was ~5 %
// of a checkout's CPU).
const RANDOM_BYTES = 6;
let randomPool = Buffer.alloc(0);
let randomOffset = 0;

/** A new public id: 24 hex characters, later ids sorting after earlier ones (to the millisecond). */
export function newId(): string {
  if (randomOffset + RANDOM_BYTES > randomPool.length) {
    randomPool = randomBytes(RANDOM_BYTES * 512);
    randomOffset = 0;
  }
  randomOffset += RANDOM_BYTES;
  return (
    Date.now().toString(16).padStart(12, '0') + randomPool.toString('hex', randomOffset - RANDOM_BYTES, randomOffset)
  );
}

export function nowIso(): string {
  return new Date().toISOString();
}

export interface Page {
  limit?: number | undefined;
  offset?: number | undefined;
}

/** No ?limit= and no ?offset=: the list answers every row, so its total is its length (no count query). */
export function isWholeList({ limit, offset = 0 }: Page): boolean {
  return limit === undefined && offset === 0;
}

/** Applies ?limit=&offset= to a query (SQLite has no OFFSET without LIMIT). */
export function paged<Q extends { limit(n: number): Q; offset(n: number): Q }>(
  query: Q,
  { limit, offset = 0 }: Page,
): Q {
  if (limit === undefined && offset === 0) return query;
  return query.limit(limit ?? 1_000_000_000).offset(offset);
}

/**
 * A list and its x-total-count: the whole list counts itself (no count query); a page asks `count`
 * beside it.
 */
export async function listWithTotal<Row>(
  page: Page,
  list: (page: Page) => Promise<Row[]>,
  count: () => Promise<number>,
): Promise<{ rows: Row[]; total: number }> {
  if (isWholeList(page)) {
    const rows = await list(page);
    return { rows, total: rows.length };
  }
  const [rows, total] = await Promise.all([list(page), count()]);
  return { rows, total };
}

/** count(*) of a query's rows, as a number (PostgreSQL answers count(*) as a bigint string). */
export async function countRows<DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>): Promise<number> {
  // The cast: kysely cannot narrow a select on a generic query's output type.
  const row = (await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()) as { n: unknown };
  return Number(row.n);
}

/**
 * True for a unique index's refusal (PostgreSQL 23505; SQLite "UNIQUE constraint failed"): the
 * race a check-then-insert can lose, answered like the check (a 409), never a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  return code === '23505' || (typeof message === 'string' && message.includes('UNIQUE constraint failed'));
}
