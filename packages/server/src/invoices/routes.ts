import { apiPaths, id, taxInvoicePdfQuerySchema, taxInvoiceSchema } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

/** A purchase's tax invoice and its PDF (requirements §17). */
export function invoiceRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invoices, guards } = ctx;
  const tags = ['purchases'];

  r.get(
    apiPaths.taxInvoice.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getTaxInvoice',
        tags,
        summary: "Get a purchase's tax invoice",
        description:
          "The purchase's tax invoice (Mushak 6.3) as issued with it, and the credit notes of its cancelled orders (its buyer, or an administrator; another customer's is a 403 as the purchase's is). A purchase from before invoices were issued has none: 404",
        params: z.object({ id }),
        response: { 200: taxInvoiceSchema },
      },
    },
    async (request) => invoices.get(currentUser(request), request.params.id),
  );

  r.get(
    apiPaths.taxInvoicePdf.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getTaxInvoicePdf',
        tags,
        summary: "Download a purchase's tax invoice as a PDF",
        description:
          "The Mushak 6.3 form as a PDF, in `lang` (en or bn; by default the language of the caller's account), as an attachment named after the invoice number (its buyer, or an administrator)",
        params: z.object({ id }),
        querystring: taxInvoicePdfQuerySchema,
        produces: ['application/pdf'],
        response: { 200: z.string().describe('application/pdf: the Mushak 6.3 form') },
      },
    },
    async (request, reply) => {
      const { number, pdf } = await invoices.pdf(currentUser(request), request.params.id, request.query.lang);
      // A Buffer is sent as it is (the answer's schema documents it, serializes nothing).
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf as unknown as string);
    },
  );
}
