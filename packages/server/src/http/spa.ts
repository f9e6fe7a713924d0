// Serves the built app: hashed assets with immutable caching (precompressed where the build made
// .br/.gz files), index.html (with the runtime configuration inlined) for every other non-API GET,
// so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import {
  company,
  documentTitle,
  firstViewSlot,
  INITIAL_ANSWERS_ID,
  LANDING_PATHS,
  landingOnly,
  pageHeadMessages,
} from '@storefront/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, localizedPath, type Language, type PaymentMethod } from '@storefront/shared';
import { SSR_DIR } from './first-views.ts';
import { alternateLinks, escapeAttribute, pageLanguage, withLanguage } from './languages.ts';
import { sayPageText } from './page-texts.ts';

export interface BrowserConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl?: string;
  contactEmail: string;
  /** STORE_TIME_ZONE: administrators' screens show times there, as the CSV export and the overview do. */
  timeZone: string;
  /** VAT_RATE_DEFAULT in percent: the rate of an item without its own (requirements §17). */
  vatRateDefault: number;
  /** The payment methods offered (requirements §18): cash on delivery, and each configured gateway's. */
  payment_methods: PaymentMethod[];
  /** COD_ADVANCE_ABOVE in BDT. */
  cod_advance_above: number;
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can appear. */
export function inlineJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function injectConfig(html: string, config: BrowserConfig): string {
  const tag = `<script id="app-config" type="application/json">${inlineJson(config)}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}\n</head>`) : `${tag}\n${html}`;
}

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>App not built</title></head>
<body><h1>The storefront app is not built</h1>
<p>Build it with <code>pnpm --filter @storefront/app build</code> (or run <code>pnpm start</code>), then reload. The API is available under <a href="/api/docs">/api/docs</a>.</p>
</body></html>`;

/** index.html for the landing page (with its landing-only blocks) and for every other route (without). */
export function landingVariants(html: string): { landing: string; other: string } {
  let landing = '';
  let other = '';
  let at = 0;
  for (;;) {
    const start = html.indexOf(landingOnly.start, at);
    const end = start < 0 ? -1 : html.indexOf(landingOnly.end, start);
    if (end < 0) break;
    const before = html.slice(at, start);
    landing += before + html.slice(start + landingOnly.start.length, end);
    other += before;
    at = end + landingOnly.end.length;
  }
  return { landing: landing + html.slice(at), other: other + html.slice(at) };
}

const SEO_START = '<!--seo-->';
const SEO_END = '<!--/seo-->';

/** index.html with its default title, description and preview tags replaced by `head`. */
export function withHead(html: string, head: string): string {
  const start = html.indexOf(SEO_START);
  const end = html.indexOf(SEO_END, start);
  if (start < 0 || end < 0) return html.replace('</head>', `${head}\n</head>`);
  return html.slice(0, start) + head + html.slice(end + SEO_END.length);
}

/** A page's own first view (HTML) and the API answers it was drawn from, by their SWR keys. */
export interface FirstView {
  html: string;
  answers: Record<string, unknown>;
}

/**
 * index.html with `view` drawn in the first paint's slot and its answers inlined for the app, which
 * starts from them (app api/initialAnswers.ts) and so draws the same view, not a skeleton over it.
 */
export function withFirstView(html: string, view: FirstView): string {
  const answers = `<script id="${INITIAL_ANSWERS_ID}" type="application/json">${inlineJson(view.answers)}</script>`;
  // Functions as replacements: a `$&` in an item's text is not a pattern.
  return html.replace(firstViewSlot, () => view.html).replace('</body>', () => `${answers}\n</body>`);
}

/** One page in the encodings a browser may take, compressed once when the file is read. */
interface EncodedPage {
  identity: string;
  br: Buffer;
  gzip: Buffer;
}

function encodePage(html: string): EncodedPage {
  return {
    identity: html,
    br: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(html, { level: 9 }),
  };
}

const encodings = new Negotiator<'br' | 'gzip' | 'identity'>({ supportedValues: ['br', 'gzip', 'identity'] });

export type SendIndex = (reply: FastifyReply, path: string, head?: string, view?: FirstView) => Promise<FastifyReply>;

/** Which of index.html's stored pages a path gets: home (/ and /bn/, with their links per language), the landing's, or the rest's. */
type PageKind = 'home' | 'landing' | 'other';

function pageKind(path: string): PageKind {
  const english = localizedPath(path.replace(/(.)\/$/, '$1'), DEFAULT_LANGUAGE);
  if (english === '/') return 'home';
  return LANDING_PATHS.includes(english) ? 'landing' : 'other';
}

export async function registerSpa(
  app: FastifyInstance,
  appDist: string,
  browserConfig: BrowserConfig,
  /** Every absolute link's origin (config.publicOrigin): never the request's Host. */
  publicOrigin: string,
): Promise<SendIndex> {
  const root = resolve(appDist);
  const indexPath = join(root, 'index.html');
  // Re-read when the file changes (a rebuild replaces the hashed asset names it points to); each
  // language's and kind's page compressed once, when first asked for.
  let cached:
    | {
        mtimeMs: number;
        source: Record<Language, { landing: string; other: string }>;
        pages: Map<string, EncodedPage>;
      }
    | undefined;

  /**
   * The home page's head in `language` (requirements §12.3, §16): the title the app sets, the
   * description and preview texts (index.html's defaults are their English, for development),
   * itself as canonical (/bn/ too) and its address in each language.
   */
  const homeHead = (language: Language) => {
    const say = (descriptor: (typeof pageHeadMessages)[keyof typeof pageHeadMessages]) =>
      escapeAttribute(sayPageText(language, descriptor));
    return [
      `<title>${escapeAttribute(documentTitle(undefined, sayPageText(language, pageHeadMessages.tagline)))}</title>`,
      `<meta name="description" content="${say(pageHeadMessages.homeDescription)}" />`,
      `<meta property="og:title" content="${company.name}" />`,
      `<meta property="og:description" content="${say(pageHeadMessages.homePreview)}" />`,
      `<meta property="og:type" content="website" />`,
      `<link rel="canonical" href="${publicOrigin}${localizedPath('/', language)}" />`,
      ...alternateLinks(publicOrigin, '/'),
    ].join('\n    ');
  };

  async function storedPage(language: Language, kind: PageKind): Promise<EncodedPage | undefined> {
    const info = await stat(indexPath).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = injectConfig(await readFile(indexPath, 'utf8'), browserConfig);
      // The first paint drawn in Bangla by the same build (packages/app/build/first-paint.ts), for
      // /bn/, and what their head adds (the Bangla typeface's preload).
      const paints = await readFile(join(root, SSR_DIR, 'first-paint.json'), 'utf8')
        .then((text) => JSON.parse(text) as { en: string; bn: string; bnHead?: string })
        .catch(() => undefined);
      const bangla =
        paints && html.includes(paints.en)
          ? html
              .replace(paints.en, () => paints.bn)
              .replace('</head>', () => (paints.bnHead ? `${paints.bnHead}\n</head>` : '</head>'))
          : html;
      cached = {
        mtimeMs: info.mtimeMs,
        source: { en: landingVariants(html), bn: landingVariants(bangla) },
        pages: new Map(),
      };
    }
    const key = `${language}:${kind}`;
    let page = cached.pages.get(key);
    if (!page) {
      const source = language === DEFAULT_LANGUAGE ? cached.source.en : cached.source.bn;
      let html = kind === 'other' ? source.other : source.landing;
      if (kind === 'home') html = withHead(html, homeHead(language));
      page = encodePage(language === DEFAULT_LANGUAGE ? html : withLanguage(html, language));
      cached.pages.set(key, page);
    }
    return page;
  }

  if (existsSync(root)) {
    await app.register(fastifyStatic, {
      root,
      prefix: '/',
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each text asset (packages/app/vite.config.ts): sent to
      // browsers that accept them, a third of the bytes on a phone's network, at no CPU per request.
      preCompressed: true,
      // The build's server-side renderer (http/first-views.ts) is the server's to run, not a page's.
      allowedPath: (pathName) => !pathName.startsWith(`/${SSR_DIR}/`),
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  /**
   * The app's page for `path`; with `head`, its own title and preview tags, with `view` its own first
   * view (compressed per request then).
   */
  async function sendIndex(reply: FastifyReply, path: string, head?: string, view?: FirstView): Promise<FastifyReply> {
    // The path alone says the page's language (http/languages.ts): the answer varies with nothing else.
    const stored = await storedPage(pageLanguage(path), pageKind(path));
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!stored) return reply.send(NOT_BUILT);
    // Compressed like the assets beside it: the page carries the first paint's shell.
    reply.header('Vary', 'Accept-Encoding');
    const encoding = encodings.negotiate(reply.request.headers['accept-encoding'] ?? '') ?? 'identity';
    if (head === undefined && view === undefined) {
      if (encoding === 'identity') return reply.send(stored.identity);
      return reply.header('Content-Encoding', encoding).send(stored[encoding]);
    }
    const headed = head === undefined ? stored.identity : withHead(stored.identity, head);
    const page = view ? withFirstView(headed, view) : headed;
    if (encoding === 'identity') return reply.send(page);
    // A few kB: fast settings, not the stored pages' slowest.
    const body =
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page, { level: 6 });
    return reply.header('Content-Encoding', encoding).send(body);
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/'));
  // Home in Bangla (requirements §16): /bn/ and /bn alike (the router ignores a trailing slash).
  app.get(localizedPath('/', 'bn').replace(/\/$/, ''), { schema: { hide: true } }, (_request, reply) =>
    sendIndex(reply, localizedPath('/', 'bn')),
  );
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/index.html'));
  return sendIndex;
}
