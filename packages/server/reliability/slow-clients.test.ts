// Slow and numerous clients (docs/security.md, Limits): a body trickled a byte at a time, headers
// that never end, and more connections than the server allows. Each is cut off at its configured
// limit; the server keeps answering others throughout. Before the limits, a trickled body kept
// its connection for more than five minutes and nothing capped connections.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { delay } from '@storefront/devstack/process';
import { startStack, type Stack } from './support/stack.ts';

const REQUEST_TIMEOUT_MS = 2_000;
const HEADERS_TIMEOUT_MS = 1_000;
const MAX_CONNECTIONS = 8;

interface Outcome {
  /** Milliseconds from connecting until the server closed the connection (undefined: still open). */
  closedAfterMs: number | undefined;
  received: string;
}

/** Connects, writes `chunks` one every `everyMs`, and reports when (if) the server hangs up. */
async function trickle(port: number, chunks: string[], everyMs: number, giveUpMs: number): Promise<Outcome> {
  const socket: Socket = connect({ host: '127.0.0.1', port });
  const started = Date.now();
  let received = '';
  let closedAfterMs: number | undefined;
  socket.on('data', (data) => (received += data.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<void>((resolve) =>
    socket.on('close', () => {
      closedAfterMs = Date.now() - started;
      resolve();
    }),
  );
  await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  for (const chunk of chunks) {
    if (closedAfterMs !== undefined || Date.now() - started > giveUpMs) break;
    socket.write(chunk);
    await Promise.race([delay(everyMs), closed]);
  }
  await Promise.race([closed, delay(Math.max(0, giveUpMs - (Date.now() - started)))]);
  socket.destroy();
  return { closedAfterMs, received };
}

describe('slow and numerous clients', () => {
  let stack: Stack;
  let server: Stack['server'];
  let token: string;

  beforeAll(async () => {
    stack = await startStack({
      file: 'slow-clients',
      kind: 'sqlite',
      env: {
        REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
        HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
        MAX_CONNECTIONS: String(MAX_CONNECTIONS),
      },
    });
    server = stack.server;
    token = (await stack.login('trickler')).token;
  });

  afterAll(() => stack?.stop());

  it('cuts off a body trickled one byte at a time at the request limit', async () => {
    // A signed-in customer's review: the server reads the body.
    const head = `POST /api/review HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n`;
    const outcome = await trickle(server.port, [head, ...'{"rating": 5, "description": "'.split('')], 400, 15_000);
    expect(outcome.closedAfterMs, 'the connection is still open').toBeDefined();
    // The limit plus Node's one-second check, with room for a busy machine.
    expect(outcome.closedAfterMs!).toBeLessThan(REQUEST_TIMEOUT_MS + 4_000);
    expect(outcome.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers that never end at the headers limit', async () => {
    const lines = ['GET /api/item HTTP/1.1\r\n', ...Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: 1\r\n`)];
    const outcome = await trickle(server.port, lines, 300, 15_000);
    expect(outcome.closedAfterMs, 'the connection is still open').toBeDefined();
    expect(outcome.closedAfterMs!).toBeLessThan(HEADERS_TIMEOUT_MS + 4_000);
  });

  it(`holds at most ${MAX_CONNECTIONS} connections and serves again once they close`, async () => {
    const sockets: Socket[] = [];
    try {
      for (let i = 0; i < MAX_CONNECTIONS; i++) {
        const socket = connect({ host: '127.0.0.1', port: server.port });
        socket.on('error', () => {});
        await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
        // Part of a request: the connection is busy, not idle.
        socket.write('GET /api/item HTTP/1.1\r\n');
        sockets.push(socket);
      }
      await delay(200);
      const over = await trickle(server.port, ['GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n'], 100, 3_000);
      expect(over.received, 'the connection over the cap was answered').toBe('');
      expect(over.closedAfterMs, 'the connection over the cap stayed open').toBeDefined();
    } finally {
      for (const socket of sockets) socket.destroy();
    }
    await delay(200);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
  });
});
