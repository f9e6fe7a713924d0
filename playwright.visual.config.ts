import { defineConfig } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { storyContextOptions } from './packages/ui/visual/context.ts';

// Visual regression over the built Storybook: every story's page against the baselines committed
// in packages/ui/visual/__screenshots__ (made on this machine image with Debian's Chromium).
//   pnpm test:visual            compare   (VISUAL_SKIP_BUILD=1 reuses an existing storybook-static)
//   pnpm test:visual:update     refresh the baselines on purpose

const staticDir = process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static';

function freePort(): string {
  return execFileSync(process.execPath, [
    '-e',
    "const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})",
  ]).toString();
}

// The config is also loaded by each worker: build and pick the port once, in the main process.
if (!process.env.VISUAL_PORT) {
  process.env.VISUAL_PORT = freePort();
  if (process.env.VISUAL_SKIP_BUILD !== '1') {
    execFileSync('pnpm', ['exec', 'storybook', 'build', '-o', staticDir, '--quiet'], {
      stdio: 'inherit',
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
  }
}
const port = Number(process.env.VISUAL_PORT);

export default defineConfig({
  testDir: 'packages/ui/visual',
  testMatch: '*.visual.ts',
  snapshotPathTemplate: 'packages/ui/visual/__screenshots__/{arg}{ext}',
  fullyParallel: true,
  workers: Number(process.env.VISUAL_WORKERS ?? 2),
  // One retry in CI, to tell a flaky story from a changed one; scripts/test.mjs fails the run on
  // either and names it (issue 30 item 13). The charts' day labels were the last flaky pictures
  // (packages/ui/src/domain/reports/format.ts, dayLabelInterval).
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never', outputFolder: 'playwright-report/visual' }]] : 'list',
  outputDir: 'test-results/visual',
  expect: {
    toHaveScreenshot: { threshold: 0.02, maxDiffPixels: 0, animations: 'disabled', caret: 'hide', scale: 'css' },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    ...storyContextOptions,
    launchOptions: {
      executablePath: chromiumPath,
      // The same pixels on every run: no font hinting, one colour profile, no scrollbars.
      args: [...chromiumArgs, '--font-render-hinting=none', '--force-color-profile=srgb', '--hide-scrollbars'],
    },
  },
  webServer: {
    command: `node packages/ui/visual/serve-static.mjs ${staticDir} ${port}`,
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
    stdout: 'ignore',
  },
});
