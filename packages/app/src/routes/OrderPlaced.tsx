import { Trans, useLingui } from '@lingui/react/macro';
// After placing an order (requirements §13.4): its number and summary, and the way to its page,
// beside the original's toast.
import { Button, OrderSummary } from '@storefront/ui';
import { Link, useParams } from 'react-router-dom';
import { useOrder } from '../api/hooks.ts';
import { PlacedFrame } from '../components/PlacedFrame.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { orderId = '' } = useParams();
  const read = useOrder(orderId);
  const { t } = useLingui();
  useDocumentTitle(t`Order placed`);
  return (
    <PlacedFrame
      read={read}
      failedTitle={t`Your order is placed, but it could not be shown`}
      title={() => t`Thank you for your order`}
      intro={({ number }) => (
        <Trans>
          Your order number is <strong className="font-mono text-ink">{number}</strong>. We have emailed you a copy and
          will confirm it within one working day.
        </Trans>
      )}
    >
      {(order) => (
        <OrderSummary
          order={order}
          actions={
            <>
              <Button asChild>
                <Link to={`/dashboard/orders/${encodeURIComponent(order._id)}`}>
                  <Trans>View your order</Trans>
                </Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/items">
                  <Trans>Continue shopping</Trans>
                </Link>
              </Button>
            </>
          }
        />
      )}
    </PlacedFrame>
  );
}
