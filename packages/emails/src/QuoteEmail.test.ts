import { quoteNoticeSubject, quoteNoticeTemplates, type QuoteNoticeData } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { renderQuoteEmail } from './render.ts';

const data: QuoteNoticeData = {
  quoteId: 'q-1',
  quoteNumber: 'Q-000042',
  buyerName: 'Karim Uddin',
  companyName: 'Rahim <Traders> Ltd',
  byName: 'Selim Reza',
  message: 'Our best price for 12',
  version: 2,
  subtotal: 125_000,
  validUntil: '2026-12-15',
  purchaseNumber: null,
  lines: [{ name: 'DDR5 16 GB', quantity: 12, unit_price: 4_200 }],
};
const base = { data, origin: 'https://shop.example.com', contactEmail: 'info@computerclub.example.com' };

describe('the quote emails (requirements §20.7)', () => {
  it('have the outbox row’s subject in English, for every template', async () => {
    for (const template of quoteNoticeTemplates)
      expect((await renderQuoteEmail({ ...base, template })).subject).toBe(quoteNoticeSubject(template, data));
  });

  it('tell the buyer of an offer: its lines at their prices, its sum, its last day, the message and the way to it', async () => {
    const email = await renderQuoteEmail({ ...base, template: 'quote-offered' });
    for (const part of [email.html, email.text]) {
      expect(part).toContain('1,25,000');
      expect(part).toContain('15 Dec 2026');
      expect(part).toContain('DDR5 16 GB');
      expect(part).toContain('4,200');
      expect(part).toContain('Our best price for 12');
      expect(part).toContain('https://shop.example.com/dashboard/quotes/q-1');
    }
  });

  it('tell the staff who asked, for which company, and which purchase an acceptance made', async () => {
    const asked = await renderQuoteEmail({ ...base, template: 'quote-requested' });
    expect(asked.html).toContain('Karim Uddin (Rahim &lt;Traders&gt; Ltd) asks for prices');
    const accepted = await renderQuoteEmail({
      ...base,
      template: 'quote-accepted',
      data: { ...data, purchaseNumber: 'CP-000007', message: null },
    });
    expect(accepted.text).toContain('accepted offer 2 of quote Q-000042: purchase CP-000007');
    expect(accepted.text).not.toContain('Message:');
  });

  it('is written in Bangla for a Bangla reader, with Bangla digits', async () => {
    const email = await renderQuoteEmail({ ...base, template: 'quote-offered', locale: 'bn' });
    expect(email.subject).toMatch(/[\u0980-\u09FF]/);
    expect(email.text).toContain('১,২৫,০০০');
    expect(email.text).not.toContain('valid until');
  });
});
