// Every operation of the API description lists its `security`, taken from its guard (our bearer
// token for a route requireUser or requireAdmin guards, none for a public one), and the error
// answers it can give, each with the one error shape ({ message, errors? }, shared/schemas.ts), so
// a generated client knows them. Most follow from the route itself (parameters, a body, a guard);
// the rest are named here, in one table, and reliability/contract.test.ts fails when an answer's
// status is not in the document.
import { errorAnswerSchema } from '@storefront/shared';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { z } from 'zod';
import { requiresSignIn } from '../auth/guard.ts';

const descriptions: Record<number, string> = {
  400: 'Invalid input: `message`, and `errors` with one message per field (or a request with two Host headers)',
  401: 'Not signed in, or the session has expired',
  403: 'Signed in, but not allowed (another user’s data, an administrator’s call, a disabled account, an unverified account past its order limits)',
  404: 'Not found',
  408: 'The request took longer than REQUEST_TIMEOUT_MS to arrive',
  409: 'Refused by the current state (see the operation’s summary)',
  413: 'The body is too large',
  415: 'Unsupported content type',
  429: 'Too many requests: try again after `Retry-After` seconds',
  503: 'A service it needs is unreachable: try again shortly',
};

/** Statuses particular to an operation ("METHOD /api/path/{param}"), beyond the derived ones. */
const particular: Record<string, number[]> = {
  'GET /api/review': [404],
  // A SKU another live item holds; an edit from a stale version; a write-off of more than there is,
  // or a receipt past the stock ceiling.
  'POST /api/item': [409],
  'PUT /api/item/{id}': [409],
  'POST /api/item/{id}/stock': [409],
  'POST /api/review': [429],
  // The item may be unknown or deleted (the id is in the body).
  'POST /api/order': [404, 409],
  'DELETE /api/order/{id}': [409],
  // A move the workflow does not allow, or one that lost a race to another.
  'POST /api/order/{id}/status': [409],
  // The sign-in (the exchange, proven by a Firebase token: its security says so) can lose a first
  // sign-in's race for the address (409) or find Firebase unreachable (503).
  'PUT /api/user/{email}': [409, 503],
  // Make Admin of a disabled account or one without a verified address; taking back one's own role.
  'PUT /api/user/admin/{email}': [409],
  'DELETE /api/user/admin/{email}': [409],
  'PUT /api/user/disabled/{email}': [409],
  // A full address book; an address and phone the book already holds.
  'POST /api/addresses': [409],
  'PUT /api/addresses/{id}': [409],
  // Public, behind the write limit (per IP).
  'POST /api/cart/preview': [429],
  // Public, behind the write limit (per IP); a 51st saved build (requirements §19.4).
  'POST /api/builds/check': [429],
  'POST /api/builds': [409],
  // A full cart; a line refused at checkout; a purchase that cannot move (requirements §14).
  'POST /api/cart/lines': [409],
  'PUT /api/cart/{item}': [409],
  'POST /api/checkout': [409],
  // Public, behind the write limit (per IP); an unknown or deleted item of the lines (requirements §17).
  'POST /api/checkout/quote': [404, 429],
  'POST /api/purchases/{id}/status': [409],
  // Payments (requirements §18): nothing due or the hold ended; the gateway unreachable. A gateway's
  // return for no payment of ours.
  'POST /api/purchases/{id}/pay': [409, 503],
  'GET /api/payments/bkash/callback': [404],
  // An administrator's acts (requirements §18.3): a payment not in a state for it, or changed by
  // another meanwhile; a refund the gateway refused or could not be asked.
  'POST /api/purchases/{id}/payment/cash': [409],
  'POST /api/purchases/{id}/payment/refund': [409, 503],
  'POST /api/purchases/{id}/payment/review': [409, 503],
  // A reorder that would take the cart past 200 items.
  'POST /api/order/{id}/reorder': [409],
  'POST /api/purchases/{id}/reorder': [409],
  // Companies (requirements §20): one company per user; the reader in none; the last admin; an
  // address already a member or invited; an invitation no longer open or expired.
  'POST /api/companies': [409],
  'GET /api/companies/mine': [404],
  'PATCH /api/companies/{id}/members/{userId}': [409],
  'DELETE /api/companies/{id}/members/{userId}': [409],
  'POST /api/companies/{id}/invitations': [409],
  'DELETE /api/companies/{id}/invitations/{invitationId}': [409],
  'POST /api/invitations/{id}/accept': [409],
  'POST /api/invitations/{id}/decline': [409],
  // Customer groups (requirements §20.5): a name another group holds.
  'POST /api/customer-groups': [409],
  'PATCH /api/customer-groups/{id}': [409],
  // Payment terms (requirements §20.8): a purchase not paid on invoice.
  'POST /api/purchases/{id}/invoice-payments': [409],
};

/** Public reads answered from the cache: 304 to a matching If-None-Match. */
const revalidated = new Set([
  'GET /api/item',
  'GET /api/items',
  'GET /api/item/{id}',
  'GET /api/review',
  'GET /api/delivery/rates',
]);

/** Writes behind the per-user write limit answer 429 too. */
const WRITE_METHODS = new Set(['POST', 'PUT', 'DELETE', 'PATCH']);

function statusesOf(route: RouteOptions, documentedPath: string): number[] {
  const schema = (route.schema ?? {}) as { security?: unknown[]; body?: unknown; consumes?: unknown };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  const method = String(methods[0]).toUpperCase();
  const statuses = new Set<number>([400, 408]);
  if (schema.security?.length) [401, 403].forEach((s) => statuses.add(s));
  if (documentedPath.includes('{')) statuses.add(404);
  if (WRITE_METHODS.has(method)) {
    [413, 415].forEach((s) => statuses.add(s));
    if (schema.security?.length) statuses.add(429);
  }
  for (const s of particular[`${method} ${documentedPath}`] ?? []) statuses.add(s);
  return [...statuses].sort();
}

/** Adds the security and the error answers to every documented route's schema; call before the routes are added. */
export function documentErrorAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const schema = route.schema as
      { hide?: boolean; response?: Record<string, unknown>; security?: Array<Record<string, string[]>> } | undefined;
    if (!schema || schema.hide) return;
    // A route whose guard depends on its body (the sign-in) says its security itself.
    const security = schema.security ?? (requiresSignIn(route) ? [{ bearer: [] }] : []);
    route.schema = { ...schema, security };
    const documentedPath = route.url.replace(/:([A-Za-z]+)/g, '{$1}');
    const response = { ...(schema.response ?? {}) };
    for (const status of statusesOf(route, documentedPath))
      response[status] ??= errorAnswerSchema.describe(descriptions[status] ?? 'Error');
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    if (revalidated.has(`${String(methods[0]).toUpperCase()} ${documentedPath}`))
      response[304] ??= z.unknown().describe('Not modified: the answer is the one named by If-None-Match');
    route.schema = { ...schema, security, response };
  });
}
