// Puts the first paint (build/FirstPaint.tsx, rendered with Vite's module runner) into index.html
// where it says <!--first-paint-->, and writes its Bangla drawing beside the server's renderer
// (<outDir>/ssr/first-paint.json: `{ en, bn }`), which the server swaps in on /bn/ pages. Build
// only: in development the app renders into an empty page.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linguiPlugins } from '@storefront/ui/build/lingui';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';

const PLACEHOLDER = '<!--first-paint-->';

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  let drawn: { en: string; bn: string } | undefined;
  return {
    name: 'storefront:first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`first-paint: index.html lacks ${PLACEHOLDER}`);
        const { module } = await runnerImport<{ renderFirstPaint: (locale: 'en' | 'bn') => string }>(
          fileURLToPath(new URL('./FirstPaint.tsx', import.meta.url)),
          // Not the app's config: it would load this plugin again.
          { configFile: false, logLevel: 'warn', plugins: linguiPlugins() },
        );
        drawn = { en: module.renderFirstPaint('en'), bn: module.renderFirstPaint('bn') };
        return html.replace(PLACEHOLDER, drawn.en);
      },
    },
    async writeBundle() {
      if (!drawn) return;
      const dir = join(config.build.outDir, 'ssr');
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'first-paint.json'), JSON.stringify(drawn));
    },
  };
}
