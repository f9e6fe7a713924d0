import { apiPaths, type Order } from '@storefront/shared';
import { AllOrdersTable, Pagination } from '@storefront/ui';
import { usePagedList } from '../api/hooks.ts';
import { usePage } from '../api/usePage.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { ORDERS_PAGE_SIZE } from './pageSizes.ts';

/** Every order, newest first (the server's order), a page at a time. */
export function Component() {
  useDocumentTitle('Manage All Orders');
  const [page, setPage] = usePage();
  const { rows, total, pageCount, error, isLoading, mutate } = usePagedList<Order>(
    apiPaths.orders,
    page,
    ORDERS_PAGE_SIZE,
  );
  return (
    <div className="flex flex-col gap-4">
      <AllOrdersTable
        orders={rows}
        total={total}
        offset={(page - 1) * ORDERS_PAGE_SIZE}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Orders pages" />
    </div>
  );
}
