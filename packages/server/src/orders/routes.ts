import { Readable } from 'node:stream';
import {
  apiPaths,
  bulkOrderResultSchema,
  bulkOrderTransitionSchema,
  dayOf,
  deletedSchema,
  email,
  id,
  insertedSchema,
  orderDetailSchema,
  orderFiltersSchema,
  orderInputSchema,
  orderListQuerySchema,
  orderListSchema,
  orderNoticeSchema,
  orderSchema,
  orderMessages,
  orderTransitionSchema,
  pageQuerySchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import { forbidden } from '../http/errors.ts';
import type { RouteContext } from '../context.ts';
import { withTotal } from '../http/paging.ts';
import { CSV_BOM, csvColumns, csvLine, orderCsvLine } from './csv.ts';
import type { ExportedOrder } from './listing.ts';

const ALL_ORDERS_DEFAULT_LIMIT = 100;

export function orderRoutes(app: FastifyInstance, ctx: RouteContext, { timeZone }: { timeZone: string }): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { orders, guards } = ctx;

  r.post(
    apiPaths.orderList,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'placeOrder',
        tags: ['orders'],
        summary: 'Place an order',
        description:
          'Place an order of one item: the buyer comes from the token, the name and price from the item. An account whose email address is not verified holds in open orders at most the minimum of each item and UNVERIFIED_ORDER_LIMIT_BDT in all: past that, a 403 with `errors.quantity`. A member of a company whose terms ask for a purchase-order number on every order is a 400 with `errors.po_number` (this order takes none: checkout does)',
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
    apiPaths.orderList,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listOrders',
        tags: ['orders'],
        summary: "List a buyer's orders, or every order",
        description:
          "?user=email: that buyer's orders (own, or anyone's for an admin); without it: every order, newest first (admin)",
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
      if (!actor.isAdmin) throw forbidden(orderMessages.everyOrderAdminOnly);
      const { orders: list, total } = await orders.listAllOrders({ limit: limit ?? ALL_ORDERS_DEFAULT_LIMIT, offset });
      return withTotal(reply, total, list);
    },
  );

  r.get(
    apiPaths.orderSearch,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'searchOrders',
        tags: ['orders'],
        summary: 'Search every order',
        description:
          'Manage All Orders (admin, requirements §13.6): by status, a search over the order number, the purchase number, customer and item, a range of days in the store time zone; newest first, a cursor per page, the matches per status; each order with its purchase number',
        querystring: orderListQuerySchema,
        response: { 200: orderListSchema },
      },
    },
    async (request) => orders.searchOrders(request.query),
  );

  r.get(
    apiPaths.orderExport,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'exportOrders',
        tags: ['orders'],
        summary: 'Export orders as CSV',
        description:
          "The orders the same filters match, as CSV (admin): streamed from the database a batch at a time, newest first. District and Delivery charge columns: a purchase's charge on the row of its first order only, so the column adds up. The last column, PO number, is the purchase's purchase-order number on each of its orders' rows (empty when none)",
        querystring: orderFiltersSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, one order a line after the header') },
      },
    },
    async (request, reply) => {
      // The filters are judged here and the first batch read before the header row: a refusal or a
      // failed read is still a JSON error, never a cut after the first bytes.
      const batches = orders.exportOrders(request.query);
      const first = await batches.next();
      const rows = (batch: ExportedOrder[]) =>
        batch
          .map(({ order, deliveryCharge, paymentMethod, poNumber }) =>
            orderCsvLine(order, timeZone, deliveryCharge, paymentMethod, poNumber),
          )
          .join('');
      const lines = async function* () {
        yield CSV_BOM + csvLine(csvColumns);
        if (first.done) return;
        yield rows(first.value);
        for await (const batch of batches) yield rows(batch);
      };
      const name = `orders-${dayOf(new Date(), timeZone)}.csv`;
      // A stream is sent as it is read (the answer's schema documents it, serializes nothing).
      const body = Readable.from(lines()) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(body);
    },
  );

  r.get(
    apiPaths.order.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getOrder',
        tags: ['orders'],
        summary: 'Get an order',
        description: 'An order and its timeline (its owner, or an administrator)',
        params: z.object({ id }),
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => orders.getOrder(currentUser(request), request.params.id),
  );

  r.get(
    apiPaths.orderNotices.route,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listOrderNotices',
        tags: ['orders'],
        summary: "List an order's emails",
        description: 'The emails sent about an order, and whether each was sent or failed (admin)',
        params: z.object({ id }),
        response: { 200: z.array(orderNoticeSchema) },
      },
    },
    async (request) => orders.orderNotices(request.params.id),
  );

  r.post(
    apiPaths.orderStatus.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'moveOrder',
        tags: ['orders'],
        summary: 'Move an order to another status',
        description:
          'Move an order along (admin): placed -> confirmed -> shipped -> delivered, placed or confirmed -> cancelled, with an optional note (a tracking number); any other move, or one that lost a race, is a 409',
        params: z.object({ id }),
        body: orderTransitionSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      orders.transition(currentUser(request), request.params.id, request.body.status, request.body.note ?? null),
  );

  r.post(
    apiPaths.orderStatusBulk,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'moveOrders',
        tags: ['orders'],
        summary: 'Move several orders to another status',
        description: 'The same move for up to 100 orders (admin): each judged on its own, each outcome answered',
        body: bulkOrderTransitionSchema,
        response: { 200: bulkOrderResultSchema },
      },
    },
    async (request) =>
      orders.bulkTransition(currentUser(request), request.body.ids, request.body.status, request.body.note ?? null),
  );

  r.delete(
    apiPaths.order.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'cancelOrder',
        tags: ['orders'],
        summary: 'Cancel an order',
        description:
          'Cancel an order (requirements §13.3): its owner while it is placed, an administrator while placed or confirmed; it stays on record as cancelled and its quantity goes back to the item, once. Otherwise a 409',
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
