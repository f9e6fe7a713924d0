import { insertedSchema, pageQuerySchema, reviewInputSchema, reviewSchema } from '@storefront/shared';
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
    '/review',
    {
      schema: {
        tags: ['reviews'],
        summary: 'Reviews in the order they were posted; ?recent=1 answers the last 3',
        querystring: pageQuerySchema.extend({ recent: queryFlag }),
        response: { 200: z.array(reviewSchema) },
      },
    },
    async (request, reply) => {
      const { recent, limit, offset } = request.query;
      const page = { limit, offset };
      // The home page's call and the whole list come from the cache; other pages are read fresh.
      if (recent || isWholeList(page)) {
        const id = recent ? 'reviews:recent' : 'reviews:all';
        return cache.send(request, reply, { topics: ['reviews'], id }, async () => {
          const { reviews: list, total } = recent ? await reviews.recentReviews() : await reviews.listReviews(page);
          return { value: list, total };
        });
      }
      const { reviews: list, total } = await reviews.listReviews(page);
      return withTotal(reply, total, list);
    },
  );

  r.post(
    '/review',
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        tags: ['reviews'],
        security: [{ bearer: [] }],
        body: reviewInputSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const insertedId = await reviews.addReview(currentUser(request), request.body);
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );
}
