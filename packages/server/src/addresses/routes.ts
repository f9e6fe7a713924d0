import { addressInputSchema, deletedSchema, id, savedAddressSchema } from '@storefront/shared';
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
  const security = [{ bearer: [] }];

  r.get(
    '/addresses',
    {
      onRequest: guards.requireUser,
      schema: {
        tags,
        summary: "The signed-in user's saved delivery addresses, the default first",
        security,
        response: { 200: z.array(savedAddressSchema) },
      },
    },
    async (request) => addresses.list(currentUser(request)),
  );

  r.post(
    '/addresses',
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        tags,
        summary:
          'Save a delivery address; the first one, or one sent with is_default: true, becomes the default. A full book (20), or an address and phone the book already holds, is a 409',
        security,
        body: addressInputSchema,
        response: { 201: savedAddressSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await addresses.add(currentUser(request), request.body)),
  );

  r.put(
    '/addresses/:id',
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        tags,
        summary:
          'Change one of your addresses; is_default: true makes it the default (another user’s is a 404; into another address of the book, a 409)',
        security,
        params: z.object({ id }),
        body: addressInputSchema,
        response: { 200: savedAddressSchema },
      },
    },
    async (request) => addresses.update(currentUser(request), request.params.id, request.body),
  );

  r.delete(
    '/addresses/:id',
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        tags,
        summary: 'Delete one of your addresses; if it was the default, the newest one left becomes the default',
        security,
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
