// Serves the built app: hashed assets with immutable caching (precompressed where the build made
// .br/.gz files), index.html (with the runtime configuration inlined) for every other non-API GET,
// so client-side routes survive a reload.
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import { LANDING_PATHS, landingPreload } from '@storefront/shared';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface BrowserConfig {
  firebase: { apiKey: string; authDomain: string; projectId: string };
  authEmulatorUrl?: string;
  contactEmail: string;
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

/** index.html for the landing page (its chunks preloaded) and for every other route (not). */
export function landingVariants(html: string): { landing: string; other: string } {
  const start = html.indexOf(landingPreload.start);
  const end = html.indexOf(landingPreload.end);
  if (start < 0 || end < start) return { landing: html, other: html };
  const block = html.slice(start, end + landingPreload.end.length);
  const links = block.slice(landingPreload.start.length, -landingPreload.end.length);
  return { landing: html.replace(block, links), other: html.replace(block, '') };
}

export async function registerSpa(
  app: FastifyInstance,
  appDist: string,
  browserConfig: BrowserConfig,
): Promise<(reply: FastifyReply, path: string) => Promise<FastifyReply>> {
  const root = resolve(appDist);
  const indexPath = join(root, 'index.html');
  // Re-read when the file changes (a rebuild replaces the hashed asset names it points to).
  let cached: { mtimeMs: number; html: { landing: string; other: string } } | undefined;

  async function currentIndex(): Promise<{ landing: string; other: string } | undefined> {
    const info = await stat(indexPath).catch(() => undefined);
    if (!info) return undefined;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = injectConfig(await readFile(indexPath, 'utf8'), browserConfig);
      cached = { mtimeMs: info.mtimeMs, html: landingVariants(html) };
    }
    return cached.html;
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
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(root, 'assets'));
        reply.header('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }

  async function sendIndex(reply: FastifyReply, path: string): Promise<FastifyReply> {
    const html = await currentIndex();
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    if (!html) return reply.send(NOT_BUILT);
    return reply.send(LANDING_PATHS.includes(path.replace(/(.)\/$/, '$1')) ? html.landing : html.other);
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/'));
  app.get('/index.html', { schema: { hide: true } }, (_request, reply) => sendIndex(reply, '/index.html'));
  return sendIndex;
}
