import { apiPaths, overviewQuerySchema, overviewSchema } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { RouteContext } from '../context.ts';

/** The admin overview (requirements §15). */
export function reportRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    apiPaths.reportOverview,
    {
      onRequest: ctx.guards.requireAdmin,
      schema: {
        operationId: 'getOverview',
        tags: ['reports'],
        summary: "The administrators' overview",
        description:
          "The overview's figures for the store days `from` to `to` (STORE_TIME_ZONE; default: the last 30 days to today) and the same number of days before: revenue and orders per day, orders by status, top items, low stock, new customers per week, orders waiting for confirmation (admin)",
        querystring: overviewQuerySchema,
        response: { 200: overviewSchema },
      },
    },
    async (request) => ctx.reports.overview(request.query),
  );
}
