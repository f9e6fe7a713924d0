import { describe, expect, it } from 'vitest';
import { checkoutInputSchema } from './cart.ts';
import { messages } from './messages.ts';
import {
  canMovePayment,
  dueNowMinor,
  isOnlineMethod,
  paymentMethodSchema,
  paymentMoves,
  paymentStatuses,
  type PaymentMethod,
  type PaymentStatus,
} from './payments.ts';

// Every move the state machine allows (requirements §18); every other pair is refused.
const allowed: [PaymentStatus, PaymentStatus][] = [
  ['unpaid', 'paid'],
  ['unpaid', 'partially_paid'],
  ['pending', 'paid'],
  ['pending', 'partially_paid'],
  ['pending', 'failed'],
  ['pending', 'expired'],
  ['pending', 'review'],
  ['failed', 'pending'],
  ['failed', 'expired'],
  ['partially_paid', 'paid'],
  ['partially_paid', 'refunded'],
  ['partially_paid', 'review'],
  ['paid', 'refunded'],
  ['paid', 'review'],
  ['expired', 'refunded'],
  ['expired', 'review'],
  ['review', 'paid'],
  ['review', 'partially_paid'],
  ['review', 'refunded'],
];
const key = (from: string, to: string) => `${from}->${to}`;
const allowedKeys = new Set(allowed.map(([from, to]) => key(from, to)));
const refused = paymentStatuses.flatMap((from) =>
  paymentStatuses.filter((to) => !allowedKeys.has(key(from, to))).map((to) => [from, to] as const),
);

describe('the payment state machine', () => {
  it.each(allowed)('moves %s -> %s', (from, to) => expect(canMovePayment(from, to)).toBe(true));

  it.each(refused)('refuses %s -> %s', (from, to) => expect(canMovePayment(from, to)).toBe(false));

  it('lists exactly the allowed moves', () => {
    const listed = Object.entries(paymentMoves).flatMap(([from, tos]) => tos.map((to) => key(from, to)));
    expect(new Set(listed)).toEqual(allowedKeys);
    expect(refused).toHaveLength(paymentStatuses.length ** 2 - allowed.length);
  });

  it('never refunds what was never paid, and refunded is the end', () => {
    expect(canMovePayment('unpaid', 'refunded')).toBe(false);
    expect(paymentMoves.refunded).toEqual([]);
  });
});

describe('what is due online now', () => {
  const threshold = 2_000_000; // BDT 20,000
  const due = (method: PaymentMethod, subtotalMinor: number, deliveryChargeMinor = 7000) =>
    dueNowMinor({ method, subtotalMinor, deliveryChargeMinor, advanceAboveMinor: threshold });

  it('is nothing on invoice, whatever its size (requirements §20.8)', () => {
    expect(due('invoice', 100_000)).toBe(0);
    expect(due('invoice', 5_000_000, 13_000)).toBe(0);
  });

  it('is the whole total for an online method, whatever its size', () => {
    expect(due('bkash', 100_000)).toBe(107_000);
    expect(due('sslcommerz', 5_000_000, 13_000)).toBe(5_013_000);
  });

  it('is nothing for cash on delivery up to the threshold, the threshold itself included', () => {
    expect(due('cod', 100_000)).toBe(0);
    expect(due('cod', threshold - 7000)).toBe(0); // total == threshold
  });

  it('is the delivery charge and 10% of the goods one poisha above the threshold', () => {
    // total = threshold + 1 poisha: 10% of 19,930.01 is 1,993.001, rounded up to 1,994.
    expect(due('cod', threshold - 7000 + 1)).toBe(7000 + 199_400);
  });

  it('rounds the 10% up to the whole taka, and an exact taka stays as it is', () => {
    expect(due('cod', 3_000_000)).toBe(7000 + 300_000);
    expect(due('cod', 3_000_050)).toBe(7000 + 300_100);
    expect(due('cod', 3_000_000, 0)).toBe(300_000);
  });
});

describe('the payment method', () => {
  it('takes the four methods and refuses any other', () => {
    for (const method of ['cod', 'bkash', 'sslcommerz', 'invoice'])
      expect(paymentMethodSchema.parse(method)).toBe(method);
    expect(isOnlineMethod('invoice')).toBe(false);
    const result = paymentMethodSchema.safeParse('card');
    expect(result.success || result.error.issues[0]?.message).toBe(messages.paymentMethodInvalid);
  });

  it('defaults to cash on delivery at checkout', () => {
    const body = {
      key: 'checkout-key-1',
      address: 'House 1, Road 2',
      phone: '01712345678',
      lines: [{ item: 'a'.repeat(24), quantity: 1, unit_price: 10 }],
      district: 'dhaka',
      delivery_charge: 70,
    };
    expect(checkoutInputSchema.parse(body).payment_method).toBe('cod');
    expect(checkoutInputSchema.parse({ ...body, payment_method: 'bkash' }).payment_method).toBe('bkash');
  });
});
