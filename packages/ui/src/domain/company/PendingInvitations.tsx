import { Trans, useLingui } from '@lingui/react/macro';
import { companyRoleMessages, type Invitation } from '@storefront/shared';
import { useState } from 'react';
import { useSharedText } from '../../i18n/translateMessage.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { formatDay } from '../../lib/dates.ts';
import { focusGroup } from '../../lib/useFocusReturn.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import {
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../primitives/Table.tsx';
import { ConfirmDialog } from '../ConfirmDialog.tsx';
import { TableSection, type ListStateProps } from '../TableSection.tsx';
import { screenDigits } from '../../i18n/digits.ts';

export interface PendingInvitationsProps extends ListStateProps {
  invitations: Invitation[];
  /** Called once Revoke is confirmed; a returned promise keeps the dialog busy. */
  onRevoke: (invitation: Invitation) => void | Promise<unknown>;
  /** The heading before the count. */
  title?: string;
}

/**
 * A company's pending invitations, for its admins (requirements §20.2): the address, the role, who
 * invited and when it expires (14 days after it was sent), and Revoke after a question.
 */
export function PendingInvitations({ invitations, onRevoke, title: titleGiven, ...state }: PendingInvitationsProps) {
  const { t } = useLingui();
  const say = useSharedText();
  const title = titleGiven ?? t`Pending invitations`;
  const [pending, setPending] = useState<Invitation | null>(null);
  return (
    <TableSection
      title={title}
      count={invitations.length}
      emptyTitle={t`No pending invitations`}
      emptyDescription={t`Invite people by email: they join once they accept.`}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>
              <Trans>Email</Trans>
            </TableHead>
            <TableHead>
              <Trans>Role</Trans>
            </TableHead>
            <TableHead>
              <Trans>Invited by</Trans>
            </TableHead>
            <TableHead>
              <Trans>Expires</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Action</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {invitations.map((invitation, index) => (
            <TableRow key={invitation.id}>
              <TableCell label="#" className="font-mono text-ink-muted">
                {screenDigits(index + 1)}
              </TableCell>
              <TableCell label={t`Email`} className="font-medium before:shrink-0">
                <EmailText email={invitation.email} />
              </TableCell>
              <TableCell label={t`Role`}>
                <Badge variant="neutral">{say(companyRoleMessages[invitation.role])}</Badge>
              </TableCell>
              <TableCell label={t`Invited by`} className="[overflow-wrap:anywhere] before:shrink-0">
                <span className="flex flex-col items-end @xl:items-start">
                  {invitation.invited_by}
                  <time dateTime={invitation.created_at} className="text-caption text-ink-muted">
                    {formatDay(invitation.created_at)}
                  </time>
                </span>
              </TableCell>
              <TableCell label={t`Expires`} className="whitespace-nowrap">
                <time dateTime={invitation.expires_at}>{formatDay(invitation.expires_at)}</time>
              </TableCell>
              <TableCell className="justify-end @xl:text-right">
                <Button
                  size="sm"
                  variant="danger"
                  {...focusGroup('company-invitation')}
                  aria-label={t`Revoke the invitation to ${{ email: invitation.email }}`}
                  onClick={() => setPending(invitation)}
                >
                  <Trans>Revoke</Trans>
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending ? t`Revoke the invitation to ${{ email: pending.email }}?` : ''}
        description={t`The link in their email stops working. You can invite them again later.`}
        confirmLabel={t`Revoke`}
        tone="danger"
        onConfirm={() => (pending ? onRevoke(pending) : undefined)}
      />
    </TableSection>
  );
}
