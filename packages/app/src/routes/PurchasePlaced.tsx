// A purchase (requirements §14.3): after checkout, its number and its orders.
import { apiPaths, type Purchase } from '@storefront/shared';
import { Button, EmptyState, PurchaseSummary, Skeleton } from '@storefront/ui';
import { Link, useParams } from 'react-router-dom';
import { useApi } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { purchaseId = '' } = useParams();
  const { data: purchase, error, isLoading, mutate } = useApi<Purchase>(apiPaths.purchase(purchaseId));
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
            <Button asChild variant="secondary">
              <Link to="/items">Continue shopping</Link>
            </Button>
          </>
        }
      />
    </div>
  );
}
