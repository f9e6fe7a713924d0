import { apiPaths, id, taxInvoicePdfQuerySchema, taxInvoiceSchema } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import type { InvoiceOf } from './service.ts';

/** What differs between a purchase's tax invoice routes and a one-item order's. */
const sources = {
  purchase: {
    paths: { invoice: apiPaths.taxInvoice.route, pdf: apiPaths.taxInvoicePdf.route },
    operations: { invoice: 'getTaxInvoice', pdf: 'getTaxInvoicePdf' },
    tags: ['purchases'],
    whose: "a purchase's",
    description:
      "The purchase's tax invoice (Mushak 6.3) as issued with it, and the credit notes of its cancelled orders (its buyer, or an administrator; another customer's is a 403 as the purchase's is). A purchase from before invoices were issued has none: 404",
  },
  order: {
    paths: { invoice: apiPaths.orderTaxInvoice.route, pdf: apiPaths.orderTaxInvoicePdf.route },
    operations: { invoice: 'getOrderTaxInvoice', pdf: 'getOrderTaxInvoicePdf' },
    tags: ['orders'],
    whose: "a one-item order's",
    description:
      "A one-item order's (POST /api/order) own tax invoice (Mushak 6.3) as issued with it, and its credit note once cancelled (its buyer, or an administrator; another customer's is a 403 as the order's is). An order from before invoices were issued has none: 404; nor has an order of a purchase, a line of its purchase's invoice: 404 naming the purchase",
  },
} as const;

/** A purchase's or a one-item order's tax invoice and its PDF (requirements §17). */
export function invoiceRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { invoices, guards } = ctx;

  for (const source of ['purchase', 'order'] as const satisfies readonly InvoiceOf[]) {
    const { paths, operations, tags, whose, description } = sources[source];
    r.get(
      paths.invoice,
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: operations.invoice,
          tags: [...tags],
          summary: `Get ${whose} tax invoice`,
          description,
          params: z.object({ id }),
          response: { 200: taxInvoiceSchema },
        },
      },
      async (request) => invoices.get(currentUser(request), source, request.params.id),
    );

    r.get(
      paths.pdf,
      {
        onRequest: guards.requireUser,
        schema: {
          operationId: operations.pdf,
          tags: [...tags],
          summary: `Download ${whose} tax invoice as a PDF`,
          description:
            "The Mushak 6.3 form as a PDF, in `lang` (en or bn; by default the language of the caller's account), as an attachment named after the invoice number (its buyer, or an administrator)",
          params: z.object({ id }),
          querystring: taxInvoicePdfQuerySchema,
          produces: ['application/pdf'],
          response: { 200: z.string().describe('application/pdf: the Mushak 6.3 form') },
        },
      },
      async (request, reply) => {
        const { number, pdf } = await invoices.pdf(currentUser(request), source, request.params.id, request.query.lang);
        // A Buffer is sent as it is (the answer's schema documents it, serializes nothing).
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${number}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf as unknown as string);
      },
    );
  }
}
