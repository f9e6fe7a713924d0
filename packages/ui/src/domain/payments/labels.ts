// The words for a payment's method and status (requirements §18), in the reader's language: the API
// speaks the keys, the screens say them.
import { msg } from '@lingui/core/macro';
import type { PaymentMethod, PaymentStatus } from './contract.ts';

export const paymentMethodLabels = {
  cod: msg`Cash on delivery`,
  bkash: msg`bKash`,
  sslcommerz: msg`Card / mobile banking (SSLCommerz)`,
  invoice: msg`Pay on invoice`,
} as const satisfies Record<PaymentMethod, ReturnType<typeof msg>>;

/** The shopper's words (§18.2.3): a status read alone says it is about the payment. */
export const paymentStatusLabels = {
  unpaid: msg`Unpaid`,
  pending: msg`Payment pending`,
  partially_paid: msg`Advance paid`,
  paid: msg`Paid`,
  failed: msg`Payment failed`,
  expired: msg`Payment expired`,
  review: msg`Payment in review`,
  refunded: msg`Refunded`,
} as const satisfies Record<PaymentStatus, ReturnType<typeof msg>>;

/** The administrator's short words (§18.3), for columns and filters already headed "Payment". */
export const paymentStatusShortLabels = {
  unpaid: msg`Unpaid`,
  pending: msg`Pending`,
  partially_paid: msg`Partially paid`,
  paid: msg`Paid`,
  failed: msg`Failed`,
  expired: msg`Expired`,
  review: msg`In review`,
  refunded: msg`Refunded`,
} as const satisfies Record<PaymentStatus, ReturnType<typeof msg>>;
