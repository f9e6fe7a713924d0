import { invitationNoticeSubject, type InvitationNoticeData } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { renderInvitationEmail } from './render.ts';

const data: InvitationNoticeData = {
  invitationId: 'x7Yq3kL0aB9cD2eF4gH6iJ',
  companyName: 'Rahim <Traders> Ltd',
  inviterName: 'Nusrat Jahan',
  role: 'buyer',
  email: 'karim@example.com',
  expiresAt: '2026-12-12T08:00:00.000Z',
};
const base = { data, origin: 'https://shop.example.com', contactEmail: 'info@computerclub.example.com' };

describe('an invitation email (requirements §20.2)', () => {
  it('says who invited whom into which company as what, until when, and links to My company', async () => {
    const email = await renderInvitationEmail(base);
    expect(email.subject).toBe(invitationNoticeSubject(data));
    for (const part of [email.html, email.text]) {
      expect(part).toContain('as a buyer');
      expect(part).toContain('karim@example.com');
      expect(part).toContain('12 Dec 2026');
      expect(part).toContain('https://shop.example.com/dashboard/company');
    }
    expect(email.html).toContain('Rahim &lt;Traders&gt; Ltd');
    expect(email.text).toContain('Rahim <Traders> Ltd');
    expect(email.text).not.toMatch(/<\/?(html|body|table|tr|td|a|div|p)\b/i);
  });

  it('names each role', async () => {
    for (const [role, words] of [
      ['admin', 'as an admin'],
      ['approver', 'as an approver'],
    ] as const)
      expect((await renderInvitationEmail({ ...base, data: { ...data, role } })).text).toContain(words);
  });

  it('is written in Bangla for a Bangla inviter, with Bangla digits', async () => {
    const email = await renderInvitationEmail({ ...base, locale: 'bn' });
    expect(email.subject).toMatch(/[\u0980-\u09FF]/);
    expect(email.subject).toContain('Rahim <Traders> Ltd');
    expect(email.text).toContain('১২ ডিসেম্বর ২০২৬');
    expect(email.text).not.toContain('invited you');
  });
});
