// Answers Fastify makes before any route or hook runs: a URL it cannot decode (frameworkErrors)
// and a request Node cannot parse (clientErrorHandler). They go out like every other error: the
// { message } shape, the security headers, and nothing of the request echoed back (Fastify's
// defaults repeat the raw path). docs/security.md, "One error path".
import type { Socket } from 'node:net';
import type { FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import type { SecurityHeadersFor } from './security-headers.ts';

export const frameworkErrorMessages = {
  badUrl: 'Bad request: the address is not valid',
  badRequest: 'Bad request',
} as const;

/** Fastify's options for both; `headersFor` is filled in once the security headers are built. */
export function frameworkErrorOptions(
  headersFor: () => SecurityHeadersFor | undefined,
): Pick<FastifyServerOptions, 'frameworkErrors' | 'clientErrorHandler'> {
  return {
    frameworkErrors(error: Error, request: FastifyRequest, reply: FastifyReply) {
      request.log.info({ code: (error as { code?: string }).code }, 'unroutable request');
      const url = request.raw.url ?? '/';
      void reply
        .headers(headersFor()?.(url) ?? {})
        .header('x-request-id', request.id)
        .header('cache-control', 'no-store')
        .code(400)
        .send({ message: frameworkErrorMessages.badUrl });
    },
    clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
      if (!socket.writable) return;
      const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
      const body = JSON.stringify({ message: status === 408 ? 'Request timeout' : frameworkErrorMessages.badRequest });
      const headers = { ...(headersFor()?.('/api/') ?? {}), 'content-type': 'application/json; charset=utf-8' };
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
      socket.end(
        [
          `HTTP/1.1 ${status} ${status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request'}`,
          ...lines,
          `content-length: ${Buffer.byteLength(body)}`,
          'connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    },
  };
}
