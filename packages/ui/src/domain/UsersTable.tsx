import { EmailText } from '../lib/EmailText.tsx';
import type { User } from '@storefront/shared';
import { useState } from 'react';
import { Badge } from '../primitives/Badge.tsx';
import { Button } from '../primitives/Button.tsx';
import { Table, TableBody, TableCaption, TableCell, TableHead, TableHeader, TableRow } from '../primitives/Table.tsx';
import { TableSection, type ListStateProps, type PagedListProps } from './TableSection.tsx';

/** The user fields the table shows. */
export type UserRow = Pick<User, 'email' | 'role'> & { _id?: string; name?: string };

export interface UsersTableProps extends ListStateProps, PagedListProps {
  users: UserRow[];
  /** Called by a user's Make Admin button; return a promise to show a spinner on that row meanwhile. */
  onMakeAdmin: (user: UserRow) => void | Promise<unknown>;
  /** The heading before the count. */
  title?: string;
}

/** Make Admin (requirements §2): every user with a Make Admin button for those who are not admins; the heading shows the count. */
export function UsersTable({ users, onMakeAdmin, title = 'All Users', total, offset = 0, ...state }: UsersTableProps) {
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  async function makeAdmin(user: UserRow) {
    setPendingEmail(user.email);
    try {
      await onMakeAdmin(user);
    } catch {
      // The caller reports failures (a toast); the row only needs its spinner cleared.
    } finally {
      setPendingEmail(null);
    }
  }

  return (
    <TableSection title={title} count={total ?? users.length} emptyTitle="No users yet" {...state}>
      <Table>
        <TableCaption>{title}</TableCaption>
        <TableHeader>
          <TableRow>
            <TableHead className="w-16">#</TableHead>
            <TableHead>Email</TableHead>
            <TableHead>Role</TableHead>
            <TableHead className="text-right">Action</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {users.map((user, index) => {
            const isAdmin = user.role === 'admin';
            return (
              <TableRow key={user._id ?? user.email}>
                <TableCell label="#" className="font-mono text-ink-muted">
                  {offset + index + 1}
                </TableCell>
                <TableCell label="Email" className="font-medium">
                  <EmailText email={user.email} />
                </TableCell>
                <TableCell label="Role">
                  <Badge variant={isAdmin ? 'primary' : 'neutral'}>{isAdmin ? 'Admin' : 'User'}</Badge>
                </TableCell>
                <TableCell className="justify-end @xl:text-right">
                  {isAdmin ? null : (
                    <Button
                      size="sm"
                      aria-label={`Make Admin: ${user.email}`}
                      isLoading={pendingEmail === user.email}
                      disabled={pendingEmail !== null && pendingEmail !== user.email}
                      onClick={() => void makeAdmin(user)}
                      className="w-full @xl:w-auto"
                    >
                      Make Admin
                    </Button>
                  )}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableSection>
  );
}
