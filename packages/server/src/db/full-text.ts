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
  const terms = searchTokens(q).slice(0, SEARCH_MAX_TERMS);
  if (terms.length === 0) return undefined;
  if (pg) {
    const query = terms.map((t) => `${t}:*`).join(' & ');
    return sql<SqlBool>`${sql.ref(`${table}.search`)} @@ to_tsquery('simple', ${query})`;
  }
  const query = terms.map((t) => `"${t}"*`).join(' AND ');
  const fts = sql.table(`${table}_fts`);
  return sql<SqlBool>`${sql.ref(`${table}.seq`)} in (select rowid from ${fts} where ${fts} match ${query})`;
}
