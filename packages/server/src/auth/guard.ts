// requireUser / requireAdmin: read our access token and load the user (and role) from the database
// on every request, so Make Admin takes effect at once and a deleted user's token stops working.
import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { UserRow } from '../db/schema.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import { accountDisabledMessage } from './firebase.ts';
import type { AccessClaims, TokenSigner } from './tokens.ts';

export interface CurrentUser {
  id: string;
  email: string;
  name: string;
  isAdmin: boolean;
  /**
   * Whether a sign-in proved the address the account's (users.email_verified_at, recorded at each
   * token exchange): until then its open orders are limited (docs/security.md, Abuse limits).
   */
  emailVerified: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    currentUser?: CurrentUser;
  }
}

export function bearerToken(request: FastifyRequest): string | undefined {
  return tokenOf(request.headers.authorization);
}

/** The token of an Authorization header ("Bearer <token>"), or undefined. */
export function tokenOf(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * An answer that depends on the caller's token (their orders, profile, the user list, a new token)
 * is kept by no cache, shared or the browser's.
 */
export function noStore(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store');
}

export interface Guards {
  requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  requireAdmin: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  /**
   * A public route's signed-in reader (their group's prices, requirements §20.5), or undefined:
   * signed out, or a token requireUser would refuse (the public answer then, not an error).
   */
  readerId: (request: FastifyRequest) => Promise<string | undefined>;
  /**
   * An Authorization header's token's claims, checked for its signature and age only: the caller
   * checks the row (`claimsHold`). Takes the header, not the request: the reads answered before
   * Fastify ask it too (http/public-fast-path.ts).
   */
  claimsOf: (authorization: string | undefined) => Promise<AccessClaims | undefined>;
}

/**
 * Whether a token's claims still hold for its user's row as read now: the same address, not
 * disabled, not from before the last disable or enable (docs/security.md, Identity).
 */
export function claimsHold(
  user: Pick<UserRow, 'email' | 'disabled_at' | 'token_generation'> | undefined,
  claims: AccessClaims,
): boolean {
  return (
    user !== undefined &&
    user.email === claims.email &&
    user.disabled_at === null &&
    Number(user.token_generation) === claims.generation
  );
}

/** The guards createGuards made: a route they guard is documented as signed-in (http/error-responses.ts). */
const signInGuards = new WeakSet<object>();

/** Whether a route runs one of the guards: its operation's `security` is then our bearer token, else none. */
export function requiresSignIn(route: Pick<RouteOptions, 'onRequest' | 'preHandler'>): boolean {
  return [route.onRequest, route.preHandler]
    .flat()
    .some((hook) => typeof hook === 'function' && signInGuards.has(hook));
}

export function createGuards(tokens: TokenSigner, findUserById: (id: string) => Promise<UserRow | undefined>): Guards {
  async function requireUser(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    noStore(reply);
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    const claims = await tokens.verify(token);
    if (!claims) throw unauthorized('Your session has expired or is not valid: sign in again');
    const user = await findUserById(claims.userId);
    if (!user || user.email !== claims.email)
      throw unauthorized('Your session has expired or is not valid: sign in again');
    // Read on every request from the shared database: disabling or taking back a role holds at
    // once on every instance.
    if (user.disabled_at !== null) throw forbidden(accountDisabledMessage);
    // A token from before the account was last disabled or enabled stays dead (docs/security.md, Identity).
    if (Number(user.token_generation) !== claims.generation)
      throw unauthorized('Your session has expired or is not valid: sign in again');
    request.currentUser = {
      id: user.id,
      email: user.email,
      name: user.name,
      // Administrator rights need an address Firebase has verified (docs/security.md, Identity).
      isAdmin: user.role === 'admin' && user.email_verified_at !== null,
      emailVerified: user.email_verified_at !== null,
    };
  }
  async function requireAdmin(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    await requireUser(request, reply);
    if (!request.currentUser?.isAdmin) throw forbidden('Only administrators can do this');
  }
  async function readerId(request: FastifyRequest): Promise<string | undefined> {
    if (request.currentUser) return request.currentUser.id;
    const token = bearerToken(request);
    if (!token) return undefined;
    const claims = await tokens.verify(token);
    if (!claims) return undefined;
    const user = await findUserById(claims.userId);
    return claimsHold(user, claims) ? user!.id : undefined;
  }
  async function claimsOf(authorization: string | undefined): Promise<AccessClaims | undefined> {
    const token = tokenOf(authorization);
    return token ? tokens.verify(token) : undefined;
  }
  signInGuards.add(requireUser).add(requireAdmin);
  return { requireUser, requireAdmin, readerId, claimsOf };
}

/** The signed-in user set by requireUser. */
export function currentUser(request: FastifyRequest): CurrentUser {
  if (!request.currentUser) throw unauthorized();
  return request.currentUser;
}

/** Own data, or any data for an administrator. `email` is parsed by the shared email schema (lowercase). */
export function assertSelfOrAdmin(user: CurrentUser, email: string): void {
  if (!user.isAdmin && user.email !== email) throw forbidden('You can only see or change your own account');
}
