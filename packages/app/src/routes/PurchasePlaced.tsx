// A purchase (requirements §14.3): after checkout, its number and its orders; Reorder puts its
// lines in the cart again (§14.6); its one invoice (§13.5). An administrator (reaching it from
// Manage All Orders) reads whose purchase it is and moves all its orders together.
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  apiPaths,
  canTransition,
  errorMessage,
  orderStatusWord,
  type Order,
  type OrderStatus,
} from '@storefront/shared';
import {
  ApprovalBanner,
  Button,
  PaymentPanel,
  PurchaseSummary,
  screenDigits,
  toast,
  type PurchaseWithDelivery,
  type WithPayment,
} from '@storefront/ui';
import { useCallback } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiSend } from '../api/client.ts';
import { useApi, useIsAdmin } from '../api/hooks.ts';
import { useAuth } from '../auth/AuthContext.tsx';
import { useReorder } from '../cart/reorder.ts';
import { PlacedFrame } from '../components/PlacedFrame.tsx';
import { PurchasePaymentAdmin } from '../components/PurchasePaymentAdmin.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useStoreTimeZone } from '../components/useStoreTimeZone.ts';
import { goToGateway, payPurchase } from '../payments/payments.ts';
import { usePaymentReturn } from '../payments/usePaymentReturn.ts';

/** A purchase as its page reads it: with its payment (requirements §18). */
type PurchaseRead = PurchaseWithDelivery & WithPayment;

/** Pay now (requirements §18): a new gateway session for what is due, then its page; a refusal in a toast. */
async function payNow(purchaseId: string) {
  try {
    const { redirect_url } = await payPurchase(purchaseId);
    goToGateway(redirect_url);
  } catch (cause) {
    toast.error(errorMessage(cause));
  }
}

/** The moves an administrator makes for a whole purchase (requirements §14.3). */
const together: Exclude<OrderStatus, 'placed' | 'cancelled'>[] = ['confirmed', 'shipped', 'delivered'];
const togetherLabels = {
  confirmed: msg`Confirm all`,
  shipped: msg`Ship all`,
  delivered: msg`Mark all delivered`,
} as const;

/** An administrator's line on someone else's purchase: how many orders, whose, and what to do. */
function StaffIntro({ count: orderCount, customer }: { count: number; customer: string }) {
  const { t } = useLingui();
  // In the reader's digits (requirements §16).
  const count = screenDigits(orderCount);
  const orders = orderCount === 1 ? t`One order` : t`${count} orders`;
  return (
    <Trans>
      {orders} by <strong className="[overflow-wrap:anywhere] text-ink">{customer}</strong>: confirm, ship and deliver
      them together here, or one at a time from each order&apos;s page.
    </Trans>
  );
}

/** The buyer's line: the purchase's number, and how its orders go. */
function CustomerIntro({ number }: { number: string }) {
  return (
    <Trans>
      Your purchase number is <strong className="font-mono text-ink">{number}</strong>: one order per item, each with
      its own number, which we confirm and ship together.
    </Trans>
  );
}

export function Component() {
  const { purchaseId = '' } = useParams();
  const read = useApi<PurchaseRead>(apiPaths.purchase(purchaseId));
  const { mutate } = read;
  const reread = useCallback(() => mutate(), [mutate]);
  const { returned, confirming, recheck } = usePaymentReturn(read.data?.payment, reread);
  const { isAdmin, isLoading: adminLoading } = useIsAdmin();
  const timeZone = useStoreTimeZone();
  const { user } = useAuth();
  const reorder = useReorder();
  const { t, i18n } = useLingui();
  const number = read.data?.number;
  useDocumentTitle(number === undefined ? t`Purchase` : t`Purchase ${number}`);
  // An administrator reading someone else's purchase: not thanked for it, told whose it is.
  const staff = (purchase: PurchaseRead) => isAdmin && purchase.user !== user?.email;

  async function moveAll(purchase: PurchaseRead, to: (typeof together)[number]) {
    try {
      await apiSend<Order[]>('POST', apiPaths.purchaseStatus(purchase._id), { status: to });
      const purchaseNumber = purchase.number;
      const status = orderStatusWord(to);
      toast.success(t`Every order of ${purchaseNumber} is ${status}`);
      await read.mutate();
    } catch (cause) {
      toast.error(errorMessage(cause));
    }
  }

  return (
    <PlacedFrame
      read={read}
      failedTitle={t`The purchase could not be shown`}
      title={(purchase) => (staff(purchase) ? t`A customer's purchase` : t`Thank you for your order`)}
      // requirements §18: cash collected, refunds and reviews, by an administrator (one panel: the
      // buyer's below is for the buyer).
      after={(purchase) =>
        staff(purchase) ? (
          <PurchasePaymentAdmin
            purchase={purchase}
            onChanged={(next) => read.mutate({ data: next, total: undefined }, { revalidate: false })}
          />
        ) : null
      }
      intro={(purchase) =>
        staff(purchase) ? (
          <StaffIntro count={purchase.orders.length} customer={purchase.user} />
        ) : (
          <CustomerIntro number={purchase.number} />
        )
      }
    >
      {(purchase) => (
        <>
          {/* requirements §18: how it is paid, what is due now, and the gateway's word on the way back. */}
          {/* The buyer's panel, once the server has said who reads (an administrator gets theirs above). */}
          {/* requirements §20.4: a purchase above its buyer's limit waits for the company's approver. */}
          {purchase.approval ? <ApprovalBanner approval={purchase.approval} /> : null}
          {purchase.payment && !adminLoading && !staff(purchase) && purchase.approval?.status !== 'awaiting' ? (
            <PaymentPanel
              payment={purchase.payment}
              timeZone={timeZone}
              returned={returned}
              confirming={confirming}
              onRecheck={recheck}
              onPay={() => payNow(purchase._id)}
            />
          ) : null}
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
                      <Trans>In Manage All Orders</Trans>
                    </Link>
                  </Button>
                ) : (
                  <Button asChild>
                    <Link to="/dashboard/my-orders">
                      <Trans>My Orders</Trans>
                    </Link>
                  </Button>
                )}
                <Button
                  variant="secondary"
                  onClick={() => void reorder(apiPaths.reorderPurchase(purchase._id), purchase.orders.length)}
                >
                  <Trans>Reorder</Trans>
                </Button>
                <Button asChild variant="secondary">
                  <Link to={`/dashboard/purchases/${encodeURIComponent(purchase._id)}/invoice`}>
                    <Trans>Invoice</Trans>
                  </Link>
                </Button>
                {/* requirements §17: its tax invoice (Mushak 6.3), once it has one. */}
                {purchase.tax_invoice ? (
                  <Button asChild variant="secondary">
                    <Link to={`/dashboard/purchases/${encodeURIComponent(purchase._id)}/tax-invoice`}>
                      <Trans>Tax invoice</Trans>
                    </Link>
                  </Button>
                ) : null}
                {staff(purchase) ? null : (
                  <Button asChild variant="secondary">
                    <Link to="/items">
                      <Trans>Continue shopping</Trans>
                    </Link>
                  </Button>
                )}
                {isAdmin
                  ? together
                      .filter((to) => purchase.orders.some((o) => canTransition(o.status, to)))
                      .map((to) => (
                        <Button key={to} variant="secondary" onClick={() => void moveAll(purchase, to)}>
                          {i18n._(togetherLabels[to])}
                        </Button>
                      ))
                  : null}
              </>
            }
          />
        </>
      )}
    </PlacedFrame>
  );
}
