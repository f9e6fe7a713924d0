import { Trans, useLingui } from '@lingui/react/macro';
// An order's page (requirements §13.4), for its owner and administrators: the summary, its
// timeline, Reorder (into the cart, requirements §14.6) and the invoice; administrators also move it along and see its emails.
import {
  apiPaths,
  canTransition,
  toasts,
  orderStatusWord,
  type OrderDetail,
  type OrderStatus,
} from '@storefront/shared';
import {
  Button,
  EmptyState,
  NotFoundMessage,
  OrderNoticesTable,
  OrderSummary,
  OrderTimeline,
  OrderTransitionDialog,
  Skeleton,
  toast,
  useTransitionLabels,
} from '@storefront/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useIsAdmin, useOrder, useOrderNotices, useRevalidate } from '../api/hooks.ts';
import { moveOrder } from '../api/mutations.ts';
import { useReorder } from '../cart/reorder.ts';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';

type Move = Exclude<OrderStatus, 'placed'>;
const moves: Move[] = ['confirmed', 'shipped', 'delivered', 'cancelled'];

/** An order's invoice: its purchase's one when it has a purchase (requirements §13.5), else its own. */
const invoiceHref = (order: OrderDetail) =>
  order.purchase
    ? `/dashboard/purchases/${encodeURIComponent(order.purchase)}/invoice`
    : `/dashboard/orders/${encodeURIComponent(order._id)}/invoice`;

export function Component() {
  const { orderId } = useParams();
  const { data: order, error, isLoading, mutate } = useOrder(orderId);
  const { isAdmin } = useIsAdmin();
  // Administrators read times in the store's zone, as everywhere they work; customers in their own.
  const storeZone = useStoreTimeZone();
  const timeZone = isAdmin ? storeZone : undefined;
  const notices = useOrderNotices(orderId, isAdmin);
  const [pending, setPending] = useState<Move | null>(null);
  const revalidate = useRevalidate();
  const reorder = useReorder();
  const { t } = useLingui();
  const transitionLabels = useTransitionLabels();
  const number = order?.number;
  useDocumentTitle(number === undefined ? t`Order` : t`Order ${number}`);

  if (isLoading) return <Skeleton className="h-96 w-full" />;
  if (error instanceof ApiError && [400, 403, 404].includes(error.status))
    return <NotFoundMessage LinkComponent={RouterLink} />;
  if (error || !order) {
    return (
      <EmptyState
        tone="error"
        title={t`The order could not be loaded`}
        description={error?.message}
        action={
          <Button onClick={() => void mutate()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }

  return (
    <div className="flex flex-col gap-8">
      <OrderSummary
        order={order}
        timeZone={timeZone}
        actions={
          <>
            <Button onClick={() => void reorder(apiPaths.reorderOrder(order._id), 1)}>
              <Trans>Reorder</Trans>
            </Button>
            <Button asChild variant="secondary">
              <Link to={invoiceHref(order)}>
                <Trans>Invoice</Trans>
              </Link>
            </Button>
            {/* requirements §17.7: a one-item order's own tax invoice (Mushak 6.3), once it has one. */}
            {order.tax_invoice ? (
              <Button asChild variant="secondary">
                <Link to={`/dashboard/orders/${encodeURIComponent(order._id)}/tax-invoice`}>
                  <Trans>Tax invoice</Trans>
                </Link>
              </Button>
            ) : null}
            {order.purchase ? (
              <Button asChild variant="ghost">
                <Link to={`/dashboard/purchases/${encodeURIComponent(order.purchase)}`}>
                  <Trans>Its purchase</Trans>
                </Link>
              </Button>
            ) : null}
            {isAdmin
              ? moves
                  .filter((to) => canTransition(order.status, to))
                  .map((to) => (
                    <Button
                      key={to}
                      variant={to === 'cancelled' ? 'danger' : 'secondary'}
                      onClick={() => setPending(to)}
                    >
                      {transitionLabels[to]}
                    </Button>
                  ))
              : null}
          </>
        }
      />
      <section aria-labelledby="timeline-heading" className="flex flex-col gap-4">
        <h2 id="timeline-heading" className="text-heading font-bold text-ink">
          <Trans>Timeline</Trans>
        </h2>
        <OrderTimeline events={order.events} timeZone={timeZone} />
      </section>
      {isAdmin ? (
        <OrderNoticesTable
          notices={notices.data ?? []}
          isLoading={notices.isLoading}
          error={notices.error?.message ?? null}
          onRetry={() => void notices.mutate()}
          timeZone={timeZone}
        />
      ) : null}
      <OrderTransitionDialog
        to={pending}
        subject={t`order ${number}`}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        onConfirm={async (note) => {
          if (!pending) return;
          await moveOrder(order._id, pending, note);
          toast.success(toasts.orderMoved(order.number, orderStatusWord(pending)));
          // The order and its emails, once each; only a cancel gives stock back, to the items shown.
          await Promise.all([
            mutate(),
            notices.mutate(),
            ...(pending === 'cancelled' ? [revalidate(apiPaths.itemList)] : []),
          ]);
        }}
      />
    </div>
  );
}
