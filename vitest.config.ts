import { existsSync } from 'node:fs';
import { defineConfig } from 'vitest/config';

// Fast tests that need neither a browser nor a database server: `pnpm exec vitest run`.
// The API, story, visual, end-to-end and reliability suites have their own configs (scripts/test.mjs).
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'shared', root: 'packages/shared', include: ['src/**/*.test.ts'] } },
      { test: { name: 'server', root: 'packages/server', include: ['src/**/*.test.ts'], testTimeout: 30_000 } },
      'packages/ui/vitest.config.ts',
      { test: { name: 'emails', root: 'packages/emails', include: ['src/**/*.test.ts'] } },
      // The local stack's own pieces that need no emulator or database (the payment sandbox).
      { test: { name: 'devstack', root: 'packages/devstack', include: ['src/**/*.test.ts'] } },
      // The repository's own checks (comments' pointers), the test runner's rules (scripts/test-budget.mjs)
      // and the visual review's diff.
      {
        test: {
          name: 'scripts',
          root: '.',
          include: ['scripts/*.test.ts', 'scripts/*.test.mjs', 'packages/ui/visual/*.test.ts'],
        },
      },
      ...(existsSync('packages/app/vitest.config.ts') ? ['packages/app/vitest.config.ts'] : []),
    ],
  },
});
