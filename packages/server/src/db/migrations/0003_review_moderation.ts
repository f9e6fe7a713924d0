import type { Kysely } from 'kysely';

// Reviews an administrator hides (docs/security.md, Abuse limits), and the per-account daily
// limit's count of one author's recent reviews.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('reviews').addColumn('hidden_at', 'text').execute();
  await db.schema.createIndex('reviews_author_created').on('reviews').columns(['author_email', 'created_at']).execute();
}
