import {
  apiPaths,
  customerGroupInputSchema,
  customerGroupSchema,
  deletedSchema,
  groupAssignedSchema,
  groupAssignmentSchema,
  groupPriceSchema,
  groupPricesInputSchema,
  id,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteContext } from '../context.ts';

const ADMINS = 'Store administrators only: anyone else 403, signed out 401';

/** Customer groups and their price lists (requirements §20.5): store administrators' routes. */
export function customerGroupRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { customerGroups: groups, guards } = ctx;
  const tags = ['customer-groups'];
  const params = z.object({ id });
  const admin = { onRequest: guards.requireAdmin };
  const write = { onRequest: guards.requireAdmin, preHandler: ctx.limits.writes };

  r.get(
    apiPaths.customerGroups,
    {
      ...admin,
      schema: {
        operationId: 'listCustomerGroups',
        tags,
        summary: 'List the customer groups',
        description: `Every group by name, with how many users and companies are in it. ${ADMINS}`,
        response: { 200: z.array(customerGroupSchema) },
      },
    },
    async () => groups.list(),
  );

  r.post(
    apiPaths.customerGroups,
    {
      ...write,
      schema: {
        operationId: 'createCustomerGroup',
        tags,
        summary: 'Create a customer group',
        description: `A group (Dealer, Corporate) with an empty price list; a name another group holds is a 409 on \`name\`. ${ADMINS}`,
        body: customerGroupInputSchema,
        response: { 201: customerGroupSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await groups.create(request.body)),
  );

  r.patch(
    apiPaths.customerGroup.route,
    {
      ...write,
      schema: {
        operationId: 'renameCustomerGroup',
        tags,
        summary: 'Rename a customer group',
        description: `A name another group holds is a 409 on \`name\`. ${ADMINS}`,
        params,
        body: customerGroupInputSchema,
        response: { 200: customerGroupSchema },
      },
    },
    async (request) => groups.rename(request.params.id, request.body),
  );

  r.delete(
    apiPaths.customerGroup.route,
    {
      ...write,
      schema: {
        operationId: 'deleteCustomerGroup',
        tags,
        summary: 'Delete a customer group',
        description: `Its price list goes with it; its users and companies are left in no group (public prices). ${ADMINS}`,
        params,
        response: { 200: deletedSchema },
      },
    },
    async (request) => ({ acknowledged: true as const, deletedCount: await groups.remove(request.params.id) }),
  );

  r.get(
    apiPaths.customerGroupPrices.route,
    {
      ...admin,
      schema: {
        operationId: 'getCustomerGroupPrices',
        tags,
        summary: "A customer group's price list",
        description: `Each entry with its item's name, SKU and public price, by item name: a price (with tiers) or a percentage off, and the days it holds. ${ADMINS}`,
        params,
        response: { 200: z.array(groupPriceSchema) },
      },
    },
    async (request) => groups.prices(request.params.id),
  );

  r.put(
    apiPaths.customerGroupPrices.route,
    {
      ...write,
      schema: {
        operationId: 'replaceCustomerGroupPrices',
        tags,
        summary: "Replace a customer group's price list",
        description: `The whole list (each item once): per item \`price\` (BDT, with optional \`tiers\` as an item's) or \`percent_off\` (above 0, below 100), exactly one, and optional \`valid_from\`/\`valid_until\` store days (both included). An unknown or deleted item is a 400 on \`prices.<n>.item\`. Members pay it from their next read or checkout. ${ADMINS}`,
        params,
        body: groupPricesInputSchema,
        response: { 200: z.array(groupPriceSchema) },
      },
    },
    async (request) => groups.replacePrices(request.params.id, request.body),
  );

  r.put(
    apiPaths.userCustomerGroup.route,
    {
      ...write,
      schema: {
        operationId: 'setUserCustomerGroup',
        tags,
        summary: "Set a user's customer group",
        description: `\`group\`: a group's id, or null for none. A company member pays by their company's group, not this one. An unknown group is a 400 on \`group\`, an unknown user a 404. ${ADMINS}`,
        params,
        body: groupAssignmentSchema,
        response: { 200: groupAssignedSchema },
      },
    },
    async (request) => groups.assignUser(request.params.id, request.body.group),
  );

  r.put(
    apiPaths.companyCustomerGroup.route,
    {
      ...write,
      schema: {
        operationId: 'setCompanyCustomerGroup',
        tags,
        summary: "Set a company's customer group",
        description: `\`group\`: a group's id, or null for none; every member of the company pays by it. An unknown group is a 400 on \`group\`, an unknown company a 404. ${ADMINS}`,
        params,
        body: groupAssignmentSchema,
        response: { 200: groupAssignedSchema },
      },
    },
    async (request) => groups.assignCompany(request.params.id, request.body.group),
  );
}
