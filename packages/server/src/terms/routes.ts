import {
  apiPaths,
  companyReceivablesDetailSchema,
  companyReceivablesSchema,
  companyTermsInputSchema,
  companyTermsSchema,
  id,
  invoicePaymentInputSchema,
  receivableSchema,
  receivablesQuerySchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { withTotal } from '../http/paging.ts';
import { RECEIVABLES_PAGE_SIZE } from './service.ts';

const OUTSIDERS = 'Anyone outside the company is answered 404, as if it did not exist';

/** Payment terms and receivables (requirements §20.8). */
export function termsRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { terms, guards } = ctx;
  const tags = ['companies'];
  const params = z.object({ id });

  r.get(
    apiPaths.companyTerms.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getCompanyTerms',
        tags,
        summary: "Get a company's payment terms",
        description: `Its terms (\`net_days\`, null for none), credit limit and whether its checkouts need a PO number, with what it owes on invoice now (\`outstanding\`, \`overdue\`) and what a Pay-on-invoice checkout may still come to (\`available\`, null without terms); BDT. To its members and store administrators. ${OUTSIDERS}`,
        params,
        response: { 200: companyTermsSchema },
      },
    },
    async (request) => terms.get(currentUser(request), request.params.id),
  );

  r.put(
    apiPaths.companyTerms.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'setCompanyTerms',
        tags,
        summary: "Set a company's payment terms",
        description:
          "Store administrators only (anyone else 403, its own admins included): `net_days` 1 to 120 with a `credit_limit` (BDT), or null for no terms (its buyers then pay as anyone; what it owes stays owed); `require_po_number` makes its buyers' checkouts need a PO number (400 on `po_number` without one). Answers the terms as GET does",
        params,
        body: companyTermsInputSchema,
        response: { 200: companyTermsSchema },
      },
    },
    async (request) => terms.put(request.params.id, request.body),
  );

  r.get(
    apiPaths.companyReceivables.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getCompanyReceivables',
        tags,
        summary: "Get a company's receivables",
        description: `Its terms, what it owes on invoice (in total, not yet due, and overdue by age in days past the due day) and every purchase it paid on invoice, oldest due first, with what each still owes. To its admins and store administrators; its approvers and buyers 403. ${OUTSIDERS}`,
        params,
        response: { 200: companyReceivablesDetailSchema },
      },
    },
    async (request) => terms.ofCompany(currentUser(request), request.params.id),
  );

  r.get(
    apiPaths.receivables,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listReceivables',
        tags,
        summary: 'List the purchases paid on invoice',
        description: `Store administrators: every company's purchases on invoice, oldest due first, ${RECEIVABLES_PAGE_SIZE} a page (?page=, x-total-count); ?company= a company's id; ?status= \`open\` (not yet due), \`overdue\` or \`paid\``,
        querystring: receivablesQuerySchema,
        response: { 200: z.array(receivableSchema) },
      },
    },
    async (request, reply) => {
      const { company, status, page } = request.query;
      const { list, total } = await terms.list({ companyId: company, status }, page);
      return withTotal(reply, total, list);
    },
  );

  r.get(
    apiPaths.receivablesSummary,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'summarizeReceivables',
        tags,
        summary: 'Sum up the receivables per company',
        description:
          'Store administrators: each company with terms, or still owing on invoice after its terms were taken away, by name, with its terms and what it owes (in total, not yet due, overdue by age); BDT',
        response: { 200: z.array(companyReceivablesSchema) },
      },
    },
    async () => terms.summary(),
  );

  r.post(
    apiPaths.purchaseInvoicePayments.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'recordInvoicePayment',
        tags,
        summary: 'Record a payment against an invoice',
        description:
          'Store administrators: money received against a purchase paid on invoice (`amount` BDT, the day `paid_on`, a cheque or transfer `reference`), at most what it still owes (400 on `amount` saying how much that is; two at once never pay it twice), on a day no later than today in the store time zone (400 on `paid_on`). Its payment becomes partially paid, or paid once nothing is owed. 409 `notOnInvoice` for a purchase paid otherwise. Answers the invoice as the receivables list it',
        params,
        body: invoicePaymentInputSchema,
        response: { 201: receivableSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await terms.recordPayment(currentUser(request), request.params.id, request.body)),
  );
}
