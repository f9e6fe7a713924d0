// Page weight: the JavaScript and CSS (gzip) each route loads first, read from the production
// build's Vite manifest: the entry (index.html's script and its static imports) plus the lazy
// route modules the router loads for that URL, each with its static imports, counted once; and
// the fonts index.html preloads (the brand typeface, woff2: already compressed), which every
// route loads first.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchDist, buildAppOnce, readManifest, type Manifest } from './lib/app-build.ts';
import type { BenchOptions } from './lib/env.ts';

/** The lazy modules packages/app/src/router.tsx loads for each route (outer to inner). */
export const routeModules: Record<string, { url: string; modules: string[]; note?: string }> = {
  home: { url: '/', modules: ['src/components/RouteError.tsx', 'src/routes/Home.tsx'] },
  purchase: {
    url: '/purchase/:itemId',
    modules: ['src/components/RouteError.tsx', 'src/auth/guards.tsx', 'src/routes/Purchase.tsx'],
    note: 'signed in (a signed-out visitor is sent to /login)',
  },
  dashboard: {
    url: '/dashboard',
    modules: [
      'src/components/RouteError.tsx',
      'src/auth/guards.tsx',
      'src/routes/Dashboard.tsx',
      'src/routes/MyProfile.tsx',
    ],
    note: 'signed in, My Profile tab',
  },
  login: { url: '/login', modules: ['src/components/RouteError.tsx', 'src/routes/Login.tsx'] },
  catalog: { url: '/items', modules: ['src/components/RouteError.tsx', 'src/routes/Catalog.tsx'] },
  item: { url: '/items/:itemId', modules: ['src/components/RouteError.tsx', 'src/routes/ItemPage.tsx'] },
};

export interface RouteWeight {
  route: string;
  url: string;
  note?: string;
  /** gzip bytes (level 6, as a server compresses) */
  jsGzip: number;
  cssGzip: number;
  jsRaw: number;
  cssRaw: number;
  /** the preloaded fonts' bytes (woff2, sent as they are) */
  fontBytes: number;
  files: { file: string; raw: number; gzip: number }[];
  missing: string[];
}

export interface PageWeightResult {
  buildMs: number;
  routes: RouteWeight[];
}

/**
 * A module that is also imported statically elsewhere (src/auth/guards.tsx) is not a dynamic entry
 * of its own: its code is in a shared chunk named after it ("_guards-<hash>.js").
 */
function sharedChunkOf(manifest: Manifest, key: string) {
  const name = key
    .split('/')
    .pop()
    ?.replace(/\.[tj]sx?$/, '');
  return Object.entries(manifest).find(([k, chunk]) => k.startsWith('_') && chunk.name === name)?.[1];
}

function closure(manifest: Manifest, keys: string[]): { files: Set<string>; missing: string[] } {
  const files = new Set<string>();
  const missing: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
    if (!chunk) {
      missing.push(key);
      return;
    }
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return { files, missing };
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(file: string): { raw: number; gzip: number } {
  let size = sizes.get(file);
  if (!size) {
    const bytes = readFileSync(join(benchDist, file));
    size = { raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
    sizes.set(file, size);
  }
  return size;
}

/** The files index.html preloads as fonts. */
function preloadedFonts(): string[] {
  const html = readFileSync(join(benchDist, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="preload" as="font"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!);
}

export async function runPageWeight(options: BenchOptions): Promise<PageWeightResult> {
  const { ms } = await buildAppOnce(options.log);
  const manifest = readManifest();
  const fontBytes = preloadedFonts().reduce((total, file) => total + sizeOf(file).raw, 0);
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry)?.[0];
  if (!entry) throw new Error('the Vite manifest has no entry chunk');
  const routes: RouteWeight[] = [];
  for (const [route, { url, modules, note }] of Object.entries(routeModules)) {
    const { files, missing } = closure(manifest, [entry, ...modules]);
    const list = [...files].map((file) => ({ file, ...sizeOf(file) }));
    const sum = (ext: string, key: 'raw' | 'gzip') =>
      list.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f[key], 0);
    routes.push({
      route,
      url,
      ...(note ? { note } : {}),
      jsGzip: sum('.js', 'gzip'),
      cssGzip: sum('.css', 'gzip'),
      jsRaw: sum('.js', 'raw'),
      cssRaw: sum('.css', 'raw'),
      fontBytes,
      files: list.sort((a, b) => b.gzip - a.gzip),
      missing,
    });
  }
  return { buildMs: ms, routes };
}
