// One Host header a request (RFC 9112 §3.2: a server answers 400 to more than one). Node keeps the
// first of several and drops the rest, so two copies could disagree about the site a request is
// for between this server and a proxy or cache in front of it. No link is written from the Host
// (config.publicOrigin), but a request that is ambiguous about it is refused outright.
import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

export const hostMessages = {
  several: 'Bad request: a request carries exactly one Host header',
} as const;

/**
 * How many Host headers the request came with (Node's rawHeaders: name, value, name, value...).
 * Only four-letter names are lowercased: this runs on every request.
 */
export function hostHeaderCount(rawHeaders: readonly string[]): number {
  let count = 0;
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!;
    if (name.length === 4 && name.toLowerCase() === 'host') count += 1;
  }
  return count;
}

/**
 * Refuses, before any route runs, a request with more than one Host header. A callback hook, not
 * an async one: Fastify waits a promise's turn for every async hook, on every request
 * (bench/README.md, "GET /api/item as users run it").
 */
export function refuseSeveralHosts(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    if (hostHeaderCount(request.raw.rawHeaders) > 1) done(badRequest(hostMessages.several));
    else done();
  });
}
