// `pnpm start` (scripts/start.mjs), the real command as a user runs it, on a free PORT and
// FIREBASE_EMULATOR_PORT with its database in a temporary directory: it serves the seeded catalog
// and the app, prints the demo sign-in details, and Ctrl-C (SIGINT to its process group, as a
// terminal sends it) stops every process it started and frees both ports; so does SIGTERM to pnpm
// under load, without leaving the server behind.
// SQLite only: that is the database `pnpm start` runs on; the PostgreSQL run leaves this file out
// (vitest.api.config.ts).
import { existsSync, mkdtempSync, readFileSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, type Item } from '@storefront/shared';
import { demoCustomer, demoUsers } from '../src/seed/demo-users.ts';
import { authEmulatorClient } from '@storefront/devstack/auth-emulator';
import { login } from '@storefront/devstack/login';
import { repoRoot } from '@storefront/devstack/paths';
import { delay, freePort, spawnGroup, within, type GroupProcess } from '@storefront/devstack/process';
import { isRunning, killAll, portIsFree, processTree, type ProcessId } from './support/process-tree.ts';

// Generous: on a fresh checkout start.mjs builds the app first, and the machine has two cores.
const READY_MS = 170_000;
const STOP_MS = 45_000;

/** The environment of a fresh shell: no test settings (NODE_ENV=test, VITEST...) leak into the command. */
function shellEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {};
  for (const key of ['PATH', 'HOME', 'USER', 'LANG', 'TMPDIR', 'TZ']) {
    const value = process.env[key];
    if (value !== undefined) env[key] = value;
  }
  return { ...env, ...extra };
}

interface Started {
  start: GroupProcess;
  port: number;
  emulatorPort: number;
  mailWebPort: number;
  sandboxPort: number;
  origin: string;
  dataDir: string;
  output(): string;
  /** Records every process now in its tree, to prove each one exits (and to kill them if a test fails). */
  remember(): void;
  seen: Map<string, ProcessId>;
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
  /** Every process it ran has ended and both ports are free (waits up to 10 s); what is left. */
  leftRunning(): Promise<{
    processes: string[];
    portFree: boolean;
    emulatorPortFree: boolean;
    mailPortFree: boolean;
    sandboxPortFree: boolean;
  }>;
  cleanUp(): Promise<void>;
}

/** Runs `pnpm start` on free ports and a temporary database; resolves once the server listens. */
async function launch(): Promise<Started> {
  const dataDir = mkdtempSync(join(tmpdir(), 'pnpm-start-'));
  const port = await freePort();
  const taken = new Set([port]);
  const another = async () => {
    let p: number;
    do p = await freePort();
    while (taken.has(p));
    taken.add(p);
    return p;
  };
  const emulatorPort = await another();
  const mailWebPort = await another();
  const sandboxPort = await another();
  // Reuse the app's existing build: rebuilding it here would race with other suites serving it
  // (and with edits in progress). Without a build, start.mjs builds it, as on a fresh checkout.
  const built = existsSync(join(repoRoot, 'packages/app/dist/index.html'));
  const start = spawnGroup('pnpm', ['start'], {
    cwd: repoRoot,
    name: 'pnpm start',
    env: shellEnv({
      PORT: String(port),
      FIREBASE_EMULATOR_PORT: String(emulatorPort),
      MAIL_SMTP_PORT: String(await another()),
      MAIL_WEB_PORT: String(mailWebPort),
      SANDBOX_PORT: String(sandboxPort),
      DATABASE_URL: `sqlite:${join(dataDir, 'storefront.db')}`,
      ...(built ? { START_SKIP_BUILD: '1' } : {}),
    }),
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString('utf8'));
  start.child.stdout?.on('data', collect);
  start.child.stderr?.on('data', collect);
  const seen = new Map<string, ProcessId>();
  const remember = () => {
    if (start.hasExited()) return;
    for (const id of processTree(start.pid)) seen.set(`${id.pid}:${id.startTime}`, id);
  };
  const started: Started = {
    start,
    port,
    emulatorPort,
    mailWebPort,
    sandboxPort,
    origin: `http://127.0.0.1:${port}`,
    dataDir,
    output: () => output,
    remember,
    seen,
    async waitForOutput(pattern, timeoutMs) {
      const deadline = Date.now() + timeoutMs;
      while (!pattern.test(output)) {
        if (start.hasExited()) throw new Error(`pnpm start exited before printing ${pattern}:\n${output.slice(-4000)}`);
        if (Date.now() > deadline)
          throw new Error(`pnpm start printed no ${pattern} in ${timeoutMs / 1000} s:\n${output.slice(-4000)}`);
        remember();
        await delay(250);
      }
    },
    async leftRunning() {
      // Children may finish a moment after their parent: wait (bounded) until every process of
      // the tree has ended and both ports are released.
      const deadline = Date.now() + 10_000;
      const settled = async () =>
        [...seen.values()].every((p) => !isRunning(p)) &&
        (await portIsFree(port)) &&
        (await portIsFree(emulatorPort)) &&
        (await portIsFree(mailWebPort)) &&
        (await portIsFree(sandboxPort));
      while (!(await settled()) && Date.now() < deadline) await delay(200);
      return {
        processes: [...seen.values()].filter(isRunning).map((p) => `${p.pid} ${p.command}`),
        portFree: await portIsFree(port),
        emulatorPortFree: await portIsFree(emulatorPort),
        mailPortFree: await portIsFree(mailWebPort),
        sandboxPortFree: await portIsFree(sandboxPort),
      };
    },
    async cleanUp() {
      // Whatever a failed test left running: the tree (read again first, while start.mjs still
      // parents what it started last), then pnpm's own process group.
      remember();
      killAll(seen.values());
      await start.stop({ signal: 'SIGKILL', timeoutMs: 5_000 });
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await started.waitForOutput(/Storefront listening on http:\/\/\S+:\d+/, READY_MS);
  remember();
  return started;
}

/** The commands `pnpm start` must have run: a snapshot without them would prove nothing. */
function expectServerAndEmulator(started: Started): void {
  const commands = [...started.seen.values()].map((p) => p.command);
  expect(
    commands.some((c) => c.includes('packages/server/dist/main.js')),
    commands.join('\n'),
  ).toBe(true);
  expect(
    commands.some((c) => c.includes('emulators:start')),
    commands.join('\n'),
  ).toBe(true);
}

describe('pnpm start', () => {
  let started: Started;
  let origin: string;
  let dataDir: string;
  const waitForOutput = (pattern: RegExp, timeoutMs: number) => started.waitForOutput(pattern, timeoutMs);

  beforeAll(async () => {
    started = await launch();
    ({ origin, dataDir } = started);
  }, READY_MS + 10_000);

  afterAll(() => started?.cleanUp(), 30_000);

  it('serves the seeded catalog from the database it was given', async () => {
    const response = await fetch(`${origin}/api${apiPaths.itemList}`);
    expect(response.status).toBe(200);
    const items = (await response.json()) as Item[];
    expect(items.length).toBeGreaterThanOrEqual(12);
    expect(existsSync(join(dataDir, 'storefront.db')), 'the database is not in the given directory').toBe(true);
  });

  // Issue 29, item 21: start.mjs read every line of the server's log from a pipe, prefixed it and
  // wrote it again, on the cores the server needs under load. The server now writes to the same
  // stdout and stderr as start.mjs, and start.mjs reads nothing of it.
  it("lets the server write its log straight to start's own output", () => {
    started.remember();
    const server = [...started.seen.values()].find((p) => p.command.includes('packages/server/dist/main.js'));
    const script = [...started.seen.values()].find((p) => p.command.includes('scripts/start.mjs'));
    expect(server && script, [...started.seen.values()].map((p) => p.command).join('\n')).toBeTruthy();
    for (const fd of [1, 2])
      expect(readlinkSync(`/proc/${server!.pid}/fd/${fd}`), `fd ${fd}`).toBe(
        readlinkSync(`/proc/${script!.pid}/fd/${fd}`),
      );
  });

  it('serves the built app at /', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html, 'the "app not built" page').toContain('<div id="root">');
    expect(html).toMatch(/<script type="module"[^>]* src="\/assets\//);
  });

  it('prints the demo sign-in details', async () => {
    await waitForOutput(/Ctrl-C stops everything/, 30_000);
    for (const user of demoUsers) expect(started.output()).toContain(`${user.email} / ${user.password}`);
  }, 40_000);

  it("catches the store's email and says where to read it", async () => {
    await waitForOutput(/Ctrl-C stops everything/, 30_000);
    const page = `http://127.0.0.1:${started.mailWebPort}`;
    expect(started.output()).toContain(`Emails sent:         ${page}`);
    const listed = await fetch(page);
    expect(listed.status).toBe(200);
    expect(await listed.text()).toContain('Caught mail: ');
    expect((await fetch(`${page}/messages.json`)).status).toBe(200);
  }, 40_000);

  // Issue 33, item 6: no gateway is reachable from a developer's machine without a merchant
  // account; the local sandbox answers both, and the store is pointed at it.
  it('runs the payment sandbox, points both gateways at it and says where it is', async () => {
    await waitForOutput(/Ctrl-C stops everything/, 30_000);
    const sandbox = `http://127.0.0.1:${started.sandboxPort}`;
    expect(started.output()).toContain(`Payments:            ${sandbox}  (the local sandbox for SSLCommerz and bKash`);
    expect((await fetch(`${sandbox}/__sandbox/calls`)).status).toBe(200);
    started.remember();
    const server = [...started.seen.values()].find((p) => p.command.includes('packages/server/dist/main.js'))!;
    const env = Object.fromEntries(
      readFileSync(`/proc/${server.pid}/environ`, 'utf8')
        .split('\0')
        .filter(Boolean)
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(env).toMatchObject({ SSLCOMMERZ_URL: sandbox, BKASH_URL: `${sandbox}/v1.2.0-beta` });
    expect(env.SSLCOMMERZ_STORE_PASSWORD).toBeTruthy();
    expect(env.BKASH_APP_SECRET).toBeTruthy();
  }, 40_000);

  // Issue 29, item 4: the banner said http://localhost:<port> while the server listened on
  // 127.0.0.1, so a browser at one of them lost its session following a link to the other.
  it('prints one address: where the server listens, and where its pages and emails link', async () => {
    await waitForOutput(/Ctrl-C stops everything/, 30_000);
    const printed = /Storefront: +(\S+)/.exec(started.output())?.[1];
    expect(printed).toBe(origin);
    expect(started.output()).toContain(`Storefront listening on ${origin} `);
    expect(await (await fetch(`${origin}/robots.txt`)).text()).toContain(`Sitemap: ${origin}/sitemap.xml`);

    const emulator = authEmulatorClient({ host: `127.0.0.1:${started.emulatorPort}`, projectId: 'demo-storefront' });
    const customer = await login({ emulator, origin, email: demoCustomer.email, password: demoCustomer.password });
    const item = ((await (await fetch(`${origin}/api${apiPaths.itemList}`)).json()) as Item[]).find(
      (i) => i.available_quantity >= i.min_order_quantity,
    )!;
    const placed = await customer.api.post<{ insertedId: string }>(apiPaths.orderList, {
      item: item._id,
      address: 'House 9, Road 2, Banani, Dhaka',
      phone: '01711000009',
      quantity: item.min_order_quantity,
    });
    expect(placed.status, placed.text).toBe(201);
    const id = placed.body.insertedId;
    const caught = `http://127.0.0.1:${started.mailWebPort}/messages.json`;
    await expect
      .poll(
        async () => {
          const mails = (await (await fetch(caught)).json()) as { to: string[]; html: string }[];
          return mails.find((m) => m.to.includes(demoCustomer.email) && m.html.includes(id))?.html ?? '';
        },
        { timeout: 20_000, interval: 500 },
      )
      .toContain(`${origin}/dashboard/orders/${id}`);
  }, 60_000);

  it(
    'stops every process it started on Ctrl-C and frees both ports',
    async () => {
      started.remember();
      expectServerAndEmulator(started);
      expect(await portIsFree(started.port)).toBe(false);
      expect(await portIsFree(started.emulatorPort)).toBe(false);

      started.start.signal('SIGINT');
      expect(await within(started.start.exited, STOP_MS), `pnpm start still runs:\n${started.output()}`).toBe(true);
      expect(await started.start.exited).toEqual({ code: 0, signal: null });
      expect(await started.leftRunning()).toEqual({
        processes: [],
        portFree: true,
        emulatorPortFree: true,
        mailPortFree: true,
        sandboxPortFree: true,
      });
      expect(started.output()).toContain('[start] stopped');
    },
    STOP_MS + 20_000,
  );
});

describe('pnpm start under load', () => {
  let started: Started;

  beforeAll(async () => {
    started = await launch();
  }, READY_MS + 10_000);

  afterAll(() => started?.cleanUp(), 30_000);

  it(
    'stops the server too when pnpm is sent SIGTERM while requests pour in',
    async () => {
      started.remember();
      expectServerAndEmulator(started);
      // Requests back to back (each one a line of the server's log through start's echo), and
      // SIGTERM to pnpm's process group in the middle of them, as a process manager sends it.
      const until = Date.now() + 6_000;
      let answered = 0;
      const clients = Array.from({ length: 16 }, async () => {
        while (Date.now() < until) {
          const response = await fetch(`${started.origin}/api${apiPaths.itemList}`).catch(() => undefined);
          if (!response) return;
          await response.arrayBuffer();
          answered += 1;
        }
      });
      await delay(3_000);
      started.start.signal('SIGTERM');
      await Promise.all(clients);
      expect(answered).toBeGreaterThan(500);

      expect(
        await within(started.start.exited, STOP_MS),
        `pnpm start still runs:\n${started.output().slice(-4000)}`,
      ).toBe(true);
      expect(await started.leftRunning()).toEqual({
        processes: [],
        portFree: true,
        emulatorPortFree: true,
        mailPortFree: true,
        sandboxPortFree: true,
      });
    },
    STOP_MS + 30_000,
  );
});
