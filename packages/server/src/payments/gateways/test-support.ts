// What the clients' tests share: the sandbox, a trail that keeps every event, and a receiver for IPNs.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayTrail, StartInput } from './port.ts';

export function recordingTrail() {
  const events: Parameters<GatewayTrail>[0][] = [];
  const trail: GatewayTrail = (event) => void events.push(event);
  return { trail, events };
}

let tranCounter = 0;

/** A start input for `amountMinor` with a unique tran_id; `origin` is the store's. */
export function startInput(amountMinor: number, origin: string): StartInput {
  tranCounter += 1;
  const tranId = `P${Date.now().toString(36)}${tranCounter}`.toUpperCase();
  return {
    tranId,
    amountMinor,
    currency: 'BDT',
    customer: {
      name: 'Rahim Uddin',
      email: 'rahim@example.com',
      phone: '01712345678',
      address: 'House 5, Road 2, Dhanmondi',
      district: 'Dhaka',
    },
    urls: {
      success: `${origin}/api/payments/sslcommerz/return/success`,
      fail: `${origin}/api/payments/sslcommerz/return/fail`,
      cancel: `${origin}/api/payments/sslcommerz/return/cancel`,
      ipn: `${origin}/api/payments/sslcommerz/ipn`,
      callback: `${origin}/api/payments/bkash/callback`,
    },
  };
}

/** A stand-in for the store's IPN endpoint: keeps every form posted to it. */
export async function ipnReceiver() {
  const received: Record<string, string>[] = [];
  const server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push(Object.fromEntries(new URLSearchParams(raw)));
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
