// A tiny round-robin HTTP proxy on 127.0.0.1 in front of several server processes: "two instances
// behind one address". Each answer carries x-served-by (the index of the instance that served it).
import { createServer, request as httpRequest, type Server } from 'node:http';

export interface RoundRobinProxy {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** How many requests each target served. */
  readonly served: number[];
  close(): Promise<void>;
}

export async function startProxy(targets: string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const served = targets.map(() => 0);
  const server: Server = createServer((req, res) => {
    const index = next;
    next = (next + 1) % targets.length;
    served[index] = (served[index] ?? 0) + 1;
    const target = new URL(req.url ?? '/', targets[index]);
    const upstream = httpRequest(
      target,
      { method: req.method, headers: { ...req.headers, host: target.host }, timeout: 30_000 },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) });
        answer.pipe(res);
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json', 'x-served-by': String(index) });
      res.end(JSON.stringify({ message: `proxy: ${error.message}` }));
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    served,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
