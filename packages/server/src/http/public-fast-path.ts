// The cached public reads (the catalog, an item, its search, the reviews: http/public-cache.ts)
// answered from the server's `request` listener, before Fastify: a read of a URL a route has
// already answered from a held entry is sent from that entry with headers made once per entry.
// Fastify's own work per request (routing, the Request and Reply objects and their hooks, a pino
// child, zod's check of the query) was most of the server's CPU on such a read (bench/README.md,
// "GET /api/item before Fastify"). What Fastify's path does for these routes is done here the
// same way: the request id, the security headers, the one-Host check, ETag and 304, HEAD, the log
// line; the routes have no rate limit and no guard. Anything else goes to Fastify: another
// method, a URL no route has answered from the cache, an entry dropped by a change or expired,
// several Host headers (answered 400 there), a server closing (503 there), a request with an
// Authorization header (a group member's read carries their prices, catalog/member-prices.ts).
// public-fast-path.test.ts sends the same requests to a server with and without this path.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { TOTAL_COUNT_HEADER } from '@storefront/shared';
import { hostHeaderCount } from './host-header.ts';
import { matches, type Answer, type PublicCache } from './public-cache.ts';
import type { SecurityHeadersFor } from './security-headers.ts';

export interface PublicFastPathOptions {
  cache: Pick<PublicCache, 'answered'>;
  /** The security headers of an answer to a URL, as the onRequest hook sets them. */
  securityHeaders: SecurityHeadersFor;
  /** Writes the request's log line, as Fastify's log controller does when an answer is sent. */
  logAnswered: (
    error: Error | undefined,
    reqId: string,
    method: string,
    url: string,
    statusCode: number,
    elapsedMs: number,
  ) => void;
  /** True once the server began closing: Fastify answers 503 from then on. */
  closing: () => boolean;
}

/** An answer's headers after the security headers and the request id, as a flat name, value list. */
interface Wire {
  ok: string[];
  notModified: string[];
  /** HEAD's 304: Fastify's HEAD route gives an answer without a payload a content-length of 0. */
  notModifiedToHead: string[];
}

function wireOf(answer: Answer): Wire {
  // In the order public-cache.ts's respond and Fastify's send set them.
  const validators = ['cache-control', 'no-cache', 'etag', answer.etag];
  if (answer.total !== undefined) validators.push(TOTAL_COUNT_HEADER, answer.total);
  return {
    ok: [
      ...validators,
      'content-type',
      'application/json; charset=utf-8',
      'content-length',
      String(answer.body.byteLength),
    ],
    notModified: validators,
    notModifiedToHead: [...validators, 'content-length', '0'],
  };
}

/** Answers a held public read and returns true, or returns false for Fastify to answer. */
export function publicFastPath({
  cache,
  securityHeaders,
  logAnswered,
  closing,
}: PublicFastPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const wires = new WeakMap<Answer, Wire>();
  const flatSecurity = new Map<Readonly<Record<string, string>>, string[]>();

  return (request, response) => {
    const started = performance.now();
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    // A signed-in reader may be a customer group's member, whose answer carries their own prices
    // (requirements §20.5): Fastify's route asks whose the token is; a held answer is public only.
    if (request.headers.authorization !== undefined) return false;
    const url = request.url ?? '';
    const answer = cache.answered(url);
    if (answer === undefined || closing() || hostHeaderCount(request.rawHeaders) > 1) return false;

    let wire = wires.get(answer);
    if (wire === undefined) wires.set(answer, (wire = wireOf(answer)));
    const security = securityHeaders(url);
    let securityFields = flatSecurity.get(security);
    if (securityFields === undefined) flatSecurity.set(security, (securityFields = Object.entries(security).flat()));

    const reqId = randomUUID();
    const head = method === 'HEAD';
    const notModified = matches(request.headers['if-none-match'], answer.etag);
    const statusCode = notModified ? 304 : 200;
    const fields = notModified ? (head ? wire.notModifiedToHead : wire.notModified) : wire.ok;
    response.writeHead(statusCode, [...securityFields, 'x-request-id', reqId, ...fields]);
    const done = (error?: Error) => {
      response.removeListener('finish', done);
      response.removeListener('error', done);
      logAnswered(error, reqId, method, url, statusCode, performance.now() - started);
    };
    response.on('finish', done);
    response.on('error', done);
    if (head || notModified) response.end();
    else response.end(answer.body);
    return true;
  };
}
