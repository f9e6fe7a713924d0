// The administrator's payment calls (issue 33; requirements §18.3), by the shared API paths.
import { apiPaths, type CashInput, type PaymentReviewInput, type RefundInput } from '@storefront/shared';
import type { PurchaseWithDelivery } from '@storefront/ui';
import { apiSend } from './client.ts';

export const paymentPaths = {
  /** GET (admin): ?status=&method=&q=&from=&to=&page=&limit= -> { payments, total }. */
  list: apiPaths.paymentList,
  /** GET (admin): the same filters as a CSV file. */
  export: apiPaths.paymentExport,
  /** GET (admin): a purchase's payment with its trail. */
  trail: (id: string) => apiPaths.purchasePayment(id),
};

/** Each answers the purchase as it is after the change. */
export const recordCash = (purchaseId: string, cash: CashInput) =>
  apiSend<PurchaseWithDelivery>('POST', apiPaths.purchasePaymentCash(purchaseId), cash);
export const refundPayment = (purchaseId: string, refund: RefundInput) =>
  apiSend<PurchaseWithDelivery>('POST', apiPaths.purchasePaymentRefund(purchaseId), refund);
export const decideReview = (purchaseId: string, review: PaymentReviewInput) =>
  apiSend<PurchaseWithDelivery>('POST', apiPaths.purchasePaymentReview(purchaseId), review);
