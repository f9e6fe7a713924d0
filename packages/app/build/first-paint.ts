// Puts the first paint (build/FirstPaint.tsx, rendered with Vite's module runner) into index.html
// where it says <!--first-paint-->. Build only: in development the app renders into an empty page.
import { fileURLToPath } from 'node:url';
import { linguiPlugins } from '@storefront/ui/build/lingui';
import { runnerImport, type Plugin } from 'vite';

const PLACEHOLDER = '<!--first-paint-->';

export function firstPaint(): Plugin {
  return {
    name: 'storefront:first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`first-paint: index.html lacks ${PLACEHOLDER}`);
        const { module } = await runnerImport<{ renderFirstPaint: () => string }>(
          fileURLToPath(new URL('./FirstPaint.tsx', import.meta.url)),
          // Not the app's config: it would load this plugin again.
          { configFile: false, logLevel: 'warn', plugins: linguiPlugins() },
        );
        return html.replace(PLACEHOLDER, module.renderFirstPaint());
      },
    },
  };
}
