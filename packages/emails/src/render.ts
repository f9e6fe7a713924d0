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
  // One after the other: two renders at once in a browser (the stories' preview) now and then gave a
  // plain-text part laid out otherwise than the server's.
  const html = await render(element);
  // Headings as written: html-to-text shouts them in capitals by default.
  const text = await render(element, {
    plainText: true,
    htmlToTextOptions: { selectors: [{ selector: 'h1', options: { uppercase: false } }] },
  });
  return { subject: noticeSubject(props.template, props.data), html, text };
}
