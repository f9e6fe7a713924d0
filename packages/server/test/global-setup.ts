// One Auth emulator for the whole run and, with TEST_DB=postgres, one PostgreSQL cluster; each
// test file then starts its own server on its own fresh database (support/suite.ts).
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '@storefront/devstack/auth-emulator';
import { postgresMissingReason, startPostgres, type Postgres } from '@storefront/devstack/postgres';
import type { DatabaseKind } from '@storefront/devstack/database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** 127.0.0.1:<port> of the run's Auth emulator. */
    authEmulatorHost: string;
    firebaseProjectId: string;
    databaseKind: DatabaseKind;
    /** A database URL on the run's PostgreSQL cluster (postgres runs only). */
    postgresUrl: string | undefined;
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

  return async () => {
    await Promise.all([emulator.stop(), postgres?.stop()]);
  };
}
