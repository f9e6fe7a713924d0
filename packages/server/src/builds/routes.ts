import {
  apiPaths,
  buildCheckInputSchema,
  buildCheckSchema,
  buildInputSchema,
  buildRenameSchema,
  id,
  savedBuildSchema,
} from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';

/** The PC builder's builds (requirements §19.4): checked and priced by anyone, saved by signed-in buyers. */
export function buildRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { builds, guards } = ctx;
  const tags = ['builds'];

  r.post(
    apiPaths.buildCheck,
    {
      // Public, and up to 30 parts a call: within the write budget (per IP signed out), as the cart preview.
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'checkBuild',
        tags,
        summary: "Check and price a build's parts",
        description:
          "A PC build's parts (1 to 30, each item once, 1 to 99 of each) checked against each other by their specifications: every problem (errors first, then warnings and notes) names both values and what to do; the power supply's estimate; each line at its tier price and the total. The builder never blocks a build: problems are said, not refused. An unknown or deleted item is a 400 on `parts.<n>.item`. Public; nothing is stored; within the write rate limit (per IP when signed out)",
        body: buildCheckInputSchema,
        response: { 200: buildCheckSchema },
      },
    },
    async (request) => builds.check(request.body.parts, await guards.readerId(request)),
  );

  r.get(
    apiPaths.builds,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'listBuilds',
        tags,
        summary: 'List your saved builds',
        description: "The signed-in buyer's saved PC builds, newest first (at most 50)",
        response: { 200: z.array(savedBuildSchema) },
      },
    },
    async (request) => builds.list(currentUser(request)),
  );

  r.post(
    apiPaths.builds,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'saveBuild',
        tags,
        summary: 'Save a build',
        description:
          'Save a named PC build (1 to 30 parts, each item once, 1 to 99 of each). An unknown or deleted item is a 400 on `parts.<n>.item`; a 51st build a 409. Its id is its public read-only link',
        body: buildInputSchema,
        response: { 201: savedBuildSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await builds.save(currentUser(request), request.body)),
  );

  r.get(
    apiPaths.build.route,
    {
      schema: {
        operationId: 'getBuild',
        tags,
        summary: 'Open a saved build',
        description:
          "A saved build by its id (the link its owner shares): public and read-only, without its owner's data. Check it with POST /api/builds/check",
        params: z.object({ id }),
        response: { 200: savedBuildSchema },
      },
    },
    async (request) => builds.get(request.params.id),
  );

  r.patch(
    apiPaths.build.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'renameBuild',
        tags,
        summary: 'Rename one of your builds',
        description: "Rename one of your saved builds (another buyer's is a 404: a build's existence is not told)",
        params: z.object({ id }),
        body: buildRenameSchema,
        response: { 200: savedBuildSchema },
      },
    },
    async (request) => builds.rename(currentUser(request), request.params.id, request.body.name),
  );

  r.delete(
    apiPaths.build.route,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'deleteBuild',
        tags,
        summary: 'Delete one of your builds',
        description: "Delete one of your saved builds; its link opens nothing after (another buyer's is a 404)",
        params: z.object({ id }),
        response: { 204: z.undefined().describe('Deleted: no body') },
      },
    },
    async (request, reply) => {
      await builds.remove(currentUser(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
