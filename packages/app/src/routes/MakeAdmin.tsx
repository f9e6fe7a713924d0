import { apiPaths, toasts, type User } from '@storefront/shared';
import { Pagination, UsersTable, toast, type UserRow } from '@storefront/ui';
import { usePagedList, useRevalidate } from '../api/hooks.ts';
import { makeAdmin } from '../api/mutations.ts';
import { usePage } from '../api/usePage.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { USERS_PAGE_SIZE } from './pageSizes.ts';

export function Component() {
  useDocumentTitle('Make Admin');
  const [page, setPage] = usePage();
  const { rows, total, pageCount, error, isLoading, mutate } = usePagedList<User>(
    apiPaths.users,
    page,
    USERS_PAGE_SIZE,
  );
  const revalidate = useRevalidate();

  async function promote(user: UserRow) {
    try {
      const { modifiedCount } = await makeAdmin(user.email);
      // requirements §4: success is a modifiedCount above 0, then the list refreshes.
      if (modifiedCount > 0) toast.success(toasts.adminMade);
      await revalidate(apiPaths.users, apiPaths.admin(user.email));
    } catch (cause) {
      toast.error(cause instanceof Error ? cause.message : String(cause));
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
        error={error ? (error as Error).message : null}
        onRetry={() => void mutate()}
        onMakeAdmin={promote}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Users pages" />
    </div>
  );
}
