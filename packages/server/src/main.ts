// Starts the server from environment variables: config, database, migrations, seed, listen.
import { errorMessage } from '@storefront/shared';
import { buildApp } from './app.ts';
import { ConfigError, listenOrigin, parseConfig, trustsEveryone, type Config } from './config.ts';
import { openDatabase } from './db/connection.ts';
import { migrateToLatest } from './db/migrate.ts';
import { createLogDestination } from './http/log-destination.ts';
import { demoUsers } from './seed/demo-users.ts';
import { runSeedChild, SEED_CHILD_ENV, seedAtStart } from './seed/child.ts';

function loadConfig(): Config {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function timed<T>(work: () => Promise<T>): Promise<{ result: T; ms: number }> {
  const started = Date.now();
  return { result: await work(), ms: Date.now() - started };
}

/** The database URL without its password, for messages. */
function redactedUrl(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
try {
  await migrateToLatest(db);
} catch (error) {
  console.error(`Could not prepare the database (${redactedUrl(config.databaseUrl)}): ${errorMessage(error)}`);
  await db.destroy().catch(() => {});
  process.exit(1);
}
const seedChild = process.env[SEED_CHILD_ENV];
if (seedChild) await runSeedChild(db, seedChild);
// Seeded before the app is built, so nothing it reads at start (caches, the reports) predates the demo data.
const seeded = config.seedDemo ? await timed(() => seedAtStart(db, { accounts: config.seedDemoAccounts })) : undefined;
const logs = createLogDestination();
const app = await buildApp(config, db, {
  logger: { level: config.logLevel, stream: logs.stream },
  requestLines: { write: (line) => logs.stream.write(line), level: config.logLevel },
});
if (config.generatedSecret)
  app.log.warn(
    'AUTH_SECRET is not set: signing with a random secret for this process only (sign-ins end when it stops; `pnpm start` keeps one in ./data)',
  );
if (config.emulatorReachableFromNetwork)
  app.log.warn(
    `HOST=${config.host} with FIREBASE_AUTH_EMULATOR_HOST: anyone who can reach this port can sign in as anyone (the emulator's tokens are unsigned)`,
  );
if (config.firebaseAuthEmulatorHost)
  app.log.warn(`Verifying sign-ins with the Firebase Auth emulator at ${config.firebaseAuthEmulatorHost}`);
if (trustsEveryone(config.trustProxy))
  app.log.warn(
    "TRUST_PROXY trusts every address: any client chooses the address its rate limits count (refused in production; give the load balancers' addresses)",
  );

if (seeded) app.log.info({ ...seeded.result, ms: seeded.ms }, 'demo data checked');

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: shutting down`);
  // Whatever the log reader does, writing to it never holds the process past this deadline.
  logs.giveUpAfter(9_000);
  const timer = setTimeout(() => process.exit(1), 10_000);
  timer.unref();
  // Keep-alive connections that finish their request after close() began would otherwise hold
  // the server open until their timeout: close each one as soon as it is idle.
  const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
    clearInterval(sweep);
    await db.destroy();
    logs.flush();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    logs.flush();
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
const url = listenOrigin(config.host, port);
// The start script and the tests wait for this line.
console.log(`Storefront listening on ${url} (database: ${redactedUrl(config.databaseUrl)})`);
if (config.publicOrigin !== url) console.log(`Links in pages and emails: ${config.publicOrigin} (PUBLIC_ORIGIN)`);
if (config.seedDemoAccounts) {
  console.log(`Demo sign-in: ${demoUsers.map((u) => `${u.email} / ${u.password} (${u.role})`).join(', ')}`);
}
