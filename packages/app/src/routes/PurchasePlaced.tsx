// A purchase (requirements §14.3): after checkout, its number and its orders; Reorder puts its
// lines in the cart again (§14.6); administrators move all its orders together.
import {
  apiPaths,
  canTransition,
  orderStatusLabels,
  purchasingPaths,
  type Order,
  type OrderStatus,
  type Purchase,
} from '@storefront/shared';
import { Button, EmptyState, PurchaseSummary, Skeleton, toast } from '@storefront/ui';
import { Link, useParams } from 'react-router-dom';
import { apiSend } from '../api/client.ts';
import { useApi, useIsAdmin } from '../api/hooks.ts';
import { useReorder } from '../cart/reorder.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** The moves an administrator makes for a whole purchase (requirements §14.3). */
const together: Exclude<OrderStatus, 'placed' | 'cancelled'>[] = ['confirmed', 'shipped', 'delivered'];
const togetherLabels = { confirmed: 'Confirm all', shipped: 'Ship all', delivered: 'Mark all delivered' } as const;

export function Component() {
  const { purchaseId = '' } = useParams();
  const { data: purchase, error, isLoading, mutate } = useApi<Purchase>(apiPaths.purchase(purchaseId));
  const { isAdmin } = useIsAdmin();
  const reorder = useReorder();
  useDocumentTitle(purchase ? `Purchase ${purchase.number}` : 'Purchase');
  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (error || !purchase) {
    return (
      <EmptyState
        tone="error"
        title="The purchase could not be shown"
        description={error?.message}
        action={<Button onClick={() => void mutate()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h2 className="text-heading font-bold text-ink">Thank you for your order</h2>
        <p className="text-body text-ink-muted">
          Your purchase number is <strong className="font-mono text-ink">{purchase.number}</strong>: one order per item,
          each with its own number, which we confirm and ship together.
        </p>
      </div>
      <PurchaseSummary
        purchase={purchase}
        LinkComponent={RouterLink}
        actions={
          <>
            <Button asChild>
              <Link to="/dashboard/my-orders">My Orders</Link>
            </Button>
            <Button
              variant="secondary"
              onClick={() => void reorder(purchasingPaths.reorderPurchase(purchase._id), purchase.orders.length)}
            >
              Reorder
            </Button>
            <Button asChild variant="secondary">
              <Link to="/items">Continue shopping</Link>
            </Button>
            {isAdmin
              ? together
                  .filter((to) => purchase.orders.some((o) => canTransition(o.status, to)))
                  .map((to) => (
                    <Button
                      key={to}
                      variant="secondary"
                      onClick={() =>
                        void apiSend<Order[]>('POST', purchasingPaths.purchaseStatus(purchase._id), { status: to })
                          .then(async () => {
                            toast.success(
                              `Every order of ${purchase.number} is ${orderStatusLabels[to].toLowerCase()}`,
                            );
                            await mutate();
                          })
                          .catch((cause: unknown) =>
                            toast.error(cause instanceof Error ? cause.message : String(cause)),
                          )
                      }
                    >
                      {togetherLabels[to]}
                    </Button>
                  ))
              : null}
          </>
        }
      />
    </div>
  );
}
