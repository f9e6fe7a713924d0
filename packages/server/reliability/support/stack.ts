// A server (or several) on a fresh database, signing in through the run's Auth emulator: the
// reliability suite's building block. Built on the API suite's harness (test/support).
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { apiPaths, type Item } from '@storefront/shared';
import { createApi, type Api } from '../../test/support/api.ts';
import { authEmulatorClient, type AuthEmulatorClient } from '../../test/support/auth-emulator.ts';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from '../../test/support/database.ts';
import { login as signIn, type SignedIn } from '../../test/support/login.ts';
import { startServer, type ServerProcess } from '../../test/support/server.ts';
import { itemInput } from '../../test/support/suite.ts';

export interface Stack {
  kind: DatabaseKind;
  database: TestDatabase;
  server: ServerProcess;
  url: string;
  /** An anonymous client. */
  api: Api;
  emulator: AuthEmulatorClient;
  /** The ADMIN_EMAILS administrator's email. */
  adminEmail: string;
  emailOf(name: string): string;
  /** Signs `name` in (creating the emulator account the first time) on `origin` (default: this server). */
  login(name: string, origin?: string): Promise<SignedIn>;
  /** Adds an item as `admin`; answers it as GET item/{id} does. */
  addItem(admin: SignedIn, overrides?: Record<string, unknown>): Promise<Item>;
  /** Another server process on the same database and secret. */
  startAnother(env?: Record<string, string>): Promise<ServerProcess>;
  /** Stops every server this stack started, then drops the database. */
  stop(): Promise<void>;
}

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

/** The environment every reliability server gets besides DATABASE_URL. */
export function baseEnv(adminEmails: string[]): Record<string, string> {
  const { authEmulatorHost, firebaseProjectId } = inject('reliability');
  return {
    FIREBASE_AUTH_EMULATOR_HOST: authEmulatorHost,
    FIREBASE_PROJECT_ID: firebaseProjectId,
    ADMIN_EMAILS: adminEmails.join(','),
    RATE_LIMIT_EXCHANGE_PER_MIN: '100000',
    RATE_LIMIT_WRITES_PER_MIN: '100000',
    REVIEWS_PER_DAY: '100000',
    STOCK_SHARE_PERCENT: '100',
  };
}

/**
 * Starts a server on a new `kind` database. `file` tags emails and database names; `admins` are
 * extra names made administrators at sign-in (besides `admin`).
 */
export async function startStack({
  file,
  kind,
  env = {},
  admins = [],
}: {
  file: string;
  kind: DatabaseKind;
  env?: Record<string, string>;
  admins?: string[];
}): Promise<Stack> {
  const { authEmulatorHost, firebaseProjectId, postgresUrl } = inject('reliability');
  const run = randomBytes(3).toString('hex');
  const tag = `${file}${kind === 'postgres' ? 'pg' : 'lite'}`.toLowerCase().replace(/[^a-z0-9]/g, '');
  const emailOf = (name: string) => `${name.toLowerCase().replace(/[^a-z0-9]/g, '')}.${tag}${run}@example.com`;
  const adminEmail = emailOf('admin');
  const emulator = authEmulatorClient({ host: authEmulatorHost, projectId: firebaseProjectId });
  const database = await createTestDatabase({ kind, postgresUrl, name: tag });
  const fullEnv = { ...baseEnv([adminEmail, ...admins.map(emailOf)]), DATABASE_URL: database.url, ...env };
  const servers: ServerProcess[] = [];
  let server: ServerProcess;
  try {
    server = await startServer({ env: fullEnv });
  } catch (error) {
    await database.drop();
    throw error;
  }
  servers.push(server);
  const api = createApi(server.url);
  return {
    kind,
    database,
    server,
    url: server.url,
    api,
    emulator,
    adminEmail,
    emailOf,
    login: (name, origin = server.url) =>
      signIn({
        emulator,
        origin,
        email: emailOf(name),
        displayName: `${name[0]?.toUpperCase()}${name.slice(1)} ${file}`,
      }),
    async addItem(admin, overrides = {}) {
      const added = await admin.api.post<{ insertedId: string }>(apiPaths.items, itemInput(overrides));
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
      await Promise.all(servers.map((s) => s.stop()));
      await database.drop();
    },
  };
}
