import {
  apiPaths,
  id,
  purchaseSchema,
  quoteAcceptInputSchema,
  quoteChangesInputSchema,
  quoteOfferInputSchema,
  quotePreviewInputSchema,
  quoteRejectInputSchema,
  quoteRequestInputSchema,
  quoteRequestSchema,
  quoteSchema,
  quotesQuerySchema,
  quoteSummarySchema,
  quoteWithdrawInputSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { withTotal } from '../http/paging.ts';

const params = z.object({ id });
const NOT_THEIRS = 'Anyone but its buyer and the store administrators is answered 404, as if it did not exist';

/** Quotes (requirements §20.7): a buyer's requests, the staff's offers, and the buyer's decisions. */
export function quoteRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { quotes, guards } = ctx;
  const tags = ['quotes'];

  r.post(
    apiPaths.quotes,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'requestQuote',
        tags,
        summary: 'Ask the store for a quote',
        description:
          "Any signed-in buyer (an unverified one too, as at checkout) asks for prices on `lines` (an item once each, at most 200) with an optional `note`; an unknown or deleted item is a 400 on `lines.{index}.item`. The quote is the buyer's company's when they are in one; the store's staff (ADMIN_NOTIFY_EMAILS) are emailed. Nothing is reserved: stock is checked only when an offer is accepted",
        body: quoteRequestInputSchema,
        response: { 201: quoteRequestSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await quotes.request(currentUser(request), request.body)),
  );

  r.get(
    apiPaths.quotes,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listQuotes',
        tags,
        summary: 'List quotes',
        description:
          "The reader's own quotes, or every buyer's to a store administrator; newest first, 20 a page (?page=, x-total-count); ?status= one status (`expired`: offered, past the newest offer's last day in the store's time zone; `offered`: not past it)",
        querystring: quotesQuerySchema,
        response: { 200: z.array(quoteSummarySchema) },
      },
    },
    async (request, reply) => {
      const { quotes: list, total } = await quotes.list(currentUser(request), request.query.status, request.query.page);
      return withTotal(reply, total, list);
    },
  );

  r.get(
    apiPaths.quote.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getQuote',
        tags,
        summary: 'Get a quote',
        description: `The quote with its lines, every offer (oldest first) and its thread, to its buyer and store administrators; \`status\` is \`expired\` when it is offered and the newest offer's last day (the store's) has passed. ${NOT_THEIRS}`,
        params,
        response: { 200: quoteRequestSchema },
      },
    },
    async (request) => quotes.get(currentUser(request), request.params.id),
  );

  r.post(
    apiPaths.quoteOffers.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'offerQuote',
        tags,
        summary: 'Send an offer on a quote',
        description:
          "Store administrators answer with the next version: `lines` (an item once each with its quantity and `unit_price` in BDT; they may differ from the request's), `valid_until` (a day, today or later in the store's time zone: a 400 on `valid_until` otherwise) and an optional `message`. Each line keeps the item's public price for that quantity now beside the offered one. An unknown or deleted item is a 400 on `lines.{index}.item`; a quote accepted, rejected or withdrawn is a 409. The buyer is emailed, in their language",
        params,
        body: quoteOfferInputSchema,
        response: { 201: quoteRequestSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await quotes.offer(currentUser(request), request.params.id, request.body)),
  );

  r.post(
    apiPaths.quotePreview.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'previewQuote',
        tags,
        summary: "Preview accepting a quote's offer",
        description: `Its buyer: the newest offer's lines at the offered prices with their delivery to \`district\` and what is due now for \`payment_method\` (the checkout's cost preview), for the accept form. 409 before any offer (or when closed before one). A store administrator not its buyer 403. ${NOT_THEIRS}`,
        params,
        body: quotePreviewInputSchema,
        response: { 200: quoteSchema },
      },
    },
    async (request) => quotes.preview(currentUser(request), request.params.id, request.body),
  );

  r.post(
    apiPaths.quoteAccept.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'acceptQuote',
        tags,
        summary: "Accept a quote's offer",
        description: `Its buyer accepts the newest offer (\`version\`) with the checkout's fields but its lines (\`key\`, address, phone, district, \`delivery_charge\` as previewed, payment method, optional BIN and PO number): a purchase is made exactly as a checkout makes it (stock checked now, nothing was held before; the buyer's company and its approval limit; the tax invoice; the emails), each line at the offer's price per unit, and the cart is left as it is. In the same transaction the quote becomes accepted with the purchase: of two acceptances at once one makes a purchase. 409 when no offer was sent, a newer version exists, the offer's last day (the store's) has passed (saying the day), the quote is closed, or a line is refused as at checkout (\`errors\` keyed \`lines.{index}\`; the quote stays open). The same \`key\` again answers the purchase it made (200). A store administrator not its buyer 403. ${NOT_THEIRS}`,
        params,
        body: quoteAcceptInputSchema,
        response: { 201: purchaseSchema, 200: purchaseSchema },
      },
    },
    async (request, reply) => {
      const { purchase, replayed } = await quotes.accept(currentUser(request), request.params.id, request.body);
      return reply.status(replayed ? 200 : 201).send(purchase);
    },
  );

  r.get(
    apiPaths.quotePdf.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getQuotePdf',
        tags,
        summary: 'Download a quote as a PDF',
        description: `The quote as a PDF in its buyer's language (their account's, whoever downloads it): the store's details, the buyer, the newest offer's lines with their list and offered prices, its subtotal and last day; before any offer, the lines asked for at today's public prices. An attachment named after the quote's number, to its buyer and store administrators. ${NOT_THEIRS}`,
        params,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('application/pdf: the quote') },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await quotes.pdf(currentUser(request), request.params.id);
      // A Buffer is sent as it is (the answer's schema documents it, serializes nothing).
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );

  const decision = <Body extends z.ZodType>(
    operationId: string,
    summary: string,
    description: string,
    body: Body,
    admin = false,
  ) =>
    ({
      onRequest: admin ? guards.requireAdmin : guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: { operationId, tags, summary, description, params, body, response: { 200: quoteRequestSchema } },
    }) as const;

  r.post(
    apiPaths.quoteReject.route,
    decision(
      'rejectQuote',
      'Reject a quote',
      `Its buyer closes it (requested, offered, expired or awaiting changes), with an optional \`message\`; the store's staff are emailed. A store administrator not its buyer 403; 409 when it is already closed. ${NOT_THEIRS}`,
      quoteRejectInputSchema,
    ),
    async (request) => quotes.reject(currentUser(request), request.params.id, request.body.message ?? null),
  );

  r.post(
    apiPaths.quoteChanges.route,
    decision(
      'askQuoteChanges',
      'Ask for changes to an offer',
      `Its buyer answers the newest offer (expired too) with a \`message\` saying what to change (required); the store's staff are emailed and may send another version. A store administrator not its buyer 403; 409 unless an offer is waiting. ${NOT_THEIRS}`,
      quoteChangesInputSchema,
    ),
    async (request) => quotes.changes(currentUser(request), request.params.id, request.body.message),
  );

  r.post(
    apiPaths.quoteWithdraw.route,
    decision(
      'withdrawQuote',
      'Withdraw a quote',
      'Store administrators close an open quote, with an optional `message` for the buyer, who is emailed; 409 when it is already closed',
      quoteWithdrawInputSchema,
      true,
    ),
    async (request) => quotes.withdraw(currentUser(request), request.params.id, request.body.message ?? null),
  );
}
