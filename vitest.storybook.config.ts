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
