import { apiPaths, toasts, type Item } from '@storefront/shared';
import { ItemsTable, Pagination, toast, type ItemRow } from '@storefront/ui';
import { useEffect } from 'react';
import { usePagedList, useRevalidate } from '../api/hooks.ts';
import { deleteItem } from '../api/mutations.ts';
import { usePage } from '../api/usePage.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { ITEMS_PAGE_SIZE } from './pageSizes.ts';

export function Component() {
  useDocumentTitle('Manage Items');
  const [page, setPage] = usePage();
  const { rows, total, pageCount, error, isLoading, mutate } = usePagedList<Item>(
    apiPaths.items,
    page,
    ITEMS_PAGE_SIZE,
  );
  const revalidate = useRevalidate();

  // Deleting the last row of the last page leaves an empty page: go back to the new last one.
  const isPastEnd = total !== undefined && page > pageCount;
  useEffect(() => {
    if (isPastEnd) setPage(pageCount);
  }, [isPastEnd, pageCount, setPage]);

  async function remove(item: ItemRow) {
    const { deletedCount } = await deleteItem(item._id);
    if (deletedCount > 0) toast.success(toasts.itemDeleted(item.name));
    await revalidate(apiPaths.items);
  }

  return (
    <div className="flex flex-col gap-4">
      <ItemsTable
        items={rows}
        total={total}
        offset={(page - 1) * ITEMS_PAGE_SIZE}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        onDelete={remove}
      />
      <Pagination page={page} pageCount={pageCount} onPageChange={setPage} label="Items pages" />
    </div>
  );
}
