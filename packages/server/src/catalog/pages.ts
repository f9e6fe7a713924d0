// The catalog's pages as crawlers see them (requirements §12.3): /items and /items/{id} with their
// own head tags in the HTML, /sitemap.xml (an index past SITEMAP_PAGE_SIZE addresses) and /robots.txt.
import { catalogQuerySchema } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { SendIndex } from '../http/spa.ts';
import type { CatalogService } from './service.ts';
import { catalogHead, itemHead, robotsTxt, SITEMAP_PAGE_SIZE, sitemapIndex, STATIC_PAGES, urlset } from './seo.ts';

export interface CatalogPagesOptions {
  catalog: CatalogService;
  sendIndex: SendIndex;
  /** PUBLIC_ORIGIN, or undefined to take the request's own. */
  publicOrigin: string | undefined;
}

export function catalogPages(app: FastifyInstance, { catalog, sendIndex, publicOrigin }: CatalogPagesOptions): void {
  const originOf = (request: FastifyRequest) => publicOrigin ?? `${request.protocol}://${request.host}`;
  const hidden = { schema: { hide: true } };

  app.get<{ Params: { id: string } }>('/items/:id', hidden, async (request, reply) => {
    try {
      const item = await catalog.getItem(request.params.id);
      return await sendIndex(reply, request.url, itemHead(item, originOf(request)));
    } catch (error) {
      // Unknown or deleted: the app shows its 404 page, and crawlers get the status.
      if (error instanceof HttpError && error.statusCode === 404) return sendIndex(reply.status(404), request.url);
      throw error;
    }
  });

  app.get('/items', hidden, async (request, reply) => {
    // The view the URL asks for (a URL the API would refuse shows the plain catalog).
    const query = catalogQuerySchema.safeParse(request.query);
    const image = await catalog.firstImage(query.success ? query.data : catalogQuerySchema.parse({}));
    return sendIndex(reply, '/items', catalogHead(originOf(request), image));
  });

  app.get('/robots.txt', hidden, (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(originOf(request))),
  );

  const itemPaths = async (page: number) =>
    (await catalog.liveItemIds(page * SITEMAP_PAGE_SIZE, SITEMAP_PAGE_SIZE)).map(
      (id) => `/items/${encodeURIComponent(id)}`,
    );

  app.get('/sitemap.xml', hidden, async (request, reply) => {
    const origin = originOf(request);
    const count = await catalog.countLiveItems();
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=600');
    if (count <= SITEMAP_PAGE_SIZE) return reply.send(urlset(origin, [...STATIC_PAGES, ...(await itemPaths(0))]));
    const pages = Math.ceil(count / SITEMAP_PAGE_SIZE);
    const maps = ['/sitemap-pages.xml', ...Array.from({ length: pages }, (_, i) => `/sitemap-items-${i + 1}.xml`)];
    return reply.send(sitemapIndex(origin, maps));
  });

  app.get('/sitemap-pages.xml', hidden, (request, reply) =>
    reply.type('application/xml; charset=utf-8').send(urlset(originOf(request), STATIC_PAGES)),
  );

  app.get<{ Params: { page: string } }>('/sitemap-items-:page.xml', hidden, async (request, reply) => {
    const page = Number(request.params.page);
    const paths = Number.isSafeInteger(page) && page >= 1 ? await itemPaths(page - 1) : [];
    if (paths.length === 0) return reply.status(404).send({ message: 'Not found' });
    return reply.type('application/xml; charset=utf-8').send(urlset(originOf(request), paths));
  });
}
