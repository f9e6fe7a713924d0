// What an administrator sends about a purchase's payment (issue 33; requirements §18): cash
// collected at the door, a refund, and the decision on a payment held for review. One definition
// for the dialogs and the server's routes.
import { z } from 'zod';
import { daySchema } from './days.ts';
import { toLatinDigits } from './digits.ts';
import { messages } from './messages.ts';
import { paymentMethodSchema, paymentStatusSchema } from './payments.ts';
import { limits, optionalText, singleLineText } from './schemas.ts';

export const PAYMENT_NOTE_MAX = 200;

/**
 * An amount typed in a dialog ("1,250.50", "১২৫০") or sent as JSON (1250.5): a number of BDT, or
 * the text as it is (then refused). Grouping commas and spaces are how people write amounts here.
 */
const typedAmount = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const latin = toLatinDigits(value).replace(/[,\s]/g, '');
  return latin === '' ? undefined : Number.isNaN(Number(latin)) ? value : Number(latin);
};

/** Whether a number has at most 2 decimals (a whole number of poisha). */
const wholePoisha = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/** More than 0 BDT (at least one poisha once stored), to the poisha. */
const positiveAmount = (message: string) =>
  z.preprocess(
    typedAmount,
    z
      .number({ error: message })
      .max(limits.price, message)
      .refine(wholePoisha, message)
      .refine((v) => Math.round(v * 100) > 0, message),
  );

/** POST /api/purchases/{id}/payment/cash: cash collected on delivery, the day it was, and a note. */
export const cashInputSchema = z.object({
  amount: positiveAmount(messages.cashAmountInvalid),
  collected_on: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.string({ error: messages.cashDayInvalid }).pipe(daySchema),
  ),
  note: optionalText(PAYMENT_NOTE_MAX),
});
export type CashInput = z.infer<typeof cashInputSchema>;

/** POST /api/purchases/{id}/payment/refund: how much goes back, and why (kept in the payment's trail). */
export const refundInputSchema = z.object({
  amount: positiveAmount(messages.refundAmountInvalid),
  reason: singleLineText(messages.refundReasonRequired, PAYMENT_NOTE_MAX),
});
export type RefundInput = z.infer<typeof refundInputSchema>;

/**
 * The Refund dialog's check: what refundInputSchema checks, and at most what is left to refund
 * (paid less refunded, BDT). The server checks it again against the payment as it is by then.
 */
export function refundWithin(refundableBdt: number) {
  return refundInputSchema.refine((input) => Math.round(input.amount * 100) <= Math.round(refundableBdt * 100), {
    message: messages.refundAtMost(refundableBdt),
    path: ['amount'],
  });
}

export const paymentReviewDecisions = ['accept', 'refund'] as const;
export type PaymentReviewDecision = (typeof paymentReviewDecisions)[number];

/**
 * POST /api/purchases/{id}/payment/review: an administrator's decision on a payment in review. Not
 * `reviewInputSchema`: that name is a product review's (schemas.ts).
 */
export const paymentReviewInputSchema = z.object({
  decision: z.enum(paymentReviewDecisions, { error: messages.reviewDecisionInvalid }),
});
export type PaymentReviewInput = z.infer<typeof paymentReviewInputSchema>;

const PAYMENT_PAGE_SIZE = 20;
const PAYMENT_PAGE_MAX = 100;
/** Kept short: a search over the purchase number and the customer's email. */
const PAYMENT_SEARCH_MAX = limits.name;

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);

const paymentFilterFields = {
  status: z.preprocess(blankToUndefined, paymentStatusSchema.optional()),
  method: z.preprocess(blankToUndefined, paymentMethodSchema.optional()),
  /** A purchase number ("CP-000042", "42") or part of the customer's email. */
  q: z.preprocess(
    blankToUndefined,
    z.string().trim().max(PAYMENT_SEARCH_MAX, messages.tooLong(PAYMENT_SEARCH_MAX)).optional(),
  ),
  /** The first day of the last change (in the store's time zone), YYYY-MM-DD. */
  from: z.preprocess(blankToUndefined, daySchema.optional()),
  /** The last day, included. */
  to: z.preprocess(blankToUndefined, daySchema.optional()),
};

const daysInOrder = (v: { from?: string | undefined; to?: string | undefined }) =>
  v.from === undefined || v.to === undefined || v.from <= v.to;

/** GET /api/payments.csv (admin): the Payments screen's filters, all optional. */
export const paymentFiltersSchema = z
  .object(paymentFilterFields)
  .refine(daysInOrder, { path: ['to'], message: messages.orderDateOrder });
export type PaymentFilters = z.infer<typeof paymentFiltersSchema>;

/** GET /api/payments (admin): the filters, and a numbered page of them, last changed first. */
export const paymentListQuerySchema = z
  .object({
    ...paymentFilterFields,
    page: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: messages.pageInvalid })
        .int(messages.pageInvalid)
        .min(1, messages.pageInvalid)
        .max(limits.integerColumn, messages.pageInvalid)
        .default(1),
    ),
    limit: z.preprocess(
      blankToUndefined,
      z.coerce
        .number({ error: messages.limitRange(PAYMENT_PAGE_MAX) })
        .int(messages.limitRange(PAYMENT_PAGE_MAX))
        .min(1, messages.limitRange(PAYMENT_PAGE_MAX))
        .max(PAYMENT_PAGE_MAX, messages.limitRange(PAYMENT_PAGE_MAX))
        .default(PAYMENT_PAGE_SIZE),
    ),
  })
  .refine(daysInOrder, { path: ['to'], message: messages.orderDateOrder });
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
