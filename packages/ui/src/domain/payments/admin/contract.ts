// Issue 33's payment shapes as the administrator's screens read them: the shared schemas' types
// (packages/shared/src/payments.ts), which the server answers.
export {
  paymentMethods,
  paymentStatuses,
  type Payment,
  type PaymentEvent,
  type PaymentEventKind,
  type PaymentList,
  type PaymentListItem,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentWithTrail,
} from '@storefront/shared';
