import { Trans } from '@lingui/react/macro';
import type { PurchaseApprovalState } from '@storefront/shared';
import { formatDay, formatDayTime } from '../../lib/dates.ts';
import { Notice } from '../../primitives/Notice.tsx';

export interface ApprovalBannerProps {
  approval: PurchaseApprovalState;
}

/**
 * A purchase's approval on its page (requirements §20.4): awaiting the company's approver (until
 * when; nothing is paid before), approved or not (by whom, when, the note), or rejected because
 * nobody decided in time.
 */
export function ApprovalBanner({ approval }: ApprovalBannerProps) {
  const { decided_by: by, note } = approval;
  const at = approval.decided_at ? formatDayTime(approval.decided_at) : '';
  const until = approval.expires_at ? formatDay(approval.expires_at) : '';
  return (
    <Notice tone={approval.status === 'approved' ? 'info' : 'warning'}>
      <p className="font-medium">
        {approval.status === 'awaiting' ? (
          <Trans>
            Awaiting your company's approval: an approver decides by {until}. You can pay once it is approved.
          </Trans>
        ) : approval.status === 'approved' ? (
          <Trans>
            Approved by {by} on {at}.
          </Trans>
        ) : by === null ? (
          <Trans>Nobody at your company approved it in time, so its orders are cancelled.</Trans>
        ) : (
          <Trans>
            Not approved by {by} on {at}, so its orders are cancelled.
          </Trans>
        )}
      </p>
      {note ? (
        <p className="mt-1 [overflow-wrap:anywhere]">
          <Trans>Note: {note}</Trans>
        </p>
      ) : null}
    </Notice>
  );
}
