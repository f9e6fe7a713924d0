// What the gateway clients' unit tests (src/payments/gateways/bkash.test.ts, sslcommerz.test.ts)
// share against the local sandbox: a trail that keeps what a client records, and a payment to open
// with a unique tran_id, the store's return addresses at `origin` (as payments/service.ts builds them).
import type { GatewayTrail, StartInput } from '../../src/payments/gateways/port.ts';

/** A trail that keeps every event. */
export function recordingTrail() {
  const events: Parameters<GatewayTrail>[0][] = [];
  const trail: GatewayTrail = (event) => void events.push(event);
  return { trail, events };
}

let tranCounter = 0;

/** A start input for `amountMinor` with a unique tran_id; `origin` is the store's. */
export function startInput(amountMinor: number, origin: string): StartInput {
  tranCounter += 1;
  return {
    tranId: `P${Date.now().toString(36)}${tranCounter}`.toUpperCase(),
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
