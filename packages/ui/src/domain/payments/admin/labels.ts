// How the administrator's payment screens name methods and trail events (issue 33;
// requirements §18). The API answers the keys; the screens say them in the reader's language.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { PaymentEventKind, PaymentMethod } from './contract.ts';

export const paymentMethodLabels = {
  cod: msg`Cash on delivery`,
  bkash: msg`bKash`,
  sslcommerz: msg`Card / mobile banking (SSLCommerz)`,
  invoice: msg`Pay on invoice`,
} as const satisfies Record<PaymentMethod, MessageDescriptor>;

export const paymentEventLabels = {
  session: msg`Session opened`,
  ipn: msg`IPN received`,
  validation: msg`Validation`,
  callback: msg`Callback`,
  execute: msg`Execute`,
  query: msg`Query`,
  refund: msg`Refund`,
  cash: msg`Cash recorded`,
  expiry: msg`Hold expired`,
  review: msg`Review decision`,
  invoice_payment: msg`Invoice payment recorded`,
} as const satisfies Record<PaymentEventKind, MessageDescriptor>;
