// The adversarial reliability suite: permissions, forged tokens, fuzzing, concurrency,
// crashes, uploads, rate limits, backup/restore and two instances, against the real server as a
// child process on SQLite and on a throwaway PostgreSQL cluster.
//   pnpm exec vitest run -c vitest.reliability.config.ts
// Without the PostgreSQL binaries the PostgreSQL variants are skipped, unless REQUIRE_POSTGRES=1.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'reliability',
    root: 'packages/server',
    include: ['reliability/**/*.test.ts'],
    globalSetup: ['reliability/support/global-setup.ts'],
    // Each file starts its own servers and two cores are shared: one file at a time.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 90_000,
    hookTimeout: 180_000,
    teardownTimeout: 30_000,
  },
});
