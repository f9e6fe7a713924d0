// The API suite's per-file fixture: a fresh database, the real server on it (signing in through
// the run's Auth emulator), and `login()` giving signed-in API clients. Vitest only: the stack
// itself is @storefront/devstack/stack.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { stackEmails, startStack, type Stack } from '@storefront/devstack/stack';

export { itemEditOf, itemInput } from '@storefront/devstack/stack';

/** The stack of the current test file: `emailOf` and `adminEmail` at once, the rest before the first test runs. */
export type ApiSuite = Omit<Stack, 'stop' | 'startAnother' | 'kind'>;

/**
 * Starts a server for the current test file (beforeAll) and stops it (afterAll). `file` names
 * the file in emails and database names.
 */
export function useApiSuite(file: string, { env = {} }: { env?: Record<string, string | undefined> } = {}): ApiSuite {
  const run = randomBytes(3).toString('hex');
  const { emailOf, adminEmail } = stackEmails(file, run);
  const suite = { emailOf, adminEmail } as ApiSuite;
  let stack: Stack | undefined;

  beforeAll(async () => {
    stack = await startStack({
      file,
      kind: inject('databaseKind'),
      emulatorHost: inject('authEmulatorHost'),
      projectId: inject('firebaseProjectId'),
      postgresUrl: inject('postgresUrl'),
      postgresTemplate: inject('postgresTemplate'),
      run,
      env,
    });
    Object.assign(suite, stack);
  }, 120_000);

  afterAll(async () => {
    if (stack && !(await stack.stop()))
      throw new Error(`the server did not stop within 10 s of SIGTERM:\n${stack.server.output()}`);
  }, 60_000);

  return suite;
}
