// After placing an order (requirements §13.4): its number and summary, and the way to its page,
// beside the original's toast.
import { Button, EmptyState, OrderSummary, Skeleton } from '@storefront/ui';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../api/hooks.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { orderId = '' } = useParams();
  const { data: order, error, isLoading, mutate } = useOrder(orderId);
  useDocumentTitle('Order placed');
  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (error || !order) {
    return (
      <EmptyState
        tone="error"
        title="Your order is placed, but it could not be shown"
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
          Your order number is <strong className="font-mono text-ink">{order.number}</strong>. We have emailed you a
          copy and will confirm it within one working day.
        </p>
      </div>
      <OrderSummary
        order={order}
        actions={
          <>
            <Button asChild>
              <Link to={`/dashboard/orders/${encodeURIComponent(order._id)}`}>View your order</Link>
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
