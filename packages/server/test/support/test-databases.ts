// Throwaway databases for the server's unit tests (src/**/*.test.ts), kept out of src: a migrated
// SQLite file in a temp dir, and, when TEST_POSTGRES_URL names a server, a fresh PostgreSQL database on it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../src/db/connection.ts';
import { migrateToLatest } from '../../src/db/migrate.ts';

/** An open, migrated database for a unit test (the API suites' `TestDatabase` is only a URL for a server). */
export interface MigratedTestDb {
  name: 'sqlite' | 'postgres';
  db: Db;
  close(): Promise<void>;
}

export async function sqliteTestDatabase(): Promise<MigratedTestDb> {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-test-'));
  const db = openDatabase(`sqlite:${join(dir, 'test.db')}`);
  await migrateToLatest(db);
  return {
    name: 'sqlite',
    db,
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export async function postgresTestDatabase(serverUrl: string): Promise<MigratedTestDb> {
  const name = `storefront_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = openDatabase(url.toString());
  await migrateToLatest(db);
  return {
    name: 'postgres',
    db,
    async close() {
      await db.destroy();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name}`);
      await cleanup.end();
    },
  };
}

/** SQLite always; PostgreSQL too when TEST_POSTGRES_URL is set. */
export const testDatabaseKinds: Array<'sqlite' | 'postgres'> = process.env.TEST_POSTGRES_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

export function openTestDatabase(kind: 'sqlite' | 'postgres'): Promise<MigratedTestDb> {
  return kind === 'postgres' ? postgresTestDatabase(process.env.TEST_POSTGRES_URL!) : sqliteTestDatabase();
}
