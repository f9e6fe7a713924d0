import { Trans, useLingui } from '@lingui/react/macro';
import {
  companyRoleMessages,
  companyRoles,
  currencySign,
  errorMessage,
  formatBdt,
  orderLimitSchema,
  toLatinDigits,
  validation,
  type CompanyMember,
  type CompanyRole,
} from '@storefront/shared';
import { useId, useState, type FormEvent } from 'react';
import { useSharedText, useTranslateMessage } from '../../i18n/translateMessage.ts';
import { EmailText } from '../../lib/EmailText.tsx';
import { formatDay } from '../../lib/dates.ts';
import { focusGroup } from '../../lib/useFocusReturn.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { Select } from '../../primitives/Select.tsx';
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

export interface CompanyMembersProps extends ListStateProps {
  members: CompanyMember[];
  /** The reader's email: their own row offers Leave instead of Remove. */
  currentEmail?: string;
  /** The reader's role in the company: a company admin changes roles and removes members; null for a store administrator (reads only). */
  yourRole: CompanyRole | null;
  /** Called with a member's new role (a company admin's select); a returned promise keeps the row busy. */
  onRoleChange?: (member: CompanyMember, role: CompanyRole) => void | Promise<unknown>;
  /**
   * Called with a member's new per-order limit in BDT, or null to clear it (a company admin's field,
   * requirements §20.4). A rejection is shown at the row: its `fieldErrors.order_limit` or its message.
   */
  onLimitChange?: (member: CompanyMember, limit: number | null) => void | Promise<unknown>;
  /** Called once Remove is confirmed (a company admin, another member). */
  onRemove?: (member: CompanyMember) => void | Promise<unknown>;
  /** Called once Leave is confirmed (the reader's own row). */
  onLeave?: (member: CompanyMember) => void | Promise<unknown>;
  /** The heading before the count. */
  title?: string;
}

type Pending = { member: CompanyMember; action: 'remove' | 'leave' };

/**
 * A company's members (requirements §20.2): name, email, role, order limit (§20.4) and joined date.
 * A company admin changes each member's role and limit and removes members (after a question);
 * every member may leave. The
 * last company admin's controls are off, with the reason (the server refuses them too: 409).
 */
export function CompanyMembers({
  members,
  currentEmail,
  yourRole,
  onRoleChange,
  onLimitChange,
  onRemove,
  onLeave,
  title: titleGiven,
  ...state
}: CompanyMembersProps) {
  const { t } = useLingui();
  const say = useSharedText();
  const title = titleGiven ?? t`Members`;
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const isAdmin = yourRole === 'admin';
  const admins = members.filter((m) => m.role === 'admin').length;

  async function changeRole(member: CompanyMember, role: CompanyRole) {
    setBusy(member.user_id);
    try {
      await onRoleChange?.(member, role);
    } finally {
      setBusy(null);
    }
  }

  const question = pending
    ? pending.action === 'leave'
      ? {
          title: t`Leave the company?`,
          description: t`You will no longer see the company's orders. Its orders stay with it.`,
          confirm: t`Leave`,
        }
      : {
          title: t`Remove ${{ email: pending.member.email }} from the company?`,
          description: t`They will no longer see the company's orders. The orders they placed stay with the company.`,
          confirm: t`Remove`,
        }
    : null;

  return (
    <TableSection title={title} count={members.length} emptyTitle={t`No members yet`} {...state}>
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-12">#</TableHead>
            <TableHead>
              <Trans>Member</Trans>
            </TableHead>
            <TableHead>
              <Trans>Role</Trans>
            </TableHead>
            <TableHead>
              <Trans>Order limit</Trans>
            </TableHead>
            <TableHead>
              <Trans>Joined</Trans>
            </TableHead>
            <TableHead className="text-right">
              <Trans>Action</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {members.map((member, index) => {
            const isSelf = currentEmail !== undefined && member.email.toLowerCase() === currentEmail.toLowerCase();
            const isLastAdmin = member.role === 'admin' && admins === 1;
            const reasonId = `member-${member.user_id}-last-admin`;
            const canRemove = isAdmin && !isSelf && onRemove;
            const canLeave = isSelf && yourRole !== null && onLeave;
            return (
              <TableRow key={member.user_id}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {screenDigits(index + 1)}
                </TableCell>
                {/* The name over the address: one column, so the role and limit fields keep their width. */}
                <TableCell label={t`Member`} className="before:shrink-0 @xl:min-w-36">
                  <span className="flex flex-col items-end gap-0.5 @xl:items-start">
                    <span className="flex flex-wrap items-center justify-end gap-2 font-medium [overflow-wrap:anywhere] @xl:justify-start">
                      {member.name}
                      {isSelf && (
                        <Badge variant="primary">
                          <Trans>You</Trans>
                        </Badge>
                      )}
                    </span>
                    <span className="text-caption text-ink-muted">
                      <EmailText email={member.email} />
                    </span>
                  </span>
                </TableCell>
                <TableCell label={t`Role`}>
                  {isAdmin && onRoleChange ? (
                    <Select
                      aria-label={t`Role of ${{ email: member.email }}`}
                      aria-describedby={isLastAdmin ? reasonId : undefined}
                      value={member.role}
                      disabled={isLastAdmin || busy === member.user_id}
                      aria-busy={busy === member.user_id || undefined}
                      onChange={(event) => void changeRole(member, event.target.value as CompanyRole)}
                      className="w-full min-w-40 @xl:w-auto @xl:min-w-32"
                    >
                      {companyRoles.map((role) => (
                        <option key={role} value={role}>
                          {say(companyRoleMessages[role])}
                        </option>
                      ))}
                    </Select>
                  ) : (
                    <Badge variant={member.role === 'admin' ? 'primary' : 'neutral'}>
                      {say(companyRoleMessages[member.role])}
                    </Badge>
                  )}
                </TableCell>
                <TableCell label={t`Order limit`} className="before:shrink-0">
                  {isAdmin && onLimitChange ? (
                    <OrderLimitField member={member} onLimitChange={onLimitChange} />
                  ) : (
                    <span className="whitespace-nowrap">
                      {member.order_limit == null ? <Trans>No limit</Trans> : formatBdt(member.order_limit)}
                    </span>
                  )}
                </TableCell>
                <TableCell label={t`Joined`} className="whitespace-nowrap">
                  <time dateTime={member.joined_at}>{formatDay(member.joined_at)}</time>
                </TableCell>
                <TableCell className="justify-end @xl:text-right">
                  <span className="flex w-full flex-col items-end gap-1">
                    {canRemove || canLeave ? (
                      <Button
                        size="sm"
                        variant={isSelf ? 'secondary' : 'danger'}
                        {...focusGroup('company-member')}
                        aria-label={isSelf ? t`Leave the company` : t`Remove ${{ email: member.email }}`}
                        aria-describedby={isLastAdmin ? reasonId : undefined}
                        disabled={isLastAdmin}
                        onClick={() => setPending({ member, action: isSelf ? 'leave' : 'remove' })}
                      >
                        {isSelf ? <Trans>Leave</Trans> : <Trans>Remove</Trans>}
                      </Button>
                    ) : null}
                    {isLastAdmin && (isAdmin || isSelf) && yourRole !== null ? (
                      <span id={reasonId} className="max-w-64 text-caption text-ink-muted @xl:text-right">
                        {say(validation.companyLastAdmin)}
                      </span>
                    ) : null}
                  </span>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={question?.title ?? ''}
        description={question?.description}
        confirmLabel={question?.confirm ?? ''}
        tone="danger"
        onConfirm={() =>
          pending ? (pending.action === 'leave' ? onLeave?.(pending.member) : onRemove?.(pending.member)) : undefined
        }
      />
    </TableSection>
  );
}

/**
 * A member's per-order limit as their company admin sets it (requirements §20.4): taka, typed in
 * Latin or Bangla digits, empty for no limit; judged by the shared `orderLimitSchema` before it is
 * sent, and the server's refusal shown under it.
 */
function OrderLimitField({
  member,
  onLimitChange,
}: {
  member: CompanyMember;
  onLimitChange: NonNullable<CompanyMembersProps['onLimitChange']>;
}) {
  const { t } = useLingui();
  const translate = useTranslateMessage();
  const errorId = useId();
  const saved = member.order_limit ?? null;
  const [text, setText] = useState(saved === null ? '' : screenDigits(saved));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = toLatinDigits(text).trim();
    const parsed = orderLimitSchema.safeParse(typed === '' ? null : Number(typed));
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? '');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await onLimitChange(member, parsed.data);
    } catch (cause) {
      const fields = (cause as { fieldErrors?: Record<string, string> } | null)?.fieldErrors;
      setError(fields?.order_limit ?? errorMessage(cause));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="flex w-full flex-col items-end gap-1 @xl:items-start" onSubmit={(event) => void submit(event)}>
      <span className="flex items-center gap-2">
        <NumberInput
          aria-label={t`Order limit of ${{ email: member.email }}`}
          aria-describedby={error ? errorId : undefined}
          aria-invalid={error ? true : undefined}
          placeholder={t`No limit`}
          suffix={currencySign()}
          value={text}
          onChange={(event) => setText(event.target.value)}
          className="w-36"
        />
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          isLoading={busy}
          disabled={busy}
          aria-label={t`Save the order limit of ${{ email: member.email }}`}
        >
          <Trans>Save</Trans>
        </Button>
      </span>
      {error ? (
        <span id={errorId} role="alert" className="max-w-64 text-caption font-medium text-danger">
          {translate(error)}
        </span>
      ) : null}
    </form>
  );
}
