import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import { chromiumArgs, chromiumPath } from './chromium.ts';

// Every story (packages/*/src/**/*.stories.tsx) runs as a test in headless Chromium: render,
// play function, and the a11y addon's axe check (a violation fails, `parameters.a11y.test`).
export default defineConfig({
  plugins: [storybookTest({ configDir: '.storybook' })],
  // Crawl every story up front: a dependency discovered mid-run makes Vite reload the tests.
  optimizeDeps: { entries: ['.storybook/preview.tsx', 'packages/*/src/**/*.stories.tsx'] },
  test: {
    name: 'storybook',
    testTimeout: 30_000,
    // Two story files at a time, each in its own page. Vitest's default on two cores is one (the
    // cores less one), and a story spends most of its time waiting (MSW's answers, timers, frames):
    // the app's 20 page-story files took 156 and 175 s one at a time, 87 and 78 s two at a time,
    // 105 s three at a time, on the same loaded machine.
    maxWorkers: 2,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: {
          executablePath: chromiumPath,
          args: chromiumArgs,
        },
      }),
      instances: [{ browser: 'chromium' }],
    },
  },
});
