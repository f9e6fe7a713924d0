// `node packages/server/src/cli/openapi-document.ts <file>`: writes the API description the server
// serves at /api/openapi.json, built in-process over a throwaway in-memory SQLite database with the
// tests' configuration (no network, no Firebase), for `pnpm lint:api` to lint. PUBLIC_ORIGIN, the
// document's server, stands for a deployed store's (an https origin in the reserved .test domain):
// the default, http://localhost:3000, is a development address the linters rightly warn about.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { buildApp } from '../app.ts';
import { parseConfig } from '../config.ts';
import { openDatabase } from '../db/connection.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { fail } from './start.ts';

const file = process.argv[2];
if (!file) fail('Usage: node packages/server/src/cli/openapi-document.ts <file>', 2);

const db = openDatabase('sqlite::memory:');
await migrateToLatest(db);
const app = await buildApp(
  parseConfig({ APP_DIST: '/nonexistent-app-dist', PUBLIC_ORIGIN: 'https://shop.computerclub.test' }),
  db,
  { logger: false },
);
try {
  const response = await app.inject('/api/openapi.json');
  if (response.statusCode !== 200) fail(`GET /api/openapi.json answered ${response.statusCode}: ${response.body}`);
  mkdirSync(dirname(resolve(file)), { recursive: true });
  writeFileSync(file, `${JSON.stringify(response.json(), null, 2)}\n`);
} finally {
  await app.close();
  await db.destroy();
}
