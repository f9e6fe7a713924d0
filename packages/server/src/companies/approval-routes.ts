import { apiPaths, approvalDecisionSchema, approvalEntrySchema, id } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

const noBody = z.undefined().describe('Done: no body');

/** Spending limits and approval (requirements §20.4): a company's queue, and the decisions. */
export function approvalRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { approvals, guards } = ctx;
  const tags = ['companies'];

  r.get(
    apiPaths.companyApprovals.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listCompanyApprovals',
        tags,
        summary: "List a company's purchases awaiting approval",
        description:
          'The purchases of its members above their order limit, awaiting an approver, oldest first, each with its buyer, total, lines and when it is rejected unless decided (APPROVAL_HOLD_HOURS): to its approvers, admins and store administrators; a buyer 403. Anyone outside the company is answered 404, as if it did not exist',
        params: z.object({ id }),
        response: { 200: z.array(approvalEntrySchema) },
      },
    },
    async (request) => approvals.queue(currentUser(request), request.params.id),
  );

  const decision = (approve: boolean) =>
    ({
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: approve ? 'approvePurchase' : 'rejectPurchase',
        tags,
        summary: approve ? 'Approve a purchase awaiting approval' : 'Reject a purchase awaiting approval',
        description: `An approver or admin of the purchase's company ${
          approve
            ? 'approves it: its online payment (if any) may be paid from now, and its orders move on as any'
            : 'rejects it: its open orders are cancelled (stock back once; anything paid refunded as a cancel refunds it)'
        }, with an optional \`note\` for the buyer, who is emailed. A buyer of the company, a store administrator outside it, or the purchase's own buyer: 403; anyone else 404. 409 when it is no longer awaiting approval (decided, rejected at the end of its hold, or cancelled): of two decisions at once one wins`,
        params: z.object({ id }),
        body: approvalDecisionSchema,
        response: { 204: noBody },
      },
    }) as const;

  r.post(apiPaths.purchaseApprove.route, decision(true), async (request, reply) => {
    await approvals.approve(currentUser(request), request.params.id, request.body.note ?? null);
    return reply.status(204).send();
  });

  r.post(apiPaths.purchaseReject.route, decision(false), async (request, reply) => {
    await approvals.reject(currentUser(request), request.params.id, request.body.note ?? null);
    return reply.status(204).send();
  });
}
