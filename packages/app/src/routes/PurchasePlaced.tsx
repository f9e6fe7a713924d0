// A purchase (requirements §14.3): after checkout, its number and its orders; Reorder puts its
// lines in the cart again (§14.6); its one invoice (§13.5). An administrator (reaching it from
// Manage All Orders) reads whose purchase it is and moves all its orders together.
import {
  apiPaths,
  canTransition,
  errorMessage,
  orderStatusWord,
  type Order,
  type OrderStatus,
  type Purchase,
} from '@storefront/shared';
import { Button, PurchaseSummary, toast } from '@storefront/ui';
import { Link, useParams } from 'react-router-dom';
import { apiSend } from '../api/client.ts';
import { useApi, useIsAdmin } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useReorder } from '../cart/reorder.ts';
import { PlacedFrame } from '../components/PlacedFrame.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';

/** The moves an administrator makes for a whole purchase (requirements §14.3). */
const together: Exclude<OrderStatus, 'placed' | 'cancelled'>[] = ['confirmed', 'shipped', 'delivered'];
const togetherLabels = { confirmed: 'Confirm all', shipped: 'Ship all', delivered: 'Mark all delivered' } as const;

export function Component() {
  const { purchaseId = '' } = useParams();
  const read = useApi<Purchase>(apiPaths.purchase(purchaseId));
  const { isAdmin } = useIsAdmin();
  const timeZone = useStoreTimeZone();
  const { user } = useAuth();
  const reorder = useReorder();
  useDocumentTitle(read.data ? `Purchase ${read.data.number}` : 'Purchase');
  // An administrator reading someone else's purchase: not thanked for it, told whose it is.
  const staff = (purchase: Purchase) => isAdmin && purchase.user !== user?.email;

  async function moveAll(purchase: Purchase, to: (typeof together)[number]) {
    try {
      await apiSend<Order[]>('POST', apiPaths.purchaseStatus(purchase._id), { status: to });
      toast.success(`Every order of ${purchase.number} is ${orderStatusWord(to)}`);
      await read.mutate();
    } catch (cause) {
      toast.error(errorMessage(cause));
    }
  }

  return (
    <PlacedFrame
      read={read}
      failedTitle="The purchase could not be shown"
      title={(purchase) => (staff(purchase) ? "A customer's purchase" : 'Thank you for your order')}
      intro={(purchase) =>
        staff(purchase) ? (
          <>
            {purchase.orders.length === 1 ? 'One order' : `${purchase.orders.length} orders`} by{' '}
            <strong className="[overflow-wrap:anywhere] text-ink">{purchase.user}</strong>: confirm, ship and deliver
            them together here, or one at a time from each order&apos;s page.
          </>
        ) : (
          <>
            Your purchase number is <strong className="font-mono text-ink">{purchase.number}</strong>: one order per
            item, each with its own number, which we confirm and ship together.
          </>
        )
      }
    >
      {(purchase) => (
        <PurchaseSummary
          purchase={purchase}
          LinkComponent={RouterLink}
          // Administrators read times in the store's zone, as everywhere they work.
          timeZone={isAdmin ? timeZone : undefined}
          actions={
            <>
              {staff(purchase) ? (
                <Button asChild>
                  <Link to={`/dashboard/manage-orders?q=${encodeURIComponent(purchase.number)}`}>
                    In Manage All Orders
                  </Link>
                </Button>
              ) : (
                <Button asChild>
                  <Link to="/dashboard/my-orders">My Orders</Link>
                </Button>
              )}
              <Button
                variant="secondary"
                onClick={() => void reorder(apiPaths.reorderPurchase(purchase._id), purchase.orders.length)}
              >
                Reorder
              </Button>
              <Button asChild variant="secondary">
                <Link to={`/dashboard/purchases/${encodeURIComponent(purchase._id)}/invoice`}>Invoice</Link>
              </Button>
              {staff(purchase) ? null : (
                <Button asChild variant="secondary">
                  <Link to="/items">Continue shopping</Link>
                </Button>
              )}
              {isAdmin
                ? together
                    .filter((to) => purchase.orders.some((o) => canTransition(o.status, to)))
                    .map((to) => (
                      <Button key={to} variant="secondary" onClick={() => void moveAll(purchase, to)}>
                        {togetherLabels[to]}
                      </Button>
                    ))
                : null}
            </>
          }
        />
      )}
    </PlacedFrame>
  );
}
