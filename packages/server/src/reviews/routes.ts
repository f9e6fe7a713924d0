import {
  apiPaths,
  id,
  insertedSchema,
  managedReviewSchema,
  modifiedSchema,
  pageQuerySchema,
  reviewInputSchema,
  reviewListQuerySchema,
  reviewSchema,
  reviewVisibilityInputSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { isWholeList } from '../db/util.ts';
import { queryFlag, withTotal } from '../http/paging.ts';

export function reviewRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { reviews, guards, cache } = ctx;

  r.get(
    apiPaths.reviews,
    {
      schema: {
        operationId: 'listReviews',
        tags: ['reviews'],
        summary: 'List the shown reviews',
        description:
          'Shown reviews, oldest first: the newest 100 (x-total-count counts them all); ?before={_id} the 100 before that one; ' +
          '?limit=&offset= a page from the oldest; ?recent=1 the last 3',
        querystring: reviewListQuerySchema.extend({ recent: queryFlag }),
        response: { 200: z.array(reviewSchema) },
      },
    },
    // Not async: a cached answer is sent without a promise (http/public-cache.ts, send).
    (request, reply) => {
      const { recent, limit, offset, before } = request.query;
      const page = { limit, offset, before };
      // The home page's call and the newest page come from the cache; other pages are read fresh.
      if (recent || (isWholeList(page) && before === undefined)) {
        const id = recent ? 'reviews:recent' : 'reviews:all';
        return cache.send(request, reply, { topics: ['reviews'], id }, async () => {
          const { reviews: list, total } = recent ? await reviews.recentReviews() : await reviews.listReviews(page);
          return { value: list, total };
        });
      }
      return reviews.listReviews(page).then(({ reviews: list, total }) => withTotal(reply, total, list));
    },
  );

  r.post(
    apiPaths.reviews,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'addReview',
        tags: ['reviews'],
        summary: 'Add a review',
        description:
          'A review of the store by the signed-in user, shown at once; past REVIEWS_PER_DAY in 24 hours, a 429 with Retry-After',
        body: reviewInputSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const insertedId = await reviews.addReview(currentUser(request), request.body);
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  r.get(
    apiPaths.manageReviews,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listAllReviews',
        tags: ['reviews'],
        summary: 'List every review',
        description: 'Every review with its author and whether it is hidden, newest first (admin), paged',
        querystring: pageQuerySchema,
        response: { 200: z.array(managedReviewSchema) },
      },
    },
    async (request, reply) => {
      const { reviews: list, total } = await reviews.manageReviews(request.query);
      return withTotal(reply, total, list);
    },
  );

  r.put(
    apiPaths.reviewVisibility.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'setReviewHidden',
        tags: ['reviews'],
        summary: 'Hide or show a review',
        description:
          'Hide a review from the public list, or show it again (admin); modifiedCount 0 when it already was so',
        params: z.object({ id }),
        body: reviewVisibilityInputSchema,
        response: { 200: modifiedSchema },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await reviews.setHidden(request.params.id, request.body.hidden),
    }),
  );
}
