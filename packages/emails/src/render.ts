import { render } from '@react-email/render';
import { createElement, type ReactElement } from 'react';
import { ApprovalEmail, approvalSubject, type ApprovalEmailProps } from './ApprovalEmail.ts';
import { emailI18n } from './i18n.ts';
import { InvitationEmail, invitationSubject, type InvitationEmailProps } from './InvitationEmail.ts';
import { OrderEmail, orderSubject, type OrderEmailProps } from './OrderEmail.ts';
import { PaymentEmail, paymentSubject, type PaymentEmailProps } from './PaymentEmail.ts';
import { PurchaseEmail, purchaseSubject, type PurchaseEmailProps } from './PurchaseEmail.ts';
import { QuoteEmail, quoteSubject, type QuoteEmailProps } from './QuoteEmail.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An email's HTML and plain-text parts. */
async function parts(element: ReactElement): Promise<{ html: string; text: string }> {
  // One after the other: two renders at once in a browser (the stories' preview) now and then gave a
  // plain-text part laid out otherwise than the server's.
  const html = await render(element);
  // Headings as written: html-to-text shouts them in capitals by default.
  const text = await render(element, {
    plainText: true,
    htmlToTextOptions: {
      selectors: [
        { selector: 'h1', options: { uppercase: false } },
        // A purchase's orders as columns, as the HTML shows them.
        { selector: 'table.lines', format: 'dataTable', options: { uppercaseHeaderCells: false, maxColumnWidth: 40 } },
      ],
    },
  });
  return { html, text };
}

/** An order email as it is sent, in `props.locale` (English unless given): its subject, its HTML and its plain-text part. */
export async function renderOrderEmail(props: OrderEmailProps): Promise<RenderedEmail> {
  return {
    subject: orderSubject(emailI18n(props.locale), props.template, props.data),
    ...(await parts(createElement(OrderEmail, props))),
  };
}

/** A purchase's email as it is sent (requirements §13.7), in `props.locale`: its subject, its HTML and its plain-text part. */
export async function renderPurchaseEmail(props: PurchaseEmailProps): Promise<RenderedEmail> {
  return {
    subject: purchaseSubject(emailI18n(props.locale), props.template, props.data),
    ...(await parts(createElement(PurchaseEmail, props))),
  };
}

/** A payment's email as it is sent (requirements §18), in `props.locale`: its subject, its HTML and its plain-text part. */
export async function renderPaymentEmail(props: PaymentEmailProps): Promise<RenderedEmail> {
  return {
    subject: paymentSubject(emailI18n(props.locale), props.template, props.data),
    ...(await parts(createElement(PaymentEmail, props))),
  };
}

/** A company invitation's email as it is sent (requirements §20.2), in `props.locale`: its subject, its HTML and its plain-text part. */
export async function renderInvitationEmail(props: InvitationEmailProps): Promise<RenderedEmail> {
  return {
    subject: invitationSubject(emailI18n(props.locale), props.data),
    ...(await parts(createElement(InvitationEmail, props))),
  };
}

/** An approval email as it is sent (requirements §20.4), in `props.locale`: its subject, its HTML and its plain-text part. */
export async function renderApprovalEmail(props: ApprovalEmailProps): Promise<RenderedEmail> {
  return {
    subject: approvalSubject(emailI18n(props.locale), props.template, props.data),
    ...(await parts(createElement(ApprovalEmail, props))),
  };
}

export async function renderQuoteEmail(props: QuoteEmailProps): Promise<RenderedEmail> {
  return {
    subject: quoteSubject(emailI18n(props.locale), props.template, props.data),
    ...(await parts(createElement(QuoteEmail, props))),
  };
}
