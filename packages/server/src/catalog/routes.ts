import {
  apiPaths,
  catalogPageSchema,
  catalogQuerySchema,
  deletedSchema,
  id,
  insertedSchema,
  itemEditSchema,
  itemInputSchema,
  itemSchema,
  pageQuerySchema,
  TOTAL_COUNT_HEADER,
} from '@storefront/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import type { MemberPricing } from '../customer-groups/price-book.ts';
import { isWholeList } from '../db/util.ts';
import { queryFlag, withTotal } from '../http/paging.ts';
import type { CacheKey, Loaded } from '../http/public-cache.ts';
import { itemKey, itemListKey, searchKey } from './cache-keys.ts';
import { memberBody, memberPricingOf, privateAnswer, withYourPrice } from './member-prices.ts';

export function catalogRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { catalog, guards, cache, pricesForClaims } = ctx;

  /**
   * A read with a token asks whose it is (requirements §20.5): a group member's answer is the public
   * one with their prices added, kept by no cache (catalog/member-prices.ts); anyone else's is
   * `publicRead`, from the cache. A read without one never waits for this.
   */
  function memberRead<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    publicRead: () => void | Promise<T | void>,
    memberAnswer: (pricing: MemberPricing) => Promise<T | void>,
  ): void | Promise<T | void> {
    const { authorization } = request.headers;
    if (authorization === undefined) return publicRead();
    return memberPricingOf(authorization, guards.claimsOf, pricesForClaims).then((pricing) => {
      if (!pricing) return publicRead();
      privateAnswer(reply);
      return memberAnswer(pricing);
    });
  }

  /** Sends a member's answer made from the public entry of `key` (read as a public read reads it). */
  async function memberEntryAnswer(
    reply: FastifyReply,
    key: CacheKey,
    load: () => Promise<Loaded>,
    pricing: MemberPricing,
  ): Promise<void> {
    const entry = await cache.entry(key, load, (value) => reply.serialize(value));
    if (entry.total !== undefined) reply.header(TOTAL_COUNT_HEADER, entry.total);
    reply.type('application/json; charset=utf-8').send(memberBody(entry, pricing) ?? entry.body);
  }

  r.get(
    apiPaths.itemList,
    {
      schema: {
        operationId: 'listItems',
        tags: ['items'],
        summary: 'List items',
        description:
          'Items in the order they were added, paged with ?limit=&offset= (x-total-count counts them all); ?latest=1 answers what the home page shows (requirements §9)',
        querystring: pageQuerySchema.extend({ latest: queryFlag }),
        response: { 200: z.array(itemSchema) },
      },
    },
    // Not async: a cached answer is sent without a promise (http/public-cache.ts, send).
    (request, reply) => {
      const { latest, limit, offset } = request.query;
      const page = { limit, offset };
      // The home page's call and the whole list (the original client, requirements §7) come from the cache; the
      // administrators' pages are read fresh.
      const cached = latest || isWholeList(page);
      const load = async () => {
        const { items, total } = await (latest ? catalog.latestItems() : catalog.listItems(page));
        return { value: items, total };
      };
      return memberRead(
        request,
        reply,
        () =>
          cached
            ? cache.send(request, reply, itemListKey(latest), load)
            : catalog.listItems(page).then(({ items, total }) => withTotal(reply, total, items)),
        async (pricing) => {
          if (cached) return memberEntryAnswer(reply, itemListKey(latest), load, pricing);
          const { items, total } = await catalog.listItems(page);
          return withTotal(
            reply,
            total,
            items.map((item) => withYourPrice(item, pricing)),
          );
        },
      );
    },
  );

  r.get(
    apiPaths.itemSearch,
    {
      schema: {
        operationId: 'searchItems',
        tags: ['items'],
        summary: 'Search the catalog',
        description:
          'The catalog: search over name, description and SKU (prefix words), filters, sort, a cursor per page of at most 100, the total and the matches per category (requirements §12.7). ' +
          'With `category`, filters by its specifications (requirements §19.2): `spec.<key>=v1,v2` any of the values (a choice, a list of choices holding one, `true`/`false`), ' +
          '`spec.<key>.min=` and `spec.<key>.max=` a number’s bounds (both included; Bangla digits accepted); filters of different keys all apply. ' +
          'Without `category` a `spec.*` parameter is a 400 on `category`; an unknown key or a bad value a 400 on the parameter. ' +
          '`facets.specs` counts the category’s filter attributes under the other filters, each with its own left out.',
        querystring: catalogQuerySchema,
        response: { 200: catalogPageSchema },
      },
    },
    (request, reply) => {
      // Dropped by every item or stock write.
      const query = request.query;
      return memberRead(
        request,
        reply,
        () => cache.send(request, reply, searchKey(query), async () => ({ value: await catalog.searchItems(query) })),
        (pricing) =>
          memberEntryAnswer(
            reply,
            searchKey(query),
            async () => ({ value: await catalog.searchItems(query) }),
            pricing,
          ),
      );
    },
  );

  r.get(
    apiPaths.item.route,
    {
      schema: {
        operationId: 'getItem',
        tags: ['items'],
        summary: 'Get an item',
        description: 'One item by its id; a deleted or unknown item is a 404',
        params: z.object({ id }),
        response: { 200: itemSchema },
      },
    },
    (request, reply) => {
      const { id } = request.params;
      return memberRead(
        request,
        reply,
        () => cache.send(request, reply, itemKey(id), async () => ({ value: await catalog.getItem(id) })),
        (pricing) => memberEntryAnswer(reply, itemKey(id), async () => ({ value: await catalog.getItem(id) }), pricing),
      );
    },
  );

  r.post(
    apiPaths.itemList,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'addItem',
        tags: ['items'],
        summary: 'Add an item',
        description: 'Add an item to the catalog (admin); a SKU another item holds is a 409',
        body: itemInputSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const insertedId = await catalog.addItem(request.body, currentUser(request).email);
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  r.put(
    apiPaths.item.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'editItem',
        tags: ['items'],
        summary: 'Edit an item',
        description:
          'Edit an item (admin, requirements §12.8): every field but the stock, from the `version` read; a stale version or a SKU another item holds is a 409',
        params: z.object({ id }),
        body: itemEditSchema,
        response: { 200: itemSchema },
      },
    },
    async (request) => catalog.editItem(request.params.id, request.body),
  );

  r.delete(
    apiPaths.item.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'deleteItem',
        tags: ['items'],
        summary: 'Delete an item',
        description: 'Delete an item (admin): it leaves the catalog, kept on record for the orders that name it',
        params: z.object({ id }),
        response: { 200: deletedSchema },
      },
    },
    async (request) => ({ acknowledged: true as const, deletedCount: await catalog.deleteItem(request.params.id) }),
  );
}
