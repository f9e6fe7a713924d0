// The cached public reads (the catalog, an item, its search, the reviews: http/public-cache.ts)
// answered from the server's `request` listener, before Fastify: a read of a URL a route has
// already answered from a held entry is sent from that entry with headers made once per entry.
// Fastify's own work per request (routing, the Request and Reply objects and their hooks, a pino
// child, zod's check of the query) was most of the server's CPU on such a read (bench/README.md,
// "GET /api/item before Fastify"). What Fastify's path does for these routes is done here the
// same way: the request id, the security headers, the one-Host check, ETag and 304, HEAD, the log
// line; the routes have no rate limit and no guard. Anything else goes to Fastify: another
// method, a URL no route has answered from the cache, an entry dropped by a change or expired,
// several Host headers (answered 400 there), a server closing (503 there). A read with an
// Authorization header of an answer holding items asks whose the token is (`readerBody`): a group
// member's answer carries their prices and is theirs alone (catalog/member-prices.ts, requirements
// §20.5); a HEAD of one, or a failed check, is Fastify's (its error answer). The token changes no
// other held answer. public-fast-path.test.ts sends the same requests to a server with and without this path.
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
  /**
   * A signed-in reader's own body for a held answer that holds items (a group member's prices), or
   * undefined when the public answer is theirs. Absent: such reads with a token go to Fastify.
   */
  readerBody?: (authorization: string, answer: Answer) => Promise<Buffer | undefined>;
}

/** Fastify's handler, for a request the fast path took on and then could not answer. */
export type Routed = (request: IncomingMessage, response: ServerResponse) => void;

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

/** A reader's own answer's headers after the request id, as Fastify's route sets them (catalog/routes.ts). */
function privateFields(answer: Answer, body: Buffer): string[] {
  const fields = ['cache-control', 'private, no-store', 'vary', 'Authorization'];
  if (answer.total !== undefined) fields.push(TOTAL_COUNT_HEADER, answer.total);
  fields.push('content-type', 'application/json; charset=utf-8', 'content-length', String(body.byteLength));
  return fields;
}

/** Answers a held public read and returns true, or returns false for Fastify to answer. */
export function publicFastPath({
  cache,
  securityHeaders,
  logAnswered,
  closing,
  readerBody,
}: PublicFastPathOptions): (request: IncomingMessage, response: ServerResponse, routed: Routed) => boolean {
  const wires = new WeakMap<Answer, Wire>();
  const flatSecurity = new Map<Readonly<Record<string, string>>, string[]>();

  return (request, response, routed) => {
    const started = performance.now();
    const method = request.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const url = request.url ?? '';
    const answer = cache.answered(url);
    if (answer === undefined || closing() || hostHeaderCount(request.rawHeaders) > 1) return false;
    const head = method === 'HEAD';
    const { authorization } = request.headers;
    const forReader = authorization !== undefined && answer.priced !== undefined;
    if (forReader && (readerBody === undefined || head)) return false;

    const security = securityHeaders(url);
    let securityFields = flatSecurity.get(security);
    if (securityFields === undefined) flatSecurity.set(security, (securityFields = Object.entries(security).flat()));
    const send = (statusCode: number, fields: string[], body: Buffer | undefined) => {
      const reqId = randomUUID();
      response.writeHead(statusCode, [...securityFields, 'x-request-id', reqId, ...fields]);
      const done = (error?: Error) => {
        response.removeListener('finish', done);
        response.removeListener('error', done);
        logAnswered(error, reqId, method, url, statusCode, performance.now() - started);
      };
      response.on('finish', done);
      response.on('error', done);
      response.end(body);
    };
    const sendPublic = () => {
      let wire = wires.get(answer);
      if (wire === undefined) wires.set(answer, (wire = wireOf(answer)));
      const notModified = matches(request.headers['if-none-match'], answer.etag);
      const fields = notModified ? (head ? wire.notModifiedToHead : wire.notModified) : wire.ok;
      send(notModified ? 304 : 200, fields, head || notModified ? undefined : answer.body);
    };

    if (!forReader) sendPublic();
    else
      readerBody!(authorization!, answer).then(
        (body) => (body === undefined ? sendPublic() : send(200, privateFields(answer, body), body)),
        // The token's row could not be read: Fastify's route asks again and answers its error.
        () => routed(request, response),
      );
    return true;
  };
}
