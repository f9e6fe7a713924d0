import {
  deletedSchema,
  email,
  id,
  insertedSchema,
  orderInputSchema,
  orderSchema,
  pageQuerySchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { forbidden } from '../http/errors.ts';
import type { RouteContext } from '../context.ts';
import { withTotal } from '../http/paging.ts';

const ALL_ORDERS_DEFAULT_LIMIT = 100;

export function orderRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders, guards } = ctx;

  r.post(
    '/order',
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        tags: ['orders'],
        summary: 'Place an order: the buyer comes from the token, the name and price from the item',
        security: [{ bearer: [] }],
        body: orderInputSchema,
        response: { 201: insertedSchema },
      },
    },
    async (request, reply) => {
      const insertedId = await orders.placeOrder(currentUser(request), request.body);
      return reply.status(201).send({ acknowledged: true as const, insertedId });
    },
  );

  r.get(
    '/order',
    {
      onRequest: guards.requireUser,
      schema: {
        tags: ['orders'],
        summary:
          "?user=email: that buyer's orders (own, or anyone's for an admin); without it: every order, newest first (admin)",
        security: [{ bearer: [] }],
        querystring: pageQuerySchema.extend({ user: email.optional() }),
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request, reply) => {
      const { user, limit, offset } = request.query;
      const actor = currentUser(request);
      if (user) {
        const { orders: list, total } = await orders.listOwnOrders(actor, user, { limit, offset });
        return withTotal(reply, total, list);
      }
      if (!actor.isAdmin) throw forbidden('Only administrators can see every order');
      const { orders: list, total } = await orders.listAllOrders({ limit: limit ?? ALL_ORDERS_DEFAULT_LIMIT, offset });
      return withTotal(reply, total, list);
    },
  );

  r.delete(
    '/order/:id',
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        tags: ['orders'],
        summary: 'Delete an order (own, or any for an admin); its quantity goes back to the item',
        security: [{ bearer: [] }],
        params: z.object({ id }),
        response: { 200: deletedSchema },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      deletedCount: await orders.deleteOrder(currentUser(request), request.params.id),
    }),
  );
}
