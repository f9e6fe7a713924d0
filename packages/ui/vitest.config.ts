import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { linguiPlugins } from './build/lingui.ts';

// The design system's unit tests, with Lingui's macros transformed as in its bundles.
export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: linguiPlugins(),
  test: { name: 'ui', include: ['src/**/*.test.ts'] },
});
