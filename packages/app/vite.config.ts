import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { linguiPlugins } from '@storefront/ui/build/lingui';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';
import { firstPaint } from './build/first-paint.ts';
import { firstViewRenderer } from './build/first-view.ts';
import { preloadFont } from './build/preload-font.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
// The shared and ui packages are pure declarations: let the bundler drop whatever a chunk does not use
// (otherwise the home page would carry every zod schema and every component).
const treeshake = { moduleSideEffects: (id: string) => !/\/packages\/(shared|ui)\/src\/.*\.tsx?$/.test(id) };
// React 19 has useSyncExternalStore: swr's and Lingui's imports of the pre-18 shim get React's own.
const useSyncExternalStoreShim = fileURLToPath(new URL('./build/use-sync-external-store-shim.ts', import.meta.url));
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;

export default defineConfig({
  root,
  resolve: { alias: [{ find: /^use-sync-external-store\/shim$/, replacement: useSyncExternalStoreShim }] },
  plugins: [
    react(),
    ...linguiPlugins(),
    tailwindcss(),
    preloadFont('inter-latin-wght-normal.woff2'),
    firstPaint(),
    firstViewRenderer({ treeshake }),
    // .br and .gz copies beside each text asset, which the server sends to browsers that take them
    // (packages/server/src/http/spa.ts). Not index.html: the server inlines its configuration into it.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|svg|json)$/,
      threshold: 1024,
      logLevel: 'silent',
    }),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    // No preload links added by script: Vite's helper appended one <link rel="modulepreload"> per
    // chunk a screen imports (28 for the catalog) as its code was asked for, and on a phone those
    // insertions were most of the entry's longest task (at Lighthouse's 4x slowdown, in
    // appendChild). The browser fetches a chunk's imports as it reads it; Lighthouse's LCP did not
    // move and TBT fell (bench/README.md, Lighthouse). Also no polyfill:
    // every browser the es2022 target runs in preloads modules itself. Nor are the landing page's
    // chunks named in index.html: beside the stylesheet, 17 of them held its first paint back in
    // Lighthouse's slow 4G (bench/README.md, Lighthouse).
    modulePreload: false,
    rolldownOptions: {
      treeshake,
      output: {
        // Everything the entry imports statically in the entry's own file. Left to itself the
        // bundler split it by which screens also import it (React with tailwind-merge, the session
        // with swr, the preload helper: six files where one is read anyway), and each file is
        // compressed on its own, so the home page's first load was 2.9 kB of gzip heavier
        // (bench/README.md, page weight, 28 Nov).
        codeSplitting: { groups: [{ name: 'index', tags: ['$initial'] }] },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 4400,
    strictPort: true,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  preview: { host: '127.0.0.1', port: 4401 },
});
