// `pnpm admin:grant <email>`: makes a user an administrator in the database DATABASE_URL names
// (creating the row if the person has not signed in yet).
import { parseConfig, ConfigError } from '../config.ts';
import { openDatabase, type Db } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { usersRepository } from '../users/repository.ts';
import { email as emailSchema } from '@storefront/shared';

const arg = process.argv[2];
const parsed = emailSchema.safeParse(arg ?? '');
if (!parsed.success) {
  if (arg !== undefined) console.error(`"${arg}" is not an email address.`);
  console.error('Usage: pnpm admin:grant <email>');
  process.exit(2);
}

let databaseUrl: string;
try {
  databaseUrl = parseConfig(process.env).databaseUrl;
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

let db: Db | undefined;
try {
  db = openDatabase(databaseUrl);
  await migrateToLatest(db);
  const email = parsed.data;
  const user = await usersRepository(db).grantAdmin(email, email.split('@')[0] ?? email);
  console.log(`${user.email} is now an administrator.`);
} catch (error) {
  // A database that cannot be opened or reached: its reason in one line, not a stack trace.
  console.error(`Could not grant the administrator role: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db?.destroy().catch(() => {});
}
