// One error path for every answer (docs/security.md, One error path): what Fastify or Node answer
// before any route runs (a URL that cannot be decoded, a request line or header Node cannot parse)
// carries the { message } shape and the security headers and echoes nothing of the request; a
// malformed multipart upload is a 400; private answers are never stored by a browser or a proxy.
// Before: the bad URL skipped the security headers and repeated the raw path, the multipart body
// answered 500, and no private answer had Cache-Control.
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('errorpath');

/** Sends raw bytes and answers what came back before the server closed the connection. */
function raw(bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host: '127.0.0.1', port: suite.server.port });
    let received = '';
    socket.on('data', (d) => (received += d.toString('latin1')));
    socket.on('end', () => resolve(received));
    socket.on('error', reject);
    socket.write(bytes);
  });
}

describe('answers made before routing', () => {
  it('refuses an undecodable URL with the error shape and the security headers, echoing nothing', async () => {
    const response = await fetch(`${suite.url}/api/item/%E0%A4%A<script>`);
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: 'Bad request: the address is not valid' });
    expect(text).not.toContain('%E0');
    expect(text).not.toContain('script');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(response.headers.get('x-request-id')).toBeTruthy();
  });

  it('answers a request Node cannot parse with the error shape and the security headers', async () => {
    const answer = await raw('GET /api/item HTTP/1.1\r\nHost: x\r\nThis is not a header\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer).toMatch(/^x-content-type-options: nosniff$/im);
    expect(answer.split('\r\n\r\n')[1]).toBe('{"message":"Bad request"}');
  });
});

describe('a malformed multipart upload', () => {
  it.each(['{', 'null', '\u0000'])('answers 400 with a clear message for the body %j', async (body) => {
    const admin = await suite.login('admin');
    const response = await admin.api.request<{ message: string; errors: Record<string, string> }>(
      'POST',
      apiPaths.upload,
      { body, headers: { 'content-type': 'multipart/form-data; boundary=x' } },
    );
    expect(response.status).toBe(400);
    expect(response.body.errors.image).toBe(
      'The upload could not be read: send the image as a multipart/form-data field "image"',
    );
  });
});

describe('private answers', () => {
  it('carry Cache-Control: no-store, and public reads keep their caching', async () => {
    const admin = await suite.login('admin');
    const customer = await suite.login('customer');
    for (const [who, path] of [
      [customer, `${apiPaths.orderList}?user=${encodeURIComponent(customer.email)}`],
      [customer, apiPaths.user(customer.email)],
      [customer, apiPaths.admin(customer.email)],
      [admin, apiPaths.users],
      [admin, apiPaths.orderList],
    ] as const) {
      const response = await who.api.get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-store');
    }
    const exchange = await suite.api.put(
      apiPaths.user(customer.email),
      { email: customer.email },
      {
        token: customer.idToken,
      },
    );
    expect(exchange.status).toBe(200);
    expect(exchange.headers.get('cache-control')).toBe('no-store');
    // Refusals of private calls too.
    expect((await customer.api.get(apiPaths.users)).headers.get('cache-control')).toBe('no-store');

    const items = await suite.api.get(apiPaths.itemList);
    expect(items.headers.get('cache-control')).toBe('no-cache');
  });
});
