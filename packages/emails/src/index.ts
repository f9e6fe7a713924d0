// @storefront/emails: the emails the store sends (requirements §13.7), React components rendered
// by react-email. The server's outbox sender loads this package only when it has mail to send.
export { ApprovalEmail, type ApprovalEmailProps } from './ApprovalEmail.ts';
export { emailLocales, type EmailLocale } from './i18n.ts';
export { InvitationEmail, type InvitationEmailProps } from './InvitationEmail.ts';
export { OrderEmail, type OrderEmailProps } from './OrderEmail.ts';
export { PaymentEmail, type PaymentEmailProps } from './PaymentEmail.ts';
export { PurchaseEmail, type PurchaseEmailProps } from './PurchaseEmail.ts';
export { QuoteEmail, type QuoteEmailProps } from './QuoteEmail.ts';
export {
  renderApprovalEmail,
  renderInvitationEmail,
  renderOrderEmail,
  renderPaymentEmail,
  renderPurchaseEmail,
  renderQuoteEmail,
  type RenderedEmail,
} from './render.ts';
