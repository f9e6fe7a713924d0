// `pnpm admin:grant <email>`: makes a user an administrator in the database DATABASE_URL names
// (creating the row if the person has not signed in yet).
import { openDatabase, type Db } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { usersRepository } from '../users/repository.ts';
import { email as emailSchema, errorMessage } from '@storefront/shared';
import { databaseUrlFromEnv, fail } from './start.ts';

const arg = process.argv[2];
const parsed = emailSchema.safeParse(arg ?? '');
if (!parsed.success) {
  if (arg !== undefined) console.error(`"${arg}" is not an email address.`);
  fail('Usage: pnpm admin:grant <email>', 2);
}

const databaseUrl = databaseUrlFromEnv();

let db: Db | undefined;
try {
  db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const email = parsed.data;
  const user = await usersRepository(db).grantAdmin(email, email.split('@')[0] ?? email);
  console.log(`${user.email} is now an administrator.`);
} catch (error) {
  // A database that cannot be opened or reached: its reason in one line, not a stack trace.
  console.error(`Could not grant the administrator role: ${errorMessage(error)}`);
  process.exitCode = 1;
} finally {
  await db?.destroy().catch(() => {});
}
