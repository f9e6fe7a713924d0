import {
  id,
  pageQuerySchema,
  stockAdjustedSchema,
  stockAdjustmentSchema,
  stockMovementSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { withTotal } from '../http/paging.ts';

/** The stock ledger's calls (requirements §12.9), administrators only. */
export function stockRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { stock, guards } = ctx;
  const path = '/item/:id/stock';

  r.post(
    path,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        tags: ['items'],
        summary:
          'Receive (+) or write off (-) stock with a reason (admin): a movement in the ledger; writing off more than there is, or receiving past the ceiling of 1,000,000,000 (counting the units out in orders a cancel would give back), is a 409',
        security: [{ bearer: [] }],
        params: z.object({ id }),
        body: stockAdjustmentSchema,
        response: { 201: stockAdjustedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.adjust(currentUser(request), request.params.id, request.body)),
  );

  r.get(
    path,
    {
      onRequest: guards.requireAdmin,
      schema: {
        tags: ['items'],
        summary:
          "An item's stock movements, newest first (admin), each order's by its number and purchase; x-total-count with ?limit=&offset=",
        security: [{ bearer: [] }],
        params: z.object({ id }),
        querystring: pageQuerySchema,
        response: { 200: z.array(stockMovementSchema) },
      },
    },
    async (request, reply) => {
      const { movements, total } = await stock.history(request.params.id, request.query);
      return withTotal(reply, total, movements);
    },
  );
}
