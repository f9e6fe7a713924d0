import {
  apiPaths,
  cartLinesInputSchema,
  cartQuantitySchema,
  cartSchema,
  checkedLineSchema,
  id,
  quickOrderCheckSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

/** The signed-in buyer's own cart (requirements §14.1): every answer is the whole cart, priced now. */
export function cartRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { cart, guards } = ctx;
  const tags = ['cart'];
  const response = { 200: cartSchema };

  r.get(
    apiPaths.cart,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getCart',
        tags,
        summary: 'Get your cart',
        description: "The signed-in buyer's cart: each line priced by its tier today, and what stops it being ordered",
        response,
      },
    },
    async (request) => cart.get(currentUser(request)),
  );

  r.put(
    apiPaths.cartLine.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'setCartLine',
        tags,
        summary: "Set an item's quantity in your cart",
        description:
          'Set the quantity of an item in the cart, adding it if it is not there (an unknown or deleted item is a 404, its line, if any, left as it was until removed; a 201st item a 409)',
        params: z.object({ item: id }),
        body: cartQuantitySchema,
        response,
      },
    },
    async (request) => cart.setQuantity(currentUser(request), request.params.item, request.body.quantity),
  );

  r.delete(
    apiPaths.cartLine.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'removeCartLine',
        tags,
        summary: 'Take an item out of your cart',
        description: 'Take an item out of the cart, answering the cart; an item not in it changes nothing',
        params: z.object({ item: id }),
        response,
      },
    },
    async (request) => cart.remove(currentUser(request), request.params.item),
  );

  r.delete(
    apiPaths.cart,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'emptyCart',
        tags,
        summary: 'Empty your cart',
        description: 'Take every line out of the cart, answering the empty cart',
        response,
      },
    },
    async (request) => cart.clear(currentUser(request)),
  );

  r.post(
    apiPaths.cartLines,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'addCartLines',
        tags,
        summary: 'Add lines to your cart',
        description:
          'Add lines (quick order, reorder): an item already in the cart adds up; unknown or deleted items are left out; more than 200 items in the cart is a 409 and nothing is added',
        body: cartLinesInputSchema,
        response,
      },
    },
    async (request) => cart.add(currentUser(request), request.body.lines),
  );

  r.post(
    apiPaths.cartPreview,
    {
      // Public, and up to 200 items a call: within the write budget (per IP signed out).
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'previewCart',
        tags,
        summary: "Price a signed-out visitor's cart",
        description:
          "A signed-out visitor's cart (kept in their browser), answered as a cart: priced by tier today, each line's problem said, unknown items left out. Public; nothing is stored; within the write rate limit (per IP when signed out)",
        body: cartLinesInputSchema,
        response,
      },
    },
    async (request) => cart.preview(request.body.lines, await guards.readerId(request)),
  );

  r.post(
    apiPaths.cartMerge,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'mergeCart',
        tags,
        summary: "Merge a signed-out visitor's cart into yours",
        description:
          "A signed-out visitor's cart, at sign-in: an item in both keeps the larger quantity (a retry changes nothing); unknown or deleted items and what does not fit are left out",
        body: cartLinesInputSchema,
        response,
      },
    },
    async (request) => cart.merge(currentUser(request), request.body.lines),
  );

  r.post(
    apiPaths.quickOrder,
    {
      onRequest: guards.requireUser,
      // Up to 200 SKUs a call: within the write budget.
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'checkQuickOrder',
        tags,
        summary: "Check quick order's lines",
        description:
          'Quick order (requirements §14.5): lines of SKU and quantity (from a paste or a CSV) checked at once: each answered with the item its SKU names today and what stops it (unknown SKU, item deleted, below the minimum, above the stock). Nothing is stored: the valid lines go to POST /api/cart/lines',
        body: quickOrderCheckSchema,
        response: { 200: z.array(checkedLineSchema) },
      },
    },
    async (request) => cart.checkQuickOrder(currentUser(request), request.body.lines),
  );
}
