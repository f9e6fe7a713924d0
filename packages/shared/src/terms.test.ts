import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { companyTermsInputSchema, invoicePaymentInputSchema, overdueBucketOf } from './terms.ts';

describe('payment terms (requirements §20.8)', () => {
  it('puts an invoice in the bucket of its days past due, none before', () => {
    expect([0, 1, 30, 31, 60, 61, 90, 91, -3].map(overdueBucketOf)).toEqual([
      null,
      'days_1_30',
      'days_1_30',
      'days_31_60',
      'days_31_60',
      'days_61_90',
      'days_61_90',
      'days_over_90',
      null,
    ]);
  });

  it('needs a credit limit with terms, and none without', () => {
    expect(companyTermsInputSchema.parse({ net_days: 30, credit_limit: 500_000 })).toEqual({
      net_days: 30,
      credit_limit: 500_000,
      require_po_number: false,
    });
    expect(companyTermsInputSchema.safeParse({ net_days: null, credit_limit: null }).success).toBe(true);
    const missing = companyTermsInputSchema.safeParse({ net_days: 30, credit_limit: null });
    expect(missing.error?.issues).toEqual([
      expect.objectContaining({ path: ['credit_limit'], message: messages.creditLimitInvalid }),
    ]);
    for (const net_days of [0, 121, 1.5])
      expect(companyTermsInputSchema.safeParse({ net_days, credit_limit: 1 }).error?.issues[0]?.message).toBe(
        messages.netDaysInvalid,
      );
    expect(companyTermsInputSchema.safeParse({ net_days: 30, credit_limit: 0.001 }).success).toBe(false);
  });

  it('takes a payment with its amount, day and reference', () => {
    expect(invoicePaymentInputSchema.parse({ amount: 1200.5, paid_on: '2026-11-28', reference: ' CHQ 0042 ' })).toEqual(
      {
        amount: 1200.5,
        paid_on: '2026-11-28',
        reference: 'CHQ 0042',
      },
    );
    expect(
      invoicePaymentInputSchema.safeParse({ amount: 1, paid_on: '2026-11-28', reference: '  ' }).error?.issues[0]
        ?.message,
    ).toBe(messages.invoicePaymentReferenceRequired);
  });
});

describe('the list queries PostgreSQL reads as text', () => {
  it('drop a NUL, which PostgreSQL refuses in text (the fuzz suite found a 500)', async () => {
    const { usersQuerySchema } = await import('./schemas.ts');
    const { receivablesQuerySchema } = await import('./terms.ts');
    expect(usersQuerySchema.parse({ q: 'a\u0000b' }).q).toBe('ab');
    expect(receivablesQuerySchema.parse({ company: 'c\u00001' }).company).toBe('c1');
  });
});
