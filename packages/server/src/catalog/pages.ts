// The catalog's pages as crawlers see them (requirements §12.3): /items and /items/{id} with their
// own head tags in the HTML, in English and under /bn/ in Bangla (§16), /sitemap.xml (an index past
// SITEMAP_PAGE_SIZE addresses) and /robots.txt.
import {
  apiPaths,
  catalogPageSchema,
  catalogQuerySchema,
  catalogSearchParams,
  catalogViewFrom,
  itemSchema,
  languages,
  localizedPath,
  parseSpecFilters,
  specFilterParams,
  type Item,
  type Language,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChangeTopic } from '../db/changes.ts';
import { HttpError } from '../http/errors.ts';
import type { FirstViews } from '../http/first-views.ts';
import type { PublicCache } from '../http/public-cache.ts';
import type { FirstView, SendIndex } from '../http/spa.ts';
import { itemKey, searchKey } from './cache-keys.ts';
import type { CatalogService } from './service.ts';
import { catalogHead, ITEMS_PER_SITEMAP, itemHead, robotsTxt, sitemapIndex, STATIC_PAGES, urlset } from './seo.ts';

export interface CatalogPagesOptions {
  catalog: CatalogService;
  /** The API's public cache: a page reads the entry its API call has (and fills it for the app's next reader). */
  cache: PublicCache;
  sendIndex: SendIndex;
  /** Every absolute link's origin (config.publicOrigin): never the request's Host, which its sender chooses. */
  publicOrigin: string;
  /** Item and catalog pages drawn as the app draws them (requirements §12.3: pictures with the HTML). */
  views: FirstViews;
}

/** An API answer as the app receives it: the route's cache entry (encoded as its response schema does), read back. */
async function apiAnswer<S extends z.ZodType>(
  cache: PublicCache,
  key: { topics: readonly ChangeTopic[]; id: string },
  schema: S,
  load: () => Promise<z.output<S>>,
): Promise<z.output<S>> {
  const body = await cache.body(key, async () => ({ value: z.encode(schema, await load()) }), JSON.stringify);
  return schema.parse(JSON.parse(body.toString('utf8')));
}

/** An item's page drawn by the server, with the item as GET /api/item/{id} gives it for the app to start from. */
async function itemFirstView(views: FirstViews, item: Item, locale: Language): Promise<FirstView | undefined> {
  const html = await views.item(item, locale);
  return html === undefined ? undefined : { html, answers: { [apiPaths.item(item._id)]: item } };
}

export function catalogPages(
  app: FastifyInstance,
  { catalog, cache, sendIndex, publicOrigin: origin, views }: CatalogPagesOptions,
): void {
  const hidden = { schema: { hide: true } };

  // Each page at its English URL and under /bn/ (requirements §16): the URL alone says its language.
  for (const locale of languages) {
    const itemsPath = localizedPath('/items', locale);

    app.get<{ Params: { id: string } }>(`${itemsPath}/:id`, hidden, async (request, reply) => {
      try {
        const { id } = request.params;
        const item = await apiAnswer(cache, itemKey(id), itemSchema, () => catalog.getItem(id));
        return await sendIndex(
          reply,
          request.url,
          itemHead(item, origin, locale),
          await itemFirstView(views, item, locale),
        );
      } catch (error) {
        // Unknown or deleted: the app shows its 404 page, and crawlers get the status.
        if (error instanceof HttpError && error.statusCode === 404) return sendIndex(reply.status(404), request.url);
        throw error;
      }
    });

    app.get<{ Querystring: Record<string, unknown> }>(itemsPath, hidden, async (request, reply) => {
      // The view the URL asks for, read as the app reads it (a parameter it would refuse falls back
      // to its default alone), and its first page as the app asks for it: drawn, and inlined under
      // the address the app's first request has (routes/Catalog.tsx).
      const view = catalogViewFrom((name) => {
        const value = request.query[name];
        return typeof value === 'string' ? value : null;
      });
      const params = catalogSearchParams(view);
      // The chosen category's specification filters (requirements §19.2), after the others, as the
      // app's catalog writes them (app specs/catalogSpecs.ts): none when one is refused.
      const specs = parseSpecFilters(view.category, request.query);
      const filters = specs.issues.length > 0 ? [] : specs.filters;
      if (view.category) for (const [name, value] of specFilterParams(filters)) params.append(name, value);
      const query = catalogQuerySchema.safeParse(Object.fromEntries(params));
      // Never expected (the view is read to the API's rules), but then the app alone draws the page.
      if (!query.success) return sendIndex(reply, itemsPath, catalogHead(origin, undefined, locale));
      const answer = await apiAnswer(cache, searchKey(query.data), catalogPageSchema, () =>
        catalog.searchItems(query.data),
      );
      const html = await views.catalog(answer, view, filters, locale);
      const path = `${apiPaths.itemSearch}${params.size > 0 ? `?${params}` : ''}`;
      return sendIndex(
        reply,
        itemsPath,
        catalogHead(origin, answer.items[0]?.image, locale),
        html === undefined ? undefined : { html, answers: { [path]: answer } },
      );
    });
  }

  // Kept by shared caches for an hour: the same for every request.
  const robots = robotsTxt(origin);
  app.get('/robots.txt', hidden, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('Cache-Control', 'public, max-age=3600').send(robots),
  );

  const itemPaths = async (page: number) =>
    (await catalog.liveItemIds(page * ITEMS_PER_SITEMAP, ITEMS_PER_SITEMAP)).map(
      (id) => `/items/${encodeURIComponent(id)}`,
    );

  app.get('/sitemap.xml', hidden, async (_request, reply) => {
    const count = await catalog.countLiveItems();
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    if (count <= ITEMS_PER_SITEMAP) return reply.send(urlset(origin, [...STATIC_PAGES, ...(await itemPaths(0))]));
    const pages = Math.ceil(count / ITEMS_PER_SITEMAP);
    const maps = ['/sitemap-pages.xml', ...Array.from({ length: pages }, (_, i) => `/sitemap-items-${i + 1}.xml`)];
    return reply.send(sitemapIndex(origin, maps));
  });

  app.get('/sitemap-pages.xml', hidden, (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(urlset(origin, STATIC_PAGES)),
  );

  app.get<{ Params: { page: string } }>('/sitemap-items-:page.xml', hidden, async (request, reply) => {
    const page = Number(request.params.page);
    const paths = Number.isSafeInteger(page) && page >= 1 ? await itemPaths(page - 1) : [];
    if (paths.length === 0) return reply.status(404).send({ message: 'Not found' });
    return reply.type('application/xml; charset=utf-8').send(urlset(origin, paths));
  });
}
