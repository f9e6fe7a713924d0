import { randomBytes } from 'node:crypto';

/** A random public id (24 hex characters, like the document ids the spec's client was built for). */
export function newId(): string {
  return randomBytes(12).toString('hex');
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
