// `pnpm db:restore <backup-file>`: replaces the SQLite database DATABASE_URL names with a backup
// made by `pnpm db:backup`. Stop the server first: a database in use is refused. The database it
// replaces is kept beside it as <db>.before-restore-<timestamp>. PostgreSQL: pg_restore
// (docs/operations.md).
import { copyFileSync, existsSync, renameSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { fail, sqliteFileFromEnv } from './start.ts';

const args = process.argv.slice(2);
if (args.length !== 1 || args[0] === '--help' || args[0] === '-h') fail('Usage: pnpm db:restore <backup-file>', 2);
// pnpm runs scripts from the repository root; the file is relative to where the command was typed.
const backup = resolve(process.env.INIT_CWD ?? '.', args[0] as string);

const target = sqliteFileFromEnv('restore it with pg_restore (see docs/operations.md).');
if (target.endsWith(':memory:')) fail('DATABASE_URL names an in-memory database: there is nothing to restore into.', 2);
if (!existsSync(backup)) fail(`There is no backup at ${backup}.`);
if (backup === target) fail('The backup is the database itself.');

// The backup must be a sound storefront database before anything is touched.
try {
  const copy = new DatabaseSync(backup, { readOnly: true });
  try {
    const check = copy.prepare('PRAGMA integrity_check').get() as { integrity_check?: string } | undefined;
    if (check?.integrity_check !== 'ok') fail(`${backup} failed its integrity check: ${JSON.stringify(check)}`);
    const tables = new Set(
      (copy.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map(
        (t) => t.name,
      ),
    );
    const missing = ['items', 'orders', 'reviews', 'users', 'images'].filter((t) => !tables.has(t));
    if (missing.length) fail(`${backup} is not a storefront database (no ${missing.join(', ')} table).`);
  } finally {
    copy.close();
  }
} catch (error) {
  fail(`${backup} is not a readable SQLite database: ${(error as Error).message}`);
}

let previous: string | undefined;
if (existsSync(target)) {
  // Every open connection (a running server) holds a shared lock: an exclusive lock proves none is
  // open. Closing this last connection also checkpoints the WAL into the file kept below.
  const probe = new DatabaseSync(target);
  try {
    probe.exec('PRAGMA busy_timeout = 0');
    probe.exec('PRAGMA locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
  } catch (error) {
    probe.close();
    fail(
      `The database ${target} is in use (${(error as Error).message}): stop the server (and anything else using it), then restore again.`,
    );
  }
  probe.close();
  previous = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  copyFileSync(target, previous);
}

const staging = `${target}.restoring`;
copyFileSync(backup, staging);
for (const suffix of ['-wal', '-shm', '-journal']) rmSync(`${target}${suffix}`, { force: true });
renameSync(staging, target);
console.log(
  `Restored ${backup} to ${target}.${previous ? ` The database it replaced is kept at ${previous}.` : ''} Start the server again.`,
);
