// How a purchase is paid (issue 33; requirements §18): the methods, the payment's statuses and the
// moves between them, the advance a large cash order pays online first, and the payloads that carry
// a payment. One rule for the quote, the checkout and the screens, so what is due is what is asked.
import { z } from 'zod';
import { messages } from './messages.ts';

/**
 * How the buyer pays: cash on delivery, bKash, a card or mobile banking through SSLCommerz, or on
 * invoice (`invoice`: a member of a company the store gave payment terms pays later, by its due
 * day; requirements §20.8).
 */
export const paymentMethods = ['cod', 'bkash', 'sslcommerz', 'invoice'] as const;
export const paymentMethodSchema = z.enum(paymentMethods, { error: messages.paymentMethodInvalid });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** The methods paid through a gateway's hosted page. */
export type OnlineMethod = Extract<PaymentMethod, 'bkash' | 'sslcommerz'>;
export const isOnlineMethod = (method: PaymentMethod): method is OnlineMethod =>
  method === 'bkash' || method === 'sslcommerz';

/**
 * A payment's status: `unpaid` (cash to collect, or an invoice not yet paid), `pending` (online,
 * waiting), `partially_paid` (a cash order's advance received, or part of an invoice), `paid`, `failed` (the gateway said no; it may be paid again
 * until the hold ends), `expired` (the hold ended unpaid: the orders were cancelled), `review` (the
 * gateway's figures differ from ours: an administrator decides), `refunded`.
 */
export const paymentStatuses = [
  'unpaid',
  'pending',
  'partially_paid',
  'paid',
  'failed',
  'expired',
  'review',
  'refunded',
] as const;
export const paymentStatusSchema = z.enum(paymentStatuses);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/**
 * Where each status may go (requirements §18). Nothing was paid on an unpaid payment, so it is never
 * refunded; a partial refund keeps `paid` and raises what was refunded; a payment confirmed after
 * its hold expired is refunded automatically (expired -> refunded). An automatic refund the gateway
 * refused, or whose tries ran out, puts the payment in review (paid, partially_paid or expired ->
 * review; §18.1) until an administrator's refund gives it back. Payments recorded against an
 * invoice move it unpaid -> partially_paid -> paid (§20.8).
 */
export const paymentMoves: Record<PaymentStatus, readonly PaymentStatus[]> = {
  unpaid: ['paid', 'partially_paid'],
  pending: ['paid', 'partially_paid', 'failed', 'expired', 'review'],
  failed: ['pending', 'expired'],
  partially_paid: ['paid', 'refunded', 'review'],
  paid: ['refunded', 'review'],
  expired: ['refunded', 'review'],
  review: ['paid', 'partially_paid', 'refunded'],
  refunded: [],
};

export const canMovePayment = (from: PaymentStatus, to: PaymentStatus): boolean => paymentMoves[from].includes(to);

/** The share of the goods a cash order above the threshold pays in advance, in percent. */
export const COD_ADVANCE_PERCENT = 10;
/** COD_ADVANCE_ABOVE's default, in BDT. */
export const COD_ADVANCE_ABOVE_BDT = 20_000;

/**
 * What must be paid online before the order stands, in poisha (requirements §18): the whole total
 * (goods and delivery) for an online method; for cash on delivery whose total is above the
 * threshold, the delivery charge plus 10% of the goods, that 10% rounded up to the whole taka; else
 * nothing. A total equal to the threshold needs no advance. Nothing is due now on invoice (§20.8).
 */
export function dueNowMinor({
  method,
  subtotalMinor,
  deliveryChargeMinor,
  advanceAboveMinor,
}: {
  method: PaymentMethod;
  subtotalMinor: number;
  deliveryChargeMinor: number;
  advanceAboveMinor: number;
}): number {
  const totalMinor = subtotalMinor + deliveryChargeMinor;
  if (method === 'invoice') return 0;
  if (isOnlineMethod(method)) return totalMinor;
  if (totalMinor <= advanceAboveMinor) return 0;
  return deliveryChargeMinor + Math.ceil((subtotalMinor * COD_ADVANCE_PERCENT) / 100 / 100) * 100;
}

/** A purchase's payment (on every purchase answer as `payment`). Amounts in BDT. */
export const paymentSchema = z.object({
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  /** BDT still to pay online now: 0 when none is due or it is paid. */
  due_now: z.number(),
  /** BDT received (online and cash), as the gateway or an administrator confirmed it. */
  paid: z.number(),
  refunded: z.number(),
  /** The gateway's hosted page while the payment is pending and a session is open. */
  redirect_url: z.string().nullable(),
  /** When the hold ends (ISO) while pending or failed, else null. */
  expires_at: z.string().nullable(),
  /**
   * The store day a purchase paid on invoice is due (requirements §20.8), null for every other
   * method. The server always sends it; optional for the screens' fixtures written before it.
   */
  due_on: z.string().nullable().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/purchases/{id}/pay: the gateway's page to send the buyer to. */
export const payAnswerSchema = z.object({ redirect_url: z.string() });
export type PayAnswer = z.infer<typeof payAnswerSchema>;

export const paymentEventKinds = [
  'session',
  'ipn',
  'validation',
  'callback',
  'execute',
  'query',
  'refund',
  'cash',
  'expiry',
  'review',
  'invoice_payment',
] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];

/** One step of a payment's trail: a gateway call and its answer (secrets removed), or a person's act. */
export const paymentEventSchema = z.object({
  at: z.string(),
  kind: z.enum(paymentEventKinds),
  request: z.unknown(),
  response: z.unknown(),
  ok: z.boolean(),
  /** Who acted (an administrator's email), null for the gateway and the store. */
  by: z.string().nullable(),
});
/** @public For the administrators' Payments screen (issue 33). */
export type PaymentEvent = z.infer<typeof paymentEventSchema>;

/**
 * The automatic refunds of a payment not yet done (requirements §18.1), in BDT: `refund_due` still
 * being tried (a cancel's share, a late payment), `refund_failed` refused by the gateway or out of
 * tries (the payment is then in review; an administrator's refund gives it back). The server always
 * sends both; optional for the screens' fixtures written before them.
 */
const refundClaimFields = {
  refund_due: z.number().optional(),
  refund_failed: z.number().optional(),
};

/** A row of GET /api/payments (admin). */
export const paymentListItemSchema = z.object({
  _id: z.string(),
  purchase: z.object({ _id: z.string(), number: z.string() }),
  user: z.string(),
  method: paymentMethodSchema,
  status: paymentStatusSchema,
  /** What was asked online: the whole total, or a cash order's advance; 0 for cash only. */
  amount: z.number(),
  paid: z.number(),
  refunded: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** How many steps its trail holds. */
  events: z.number().int(),
  ...refundClaimFields,
});
/** @public For the administrators' Payments screen (issue 33). */
export type PaymentListItem = z.infer<typeof paymentListItemSchema>;

/** GET /api/payments (admin): one page of payments, newest first, and how many match. */
export const paymentListSchema = z.object({ payments: z.array(paymentListItemSchema), total: z.number().int() });
export type PaymentList = z.infer<typeof paymentListSchema>;

/** GET /api/purchases/{id}/payment (admin): the payment with its trail, oldest first. */
export const paymentWithTrailSchema = paymentSchema.extend({
  ...refundClaimFields,
  events: z.array(paymentEventSchema),
});
export type PaymentWithTrail = z.infer<typeof paymentWithTrailSchema>;

/** The buyer's emails about a payment (requirements §18): its hold ended unpaid; paid late and refunded. */
export const paymentNoticeTemplates = ['payment-expired', 'payment-refunded'] as const;
export type PaymentNoticeTemplate = (typeof paymentNoticeTemplates)[number];
export const isPaymentNoticeTemplate = (template: string): template is PaymentNoticeTemplate =>
  (paymentNoticeTemplates as readonly string[]).includes(template);

/** What a payment's email shows. */
export interface PaymentNoticeData {
  purchaseId: string;
  purchaseNumber: string;
  customerName: string;
  customerEmail: string;
  method: PaymentMethod;
  /** BDT: what was due online (expired), or what was refunded. */
  amount: number;
  /** When it happened (ISO). */
  at: string;
}

/** The outbox row's subject, in English (the email's own is in the reader's language, the same words). */
export function paymentNoticeSubject(template: PaymentNoticeTemplate, data: Pick<PaymentNoticeData, 'purchaseNumber'>) {
  return template === 'payment-expired'
    ? `Your purchase ${data.purchaseNumber} is cancelled: its payment did not arrive in time`
    : `Your payment for purchase ${data.purchaseNumber} is refunded`;
}
