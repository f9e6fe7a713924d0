import { useLingui } from '@lingui/react/macro';
import { apiPaths, toasts } from '@storefront/shared';
import { OrdersTable, toast, type OrderRow } from '@storefront/ui';
import { useMyOrders, useRevalidate } from '../api/hooks.ts';
import { deleteOrder } from '../api/mutations.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`My Orders`);
  const { user } = useAuth();
  const { data: orders, error, isLoading, mutate } = useMyOrders(user?.email);
  const revalidate = useRevalidate();

  async function remove(order: OrderRow) {
    const { deletedCount } = await deleteOrder(order._id);
    if (deletedCount > 0) toast.success(toasts.orderDeleted(order.itemName));
    // Deleting cancels (requirements §13.3): its stock goes back to the item; refresh both lists.
    await revalidate(apiPaths.orderList, apiPaths.itemList);
  }

  return (
    <OrdersTable
      orders={orders ?? []}
      isLoading={isLoading}
      error={error?.message ?? null}
      onRetry={() => void mutate()}
      onDelete={remove}
      orderHref={(order) => `/dashboard/orders/${encodeURIComponent(order._id)}`}
      LinkComponent={RouterLink}
    />
  );
}
