import { addressInputSchema, apiPaths, deletedSchema, id, savedAddressSchema } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

/** The signed-in user's own address book (requirements §14.7). */
export function addressRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { addresses, guards } = ctx;
  const tags = ['addresses'];

  r.get(
    apiPaths.addresses,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listAddresses',
        tags,
        summary: 'List your saved addresses',
        description: "The signed-in user's saved delivery addresses, the default first",
        response: { 200: z.array(savedAddressSchema) },
      },
    },
    async (request) => addresses.list(currentUser(request)),
  );

  r.post(
    apiPaths.addresses,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'addAddress',
        tags,
        summary: 'Save an address',
        description:
          'Save a delivery address; the first one, or one sent with is_default: true, becomes the default. A full book (20), or an address and phone the book already holds, is a 409',
        body: addressInputSchema,
        response: { 201: savedAddressSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.add(currentUser(request), request.body)),
  );

  r.put(
    apiPaths.address.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'editAddress',
        tags,
        summary: 'Change an address',
        description:
          'Change one of your addresses; is_default: true makes it the default (another user’s is a 404; into another address of the book, a 409)',
        params: z.object({ id }),
        body: addressInputSchema,
        response: { 200: savedAddressSchema },
      },
    },
    async (request) => addresses.update(currentUser(request), request.params.id, request.body),
  );

  r.delete(
    apiPaths.address.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'deleteAddress',
        tags,
        summary: 'Delete an address',
        description: 'Delete one of your addresses; if it was the default, the newest one left becomes the default',
        params: z.object({ id }),
        response: { 200: deletedSchema },
      },
    },
    async (request) => {
      await addresses.remove(currentUser(request), request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );
}
