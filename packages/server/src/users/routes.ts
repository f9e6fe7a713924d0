import {
  adminAnswerSchema,
  apiPaths,
  email,
  languageCookie,
  languageInputSchema,
  modifiedSchema,
  negotiateLanguage,
  profileInputSchema,
  tokenAnswerSchema,
  tokenExchangeSchema,
  userListEntrySchema,
  userSchema,
  usersQuerySchema,
  userStatusInputSchema,
} from '@storefront/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerToken, currentUser, noStore } from '../auth/guard.ts';
import type { RouteContext } from '../context.ts';
import { parseInput } from '../http/errors.ts';
import { withTotal } from '../http/paging.ts';

/** PUT user/{email} with exactly `{ email }` is the sign-in token exchange; any other body is a profile update. */
function isTokenExchange(body: unknown): boolean {
  return typeof body === 'object' && body !== null && Object.keys(body).length === 1 && 'email' in body;
}

export function userRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { users, guards, auth } = ctx;
  const params = z.object({ email });

  r.get(
    apiPaths.users,
    {
      onRequest: guards.requireAdmin,
      schema: {
        operationId: 'listUsers',
        tags: ['users'],
        summary: 'List users',
        description:
          'Every user (admin), paged, in the order they joined; ?q= finds part of a name or an email. Each with ' +
          'whether their address is verified (needed to be made an administrator), their orders counted and their own ' +
          'customer group (`customer_group`, an id or null)',
        querystring: usersQuerySchema,
        response: { 200: z.array(userListEntrySchema) },
      },
    },
    async (request, reply) => {
      const { users: list, total } = await users.listUsers(request.query);
      return withTotal(reply, total, list);
    },
  );

  r.get(
    apiPaths.user.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'getUser',
        tags: ['users'],
        summary: 'Get a profile',
        description: "A user's profile (own, or any for an admin)",
        params,
        response: { 200: userSchema },
      },
    },
    async (request) => users.getUser(currentUser(request), request.params.email),
  );

  // The exchange proves itself with a Firebase ID token; a profile update needs our access token.
  async function exchangeOrRequireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    if (isTokenExchange(request.body)) noStore(reply);
    else await guards.requireUser(request, reply);
  }

  r.put(
    apiPaths.user.route,
    {
      preHandler: [
        exchangeOrRequireUser,
        (request, reply) => (request.currentUser ? ctx.limits.writes : ctx.limits.exchange).call(app, request, reply),
      ],
      schema: {
        operationId: 'signInOrUpdateProfile',
        tags: ['users'],
        summary: 'Sign in (token exchange), or update a profile',
        // Either proof, as the body's shape says: not derived from a guard (the guard runs only for an update).
        security: [{ firebaseIdToken: [] }, { bearer: [] }],
        description:
          "Body { email } with a Firebase ID token as bearer: the token exchange, answering { token, language } (the account's language). " +
          'Body { education, location, phone, linkedin_url } with our access token: the profile update (own, or any for an admin).',
        params,
        body: z.union([tokenExchangeSchema, profileInputSchema]),
        response: { 200: z.union([tokenAnswerSchema, modifiedSchema]) },
      },
      // The body is checked below against the schema its shape asks for (with that schema's messages).
      validatorCompiler: (part) =>
        part.httpPart === 'body'
          ? (value: unknown) => ({ value })
          : validatorCompiler(part as unknown as Parameters<typeof validatorCompiler>[0]),
    },
    async (request) => {
      const pathEmail = request.params.email;
      if (isTokenExchange(request.body)) {
        const body = parseInput(tokenExchangeSchema, request.body);
        // A first sign-in makes the account in the language the browser shows (its lang cookie, else Accept-Language).
        const language = negotiateLanguage({
          path: request.url,
          cookie: request.headers.cookie,
          acceptLanguage: request.headers['accept-language'],
        });
        return auth.exchange(bearerToken(request), pathEmail, body.email, language);
      }
      const input = parseInput(profileInputSchema, request.body);
      return {
        acknowledged: true as const,
        modifiedCount: await users.updateProfile(currentUser(request), pathEmail, input),
      };
    },
  );

  r.put(
    apiPaths.userLanguage,
    {
      onRequest: guards.requireUser,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'setOwnLanguage',
        tags: ['users'],
        summary: "Set the signed-in user's language",
        description:
          "The signed-in user's language, `en` or `bn` (requirements §16): their emails are written in it from now on; " +
          "GET user/{email} reads it back. Only one's own. The answer sets the `lang` cookie to it too " +
          '(a year, SameSite=Lax, readable by the app), so this browser shows it from then on',
        body: languageInputSchema,
        response: { 200: languageInputSchema },
      },
    },
    async (request, reply) => {
      const language = await users.setLanguage(currentUser(request), request.body.language);
      reply.header('set-cookie', languageCookie(language, { secure: request.protocol === 'https' }));
      return { language };
    },
  );

  r.put(
    apiPaths.makeAdmin.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'makeAdmin',
        tags: ['users'],
        summary: 'Make a user an administrator',
        description:
          'Make Admin (admin): modifiedCount 0 when already an admin, 404 for an unknown user, 409 for a disabled ' +
          'account or one whose address is not verified',
        params,
        response: { 200: modifiedSchema },
      },
    },
    async (request) => ({ acknowledged: true as const, modifiedCount: await users.makeAdmin(request.params.email) }),
  );

  r.delete(
    apiPaths.makeAdmin.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'revokeAdmin',
        tags: ['users'],
        summary: "Take back an administrator's role",
        description:
          "Take back an administrator's role (admin): never your own (409); modifiedCount 0 when not an admin, 404 for an unknown user",
        params,
        response: { 200: modifiedSchema },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await users.revokeAdmin(currentUser(request), request.params.email),
    }),
  );

  r.put(
    apiPaths.userStatus.route,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'setUserDisabled',
        tags: ['users'],
        summary: 'Disable or enable an account',
        description:
          'Disable an account, or enable it again (admin): a disabled user can neither sign in nor use a session; never your own (409)',
        params,
        body: userStatusInputSchema,
        response: { 200: modifiedSchema },
      },
    },
    async (request) => ({
      acknowledged: true as const,
      modifiedCount: await users.setDisabled(currentUser(request), request.params.email, request.body.disabled),
    }),
  );

  r.get(
    apiPaths.admin.route,
    {
      onRequest: guards.requireUser,
      schema: {
        operationId: 'isAdmin',
        tags: ['users'],
        summary: 'Whether a user is an administrator',
        description: 'Whether a user is an administrator (own, or any for an admin)',
        params,
        response: { 200: adminAnswerSchema },
      },
    },
    async (request) => ({ admin: await users.isAdmin(currentUser(request), request.params.email) }),
  );
}
