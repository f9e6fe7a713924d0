// A server (or several) on a fresh database, signing in through the run's Auth emulator: the
// reliability suite's building block, the shared stack (@storefront/devstack/stack) on the
// run's emulator and PostgreSQL cluster.
import { inject } from 'vitest';
import type { DatabaseKind } from '@storefront/devstack/database';
import { relaxedLimits, startStack as startSharedStack, type Stack } from '@storefront/devstack/stack';

export type { Stack };

/** Whether PostgreSQL runs in this run (undefined) or why its variants are skipped. */
export function postgresSkip(): string | undefined {
  return inject('reliability').postgresSkip;
}

/** The databases a file runs on, for `describe.each`: SQLite always, PostgreSQL when installed. */
export function databases(): { kind: DatabaseKind; skip: string | undefined }[] {
  return [
    { kind: 'sqlite', skip: undefined },
    { kind: 'postgres', skip: postgresSkip() },
  ];
}

/** The environment of a server a test starts by hand (besides DATABASE_URL). */
export function baseEnv(adminEmails: string[]): Record<string, string> {
  const { authEmulatorHost, firebaseProjectId } = inject('reliability');
  return {
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    FIREBASE_PROJECT_ID: firebaseProjectId,
    ADMIN_EMAILS: adminEmails.join(','),
    ...relaxedLimits,
  };
}

/**
 * Starts a server on a new `kind` database. `file` tags emails and database names; `admins` are
 * extra names made administrators at sign-in (besides `admin`); `payments` starts a payment sandbox
 * both gateways are configured at.
 */
export function startStack({
  file,
  kind,
  env = {},
  admins = [],
  payments = false,
}: {
  file: string;
  kind: DatabaseKind;
  env?: Record<string, string>;
  admins?: string[];
  payments?: boolean;
}): Promise<Stack> {
  const { authEmulatorHost, firebaseProjectId, postgresUrl } = inject('reliability');
  return startSharedStack({
    file,
    kind,
    tag: `${file}${kind === 'postgres' ? 'pg' : 'lite'}`,
    emulatorHost: authEmulatorHost,
    projectId: firebaseProjectId,
    postgresUrl,
    env,
    admins,
    payments,
  });
}
