import { apiPaths, toasts } from '@storefront/shared';
import { OrdersTable, toast, type OrderRow } from '@storefront/ui';
import { useMyOrders, useRevalidate } from '../api/hooks.ts';
import { deleteOrder } from '../api/mutations.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  useDocumentTitle('My Orders');
  const { user } = useAuth();
  const { data: orders, error, isLoading, mutate } = useMyOrders(user?.email);
  const revalidate = useRevalidate();

  async function remove(order: OrderRow) {
    const { deletedCount } = await deleteOrder(order._id);
    if (deletedCount > 0) toast.success(toasts.orderDeleted(order.itemName));
    // The order's stock goes back to the item: refresh both lists.
    await revalidate(apiPaths.orders, apiPaths.items);
  }

  return (
    <OrdersTable
      orders={orders ?? []}
      isLoading={isLoading}
      error={error?.message ?? null}
      onRetry={() => void mutate()}
      onDelete={remove}
    />
  );
}
