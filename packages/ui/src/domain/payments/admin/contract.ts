// Issue 33's payment shapes as the contract between its helpers fixes them, until the shared ones
// (packages/shared/src/payments.ts, written beside the server's payments core) replace this file at
// merge: the same names and fields, so only the import changes.

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

/** A purchase's payment, on every purchase answer as `payment` (BDT). */
export interface Payment {
  method: PaymentMethod;
  status: PaymentStatus;
  /** Still to pay online now (0 when none, or paid). */
  due_now: number;
  /** Received (online and cash), validated. */
  paid: number;
  refunded: number;
  /** The gateway's hosted page while pending with a session open. */
  redirect_url: string | null;
  /** When the hold ends (pending, failed), ISO; else null. */
  expires_at: string | null;
}

/** One row of GET /api/payments. */
export interface PaymentListItem {
  _id: string;
  purchase: { _id: string; number: string };
  /** The buyer's email. */
  user: string;
  method: PaymentMethod;
  status: PaymentStatus;
  /** Due online, or the advance (BDT). */
  amount: number;
  paid: number;
  refunded: number;
  createdAt: string;
  updatedAt: string;
  /** How many events its trail holds. */
  events: number;
}

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
] as const;
export type PaymentEventKind = (typeof paymentEventKinds)[number];

/** One step of a payment's trail: a gateway call and its answer (secrets removed), cash, a review. */
export interface PaymentEvent {
  at: string;
  kind: PaymentEventKind;
  request: unknown;
  response: unknown;
  ok: boolean;
  /** The administrator who acted; null for the gateway and the store. */
  by: string | null;
}

/** GET /api/payments: one page, and how many match. */
export interface PaymentList {
  payments: PaymentListItem[];
  total: number;
}

/** GET /api/purchases/{id}/payment (admin): the payment with its trail, oldest first. */
export interface PaymentWithTrail extends Payment {
  events: PaymentEvent[];
}
