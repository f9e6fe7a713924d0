// Page weight: the JavaScript and CSS (gzip) each route loads first, read from the production
// build's Vite manifest: the entry (index.html's script and its static imports) plus the lazy
// route modules the router loads for that URL, each with its static imports, counted once; and
// the fonts index.html preloads (the brand typeface, woff2: already compressed), which every
// route loads first. A Bangla page also waits for the Bangla catalog (main.tsx activates the
// language before the first render) and draws its text in the Bangla typeface. Apart: the code a
// screen's own modules import dynamically, which it fetches after its first render (the home
// page's sections below the hero).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { benchDist, buildAppOnce, readManifest, type Manifest } from './lib/app-build.ts';
import type { BenchOptions } from './lib/env.ts';

/** The Bangla catalog's chunk (packages/ui/src/i18n/activate.ts imports it), by its manifest key. */
const banglaCatalog = '../ui/src/locales/bn.po';
/** The Bangla typeface (packages/ui/src/theme.css), fetched when Bangla text is drawn. */
const banglaFont = /(^|\/)bangla-[\w-]{8}\.woff2$/;

/** The lazy modules packages/app/src/router.tsx loads for each route (outer to inner). */
export const routeModules: Record<string, { url: string; modules: string[]; note?: string; bangla?: boolean }> = {
  home: { url: '/', modules: ['src/components/RouteError.tsx', 'src/routes/Home.tsx'] },
  'home bn': {
    url: '/bn/',
    modules: ['src/components/RouteError.tsx', 'src/routes/Home.tsx', banglaCatalog],
    note: 'the Bangla catalog and typeface',
    bangla: true,
  },
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
  /** the preloaded fonts' bytes (woff2, sent as they are), and on a Bangla page the Bangla typeface */
  fontBytes: number;
  files: { file: string; raw: number; gzip: number }[];
  /** gzip bytes of the JavaScript the screen's own modules import dynamically, fetched after its first render */
  thenJsGzip: number;
  thenFiles: string[];
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

function closure(
  manifest: Manifest,
  keys: string[],
  counted: Set<string> = new Set(),
  skip: string[] = [],
): { files: Set<string>; missing: string[]; dynamicImports: Set<string> } {
  const files = new Set<string>();
  const missing: string[] = [];
  const dynamicImports = new Set<string>();
  const seen = new Set<string>(skip);
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key] ?? sharedChunkOf(manifest, key);
    if (!chunk) {
      missing.push(key);
      return;
    }
    if (!counted.has(chunk.file)) files.add(chunk.file);
    for (const css of chunk.css ?? []) if (!counted.has(css)) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
    for (const imported of chunk.dynamicImports ?? []) dynamicImports.add(imported);
  };
  for (const key of keys) visit(key);
  return { files, missing, dynamicImports };
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
  const banglaFontFile = (manifest['index.html']?.assets ?? []).find((file) => banglaFont.test(file));
  const routes: RouteWeight[] = [];
  for (const [route, { url, modules, note, bangla }] of Object.entries(routeModules)) {
    const { files, missing } = closure(manifest, [entry, ...modules]);
    // What the screen's own modules (not the entry, whose dynamic imports are the other screens)
    // import dynamically: fetched after its first render.
    const { dynamicImports } = closure(manifest, modules, new Set(), [entry]);
    const then = closure(manifest, [...dynamicImports], files);
    const list = [...files].map((file) => ({ file, ...sizeOf(file) }));
    const sum = (ext: string, key: 'raw' | 'gzip') =>
      list.filter((f) => f.file.endsWith(ext)).reduce((total, f) => total + f[key], 0);
    if (bangla && !banglaFontFile) missing.push('the Bangla typeface (bangla-*.woff2)');
    routes.push({
      route,
      url,
      ...(note ? { note } : {}),
      jsGzip: sum('.js', 'gzip'),
      cssGzip: sum('.css', 'gzip'),
      jsRaw: sum('.js', 'raw'),
      cssRaw: sum('.css', 'raw'),
      fontBytes: fontBytes + (bangla && banglaFontFile ? sizeOf(banglaFontFile).raw : 0),
      files: list.sort((a, b) => b.gzip - a.gzip),
      thenJsGzip: [...then.files].filter((file) => file.endsWith('.js')).reduce((t, file) => t + sizeOf(file).gzip, 0),
      thenFiles: [...then.files],
      missing: [...missing, ...then.missing],
    });
  }
  return { buildMs: ms, routes };
}
