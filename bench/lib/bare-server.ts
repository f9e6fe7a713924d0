// The baseline: a bare node:http server answering the bytes the real server answered (captured
// just before), in its own process on the same Node. Run as a child by bench/lib/servers.ts:
//   node bench/lib/bare-server.ts <routes.json>   -> prints "LISTENING <port>"
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

export interface CannedAnswer {
  method: string;
  /** Path and query, exactly as requested. */
  url: string;
  status: number;
  headers: Record<string, string>;
  /** base64 */
  body: string;
}

const file = process.argv[2];
if (!file) {
  console.error('usage: bare-server.ts <routes.json>');
  process.exit(2);
}
const answers = new Map<string, { status: number; headers: Record<string, string>; body: Buffer }>();
for (const a of JSON.parse(readFileSync(file, 'utf8')) as CannedAnswer[]) {
  const body = Buffer.from(a.body, 'base64');
  answers.set(`${a.method} ${a.url}`, {
    status: a.status,
    headers: { ...a.headers, 'content-length': String(body.length) },
    body,
  });
}

const server = createServer((request, response) => {
  const answer = answers.get(`${request.method} ${request.url}`);
  // Read the request body (POST) before answering, as the real server must.
  request.resume();
  request.on('end', () => {
    if (!answer) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    response.writeHead(answer.status, answer.headers).end(answer.body);
  });
});
server.keepAliveTimeout = 65_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
