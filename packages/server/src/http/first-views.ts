// Pages' own first views, drawn by the app build's renderer (packages/app/build/FirstView.tsx,
// built into <APP_DIST>/ssr/first-view.js with the stylesheet it matches): loaded with the first
// page that has one, again after a rebuild. Without it (no build, or one from before) pages are
// sent as they were and the app draws them; a renderer that fails is logged, never a failed page.
import type { CatalogPage, CatalogView, Item, Language, SpecFilter } from '@storefront/shared';
import type { FastifyBaseLogger } from 'fastify';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { LRUCache } from 'lru-cache';

/** The folder of the app's build the renderer is in, which the server never serves. */
export const SSR_DIR = 'ssr';

/** The build's renderer: `locale` is the page's language (requirements §16), the URL's. */
interface Renderer {
  renderItemFirstView?(item: Item, locale: Language): string;
  renderCatalogFirstView?(page: CatalogPage, view: CatalogView, locale: Language, specs: SpecFilter[]): string;
}

export interface FirstViews {
  /** An item's page below the navbar in `locale`, as the app draws it; undefined without a renderer. */
  item(item: Item, locale: Language): Promise<string | undefined>;
  /** The catalog's first page for a view and its spec filters in `locale`, as the app draws it; undefined without a renderer. */
  catalog(page: CatalogPage, view: CatalogView, specs: SpecFilter[], locale: Language): Promise<string | undefined>;
}

export function firstViews(appDist: string, log: FastifyBaseLogger): FirstViews {
  const file = join(appDist, SSR_DIR, 'first-view.js');
  let loaded: { mtimeMs: number; renderer: Promise<Renderer | undefined> } | undefined;
  // A view costs a render of React (docs/architecture.md, "The app's first paint"): the same answers give the same HTML, kept for the next reader.
  const drawn = new LRUCache<string, string>({ max: 500 });

  async function renderer(): Promise<Renderer | undefined> {
    const mtimeMs = (await stat(file).catch(() => undefined))?.mtimeMs;
    if (mtimeMs === undefined) return undefined;
    if (loaded?.mtimeMs !== mtimeMs) {
      drawn.clear();
      const renderer = import(`${pathToFileURL(file).href}?v=${mtimeMs}`).then(
        (module) => module as Renderer,
        (error: unknown) => {
          log.error({ err: error, file }, 'the first views renderer could not be loaded');
          return undefined;
        },
      );
      loaded = { mtimeMs, renderer };
    }
    return loaded.renderer;
  }

  /** `paint`'s HTML, kept under `key`; undefined without a renderer, or when it fails (logged). */
  async function draw(key: string, paint: (renderer: Renderer) => string | undefined): Promise<string | undefined> {
    const render = await renderer();
    if (!render) return undefined;
    let html = drawn.get(key);
    if (html === undefined) {
      try {
        html = paint(render);
      } catch (error) {
        log.error({ err: error, view: key.slice(0, 200) }, 'a first view could not be drawn');
        return undefined;
      }
      if (html === undefined) return undefined;
      drawn.set(key, html);
    }
    return html;
  }

  return {
    // Each language's drawing kept apart: the key names it.
    item: (item, locale) =>
      draw(JSON.stringify(['item', locale, item]), (render) => render.renderItemFirstView?.(item, locale)),
    catalog: (page, view, specs, locale) =>
      draw(JSON.stringify(['catalog', locale, view, specs, page]), (render) =>
        render.renderCatalogFirstView?.(page, view, locale, specs),
      ),
  };
}
