// An order's printable invoice (requirements §13.5): on paper, the app's print stylesheet leaves
// only the invoice (styles.css).
import { Button, EmptyState, Invoice, invoiceNumber, NotFoundMessage, Skeleton } from '@storefront/ui';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useOrder } from '../api/hooks.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useContactEmail } from '../components/useContactEmail.ts';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { orderId } = useParams();
  const { data: order, error, isLoading, mutate } = useOrder(orderId);
  const contactEmail = useContactEmail();
  useDocumentTitle(order ? `Invoice ${invoiceNumber(order)}` : 'Invoice');
  if (isLoading) return <Skeleton className="h-[40rem] w-full" />;
  if (error instanceof ApiError && [400, 403, 404].includes(error.status))
    return <NotFoundMessage LinkComponent={RouterLink} />;
  if (error || !order) {
    return (
      <EmptyState
        tone="error"
        title="The invoice could not be loaded"
        description={error?.message}
        action={<Button onClick={() => void mutate()}>Try again</Button>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <Link
        to={`/dashboard/orders/${encodeURIComponent(order._id)}`}
        className="text-body-sm font-medium text-primary hover:underline print:hidden"
      >
        <span aria-hidden="true">← </span>Order {order.number}
      </Link>
      <Invoice order={order} contactEmail={contactEmail} onPrint={() => window.print()} />
    </div>
  );
}
