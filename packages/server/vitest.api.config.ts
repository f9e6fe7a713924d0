// The API integration suite: the real server as a child process, signing in through the Firebase
// Auth emulator, on SQLite (default) or, with TEST_DB=postgres, on a throwaway PostgreSQL cluster.
//   pnpm exec vitest run -c packages/server/vitest.api.config.ts
//   TEST_DB=postgres pnpm exec vitest run -c packages/server/vitest.api.config.ts
// Without the PostgreSQL binaries the postgres run is skipped, unless REQUIRE_POSTGRES=1.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { postgresMissingReason } from '@storefront/devstack/postgres';

const wantsPostgres = (process.env.TEST_DB ?? 'sqlite').toLowerCase() === 'postgres';
const missing = wantsPostgres ? postgresMissingReason() : undefined;
const skipRun = missing !== undefined && process.env.REQUIRE_POSTGRES !== '1';
if (skipRun)
  console.warn(`Skipping the API suite on PostgreSQL: ${missing}. Set REQUIRE_POSTGRES=1 to make this a failure.`);

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: `api-${wantsPostgres ? 'postgres' : 'sqlite'}`,
    include: skipRun ? [] : ['test/**/*.test.ts'],
    // `pnpm start` runs on SQLite only: its test belongs to the SQLite run.
    exclude: wantsPostgres ? ['test/start.test.ts'] : [],
    passWithNoTests: skipRun,
    globalSetup: skipRun ? [] : ['test/global-setup.ts'],
    // Each file starts its own server; two cores are shared, so one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 30_000,
    hookTimeout: 150_000,
    teardownTimeout: 30_000,
  },
});
