import {
  apiPaths,
  checkoutInputSchema,
  id,
  orderSchema,
  orderTransitionSchema,
  purchaseSchema,
  reorderAnswerSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

/** Checkout and purchases (requirements §14.2, §14.3). */
export function purchaseRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { purchases, orders, cart, guards } = ctx;
  const tags = ['purchases'];

  r.post(
    apiPaths.checkout,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'checkout',
        tags,
        summary: "Order the cart's lines",
        description:
          'Order every line at once, or none: each line is checked (still sold, minimum, stock, share, the price per unit shown) in one transaction; a refusal is a 409 with `errors` keyed `lines.{index}`. An account whose email address is not verified holds in open orders at most the minimum of each item and UNVERIFIED_ORDER_LIMIT_BDT in all: past that, a 403 with `errors` keyed `lines.{index}` (or `lines` for the total). The same `key` again with the same body (lines, address, phone) answers the purchase it made (200) instead of ordering twice; with another body it is a 409 "This key was already used for another order". The ordered items leave the cart. An optional `po_number` (a purchase-order number: 1 to 35 letters, digits, spaces and -/._#; a 400 otherwise) is kept on the purchase and printed on its invoice and emails',
        body: checkoutInputSchema,
        response: { 201: purchaseSchema, 200: purchaseSchema },
      },
    },
    async (request, reply) => {
      const { purchase, replayed } = await purchases.checkout(currentUser(request), request.body);
      return reply.status(replayed ? 200 : 201).send(purchase);
    },
  );

  r.get(
    apiPaths.purchase.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getPurchase',
        tags,
        summary: 'Get a purchase',
        description: 'A purchase and its orders (its buyer, or an administrator)',
        params: z.object({ id }),
        response: { 200: purchaseSchema },
      },
    },
    async (request) => purchases.get(currentUser(request), request.params.id),
  );

  r.post(
    apiPaths.purchaseStatus.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'movePurchase',
        tags,
        summary: "Move a purchase's orders to another status",
        description:
          'Fulfil a purchase together (admin): its orders not cancelled and not already there move to the status in one transaction, or none does (409)',
        params: z.object({ id }),
        body: orderTransitionSchema,
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request) =>
      orders.transitionPurchase(
        currentUser(request),
        request.params.id,
        request.body.status,
        request.body.note ?? null,
      ),
  );

  const lineOf = (o: { item: string; itemName: string; quantity: number }) => ({
    item: o.item,
    name: o.itemName,
    quantity: o.quantity,
  });

  r.post(
    apiPaths.reorderOrder.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'reorderOrder',
        tags,
        summary: 'Reorder an order',
        description:
          "Reorder (requirements §14.6): the order's item and quantity go into the caller's cart at today's price; an item no longer sold is named in `unavailable` instead (the order's buyer, or an administrator)",
        params: z.object({ id }),
        response: { 200: reorderAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return cart.reorder(user, [lineOf(await orders.getOrder(user, request.params.id))]);
    },
  );

  r.post(
    apiPaths.reorderPurchase.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'reorderPurchase',
        tags,
        summary: 'Reorder a purchase',
        description:
          "Reorder a purchase (requirements §14.6): all its lines go into the caller's cart at today's prices; items no longer sold are named in `unavailable` (its buyer, or an administrator)",
        params: z.object({ id }),
        response: { 200: reorderAnswerSchema },
      },
    },
    async (request) => {
      const user = currentUser(request);
      return cart.reorder(user, (await purchases.get(user, request.params.id)).orders.map(lineOf));
    },
  );
}
