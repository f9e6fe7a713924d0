// The API suite's per-file fixture: a fresh database, the real server on it (signing in through
// the run's Auth emulator), and `login()` giving signed-in API clients. Vitest only.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { apiPaths, type Item, type ItemInput } from '@storefront/shared';
import { createApi, type Api } from './api.ts';
import { authEmulatorClient, type AuthEmulatorClient } from './auth-emulator.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { login as signIn, type SignedIn } from './login.ts';
import { startServer, type ServerProcess } from './server.ts';

export interface ApiSuite {
  server: ServerProcess;
  /** The server's origin. */
  url: string;
  /** An anonymous client. */
  api: Api;
  emulator: AuthEmulatorClient;
  database: TestDatabase;
  /** The email listed in ADMIN_EMAILS (administrator from its first sign-in). */
  adminEmail: string;
  /** A unique email of this file for `name` (lowercase letters and digits). */
  emailOf(name: string): string;
  /**
   * Signs in `name` (creating the emulator account the first time): `login('admin')` is the
   * ADMIN_EMAILS administrator, any other name a customer of its own.
   */
  login(name?: string, options?: { displayName?: string }): Promise<SignedIn>;
  /** Adds an item as `admin` and answers it as GET /api/item/{id} does. */
  addItem(admin: SignedIn, overrides?: Partial<Record<keyof ItemInput, unknown>>): Promise<Item>;
}

let itemCounter = 0;

/** A valid add-item body; names are unique within the run. */
export function itemInput(overrides: Partial<Record<keyof ItemInput, unknown>> = {}) {
  itemCounter += 1;
  return {
    name: `Test part ${itemCounter}`,
    image: 'https://example.com/images/part.png',
    short_description: 'A computer part made for tests',
    min_order_quantity: 2,
    available_quantity: 100,
    price_per_unit: 1250.5,
    ...overrides,
  };
}

/**
 * Starts a server for the current test file (beforeAll) and stops it (afterAll). `file` names
 * the file in emails and database names. Fields are filled before the first test runs.
 */
export function useApiSuite(file: string, { env = {} }: { env?: Record<string, string | undefined> } = {}): ApiSuite {
  const run = randomBytes(3).toString('hex');
  const tag = file.toLowerCase().replace(/[^a-z0-9]/g, '');
  const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.${tag}${run}@example.com`;
  const suite = { emailOf, adminEmail: emailOf('admin') } as ApiSuite;

  beforeAll(async () => {
    suite.emulator = authEmulatorClient({ host: inject('authEmulatorHost'), projectId: inject('firebaseProjectId') });
    suite.database = await createTestDatabase({
      kind: inject('databaseKind'),
      postgresUrl: inject('postgresUrl'),
      name: tag,
    });
    suite.server = await startServer({
      env: {
        DATABASE_URL: suite.database.url,
        FIREBASE_AUTH_EMULATOR_HOST: suite.emulator.host,
        FIREBASE_PROJECT_ID: suite.emulator.projectId,
        ADMIN_EMAILS: suite.adminEmail,
        // Every test signs in from 127.0.0.1: only rate-limit.test.ts tests the limits.
        RATE_LIMIT_EXCHANGE_PER_MIN: '100000',
        RATE_LIMIT_WRITES_PER_MIN: '100000',
        REVIEWS_PER_DAY: '100000',
        // Orders of whole stocks by one customer are what many tests do: stock-share.test.ts tests the limit.
        STOCK_SHARE_PERCENT: '100',
        ...env,
      },
    });
    suite.url = suite.server.url;
    suite.api = createApi(suite.url);
    suite.login = async (name = 'customer', options = {}) => {
      const email = emailOf(name);
      return signIn({
        emulator: suite.emulator,
        origin: suite.url,
        email,
        displayName: options.displayName ?? `${name.charAt(0).toUpperCase()}${name.slice(1)} ${file}`,
      });
    };
    suite.addItem = async (admin, overrides) => {
      const added = await admin.api.post<{ insertedId: string }>(apiPaths.items, itemInput(overrides));
      if (added.status >= 300) throw new Error(`adding an item answered ${added.status}: ${added.text}`);
      const item = await suite.api.get<Item>(apiPaths.item(added.body.insertedId));
      if (item.status !== 200)
        throw new Error(`reading item ${added.body.insertedId} answered ${item.status}: ${item.text}`);
      return item.body;
    };
  }, 120_000);

  afterAll(async () => {
    const inTime = await suite.server?.stop();
    await suite.database?.drop();
    if (inTime === false) throw new Error(`the server did not stop within 10 s of SIGTERM:\n${suite.server.output()}`);
  }, 60_000);

  return suite;
}
