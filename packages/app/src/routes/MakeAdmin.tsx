import { useLingui } from '@lingui/react/macro';
// Make Admin (requirements §2): the users a page at a time, found by name or email (the search in
// the URL, as the page number), with their orders; Make Admin only for accounts that can be one;
// each user's own customer group (§20.5).
import { apiPaths, toasts, errorMessage, type UserListEntry } from '@storefront/shared';
import { Pagination, UsersTable, toast, type UserRow } from '@storefront/ui';
import { useSearchParams } from 'react-router-dom';
import { usePagedList, useRevalidate } from '../api/hooks.ts';
import { assignUserGroup, groupChoices, useCustomerGroups } from '../api/customerGroups.ts';
import { makeAdmin, revokeAdmin, setUserStatus } from '../api/mutations.ts';
import { useDebouncedSearch } from '../api/useCatalogPages.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { usePage } from '../api/usePage.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { USERS_PAGE_SIZE } from './pageSizes.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Make Admin`);
  const [page, setPage] = usePage();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  // A new search starts at its first page; typing replaces the history entry.
  const [typed, setTyped] = useDebouncedSearch(q, (text) =>
    setParams(text.trim() ? { q: text.trim() } : {}, { replace: true }),
  );
  const { rows, total, pageCount, error, isLoading, mutate } = usePagedList<UserListEntry>(
    q ? `${apiPaths.users}?q=${encodeURIComponent(q)}` : apiPaths.users,
    page,
    USERS_PAGE_SIZE,
  );
  const revalidate = useRevalidate();
  const { user: me } = useAuth();
  const groups = useCustomerGroups();

  /** Runs a change of a user, toasts its outcome, and refreshes the list (and that user's status). */
  async function change(user: UserRow, send: () => Promise<{ modifiedCount: number }>, done: string) {
    try {
      const { modifiedCount } = await send();
      // requirements §4: success is a modifiedCount above 0, then the list refreshes.
      if (modifiedCount > 0) toast.success(done);
      await revalidate(apiPaths.users, apiPaths.admin(user.email));
    } catch (cause) {
      toast.error(errorMessage(cause));
      throw cause;
    }
  }

  return (
    <div className="flex flex-col gap-4">
      <UsersTable
        users={rows}
        total={total}
        offset={(page - 1) * USERS_PAGE_SIZE}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        currentEmail={me?.email}
        search={typed}
        onSearchChange={setTyped}
        onMakeAdmin={(user) => change(user, () => makeAdmin(user.email), toasts.adminMade)}
        onRevokeAdmin={(user) => change(user, () => revokeAdmin(user.email), toasts.adminRevoked(user.email))}
        groups={groupChoices(groups.data)}
        onGroupChange={async (user, group) => {
          try {
            // Make Admin's rows are the API's users, each with its id.
            await assignUserGroup(user._id!, group);
          } catch (cause) {
            toast.error(errorMessage(cause));
            throw cause;
          }
          const name = groups.data?.find((g) => g._id === group)?.name;
          toast.success(
            name ? t`${{ email: user.email }} is in ${{ name }} now` : t`${{ email: user.email }} is in no group now`,
          );
          await Promise.all([mutate(), groups.mutate()]);
        }}
        onSetDisabled={(user, disabled) =>
          change(
            user,
            () => setUserStatus(user.email, { disabled }),
            disabled ? toasts.accountDisabled(user.email) : toasts.accountEnabled(user.email),
          )
        }
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label={t`Users pages`} />
    </div>
  );
}
