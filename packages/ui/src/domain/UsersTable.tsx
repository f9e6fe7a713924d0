import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, type UserListEntry } from '@storefront/shared';
import { useState } from 'react';
import { EmailText } from '../lib/EmailText.tsx';
import { focusGroup } from '../lib/useFocusReturn.ts';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { ConfirmDialog } from './ConfirmDialog.tsx';
import { SearchField } from './catalog/SearchField.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';
import { CustomerGroupSelect, type GroupChoice } from './groups/CustomerGroupSelect.tsx';
import { screenDigits } from '../i18n/digits.ts';

/** The user fields the table shows. */
export type UserRow = Pick<UserListEntry, 'email' | 'role' | 'name' | 'verified' | 'orderCount'> & {
  _id?: string;
  disabled?: boolean;
  /** Their own customer group's id (requirements §20.5), null for none. */
  customer_group?: string | null;
};

type Action = 'promote' | 'revoke' | 'disable' | 'enable';

export interface UsersTableProps extends ListStateProps, PagedListProps {
  users: UserRow[];
  /** Called once Make Admin is confirmed; a returned promise keeps the dialog busy meanwhile. */
  onMakeAdmin: (user: UserRow) => void | Promise<unknown>;
  /** Called once Remove Admin is confirmed; the button shows only when this is given. */
  onRevokeAdmin?: (user: UserRow) => void | Promise<unknown>;
  /** Called once Disable is confirmed, or by Enable; the buttons show only when this is given. */
  onSetDisabled?: (user: UserRow, disabled: boolean) => void | Promise<unknown>;
  /** The customer groups (requirements §20.5): with `onGroupChange`, a Customer group column of selects. */
  groups?: GroupChoice[];
  /** Called with a user's new group's id, or null for none; a rejection shows under the row's select. */
  onGroupChange?: (user: UserRow, group: string | null) => void | Promise<unknown>;
  /** The signed-in administrator: their own row offers no action (the server refuses them too). */
  currentEmail?: string;
  /** The heading before the count. */
  title?: string;
  /** The search box's text (the app sends it on, debounced); the box shows when `onSearchChange` is given. */
  search?: string;
  onSearchChange?: (text: string) => void;
}

type Question = { title: MessageDescriptor; description: MessageDescriptor; confirm: MessageDescriptor };

const questions: Record<Action, (email: string) => Question> = {
  promote: (email) => ({
    title: msg`Make ${email} an administrator?`,
    description: msg`They will manage items, orders, users and reviews. You can take the role back later.`,
    confirm: msg`Make Admin`,
  }),
  revoke: (email) => ({
    title: msg`Take the administrator role from ${email}?`,
    description: msg`They keep their account and orders, and lose the administrator pages within a minute.`,
    confirm: msg`Remove Admin`,
  }),
  disable: (email) => ({
    title: msg`Disable the account of ${email}?`,
    description: msg`They are signed out within a minute and cannot sign in until the account is enabled again.`,
    confirm: msg`Disable`,
  }),
  enable: (email) => ({
    title: msg`Enable the account of ${email} again?`,
    description: msg`They can sign in again.`,
    confirm: msg`Enable`,
  }),
};

/**
 * Make Admin (requirements §2): every user with their name, email and orders, Make Admin for those
 * who are not administrators and can sign in with a verified address (after a confirmation; the
 * server refuses the others too), Remove Admin for the other administrators, and Disable or
 * Enable; the heading shows the count, a search box finds users by name or email. The signed-in
 * administrator's own row has no action. With the groups, each user's customer group (§20.5).
 */
export function UsersTable({
  users,
  onMakeAdmin,
  onRevokeAdmin,
  onSetDisabled,
  groups,
  onGroupChange,
  currentEmail,
  title: titleGiven,
  total,
  offset = 0,
  search = '',
  onSearchChange,
  ...state
}: UsersTableProps) {
  const { t, i18n } = useLingui();
  const title = titleGiven ?? t`All Users`;
  const [pending, setPending] = useState<{ user: UserRow; action: Action } | null>(null);
  const question = pending ? questions[pending.action](pending.user.email) : null;

  function run({ user, action }: { user: UserRow; action: Action }) {
    if (action === 'promote') return onMakeAdmin(user);
    if (action === 'revoke') return onRevokeAdmin?.(user);
    return onSetDisabled?.(user, action === 'disable');
  }

  const searching = search.trim() !== '';
  const table = (
    <TableSection
      title={title}
      count={total ?? users.length}
      emptyTitle={searching ? t`No users match` : t`No users yet`}
      emptyDescription={searching ? t`Try part of a name or of an email address.` : undefined}
      {...state}
    >
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead>
              <Trans>Name</Trans>
            </TableHead>
            <TableHead>
              <Trans>Email</Trans>
            </TableHead>
            <TableHead className="@xl:text-right">
              <Trans>Orders</Trans>
            </TableHead>
            <TableHead>
              <Trans>Role</Trans>
            </TableHead>
            {groups && onGroupChange ? (
              <TableHead>
                <Trans>Customer group</Trans>
              </TableHead>
            ) : null}
            <TableHead className="text-right">
              <Trans>Action</Trans>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user, index) => {
            const isAdmin = user.role === 'admin';
            const isSelf = currentEmail !== undefined && user.email === currentEmail;
            // Administrator rights need an account that signs in with a verified address (docs/security.md).
            const canBeAdmin = !user.disabled && user.verified;
            return (
              <TableRow key={user._id ?? user.email}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {screenDigits(offset + index + 1)}
                </TableCell>
                <TableCell label={t`Name`} className="font-medium [overflow-wrap:anywhere]">
                  {user.name}
                </TableCell>
                <TableCell label={t`Email`}>
                  <EmailText email={user.email} />
                </TableCell>
                <TableCell label={t`Orders`} className="tabular-nums @xl:text-right">
                  {formatCount(user.orderCount)}
                </TableCell>
                <TableCell label={t`Role`}>
                  <span className="flex flex-wrap justify-end gap-1 @xl:justify-start">
                    <Badge variant={isAdmin ? 'primary' : 'neutral'}>
                      {isAdmin ? <Trans>Admin</Trans> : <Trans>User</Trans>}
                    </Badge>
                    {user.disabled ? (
                      <Badge variant="warning">
                        <Trans>Disabled</Trans>
                      </Badge>
                    ) : null}
                    {user.verified ? null : (
                      <Badge variant="neutral">
                        <Trans>Email not verified</Trans>
                      </Badge>
                    )}
                  </span>
                </TableCell>
                {groups && onGroupChange ? (
                  <TableCell label={t`Customer group`} className="before:shrink-0">
                    <CustomerGroupSelect
                      groups={groups}
                      value={user.customer_group ?? null}
                      who={user.email}
                      onChange={(group) => onGroupChange(user, group)}
                    />
                  </TableCell>
                ) : null}
                <TableCell className="justify-end @xl:text-right">
                  {isSelf ? (
                    <span className="text-body-sm text-ink-muted">
                      <Trans>You</Trans>
                    </span>
                  ) : (
                    <span className="flex w-full flex-wrap justify-end gap-2 @xl:w-auto">
                      {isAdmin ? (
                        onRevokeAdmin ? (
                          <Button
                            size="sm"
                            variant="secondary"
                            aria-label={t`Remove Admin: ${{ email: user.email }}`}
                            {...focusGroup('user-role')}
                            onClick={() => setPending({ user, action: 'revoke' })}
                          >
                            <Trans>Remove Admin</Trans>
                          </Button>
                        ) : null
                      ) : canBeAdmin ? (
                        <Button
                          size="sm"
                          aria-label={t`Make Admin: ${{ email: user.email }}`}
                          {...focusGroup('user-role')}
                          onClick={() => setPending({ user, action: 'promote' })}
                        >
                          <Trans>Make Admin</Trans>
                        </Button>
                      ) : null}
                      {onSetDisabled ? (
                        <Button
                          size="sm"
                          variant={user.disabled ? 'secondary' : 'danger'}
                          aria-label={
                            user.disabled ? t`Enable: ${{ email: user.email }}` : t`Disable: ${{ email: user.email }}`
                          }
                          {...focusGroup('user-status')}
                          onClick={() => setPending({ user, action: user.disabled ? 'enable' : 'disable' })}
                        >
                          {user.disabled ? <Trans>Enable</Trans> : <Trans>Disable</Trans>}
                        </Button>
                      ) : null}
                    </span>
                  )}
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
        title={question ? i18n._(question.title) : ''}
        description={question ? i18n._(question.description) : undefined}
        confirmLabel={question ? i18n._(question.confirm) : ''}
        tone={pending?.action === 'disable' || pending?.action === 'revoke' ? 'danger' : 'primary'}
        onConfirm={() => (pending ? run(pending) : undefined)}
      />
    </TableSection>
  );
  if (!onSearchChange) return table;
  return (
    <div className="flex flex-col gap-4">
      <SearchField
        value={search}
        onChange={onSearchChange}
        label={t`Search users`}
        placeholder={t`Name or email`}
        className="max-w-md"
      />
      {table}
    </div>
  );
}
