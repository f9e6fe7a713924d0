import {
  apiPaths,
  companiesQuerySchema,
  companyInputSchema,
  companyListEntrySchema,
  companyMemberSchema,
  companyOrderSchema,
  companyOrdersQuerySchema,
  companyPatchSchema,
  companySchema,
  id,
  invitationInputSchema,
  invitationSchema,
  memberPatchSchema,
  messages,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import { withTotal } from '../http/paging.ts';

const noBody = z.undefined().describe('Done: no body');

/** Who may call a company's routes, said once in every description. */
const OUTSIDERS =
  'Anyone outside the company is answered 404, as if it did not exist; a store administrator reads it but acts in it only as a member';

/** Business customers (requirements §20.1 to §20.3): companies, their members, invitations and orders. */
export function companyRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { companies, guards } = ctx;
  const tags = ['companies'];
  const companyParams = z.object({ id });

  r.post(
    apiPaths.companies,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'createCompany',
        tags,
        summary: 'Create a company',
        description:
          'A signed-in customer with a verified email address (else 403) creates a company and becomes its admin. A user is in at most one company: 409 when the reader already is',
        body: companyInputSchema,
        response: { 201: companySchema },
      },
    },
    async (request, reply) => reply.status(201).send(await companies.create(currentUser(request), request.body)),
  );

  r.get(
    apiPaths.companies,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listCompanies',
        tags,
        summary: 'List every company',
        description:
          'Every company (store administrators), newest first, paged (x-total-count); ?q= finds part of a name or of a BIN. Each with its number of members and its customer group (`customer_group`, an id or null); `your_role` is null',
        querystring: companiesQuerySchema,
        response: { 200: z.array(companyListEntrySchema) },
      },
    },
    async (request, reply) => {
      const { q, limit, offset } = request.query;
      const { companies: list, total } = await companies.list(q, { limit, offset });
      return withTotal(reply, total, list);
    },
  );

  r.get(
    apiPaths.myCompany,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getMyCompany',
        tags,
        summary: 'Get your company',
        description:
          "The reader's company with their role in it (`your_role`); 404 when they are in none, or 200 with null when asked with `?none=null`",
        querystring: z.object({
          none: z
            .literal('null')
            .optional()
            .describe(
              '`null`: answer 200 with null rather than 404 when the reader is in no company (the purchase page asks so: a 404 is an error in the browser console)',
            ),
        }),
        response: { 200: companySchema.nullable() },
      },
    },
    async (request) => {
      const company = await companies.mine(currentUser(request));
      if (company === null && request.query.none !== 'null') throw notFound(messages.companyNone);
      return company;
    },
  );

  r.get(
    apiPaths.company.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getCompany',
        tags,
        summary: 'Get a company',
        description: `A company, to its members (with their role) and store administrators (\`your_role\` null). ${OUTSIDERS}`,
        params: companyParams,
        response: { 200: companySchema },
      },
    },
    async (request) => companies.get(currentUser(request), request.params.id),
  );

  r.patch(
    apiPaths.company.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'updateCompany',
        tags,
        summary: "Change a company's details",
        description: `Any of its five fields, at least one (its admins; another member 403). ${OUTSIDERS}`,
        params: companyParams,
        body: companyPatchSchema,
        response: { 200: companySchema },
      },
    },
    async (request) => companies.update(currentUser(request), request.params.id, request.body),
  );

  r.get(
    apiPaths.companyMembers.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listCompanyMembers',
        tags,
        summary: "List a company's members",
        description: `Its members with their roles, in the order they joined (any member; store administrators). ${OUTSIDERS}`,
        params: companyParams,
        response: { 200: z.array(companyMemberSchema) },
      },
    },
    async (request) => companies.members(currentUser(request), request.params.id),
  );

  const memberParams = z.object({ id, userId: id });

  r.patch(
    apiPaths.companyMember.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'setCompanyMemberRole',
        tags,
        summary: "Change a member's role or order limit",
        description: `Its admins change a member's \`role\`, their per-order limit \`order_limit\` (BDT; null: no limit; a checkout above it awaits an approver, requirements §20.4), or both (another member 403); the last admin is not demoted (409). ${OUTSIDERS}`,
        params: memberParams,
        body: memberPatchSchema,
        response: { 200: companyMemberSchema },
      },
    },
    async (request) =>
      companies.updateMember(currentUser(request), request.params.id, request.params.userId, request.body),
  );

  r.delete(
    apiPaths.companyMember.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'removeCompanyMember',
        tags,
        summary: 'Remove a member, or leave',
        description: `Its admins remove any member; any member removes themself (leaves); another's removal by a non-admin is a 403. The last admin neither leaves nor is removed (409). Their orders stay the company's. ${OUTSIDERS}`,
        params: memberParams,
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      await companies.removeMember(currentUser(request), request.params.id, request.params.userId);
      return reply.status(204).send();
    },
  );

  r.post(
    apiPaths.companyInvitations.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'inviteToCompany',
        tags,
        summary: 'Invite someone by email',
        description: `Its admins invite an email address with a role (another member 403): open 14 days, and an email to the address in the inviter's language, linking to /dashboard/company. 409 when the address is already a member's or has an invitation still open. ${OUTSIDERS}`,
        params: companyParams,
        body: invitationInputSchema,
        response: { 201: invitationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await companies.invite(currentUser(request), request.params.id, request.body)),
  );

  r.get(
    apiPaths.companyInvitations.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listCompanyInvitations',
        tags,
        summary: "List a company's open invitations",
        description: `Its invitations still open, newest first (its admins, store administrators; another member 403). ${OUTSIDERS}`,
        params: companyParams,
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) => companies.invitations(currentUser(request), request.params.id),
  );

  r.delete(
    apiPaths.companyInvitation.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'revokeCompanyInvitation',
        tags,
        summary: 'Revoke an invitation',
        description: `Its admins revoke an open invitation (another member 403); one already accepted, declined or revoked is a 409. ${OUTSIDERS}`,
        params: z.object({ id, invitationId: id }),
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      await companies.revoke(currentUser(request), request.params.id, request.params.invitationId);
      return reply.status(204).send();
    },
  );

  r.get(
    apiPaths.companyOrders.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listCompanyOrders',
        tags,
        summary: "List a company's orders",
        description: `The orders its members placed while members, newest first, paged (x-total-count), each with its buyer: every one to its admins, approvers and store administrators, a buyer's own to a buyer; ?mine=true only the reader's own. An order stays the company's when its buyer leaves. ${OUTSIDERS}`,
        params: companyParams,
        querystring: companyOrdersQuerySchema,
        response: { 200: z.array(companyOrderSchema) },
      },
    },
    async (request, reply) => {
      const { mine, limit, offset } = request.query;
      const { orders, total } = await companies.orders(
        currentUser(request),
        request.params.id,
        mine === '1' || mine === 'true',
        { limit, offset },
      );
      return withTotal(reply, total, orders);
    },
  );

  r.get(
    apiPaths.myInvitations,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listMyInvitations',
        tags,
        summary: 'List your invitations',
        description:
          "The invitations still open to the reader's email address, newest first; none until the address is verified",
        response: { 200: z.array(invitationSchema) },
      },
    },
    async (request) => companies.myInvitations(currentUser(request)),
  );

  r.post(
    apiPaths.invitationAccept.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'acceptInvitation',
        tags,
        summary: 'Accept an invitation',
        description:
          "Join the company with the invitation's role: only with the invited address, verified (else 403). 409 when the reader is already in a company, or the invitation has expired (the message says so) or is no longer open (revoked, accepted or declined)",
        params: z.object({ id }),
        response: { 200: companySchema },
      },
    },
    async (request) => companies.accept(currentUser(request), request.params.id),
  );

  r.post(
    apiPaths.invitationDecline.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'declineInvitation',
        tags,
        summary: 'Decline an invitation',
        description:
          'Decline it: only with the invited address, verified (else 403); 409 when it has expired or is no longer open',
        params: z.object({ id }),
        response: { 204: noBody },
      },
    },
    async (request, reply) => {
      await companies.decline(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
