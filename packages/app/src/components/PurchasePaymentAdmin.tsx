// A purchase's payment as an administrator handles it on the purchase's page (issue 33;
// requirements §18): cash collected, refunds, a review's decision, and the payment's trail. Each
// change answers the purchase as it is after it, shown at once.
import { useLingui } from '@lingui/react/macro';
import { dayOf } from '@storefront/shared';
import {
  PaymentAdminPanel,
  PaymentTrailDialog,
  toast,
  type AdminPayment,
  type PaymentWithTrail,
  type PurchaseWithDelivery,
} from '@storefront/ui';
import { useState } from 'react';
import { useApi } from '../api/hooks.ts';
import { decideReview, paymentPaths, recordCash, refundPayment } from '../api/payments.ts';
import { useStoreTimeZone } from './useStoreTimeZone.ts';

/** A purchase as read once payments land: its `payment`, absent from answers before them. */
type WithPayment = PurchaseWithDelivery & { payment?: AdminPayment };

export interface PurchasePaymentAdminProps {
  purchase: PurchaseWithDelivery;
  /** Shows the purchase the server answered after a change. */
  onChanged: (purchase: PurchaseWithDelivery) => Promise<unknown>;
}

export function PurchasePaymentAdmin({ purchase, onChanged }: PurchasePaymentAdminProps) {
  const { t } = useLingui();
  const timeZone = useStoreTimeZone();
  const [trailOpen, setTrailOpen] = useState(false);
  const trail = useApi<PaymentWithTrail>(trailOpen ? paymentPaths.trail(purchase._id) : null);
  const { payment } = purchase as WithPayment;
  if (!payment) return null;
  const number = purchase.number;

  async function changed(next: PurchaseWithDelivery, message: string) {
    await onChanged(next);
    toast.success(message);
    // The trail grew: read again when it is next opened.
    await trail.mutate();
  }

  return (
    <>
      <PaymentAdminPanel
        purchaseNumber={number}
        payment={payment}
        total={purchase.total}
        today={dayOf(new Date(), timeZone)}
        onRecordCash={async (cash) => changed(await recordCash(purchase._id, cash), t`Cash recorded for ${number}`)}
        onRefund={async (refund) => changed(await refundPayment(purchase._id, refund), t`Refund made for ${number}`)}
        onReview={async (decision) =>
          changed(
            await decideReview(purchase._id, { decision }),
            decision === 'accept' ? t`Payment for ${number} accepted` : t`Payment for ${number} refunded`,
          )
        }
        onOpenTrail={() => setTrailOpen(true)}
      />
      <PaymentTrailDialog
        purchaseNumber={trailOpen ? number : null}
        onOpenChange={setTrailOpen}
        trail={trail.data}
        isLoading={trail.isLoading}
        error={trail.error ? trail.error.message : null}
        onRetry={() => void trail.mutate()}
        timeZone={timeZone}
      />
    </>
  );
}
