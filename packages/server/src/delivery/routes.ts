import {
  apiPaths,
  deliveryRatesInputSchema,
  deliveryRatesSchema,
  quoteInputSchema,
  quoteSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

/** What the rate card's answer is read from: a change to the card drops it. */
const RATES_KEY = { topics: ['delivery'] as const, id: 'delivery:rates' };

/** Delivery charges (requirements §17): the rate card, and the quote checkout shows before Place order. */
export function deliveryRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { delivery, cache, guards } = ctx;
  const tags = ['delivery'];

  r.get(
    apiPaths.deliveryRates,
    {
      schema: {
        operationId: 'getDeliveryRates',
        tags,
        summary: 'Get the delivery rate card',
        description:
          "Public: each zone's charge for the first kilogram and for each kilogram after it, in BDT, and the amount of goods from which delivery is free (null: never); who changed it last (null until someone does)",
        response: { 200: deliveryRatesSchema },
      },
    },
    async (request, reply) => cache.send(request, reply, RATES_KEY, async () => ({ value: await delivery.rates() })),
  );

  r.put(
    apiPaths.deliveryRates,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'replaceDeliveryRates',
        tags,
        summary: 'Replace the delivery rate card',
        description:
          'Admin: every zone (dhaka, suburbs, outside) once with its first_kg and extra_kg in BDT (0 or more, to the poisha), and free_above (above 0, or null for no free delivery). Quotes and checkouts use it at once; a checkout showing the old charge is refused (409) with the new one',
        body: deliveryRatesInputSchema,
        response: { 200: deliveryRatesSchema },
      },
    },
    async (request) => delivery.replaceRates(currentUser(request), request.body),
  );

  r.post(
    apiPaths.checkoutQuote,
    {
      // Public, and up to 200 items a call: within the write budget (per IP signed out), as the cart's preview.
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'quoteCheckout',
        tags: ['purchases'],
        summary: 'Price lines with their delivery',
        description:
          "Public; nothing is stored. The lines at today's prices for their quantities, the VAT inside each, the parcel's weight, the district's zone and delivery charge (free from `free_delivery_above`), the VAT included in `total` (delivery's at the default rate), `total` = `subtotal` + `delivery_charge`, and `due_now` (0 until payments). Checkout charges the same while prices and the rate card stay the same. An unknown or deleted item is a 404 with `errors` keyed `lines.{index}`; quantities are not judged here (the cart says their problems)",
        body: quoteInputSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => delivery.quote(request.body, await guards.readerId(request)),
  );
}
