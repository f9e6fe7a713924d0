import {
  apiPaths,
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

  r.post(
    apiPaths.itemStock.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'adjustStock',
        tags: ['items'],
        summary: "Adjust an item's stock",
        description:
          'Receive (+) or write off (-) stock with a reason (admin): a movement in the ledger; writing off more than there is, or receiving past the ceiling of 1,000,000,000 (counting the units out in orders a cancel would give back), is a 409',
        params: z.object({ id }),
        body: stockAdjustmentSchema,
        response: { 201: stockAdjustedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await stock.adjust(currentUser(request), request.params.id, request.body)),
  );

  r.get(
    apiPaths.itemStock.route,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listStockMovements',
        tags: ['items'],
        summary: "List an item's stock movements",
        description:
          "An item's stock movements, newest first (admin), each order's by its number and purchase; x-total-count with ?limit=&offset=",
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
