// `pnpm db:backup [file]`: an online, consistent copy of the SQLite database DATABASE_URL names,
// safe while the server runs. Default file: ./backups/storefront-<timestamp>.db. PostgreSQL is
// backed up with pg_dump (docs/operations.md).
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fail, sqliteFileFromEnv } from './start.ts';

const args = process.argv.slice(2);
if (args.length > 1 || args[0] === '--help' || args[0] === '-h') fail('Usage: pnpm db:backup [backup-file]', 2);

const source = sqliteFileFromEnv('back it up with pg_dump -Fc (see docs/operations.md).');
if (source.endsWith(':memory:') || !existsSync(source))
  fail(`There is no SQLite database at ${source} (DATABASE_URL).`);

const stamp = new Date().toISOString().replace(/[:.]/g, '-');
// pnpm runs scripts from the repository root; a file given on the command line is relative to where it was typed.
const target = args[0]
  ? resolve(process.env.INIT_CWD ?? '.', args[0])
  : resolve(join('backups', `storefront-${stamp}.db`));
if (existsSync(target)) fail(`${target} already exists: choose another file.`);
mkdirSync(dirname(target), { recursive: true });

const db = new DatabaseSync(source, { readOnly: true });
try {
  db.exec('PRAGMA busy_timeout = 10000');
  // VACUUM INTO copies one read transaction's snapshot: consistent, and in WAL mode it never blocks
  // the running server's writes (the page-by-page backup API restarts whenever the server writes).
  db.prepare('VACUUM INTO ?').run(target);
} catch (error) {
  fail(`The backup failed: ${(error as Error).message}`);
} finally {
  db.close();
}

const copy = new DatabaseSync(target, { readOnly: true });
try {
  const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check?: string } | undefined;
  if (check?.integrity_check !== 'ok')
    fail(`The backup ${target} failed its integrity check: ${JSON.stringify(check)}`);
  const count = (table: string) =>
    Number((copy.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n);
  const sizeKb = Math.ceil(statSync(target).size / 1024);
  console.log(
    `Backed up ${source} to ${target} (${sizeKb} KB: ${count('items')} items, ${count('orders')} orders, ` +
      `${count('reviews')} reviews, ${count('users')} users, ${count('images')} images).`,
  );
} finally {
  copy.close();
}
