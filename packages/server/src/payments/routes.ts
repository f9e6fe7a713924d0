import { Readable } from 'node:stream';
import {
  apiPaths,
  cashInputSchema,
  dayOf,
  id,
  messages,
  payAnswerSchema,
  paymentFiltersSchema,
  paymentListQuerySchema,
  paymentListSchema,
  paymentReviewInputSchema,
  paymentWithTrailSchema,
  purchaseSchema,
  refundInputSchema,
  type PaymentListItem,
} from '@storefront/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser, type CurrentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { CSV_BOM, csvLine } from '../orders/csv.ts';
import { paymentCsvColumns, paymentCsvLine } from './csv.ts';
import type { ReturnResult } from './service.ts';

/** A gateway's form post or query: short strings by name; only `tran_id`, `val_id` or `paymentID` are read. */
const gatewayFields = z
  .object({
    tran_id: z.string().max(100).optional(),
    val_id: z.string().max(200).optional(),
  })
  .catchall(z.string().max(2000));

/** Where the buyer lands: the purchase's page, saying how the payment went (the app reads `payment`). */
const landing = (purchaseId: string, result: ReturnResult) =>
  `/dashboard/purchases/${encodeURIComponent(purchaseId)}?payment=${result}`;

const redirected = {
  200: z
    .object({
      purchase: z.string(),
      payment: z.enum(['success', 'failed', 'cancelled']),
      location: z.string().describe('The purchase page the browser is sent to'),
    })
    .describe('To a client that asks for JSON only (`Accept: application/json`): where the browser would go'),
  303: z.null().describe('See Other: `Location` is the purchase page with `?payment=success|failed|cancelled`'),
};

/** The buyer's browser (the gateway's page posts it here) is sent on; a JSON client is told where. */
function land(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: { purchaseId: string; result: ReturnResult } | null,
) {
  if (!outcome) throw notFound(messages.purchaseNotFound);
  const location = landing(outcome.purchaseId, outcome.result);
  const accept = request.headers.accept ?? '';
  if (accept.includes('application/json') && !accept.includes('text/html'))
    return reply.send({ purchase: outcome.purchaseId, payment: outcome.result, location });
  return reply.redirect(location, 303);
}

/** Payments (requirements §18): Pay now, what the gateways send back, and the administrators' acts. */
export function paymentRoutes(app: FastifyInstance, ctx: RouteContext, { timeZone }: { timeZone: string }): void {
  const { payments, purchases, guards } = ctx;
  const tags = ['payments'];
  const admin = app.withTypeProvider<ZodTypeProvider>();

  admin.get(
    apiPaths.paymentList,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listPayments',
        tags,
        summary: "Every purchase's payment",
        description:
          'The Payments screen (admin, requirements §18.3): by status, method, a search over the purchase number and the customer’s email, and a range of days of the last change in the store time zone; last changed first, a numbered page (`page`, `limit`), and how many match. Each payment says what its automatic refunds still owe: `refund_due` (being tried) and `refund_failed` (refused or out of tries: the payment is in review)',
        querystring: paymentListQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    async (request) => payments.list(request.query),
  );

  admin.get(
    apiPaths.paymentExport,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'exportPayments',
        tags,
        summary: 'Export payments as CSV',
        description:
          'The payments the same filters match, as CSV (admin): last changed first, amounts as plain numbers in BDT, times in the store time zone',
        querystring: paymentFiltersSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv; charset=utf-8, one payment a line after the header') },
      },
    },
    async (request, reply) => {
      // The first batch is read before the header row: a failed read is still a JSON error.
      const batches = payments.exportPayments(request.query);
      const first = await batches.next();
      const rows = (batch: PaymentListItem[]) => batch.map((payment) => paymentCsvLine(payment, timeZone)).join('');
      const lines = async function* () {
        yield CSV_BOM + csvLine(paymentCsvColumns);
        if (first.done) return;
        yield rows(first.value);
        for await (const batch of batches) yield rows(batch);
      };
      const name = `payments-${dayOf(new Date(), timeZone)}.csv`;
      // A stream is sent as it is read (the answer's schema documents it, serializes nothing).
      const body = Readable.from(lines()) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(body);
    },
  );

  admin.get(
    apiPaths.purchasePayment.route,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'getPurchasePayment',
        tags,
        summary: "A purchase's payment and its trail",
        description:
          'The payment (admin) with every gateway call and answer (secrets replaced by `***`) and every administrator’s act, oldest first, and what its automatic refunds still owe (`refund_due`, `refund_failed`)',
        params: z.object({ id }),
        response: { 200: paymentWithTrailSchema },
      },
    },
    async (request) => payments.trail(request.params.id),
  );

  /**
   * An administrator's act on a purchase's payment (requirements §18.1 item 9): rate-limited as
   * every write, and answered with the purchase as it is after it.
   */
  function paymentAct<Body extends z.ZodType>(
    route: string,
    doc: { operationId: string; summary: string; description: string; body: Body },
    act: (actor: CurrentUser, purchaseId: string, body: z.output<Body>) => Promise<unknown>,
  ) {
    admin.post(
      route,
      {
        onRequest: guards.requireAdmin,
        preHandler: ctx.limits.writes,
        schema: { ...doc, tags, params: z.object({ id }), response: { 200: purchaseSchema } },
      },
      async (request) => {
        const actor = currentUser(request);
        // The type provider cannot narrow a generic schema: the body was parsed with `doc.body`.
        await act(actor, request.params.id, request.body as z.output<Body>);
        return purchases.get(actor, request.params.id);
      },
    );
  }

  paymentAct(
    apiPaths.purchasePaymentCash.route,
    {
      operationId: 'recordCash',
      summary: 'Record cash collected on delivery',
      description:
        "Cash collected at the door for a cash order unpaid or partially paid (admin): at most what is left to collect (400 'At most {left} is left to collect'), on a day not after today; paid once all is, else the status stays and `paid` rises. 409 'No cash is to be collected on this payment' for another method or status. Answers the purchase",
      body: cashInputSchema,
    },
    (actor, purchaseId, cash) => payments.recordCash(actor, purchaseId, cash),
  );

  paymentAct(
    apiPaths.purchasePaymentRefund.route,
    {
      operationId: 'refundPayment',
      summary: 'Refund a payment',
      description:
        "Gives back part or all of what was paid and not refunded, less what automatic refunds still being tried owe (admin); it retries an automatic refund that failed (the payment in review for it, then back to its status). Cash collected is recorded as handed back, the rest goes through the gateway's refund (503 when it refuses or cannot be reached: nothing changes). 400 'A refund cannot be more than what was paid' with `amount` saying the most; refunded once all is, else the status stays and `refunded` rises. 409 'Nothing paid on this payment can be refunded'. Answers the purchase",
      body: refundInputSchema,
    },
    (actor, purchaseId, refund) => payments.refund(actor, purchaseId, refund),
  );

  paymentAct(
    apiPaths.purchasePaymentReview.route,
    {
      operationId: 'decidePaymentReview',
      summary: 'Decide a payment in review',
      description:
        "A payment whose confirmed figures differed from ours (admin): `accept` makes it paid (a cash order's advance: partially paid); `refund` gives all of it back through the gateway (503 when it cannot). 409 'This payment is not in review'. Answers the purchase",
      body: paymentReviewInputSchema,
    },
    (actor, purchaseId, { decision }) => payments.review(actor, purchaseId, decision),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    apiPaths.purchasePay.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'payPurchase',
        tags,
        summary: 'Pay what is due online',
        description:
          "Opens a gateway session for what the purchase owes online now (its buyer): the whole total for bKash or SSLCommerz, a cash order's advance; answers the gateway's page to send the buyer to. 409 'Nothing is due online for this purchase' when nothing is; 409 'This payment has expired: the order was cancelled' after the hold; 503 when the gateway cannot be reached",
        params: z.object({ id }),
        response: { 200: payAnswerSchema },
      },
    },
    async (request) => payments.pay(currentUser(request), request.params.id),
  );

  // SSLCommerz posts form-encoded bodies: read as plain strings, in this scope only, and nothing
  // else (another type is a 415, as the document says).
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 64 * 1024 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    const r = scope.withTypeProvider<ZodTypeProvider>();

    r.post(
      apiPaths.sslcommerzIpn,
      {
        schema: {
          operationId: 'sslcommerzIpn',
          tags,
          summary: "SSLCommerz's IPN",
          description:
            'Public, as SSLCommerz posts it (application/x-www-form-urlencoded). Never believed as sent: its `tran_id` names the payment and its `val_id` is asked of the Order Validation API; the payment changes only on a valid answer with the exact amount and currency (another amount: review), once however often it is sent. Always 200: a forged or replayed one changes nothing and is kept in the trail',
          consumes: ['application/x-www-form-urlencoded'],
          body: gatewayFields,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      },
      async (request) => {
        await payments.sslcommerz('ipn', request.body);
        return { ok: true as const };
      },
    );

    r.post(
      apiPaths.sslcommerzReturn.route,
      {
        schema: {
          operationId: 'sslcommerzReturn',
          tags,
          summary: "SSLCommerz's page sends the buyer back",
          description:
            "Public form post from the gateway's page: `success` is validated as the IPN is; `fail` and `cancel` mark a pending payment failed (it can be paid again while its hold lasts). 303 to the purchase's page (200 with where to a client asking for JSON only); 404 for a `tran_id` of no payment of ours",
          consumes: ['application/x-www-form-urlencoded'],
          params: z.object({ result: z.enum(['success', 'fail', 'cancel']) }),
          body: gatewayFields,
          response: redirected,
        },
      },
      async (request, reply) => {
        const asked = request.params.result;
        const outcome = await payments.sslcommerz(
          'callback',
          request.body,
          asked === 'fail' ? 'failed' : asked === 'cancel' ? 'cancelled' : 'success',
        );
        return land(request, reply, outcome);
      },
    );

    r.get(
      apiPaths.bkashCallback,
      {
        schema: {
          operationId: 'bkashCallback',
          tags,
          summary: "bKash's page sends the buyer back",
          description:
            "Public: `status=success` is executed, then queried, through bKash before the payment changes; `failure` and `cancel` mark a pending payment failed. 303 to the purchase's page (200 with where to a client asking for JSON only); 404 for a `paymentID` of no payment of ours",
          querystring: z.object({
            paymentID: z.string().max(200).optional(),
            status: z.string().max(40).optional(),
          }),
          response: redirected,
        },
      },
      async (request, reply) => {
        return land(request, reply, await payments.bkash(request.query));
      },
    );
  });
}
