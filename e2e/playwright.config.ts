import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { chromiumArgs, chromiumPath } from '../chromium.ts';

// End-to-end flows: the built app served by the real server (fresh SQLite database, demo data)
// against the Firebase Auth emulator, both started by global-setup.ts on 127.0.0.1.
//   pnpm exec playwright test -c e2e/playwright.config.ts [file]

// The config is loaded again by every worker: pick the server's port once, in the main process.
if (!process.env.E2E_PORT) {
  process.env.E2E_PORT = execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  globalSetup: './global-setup.ts',
  // Two cores: one browser at a time; the tests share one server and database.
  workers: 1,
  fullyParallel: false,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  outputDir: '../test-results/e2e',
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 900 },
    locale: 'en-US',
    timezoneId: 'UTC',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
});
