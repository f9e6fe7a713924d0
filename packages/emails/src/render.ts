import { render } from '@react-email/render';
import { noticeSubject } from '@storefront/shared';
import { createElement } from 'react';
import { OrderEmail, type OrderEmailProps } from './OrderEmail.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

/** An order email as it is sent: its subject, its HTML and its plain-text part. */
export async function renderOrderEmail(props: OrderEmailProps): Promise<RenderedEmail> {
  const element = createElement(OrderEmail, props);
  const [html, text] = await Promise.all([
    render(element),
    // Headings as written: html-to-text shouts them in capitals by default.
    render(element, {
      plainText: true,
      htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
    }),
  ]);
  return { subject: noticeSubject(props.template, props.data), html, text };
}
