// Issue 33's payment shapes (requirements §18) as the screens read them: a stand-in for the shared
// schemas (packages/shared/src/payments.ts), written to the contract, until they land.

export const paymentMethods = ['cod', 'bkash', 'sslcommerz'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

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
export type PaymentStatus = (typeof paymentStatuses)[number];

/** A purchase's payment (every purchase answer's `payment`); money in BDT. */
export interface Payment {
  method: PaymentMethod;
  status: PaymentStatus;
  /** BDT still to pay online now (0 when none, or paid). */
  due_now: number;
  /** BDT received (online and cash), validated. */
  paid: number;
  refunded: number;
  /** The gateway's hosted page while the status is pending and a session is open. */
  redirect_url: string | null;
  /** When the hold ends (pending, failed), else null. */
  expires_at: string | null;
}

/** What a purchase answer adds for payments. */
export interface WithPayment {
  payment?: Payment;
}

/** What an order answer adds: its purchase's payment status (a one-item order's own). */
export interface WithPaymentStatus {
  payment_status?: PaymentStatus;
}

/** What GET /api/config adds: the methods offered (a gateway not configured is not) and the advance threshold (BDT). */
export interface PaymentConfig {
  payment_methods: PaymentMethod[];
  cod_advance_above: number;
}

/** POST /api/purchases/{id}/pay's answer: the gateway's page to send the buyer to. */
export interface PayAnswer {
  redirect_url: string;
}
