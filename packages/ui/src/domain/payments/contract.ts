// Issue 33's payment shapes (requirements §18) under the names the screens use: the shared schemas'
// types (packages/shared/src/payments.ts), which the server answers.
import type { Payment, PaymentMethod, PaymentStatus } from '@storefront/shared';

export {
  paymentMethods,
  paymentStatuses,
  type PayAnswer,
  type Payment,
  type PaymentMethod,
  type PaymentStatus,
} from '@storefront/shared';

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
