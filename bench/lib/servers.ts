// The servers a bench measures: the real one (its bundle, packages/server/dist/main.js, through the API
// suite's harness) on a fresh database, and the bare node:http baseline answering its bytes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  createTestDatabase,
  delay,
  login,
  spawnGroup,
  startServer,
  type GroupProcess,
  type ServerProcess,
  type SignedIn,
  type TestDatabase,
} from '@storefront/devstack';
import { freshServerBundle } from '@storefront/server/build';
import type { CannedAnswer } from './bare-server.ts';
import { sharedEmulator, sharedPostgres, type DatabaseKind } from './env.ts';
import { pidListeningOn } from './proc.ts';

export const ADMIN_EMAIL = 'admin@bench.example.com';
export const CUSTOMER_EMAIL = 'buyer@bench.example.com';

/** Raised so the bench measures the server, not its limiter's refusals. */
export const BENCH_LIMITS = {
  RATE_LIMIT_EXCHANGE_PER_MIN: '1000000',
  RATE_LIMIT_WRITES_PER_MIN: '100000000',
  REVIEWS_PER_DAY: '100000000',
};

export async function createDatabase(kind: DatabaseKind, name: string): Promise<TestDatabase> {
  const postgresUrl = kind === 'postgres' ? (await sharedPostgres()).url : undefined;
  return createTestDatabase({ kind, postgresUrl, name });
}

export interface RunningServer {
  server: ServerProcess;
  pid: number;
  admin: SignedIn;
  customer: SignedIn;
}

/**
 * Starts the server on `databaseUrl` (already seeded), signing in through the run's Auth
 * emulator, and signs in the bench's administrator and customer.
 */
export async function startBenchServer(databaseUrl: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const emulator = await sharedEmulator();
  const server = await startServer({
    // What `pnpm start` and `pnpm serve` run: the bundle (packages/server/build.ts).
    main: await freshServerBundle(),
    env: {
      DATABASE_URL: databaseUrl,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: emulator.projectId,
      ADMIN_EMAILS: ADMIN_EMAIL,
      LOG_LEVEL: 'warn',
      ...BENCH_LIMITS,
      ...env,
    },
    timeoutMs: 120_000,
  });
  try {
    const pid = pidListeningOn(server.port);
    if (pid === undefined) throw new Error(`no process found listening on port ${server.port}`);
    const admin = await login({ emulator, origin: server.url, email: ADMIN_EMAIL, displayName: 'Bench Admin' });
    const customer = await login({ emulator, origin: server.url, email: CUSTOMER_EMAIL, displayName: 'Bench Buyer' });
    return { server, pid, admin, customer };
  } catch (error) {
    await server.stop();
    throw error;
  }
}

/** Calls the real server once and keeps its answer (status, content type, total header, body bytes). */
export async function capture(
  origin: string,
  request: { method?: string; path: string; headers?: Record<string, string>; body?: string },
): Promise<CannedAnswer & { text: string }> {
  const method = request.method ?? 'GET';
  const response = await fetch(`${origin}${request.path}`, { method, headers: request.headers, body: request.body });
  const body = Buffer.from(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'x-total-count']) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  return {
    method,
    url: request.path,
    status: response.status,
    headers,
    body: body.toString('base64'),
    text: body.toString('utf8'),
  };
}

export interface BareServer {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

const bareMain = fileURLToPath(new URL('./bare-server.ts', import.meta.url));

/** The baseline: node:http in its own process, answering exactly `answers`. */
export async function startBareServer(answers: CannedAnswer[]): Promise<BareServer> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-bare-'));
  const file = join(dir, 'answers.json');
  writeFileSync(file, JSON.stringify(answers));
  const proc: GroupProcess = spawnGroup(process.execPath, [bareMain, file], { name: 'bare-http' });
  const stop = async () => {
    await proc.stop({ signal: 'SIGTERM', timeoutMs: 5_000 });
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 30_000;
  for (;;) {
    const match = /LISTENING (\d+)/.exec(proc.output());
    if (match?.[1]) return { url: `http://127.0.0.1:${match[1]}`, pid: proc.pid, stop };
    if (proc.hasExited() || Date.now() > deadline) {
      const output = proc.output();
      await stop();
      throw new Error(`the bare node:http server did not start:\n${output}`);
    }
    await delay(50);
  }
}
