import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { cashInputSchema, refundInputSchema, refundWithin, paymentReviewInputSchema } from './payment-admin.ts';

const errorsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('cashInputSchema', () => {
  it('takes an amount typed in either digit set, with grouping commas, and a day', () => {
    expect(cashInputSchema.parse({ amount: '১২,৫০০.৫০', collected_on: '2026-11-27' })).toEqual({
      amount: 12500.5,
      collected_on: '2026-11-27',
      note: undefined,
    });
    expect(cashInputSchema.parse({ amount: 800, collected_on: '2026-11-27', note: '  Paid at the door ' })).toEqual({
      amount: 800,
      collected_on: '2026-11-27',
      note: 'Paid at the door',
    });
  });

  it('refuses no amount, 0, a negative one, a fraction of a poisha and text', () => {
    for (const amount of ['', 0, -5, '12.345', 'many', 5e-242]) {
      expect(errorsOf(cashInputSchema.safeParse({ amount, collected_on: '2026-11-27' }))).toEqual({
        amount: messages.cashAmountInvalid,
      });
    }
  });

  it('refuses a missing day and one that is not a calendar day', () => {
    expect(errorsOf(cashInputSchema.safeParse({ amount: 10, collected_on: '' }))).toEqual({
      collected_on: messages.cashDayInvalid,
    });
    expect(errorsOf(cashInputSchema.safeParse({ amount: 10 }))).toEqual({ collected_on: messages.cashDayInvalid });
    expect(errorsOf(cashInputSchema.safeParse({ amount: 10, collected_on: '2026-02-30' }))).toEqual({
      collected_on: messages.orderDateInvalid,
    });
  });
});

describe('refundInputSchema', () => {
  it('needs a positive amount and a reason', () => {
    expect(refundInputSchema.parse({ amount: '৫০০', reason: 'Cancelled line' })).toEqual({
      amount: 500,
      reason: 'Cancelled line',
    });
    expect(errorsOf(refundInputSchema.safeParse({ amount: '0', reason: ' ' }))).toEqual({
      amount: messages.refundAmountInvalid,
      reason: messages.refundReasonRequired,
    });
  });

  it('refundWithin refuses more than is left to refund, to the poisha', () => {
    const schema = refundWithin(1200.5);
    expect(schema.safeParse({ amount: 1200.5, reason: 'Cancelled' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ amount: 1200.51, reason: 'Cancelled' }))).toEqual({
      amount: messages.refundAtMost(1200.5),
    });
    expect(messages.refundAtMost(1200.5)).toBe('At most BDT 1,200.5 can be refunded');
  });
});

describe('paymentReviewInputSchema', () => {
  it('takes accept or refund, nothing else', () => {
    expect(paymentReviewInputSchema.parse({ decision: 'accept' })).toEqual({ decision: 'accept' });
    expect(paymentReviewInputSchema.parse({ decision: 'refund' })).toEqual({ decision: 'refund' });
    expect(errorsOf(paymentReviewInputSchema.safeParse({ decision: 'paid' }))).toEqual({
      decision: messages.reviewDecisionInvalid,
    });
  });
});
