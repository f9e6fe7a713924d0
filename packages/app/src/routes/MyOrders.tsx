import { Trans, useLingui } from '@lingui/react/macro';
import { apiPaths, toasts } from '@storefront/shared';
import { OrdersTable, toast, type OrderRow } from '@storefront/ui';
import { useMyCompany } from '../api/companies.ts';
import { useMyOrders, useRevalidate } from '../api/hooks.ts';
import { deleteOrder } from '../api/mutations.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { CompanyInvitations } from '../components/CompanyInvitations.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`My Orders`);
  const { user, status } = useAuth();
  const { data: orders, error, isLoading, mutate } = useMyOrders(user?.email);
  // requirements §20.3: company admins and approvers see every order of the company there.
  const { company } = useMyCompany(status === 'signed-in');
  const seesCompanyOrders = company?.your_role === 'admin' || company?.your_role === 'approver';
  const revalidate = useRevalidate();

  async function remove(order: OrderRow) {
    const { deletedCount } = await deleteOrder(order._id);
    if (deletedCount > 0) toast.success(toasts.orderDeleted(order.itemName));
    // Deleting cancels (requirements §13.3): its stock goes back to the item; refresh both lists.
    await revalidate(apiPaths.orderList, apiPaths.itemList);
  }

  return (
    <div className="flex flex-col gap-4">
      <CompanyInvitations />
      {seesCompanyOrders ? (
        <RouterLink
          href="/dashboard/company"
          className="self-start font-semibold text-primary hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          <Trans>Company orders</Trans>
        </RouterLink>
      ) : null}
      <OrdersTable
        orders={orders ?? []}
        isLoading={isLoading}
        error={error?.message ?? null}
        onRetry={() => void mutate()}
        onDelete={remove}
        orderHref={(order) => `/dashboard/orders/${encodeURIComponent(order._id)}`}
        LinkComponent={RouterLink}
      />
    </div>
  );
}
