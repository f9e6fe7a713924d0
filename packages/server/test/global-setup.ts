// One Auth emulator for the whole run and, with TEST_DB=postgres, one PostgreSQL cluster; each
// test file then starts its own server on its own fresh database (support/suite.ts). On PostgreSQL
// that database is a copy of one migrated here once: the migrations took 0.8 to 1.1 s a file, the
// copy 0.1 to 0.3 s (the server still checks them at its start; migrations.test.ts and the
// reliability suite migrate empty databases of their own).
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '@storefront/devstack/auth-emulator';
import { createDatabase, postgresMissingReason, startPostgres, type Postgres } from '@storefront/devstack/postgres';
import type { DatabaseKind } from '@storefront/devstack/database';
import { openDatabase } from '../src/db/connection.ts';
import { migrateToLatest } from '../src/db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 127.0.0.1:<port> of the run's Auth emulator. */
    authEmulatorHost: string;
    firebaseProjectId: string;
    databaseKind: DatabaseKind;
    /** A database URL on the run's PostgreSQL cluster (postgres runs only). */
    postgresUrl: string | undefined;
    /** The migrated database each file's database copies (postgres runs only). */
    postgresTemplate: string | undefined;
  }
}

export function databaseKind(): DatabaseKind {
  const value = (process.env.TEST_DB ?? 'sqlite').toLowerCase();
  if (value === 'sqlite' || value === 'postgres') return value;
  throw new Error(`TEST_DB must be sqlite or postgres, not ${value}`);
}

export default async function setup(project: TestProject) {
  const kind = databaseKind();
  // Fail before the slow emulator start (the config already skipped the run unless REQUIRE_POSTGRES=1).
  const missing = kind === 'postgres' ? postgresMissingReason() : undefined;
  if (missing) throw new Error(`TEST_DB=postgres needs the PostgreSQL server binaries: ${missing}`);
  const started = Date.now();
  const [emulator, postgres] = await Promise.all([
    startAuthEmulator({ projectId: 'demo-storefront', timeoutMs: 180_000 }),
    kind === 'postgres' ? startPostgres() : Promise.resolve<Postgres | undefined>(undefined),
  ]);
  console.log(
    `API suite on ${kind}: Auth emulator at ${emulator.host}${postgres ? `, PostgreSQL at ${postgres.url}` : ''} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  project.provide('authEmulatorHost', emulator.host);
  project.provide('firebaseProjectId', emulator.projectId);
  project.provide('databaseKind', kind);
  project.provide('postgresUrl', postgres?.url);
  let postgresTemplate: string | undefined;
  if (postgres) {
    postgresTemplate = 'api_template';
    const db = openDatabase(await createDatabase(postgres.url, postgresTemplate));
    try {
      await migrateToLatest(db);
    } finally {
      // A template is copied only while no one is connected to it.
      await db.destroy();
    }
  }
  project.provide('postgresTemplate', postgresTemplate);

  return async () => {
    await Promise.all([emulator.stop(), postgres?.stop()]);
  };
}
