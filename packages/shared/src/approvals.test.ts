import { describe, expect, it } from 'vitest';
import { approvalDecisionSchema, approvalNoticeSubject, isApprovalNoticeTemplate } from './approvals.ts';
import { messages } from './messages.ts';

describe('approval decisions (requirements §20.4)', () => {
  it('take an optional note of at most 500 characters, trimmed, empty as none', () => {
    expect(approvalDecisionSchema.parse({})).toEqual({});
    expect(approvalDecisionSchema.parse({ note: '  ok  ' })).toEqual({ note: 'ok' });
    expect(approvalDecisionSchema.parse({ note: '' })).toEqual({});
    const long = approvalDecisionSchema.safeParse({ note: 'x'.repeat(501) });
    expect(long.error?.issues[0]?.message).toBe(messages.approvalNoteTooLong);
  });

  it("name their emails' templates and subjects", () => {
    expect(isApprovalNoticeTemplate('approval-requested')).toBe(true);
    expect(isApprovalNoticeTemplate('placed')).toBe(false);
    const data = { purchaseNumber: 'CP-000042', buyerName: 'Karim Uddin' };
    expect(approvalNoticeSubject('approval-requested', data)).toBe(
      "Karim Uddin's purchase CP-000042 is awaiting your approval",
    );
    expect(approvalNoticeSubject('approval-approved', data)).toBe('Your purchase CP-000042 is approved');
    expect(approvalNoticeSubject('approval-rejected', data)).toBe('Your purchase CP-000042 is not approved');
  });
});
