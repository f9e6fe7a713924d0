// Full-text search by the start of each word, the same on both databases: a table's `search_text`
// (shared `searchTokens`, written by the service) indexed by SQLite's FTS5 (`<table>_fts`, kept by
// triggers) or PostgreSQL's `search` tsvector column (GIN). The two matches are the dialect's
// (db/dialect.ts, `prefixMatch`); here, what both read. Used by the catalog and the orders.
import { SEARCH_MAX_TERMS, searchTokens } from '@storefront/shared';

/** The words of `q` a search matches by their start (at most SEARCH_MAX_TERMS). */
export const searchTerms = (q: string) => searchTokens(q).slice(0, SEARCH_MAX_TERMS);

/** An FTS5 query for rows with a word starting with each of `terms`, each behind `prefix`. */
export const ftsPrefixes = (terms: string[], prefix = '') => terms.map((t) => `"${prefix}${t}"*`).join(' AND ');
