import { approvalNoticeSubject, type ApprovalNoticeData } from '@storefront/shared';
import { describe, expect, it } from 'vitest';
import { renderApprovalEmail } from './render.ts';

const data: ApprovalNoticeData = {
  purchaseId: 'p-1',
  purchaseNumber: 'CP-000042',
  companyName: 'Rahim <Traders> Ltd',
  buyerName: 'Karim Uddin',
  total: 125_000,
  deciderName: null,
  note: null,
  at: '2026-12-01T08:00:00.000Z',
};
const base = { data, origin: 'https://shop.example.com', contactEmail: 'info@computerclub.example.com' };

describe('the approval emails (requirements §20.4)', () => {
  it('ask an approver, with the total, the deadline and the way to the approvals', async () => {
    const email = await renderApprovalEmail({ ...base, template: 'approval-requested' });
    expect(email.subject).toBe(approvalNoticeSubject('approval-requested', data));
    for (const part of [email.html, email.text]) {
      expect(part).toContain('1,25,000');
      expect(part).toContain('1 Dec 2026');
      expect(part).toContain('https://shop.example.com/dashboard/company');
    }
    expect(email.html).toContain('Rahim &lt;Traders&gt; Ltd');
  });

  it("tell the buyer of the approver's decision with the note, or that nobody decided in time", async () => {
    const approved = await renderApprovalEmail({
      ...base,
      template: 'approval-approved',
      data: { ...data, deciderName: 'Selim Reza', note: 'For the Gulshan branch' },
    });
    expect(approved.text).toContain('Selim Reza approved your purchase CP-000042');
    expect(approved.text).toContain('Note: For the Gulshan branch');
    expect(approved.text).toContain('https://shop.example.com/dashboard/purchases/p-1');
    const rejected = await renderApprovalEmail({
      ...base,
      template: 'approval-rejected',
      data: { ...data, deciderName: 'Selim Reza' },
    });
    expect(rejected.text).toContain('Selim Reza did not approve');
    const expired = await renderApprovalEmail({ ...base, template: 'approval-rejected' });
    expect(expired.text).toContain('in time');
  });

  it('is written in Bangla for a Bangla reader, with Bangla digits', async () => {
    const email = await renderApprovalEmail({ ...base, template: 'approval-requested', locale: 'bn' });
    expect(email.subject).toMatch(/[\u0980-\u09FF]/);
    expect(email.text).toContain('১,২৫,০০০');
    expect(email.text).not.toContain('awaiting');
  });
});
