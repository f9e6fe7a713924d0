// `pnpm start`: builds the app when its sources changed, starts the Firebase Auth emulator, creates
// the demo accounts in it, then runs the storefront on SQLite in ./data. Ctrl-C (or SIGTERM) stops
// every process it started; if one of them dies, the others are stopped and it exits non-zero.
//   PORT (3000)                    the storefront's port
//   FIREBASE_EMULATOR_PORT (9099)  the Auth emulator's port
//   MAIL_SMTP_PORT (1025),         the local mail catcher, which receives every email the store sends
//   MAIL_WEB_PORT (1080)           (SMTP) and lists them on a web page; unless SMTP_URL is set
//   SANDBOX_PORT (1090)            the local payment sandbox, which answers the store's SSLCommerz
//                                  and bKash calls with the demo credentials (no money moves);
//                                  a gateway whose URL is set (SSLCOMMERZ_URL, BKASH_URL, with its
//                                  credentials: README, Configuration) is used instead
//   START_SKIP_BUILD=1             serve the app as already built (packages/app/dist, or APP_DIST)
//                                  instead of rebuilding it when its sources changed (the server's
//                                  bundle, packages/server/dist/main.js, is always rebuilt when stale)
//   PUBLIC_ORIGIN                  the address the store's links use (pages, sitemap, emails); by
//                                  default the one printed, http://127.0.0.1:<PORT> (<VITE_PORT>
//                                  with --dev), so an email's link opens where the browser is
//                                  signed in (localhost and 127.0.0.1 keep separate sessions)
//   DATABASE_URL, ADMIN_EMAILS, ... passed on to the server (README, Configuration); the default
//                                  database is sqlite:./data/storefront.db
// `pnpm dev` (this script with --dev): the same emulator and server, the server restarted when its
// code changes (node --watch), and the Vite dev server with hot reload on VITE_PORT (4400), which
// forwards /api to the server. No app build.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { join } from 'node:path';
import { startAuthEmulator } from '@storefront/devstack/auth-emulator';
import { startMailCatcher } from '@storefront/devstack/mail-catcher';
import { startPaymentSandbox } from '@storefront/devstack/payment-sandbox';
import { serverMain } from '@storefront/devstack/paths';
import { spawnGroup, waitForHttp } from '@storefront/devstack/process';
import { freshServerBundle } from '@storefront/server/build';
import { serverNodeFlags } from '@storefront/server/node-flags';
import { demoAdmin, demoUsers } from '@storefront/server/demo-users';
import { errorMessage } from '@storefront/shared';

const root = new URL('..', import.meta.url).pathname;
const dev = process.argv.includes('--dev');
const vitePort = Number(process.env.VITE_PORT ?? 4400);
const port = Number(process.env.PORT ?? 3000);
const emulatorPort = Number(process.env.FIREBASE_EMULATOR_PORT ?? 9099);
// The store's own SMTP server wins; otherwise its emails go to the local catcher.
const catchMail = !process.env.SMTP_URL;
const mailSmtpPort = Number(process.env.MAIL_SMTP_PORT ?? 1025);
const mailWebPort = Number(process.env.MAIL_WEB_PORT ?? 1080);
// Each gateway goes to the sandbox unless its own URL is set (the real sandbox or the live gateway).
const sandboxed = {
  sslcommerz: !process.env.SSLCOMMERZ_URL,
  bkash: !process.env.BKASH_URL,
};
const runSandbox = sandboxed.sslcommerz || sandboxed.bkash;
const sandboxPort = Number(process.env.SANDBOX_PORT ?? 1090);
const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-storefront';
// One address for everything printed and every link the store writes: the server listens on
// 127.0.0.1 (it trusts the emulator), the emulator and the mail catcher are there too.
const storefrontUrl = `http://127.0.0.1:${port}`;
const appUrl = dev ? `http://127.0.0.1:${vitePort}` : storefrontUrl;
const publicOrigin = process.env.PUBLIC_ORIGIN || appUrl;

const log = (message) => console.log(`[start] ${message}`);

// Whoever read our output may be gone (the terminal, or a pipe killed with pnpm): a write error
// must not end this script before the processes it started are stopped.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

/** True when something already listens on 127.0.0.1:port. */
function portTaken(p) {
  return new Promise((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port: p });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** The newest modification time under `path` (files and folders, node_modules and dist excluded). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(1));
  });
}

async function buildApp() {
  const app = join(root, 'packages/app');
  if (!existsSync(join(app, 'vite.config.ts'))) {
    log('packages/app has no vite config yet: skipping the app build (the API still runs)');
    return;
  }
  if (process.env.START_SKIP_BUILD === '1') {
    log('START_SKIP_BUILD=1: serving the app as already built');
    return;
  }
  const builtAt = existsSync(join(app, 'dist/index.html')) ? statSync(join(app, 'dist/index.html')).mtimeMs : 0;
  const sources = Math.max(
    newest(app),
    newest(join(root, 'packages/ui')),
    newest(join(root, 'packages/shared')),
    newest(join(root, 'pnpm-lock.yaml')),
  );
  if (builtAt > sources) {
    log('the app is up to date (packages/app/dist)');
    return;
  }
  log('building the app: pnpm --filter @storefront/app build');
  const code = await run('pnpm', ['--filter', '@storefront/app', 'build']);
  if (code !== 0) throw new Error(`the app build failed (exit code ${code})`);
}

/**
 * AUTH_SECRET, or the development secret kept in ./data/auth-secret: made at random on the first
 * run (no secret is committed), so sign-ins survive a restart of `pnpm start`.
 */
function authSecret() {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = join(root, 'data', 'auth-secret');
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  }
  mkdirSync(join(root, 'data'), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  log('made a development AUTH_SECRET in data/auth-secret');
  return secret;
}

let serverBundle;
let emulator;
let mailCatcher;
let paymentSandbox;
let server;
let vite;
let stopping = false;

async function stopAll(exitCode) {
  if (stopping) return;
  stopping = true;
  log('stopping...');
  await Promise.allSettled([
    server?.stop({ signal: 'SIGTERM', timeoutMs: 12_000 }),
    vite?.stop({ signal: 'SIGTERM', timeoutMs: 5_000 }),
    emulator?.stop(),
    mailCatcher?.stop(),
    paymentSandbox?.close(),
  ]);
  log('stopped');
  process.exit(exitCode);
}

process.on('SIGINT', () => {
  if (stopping) {
    // A second Ctrl-C: stop waiting.
    for (const proc of [server, vite]) proc?.signal('SIGKILL');
    process.exit(130);
  }
  void stopAll(0);
});
process.on('SIGTERM', () => void stopAll(0));

/** The parent pid of `pid` (Linux /proc), or undefined. */
function parentOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

// pnpm runs this script under `sh -c` in a process group of its own and does not pass on a
// SIGINT or SIGTERM sent to pnpm alone (only a terminal's Ctrl-C reaches us): when pnpm goes
// away, stop everything rather than leave the ports taken.
const parent = process.ppid;
const grandparent = parentOf(parent);
if (grandparent !== undefined) {
  const watch = setInterval(() => {
    if (process.ppid !== parent || parentOf(parent) !== grandparent) {
      clearInterval(watch);
      log('pnpm has gone away');
      void stopAll(1);
    }
  }, 1000);
  watch.unref();
}

try {
  for (const [what, p] of [
    ['PORT', port],
    ['FIREBASE_EMULATOR_PORT', emulatorPort],
    ...(catchMail
      ? [
          ['MAIL_SMTP_PORT', mailSmtpPort],
          ['MAIL_WEB_PORT', mailWebPort],
        ]
      : []),
    ...(runSandbox ? [['SANDBOX_PORT', sandboxPort]] : []),
    ...(dev ? [['VITE_PORT', vitePort]] : []),
  ]) {
    if (!Number.isInteger(p) || p < 1 || p > 65535) throw new Error(`${what} must be a port number, not ${p}`);
    if (await portTaken(p)) throw new Error(`port ${p} (${what}) is already taken: stop what uses it or set ${what}`);
  }

  if (!dev) {
    await buildApp();
    // The server runs compiled (packages/server/build.ts): less memory than from its sources (docs/operations.md, Memory).
    serverBundle = await freshServerBundle();
  }
  if (stopping) await new Promise(() => {});

  log(`starting the Firebase Auth emulator on 127.0.0.1:${emulatorPort} (first start can take up to a minute)`);
  emulator = await startAuthEmulator({ port: emulatorPort, projectId });
  if (stopping) await new Promise(() => {});
  for (const user of demoUsers)
    await emulator.ensureUser({ email: user.email, password: user.password, displayName: user.name });

  if (catchMail) {
    mailCatcher = await startMailCatcher({ smtpPort: mailSmtpPort, webPort: mailWebPort });
    log(`catching the store's email at ${mailCatcher.webUrl}`);
  }
  if (runSandbox) {
    paymentSandbox = await startPaymentSandbox({ port: sandboxPort });
    log(`answering the store's payment gateways at ${paymentSandbox.url}`);
  }
  // The sandbox's variables for each gateway not configured for real.
  const sandboxEnv = paymentSandbox
    ? Object.fromEntries(
        Object.entries(paymentSandbox.env).filter(([name]) =>
          name.startsWith('SSLCOMMERZ_') ? sandboxed.sslcommerz : sandboxed.bkash,
        ),
      )
    : {};

  const adminEmails = [
    ...new Set([...(process.env.ADMIN_EMAILS ?? '').split(','), demoAdmin.email].map((e) => e.trim()).filter(Boolean)),
  ];
  const serverArgs = [...serverNodeFlags, ...(dev ? ['--watch', serverMain] : [serverBundle])];
  // The server writes its log straight to our stdout and stderr (the terminal): passed on through
  // this script, each request's line cost a read, a prefix and a write here, on the cores the
  // server and its clients need (bench/README.md; docs/operations.md, "Logs"). A crash is still
  // reported below, after the server's own last words.
  server = spawnGroup(process.execPath, serverArgs, {
    cwd: root,
    name: 'server',
    inherit: true,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_ORIGIN: publicOrigin,
      FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
      FIREBASE_PROJECT_ID: projectId,
      ADMIN_EMAILS: adminEmails.join(','),
      AUTH_SECRET: authSecret(),
      ...sandboxEnv,
      ...(mailCatcher
        ? {
            SMTP_URL: mailCatcher.smtpUrl,
            MAIL_CATCHER: 'true',
            // The demo administrator hears of every order, as a real desk would.
            ADMIN_NOTIFY_EMAILS: process.env.ADMIN_NOTIFY_EMAILS ?? demoAdmin.email,
          }
        : {}),
    },
  });
  await waitForHttp(`${storefrontUrl}/api/health`, {
    timeoutMs: 60_000,
    process: server,
    isReady: (response) => response.status === 200,
    what: 'the storefront server',
  });
  if (dev) {
    const viteBin = join(root, 'node_modules/vite/bin/vite.js');
    vite = spawnGroup(process.execPath, [viteBin, '--port', String(vitePort)], {
      cwd: join(root, 'packages/app'),
      name: 'vite',
      echo: true,
      env: { ...process.env, API_PORT: String(port) },
    });
    await waitForHttp(`${appUrl}/`, {
      timeoutMs: 60_000,
      process: vite,
      isReady: (response) => response.status === 200,
      what: 'the Vite dev server',
    });
  }

  console.log(`${
    dev
      ? `
  App, hot reload:     ${appUrl}  (edit packages/app, ui or shared; the server restarts on its own changes)`
      : ''
  }
  Storefront:          ${dev ? `${storefrontUrl}  (the last build of the app)` : publicOrigin}
  API reference:       ${storefrontUrl}/api/docs
  Auth emulator:       http://127.0.0.1:${emulatorPort}
  Emails sent:         ${mailCatcher ? `${mailCatcher.webUrl}  (caught here: nothing leaves this machine)` : `through SMTP_URL`}
  Payments:            ${
    paymentSandbox
      ? `${paymentSandbox.url}  (the local sandbox for ${[sandboxed.sslcommerz && 'SSLCommerz', sandboxed.bkash && 'bKash'].filter(Boolean).join(' and ')}: no money moves)`
      : 'through SSLCOMMERZ_URL and BKASH_URL'
  }
  Demo sign-in:        ${demoUsers.map((u) => `${u.email} / ${u.password} (${u.role === 'admin' ? 'administrator' : 'customer'})`).join('\n                       ')}
  Ctrl-C stops everything.
`);

  const [which, result] = await Promise.race([
    server.exited.then((r) => ['server', r]),
    emulator.exited.then((r) => ['Auth emulator', r]),
    ...(vite ? [vite.exited.then((r) => ['Vite dev server', r])] : []),
  ]);
  if (!stopping) {
    console.error(
      `[start] the ${which} stopped unexpectedly (code ${result.code}, signal ${result.signal}): stopping the rest`,
    );
    await stopAll(1);
  }
} catch (error) {
  if (!stopping) {
    console.error(`[start] ${errorMessage(error)}`);
    await stopAll(1);
  }
}
