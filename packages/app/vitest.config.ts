import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineProject } from 'vitest/config';
import { linguiPlugins } from '@storefront/ui/build/lingui';

export default defineProject({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), ...linguiPlugins()],
  test: {
    name: 'app',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['support/setup.ts'],
  },
});
