// The administrator's payment calls (issue 33; requirements §18), by the contract's paths until
// the shared apiPaths name them (the server's routes land beside the payments core).
import type { CashInput, PaymentReviewInput, RefundInput } from '@storefront/shared';
import type { PurchaseWithDelivery } from '@storefront/ui';
import { apiSend } from './client.ts';

const purchasePayment = (id: string) => `/purchases/${encodeURIComponent(id)}/payment`;

export const paymentPaths = {
  /** GET (admin): ?status=&method=&q=&from=&to=&page=&limit= -> { payments, total }. */
  list: '/payments',
  /** GET (admin): the same filters as a CSV file. */
  export: '/payments.csv',
  /** GET (admin): a purchase's payment with its trail. */
  trail: purchasePayment,
  cash: (id: string) => `${purchasePayment(id)}/cash`,
  refund: (id: string) => `${purchasePayment(id)}/refund`,
  review: (id: string) => `${purchasePayment(id)}/review`,
};

/** Each answers the purchase as it is after the change. */
export const recordCash = (purchaseId: string, cash: CashInput) =>
  apiSend<PurchaseWithDelivery>('POST', paymentPaths.cash(purchaseId), cash);
export const refundPayment = (purchaseId: string, refund: RefundInput) =>
  apiSend<PurchaseWithDelivery>('POST', paymentPaths.refund(purchaseId), refund);
export const decideReview = (purchaseId: string, review: PaymentReviewInput) =>
  apiSend<PurchaseWithDelivery>('POST', paymentPaths.review(purchaseId), review);
