// Puts the first paint (build/FirstPaint.tsx, rendered with Vite's module runner) into index.html
// where it says <!--first-paint-->, and writes its Bangla drawing beside the server's renderer
// (<outDir>/ssr/first-paint.json: `{ en, bn, bnHead }`), which the server swaps in on /bn/ pages,
// with `bnHead` in their head: the Bangla typeface's preload. Without it the browser found the
// face only once the stylesheet had come and the first Bangla text was laid out, then laid every
// Bangla text out again when it came (Lighthouse on /bn/ pages: style and layout 650 ms against
// 170 ms in English, a layout shift on /bn/). Build only: in development the app renders into an
// empty page.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { linguiPlugins } from '@storefront/ui/build/lingui';
import { runnerImport, type Plugin, type ResolvedConfig } from 'vite';

const PLACEHOLDER = '<!--first-paint-->';
/** The Bangla typeface (packages/ui/src/theme.css), preloaded on Bangla pages alone. */
const BANGLA_FONT = 'fonts/bangla.woff2';

export function firstPaint(): Plugin {
  let config: ResolvedConfig;
  let drawn: { en: string; bn: string; bnHead: string } | undefined;
  return {
    name: 'storefront:first-paint',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html, { bundle }) {
        if (!html.includes(PLACEHOLDER)) throw new Error(`first-paint: index.html lacks ${PLACEHOLDER}`);
        const { module } = await runnerImport<{ renderFirstPaint: (locale: 'en' | 'bn') => string }>(
          fileURLToPath(new URL('./FirstPaint.tsx', import.meta.url)),
          // Not the app's config: it would load this plugin again.
          { configFile: false, logLevel: 'warn', plugins: linguiPlugins() },
        );
        const bangla = Object.values(bundle ?? {}).find(
          (output) => output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(BANGLA_FONT)),
        );
        if (!bangla) throw new Error(`first-paint: no ${BANGLA_FONT} in the build`);
        drawn = {
          en: module.renderFirstPaint('en'),
          bn: module.renderFirstPaint('bn'),
          bnHead: `<link rel="preload" as="font" type="font/woff2" crossorigin href="/${bangla.fileName}">`,
        };
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
