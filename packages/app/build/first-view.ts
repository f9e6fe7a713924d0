// Builds the server's renderer of first views (build/FirstView.tsx) beside the app, into
// <outDir>/ssr/first-view.js: one self-contained ES module (React and the components bundled in),
// so the server needs none of the app's packages and the markup matches the stylesheet of the
// same build. The server loads it on the first item page it sends (packages/server/src/http/
// first-views.ts) and never serves the folder.
import react from '@vitejs/plugin-react';
import { linguiPlugins } from '@storefront/ui/build/lingui';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin, type ResolvedConfig } from 'vite';

/** The folder of the build's output the renderer goes to (server http/first-views.ts: never served). */
const SSR_DIR = 'ssr';

export function firstViewRenderer(options: { treeshake: object }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'storefront:first-view-renderer',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: config.mode,
        plugins: [react(), ...linguiPlugins()],
        ssr: { noExternal: true },
        build: {
          ssr: fileURLToPath(new URL('./FirstView.tsx', import.meta.url)),
          outDir: join(config.build.outDir, SSR_DIR),
          // The app's build emptied dist/ already; ssr/ also holds first-paint.json (build/first-paint.ts).
          emptyOutDir: false,
          target: 'node24',
          minify: true,
          copyPublicDir: false,
          rolldownOptions: { treeshake: options.treeshake, output: { entryFileNames: 'first-view.js' } },
        },
      });
    },
  };
}
