import type { Kysely } from 'kysely';

// Accounts bound to verified identities (docs/security.md, Identity): the Firebase uid that owns
// a row once it signed in, when its address was last seen verified, and when an administrator
// disabled it. A row made before its first sign-in (ADMIN_EMAILS, admin:grant, the demo seed)
// has no uid until a verified sign-in claims it.
/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen history */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('users').addColumn('firebase_uid', 'text').execute();
  await db.schema.alterTable('users').addColumn('email_verified_at', 'text').execute();
  await db.schema.alterTable('users').addColumn('disabled_at', 'text').execute();
  // Unique where set (NULLs are distinct on both databases).
  await db.schema.createIndex('users_firebase_uid').unique().on('users').column('firebase_uid').execute();
}
