// One Auth emulator and (when its binaries are installed) one PostgreSQL cluster for the whole
// reliability run; each test file starts its own servers on fresh databases (stack.ts).
import type { TestProject } from 'vitest/node';
import { startAuthEmulator } from '@storefront/devstack/auth-emulator';
import { postgresMissingReason, startPostgres, type Postgres } from '@storefront/devstack/postgres';

export interface ReliabilityContext {
  authEmulatorHost: string;
  firebaseProjectId: string;
  /** Any database of the run's PostgreSQL cluster, when there is one. */
  postgresUrl: string | undefined;
  /** Why the PostgreSQL variants are skipped (undefined: they run). */
  postgresSkip: string | undefined;
}

declare module 'vitest' {
  export interface ProvidedContext {
    reliability: ReliabilityContext;
  }
}

export default async function setup(project: TestProject) {
  const missing = postgresMissingReason();
  if (missing && process.env.REQUIRE_POSTGRES === '1')
    throw new Error(`REQUIRE_POSTGRES=1 but PostgreSQL is missing: ${missing}`);
  const started = Date.now();
  const [emulator, postgres] = await Promise.all([
    startAuthEmulator({ projectId: 'demo-storefront' }),
    missing ? Promise.resolve<Postgres | undefined>(undefined) : startPostgres(),
  ]);
  console.log(
    `Reliability suite: Auth emulator at ${emulator.host}, ${postgres ? `PostgreSQL at ${postgres.url}` : `no PostgreSQL (${missing})`} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  project.provide('reliability', {
    authEmulatorHost: emulator.host,
    firebaseProjectId: emulator.projectId,
    postgresUrl: postgres?.url,
    postgresSkip: postgres ? undefined : `PostgreSQL is not installed: ${missing}`,
  });
  return async () => {
    await Promise.all([emulator.stop(), postgres?.stop()]);
  };
}
