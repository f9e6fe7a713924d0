// A server on a fresh database, signing in through a running Auth emulator and paying through its
// own payment sandbox: what the API suite's per-file fixture (packages/server/test/support/suite.ts)
// and the reliability suite (packages/server/reliability/support/stack.ts) are made of.
// No test-runner hooks here: the callers decide when it starts and stops.
import { randomBytes } from 'node:crypto';
import { apiPaths, type Item, type ItemEdit, type ItemInput } from '@storefront/shared';
import { createApi, type Api } from './api.ts';
import { authEmulatorClient, type AuthEmulatorClient } from './auth-emulator.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './database.ts';
import { login as signIn, type SignedIn } from './login.ts';
import { startPaymentSandbox, type PaymentSandbox } from './payment-sandbox.ts';
import { startServer, type ServerProcess } from './server.ts';

export interface Stack {
  kind: DatabaseKind;
  database: TestDatabase;
  server: ServerProcess;
  /** The server's origin. */
  url: string;
  /** An anonymous client. */
  api: Api;
  emulator: AuthEmulatorClient;
  /**
   * With `payments: true`, the SSLCommerz and bKash sandbox the server pays through (its variables
   * are in the server's environment unless `env` overrides them: SSLCOMMERZ_URL: undefined offers no
   * SSLCommerz). Without, the store offers cash on delivery only, as before payments.
   */
  payments: PaymentSandbox | undefined;
  /** The email listed in ADMIN_EMAILS (administrator from its first sign-in). */
  adminEmail: string;
  /** A unique email of this stack for `name` (lowercase letters and digits). */
  emailOf(name: string): string;
  /**
   * Signs in `name` (creating the emulator account the first time) on `origin` (default: this
   * server): `login('admin')` is the ADMIN_EMAILS administrator, any other name a customer of its own.
   * `emailVerified: false` makes the account, the first time, as a sign-up that never followed its link.
   */
  login(name?: string, options?: { displayName?: string; origin?: string; emailVerified?: boolean }): Promise<SignedIn>;
  /** Adds an item as `admin` and answers it as GET /api/item/{id} does. */
  addItem(admin: SignedIn, overrides?: Partial<Record<keyof ItemInput, unknown>>): Promise<Item>;
  /** Another server process on the same database and secret. */
  startAnother(env?: Record<string, string>): Promise<ServerProcess>;
  /** Stops every server this stack started (false if one missed its deadline), then drops the database and closes the sandbox. */
  stop(): Promise<boolean>;
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
    sku: `CC-TEST-${itemCounter}`,
    category: 'storage',
    ...overrides,
  };
}

/** The edit body (PUT /api/item/{id}) of an item as read, with `changes`. */
export function itemEditOf(item: Item, changes: Partial<Record<keyof ItemEdit, unknown>> = {}) {
  return {
    name: item.name,
    image: item.image,
    short_description: item.short_description,
    min_order_quantity: item.min_order_quantity,
    price_per_unit: item.price_per_unit,
    sku: item.sku,
    category: item.category ?? 'storage',
    price_tiers: item.price_tiers,
    name_bn: item.name_bn,
    short_description_bn: item.short_description_bn,
    version: item.version,
    ...changes,
  };
}

/**
 * The limits the tests do not test get out of the way: every test signs in from 127.0.0.1, and
 * orders of whole stocks by one customer are what many tests do (rate-limit.test.ts,
 * review-moderation.test.ts and stock-share.test.ts test the limits themselves).
 */
export const relaxedLimits = {
  RATE_LIMIT_EXCHANGE_PER_MIN: '100000',
  RATE_LIMIT_WRITES_PER_MIN: '100000',
  REVIEWS_PER_DAY: '100000',
  STOCK_SHARE_PERCENT: '100',
};

/** The emails of a stack: unique per `tag` and `run` (lowercase letters and digits, as the forms want). */
export function stackEmails(tag: string, run: string) {
  const label = tag.toLowerCase().replace(/[^a-z0-9]/g, '');
  const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.${label}${run}@example.com`;
  return { label, emailOf, adminEmail: emailOf('admin') };
}

/**
 * Starts a server on a new `kind` database. `file` tags emails, display names and database names;
 * `admins` are extra names made administrators at sign-in (besides `admin`).
 */
export async function startStack({
  file,
  kind,
  emulatorHost,
  projectId,
  postgresUrl,
  postgresTemplate,
  tag = file,
  run = randomBytes(3).toString('hex'),
  env = {},
  admins = [],
  payments: withPayments = false,
}: {
  file: string;
  kind: DatabaseKind;
  emulatorHost: string;
  projectId: string;
  postgresUrl: string | undefined;
  /** PostgreSQL only: the database starts as a copy of this one (createTestDatabase's `postgresTemplate`). */
  postgresTemplate?: string;
  /** Tags emails and the database name (default: `file`). */
  tag?: string;
  /** Makes the emails unique to this run (default: random). */
  run?: string;
  env?: Record<string, string | undefined>;
  admins?: string[];
  /** Start a payment sandbox and configure both gateways at it (default: cash on delivery only). */
  payments?: boolean;
}): Promise<Stack> {
  const { label, emailOf, adminEmail } = stackEmails(tag, run);
  const emulator = authEmulatorClient({ host: emulatorHost, projectId });
  const payments = withPayments ? await startPaymentSandbox() : undefined;
  let database: TestDatabase;
  try {
    database = await createTestDatabase({ kind, postgresUrl, name: label, postgresTemplate });
  } catch (error) {
    await payments?.close();
    throw error;
  }
  const fullEnv = {
    DATABASE_URL: database.url,
    FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
    FIREBASE_PROJECT_ID: emulator.projectId,
    ADMIN_EMAILS: [adminEmail, ...admins.map(emailOf)].join(','),
    ...relaxedLimits,
    ...payments?.env,
    ...env,
  };
  let server: ServerProcess;
  try {
    server = await startServer({ env: fullEnv });
  } catch (error) {
    await database.drop();
    await payments?.close();
    throw error;
  }
  const servers = [server];
  const api = createApi(server.url);
  return {
    kind,
    database,
    server,
    url: server.url,
    api,
    emulator,
    payments,
    adminEmail,
    emailOf,
    login: (name = 'customer', { displayName, origin = server.url, emailVerified } = {}) =>
      signIn({
        emulator,
        origin,
        email: emailOf(name),
        displayName: displayName ?? `${name.charAt(0).toUpperCase()}${name.slice(1)} ${file}`,
        emailVerified,
      }),
    async addItem(admin, overrides = {}) {
      const added = await admin.api.post<{ insertedId: string }>(apiPaths.itemList, itemInput(overrides));
      if (added.status !== 201) throw new Error(`adding an item answered ${added.status}: ${added.text}`);
      const item = await api.get<Item>(apiPaths.item(added.body.insertedId));
      if (item.status !== 200)
        throw new Error(`reading item ${added.body.insertedId} answered ${item.status}: ${item.text}`);
      return item.body;
    },
    async startAnother(extra = {}) {
      const another = await startServer({ env: { ...fullEnv, ...extra } });
      servers.push(another);
      return another;
    },
    async stop() {
      const inTime = await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
      await payments?.close();
      return inTime.every((ok) => ok !== false);
    },
  };
}
