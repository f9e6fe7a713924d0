// Starts what the flows run against and answers the teardown: the app and server builds (when their
// sources are newer), the Auth emulator with the demo accounts, a mail catcher, the payment sandbox
// (SSLCommerz and bKash), and the server on a fresh seeded SQLite database.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { startAuthEmulator } from '@storefront/devstack/auth-emulator';
import { createTestDatabase } from '@storefront/devstack/database';
import { startMailCatcher } from '@storefront/devstack/mail-catcher';
import { startPaymentSandbox } from '@storefront/devstack/payment-sandbox';
import { repoRoot } from '@storefront/devstack/paths';
import { startServer } from '@storefront/devstack/server';
import { freshServerBundle } from '@storefront/server/build';
import { demoAdmin, demoUsers } from '@storefront/server/demo-users';

const appDir = join(repoRoot, 'packages/app');
/** The server's CONTACT_EMAIL: not its default, so the home page's mail link shows it was configured. */
const contactEmail = 'sales-e2e@computerclub.test';
const appDist = join(appDir, 'dist');

/** The newest modification time under `path`, build output and dependencies left out. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  let latest = info.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    latest = Math.max(latest, newest(join(path, entry)));
  }
  return latest;
}

function buildAppIfStale(): void {
  const index = join(appDist, 'index.html');
  const builtAt = existsSync(index) ? statSync(index).mtimeMs : 0;
  const sources = Math.max(
    newest(appDir),
    newest(join(repoRoot, 'packages/ui/src')),
    newest(join(repoRoot, 'packages/shared/src')),
    newest(join(repoRoot, 'pnpm-lock.yaml')),
  );
  if (process.env.E2E_SKIP_BUILD === '1' || builtAt > sources) return;
  console.log('[e2e] building the app: pnpm --filter @storefront/app build');
  const result = spawnSync('pnpm', ['--filter', '@storefront/app', 'build'], { cwd: repoRoot, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`the app build failed (exit code ${result.status})`);
}

export default async function globalSetup(): Promise<() => Promise<void>> {
  buildAppIfStale();
  const emulator = await startAuthEmulator();
  const cleanups: Array<() => Promise<unknown>> = [() => emulator.stop()];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error));
  };
  try {
    for (const user of demoUsers) {
      await emulator.ensureUser({ email: user.email, password: user.password, displayName: user.name });
    }
    const database = await createTestDatabase({ kind: 'sqlite', name: 'e2e' });
    cleanups.push(() => database.drop());
    // Every email the store sends, caught for the flows to read (requirements §13.7).
    const mail = await startMailCatcher();
    cleanups.push(() => mail.stop());
    // Both gateways, answered here; the flows press its Pay / Fail / Cancel and use its hooks over
    // HTTP (/__sandbox/decline-next, /__sandbox/next-amount-mismatch, /__sandbox/calls).
    const payments = await startPaymentSandbox();
    cleanups.push(() => payments.close());
    const server = await startServer({
      // The flows run what is deployed: the server's bundle (packages/server/build.ts).
      main: await freshServerBundle(),
      port: Number(process.env.E2E_PORT),
      env: {
        DATABASE_URL: database.url,
        SEED_DEMO: 'true',
        ADMIN_EMAILS: demoAdmin.email,
        FIREBASE_AUTH_EMULATOR_HOST: emulator.host,
        FIREBASE_PROJECT_ID: emulator.projectId,
        APP_DIST: appDist,
        CONTACT_EMAIL: contactEmail,
        SMTP_URL: mail.smtpUrl,
        ADMIN_NOTIFY_EMAILS: demoAdmin.email,
        ...payments.env,
        // Every flow signs in from 127.0.0.1.
        RATE_LIMIT_EXCHANGE_PER_MIN: '100000',
        RATE_LIMIT_WRITES_PER_MIN: '100000',
        REVIEWS_PER_DAY: '100000',
        STOCK_SHARE_PERCENT: '100',
        // A declined payment's hold ends in 15 s (swept every 3.75 s), so payments.spec.ts sees the
        // stock return without a long wait; long enough for a flow to reach the gateway and pay.
        PAYMENT_HOLD_MINUTES: '0.25',
      },
      timeoutMs: 120_000,
    });
    cleanups.push(() => server.stop());
    // Read by the fixtures in the workers.
    process.env.E2E_BASE_URL = server.url;
    process.env.E2E_AUTH_EMULATOR_HOST = emulator.host;
    process.env.E2E_FIREBASE_PROJECT_ID = emulator.projectId;
    process.env.E2E_CONTACT_EMAIL = contactEmail;
    process.env.E2E_MAIL_URL = mail.webUrl;
    process.env.E2E_PAYMENT_SANDBOX_URL = payments.url;
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}
