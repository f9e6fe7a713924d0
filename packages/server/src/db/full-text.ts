// Full-text search by the start of each word, the same on both databases: a table's `search_text`
// (shared `searchTokens`, written by the service) indexed by SQLite's FTS5 (`<table>_fts`, kept by
// triggers) or PostgreSQL's `search` tsvector column (GIN). Used by the catalog and the orders.
import { SEARCH_MAX_TERMS, searchTokens } from '@storefront/shared';
import { sql, type Expression, type SqlBool } from 'kysely';

/**
 * The rows of `table` whose words start with every term of `q` ("grap card" finds "graphics
 * card"): tokens only, so nothing to escape. Undefined when `q` has no words.
 */
export function prefixMatch(pg: boolean, table: 'items' | 'orders', q: string): Expression<SqlBool> | undefined {
  const terms = searchTerms(q);
  if (terms.length === 0) return undefined;
  if (pg) {
    const query = terms.map((t) => `${t}:*`).join(' & ');
    return sql<SqlBool>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${query})`;
  }
  // The words' column only: the items' index holds their category's copies too (0013).
  const query = `search_text : (${ftsPrefixes(terms)})`;
  const fts = sql.table(`${table}_fts`);
  return sql<SqlBool>`${sql.ref(`${table}.seq`)} in (select rowid from ${fts} where ${fts} match ${query})`;
}

/**
 * The same match as `prefixMatch`, read from each row's own `search_text` (its words, one space
 * apart): no index, for a walk of rows in another index's order that stops early.
 */
export function prefixMatchInRow(pg: boolean, table: string, q: string): Expression<SqlBool> | undefined {
  const terms = searchTerms(q);
  if (terms.length === 0) return undefined;
  const words = sql`' ' || ${sql.ref(`${table}.search_text`)}`;
  const starts = (term: string) =>
    pg ? sql<SqlBool>`strpos(${words}, ${` ${term}`}) > 0` : sql<SqlBool>`instr(${words}, ${` ${term}`}) > 0`;
  return sql<SqlBool>`(${sql.join(terms.map(starts), sql` and `)})`;
}

/** The words of `q` a search matches by their start (at most SEARCH_MAX_TERMS). */
export const searchTerms = (q: string) => searchTokens(q).slice(0, SEARCH_MAX_TERMS);

/** An FTS5 query for rows with a word starting with each of `terms`, each behind `prefix`. */
export const ftsPrefixes = (terms: string[], prefix = '') => terms.map((t) => `"${prefix}${t}"*`).join(' AND ');
