import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, type CashInput, type RefundInput, type PaymentReviewDecision } from '@storefront/shared';
import { useState } from 'react';
import { Button } from '../../../primitives/Button.tsx';
import { Notice } from '../../../primitives/Notice.tsx';
import { ConfirmDialog } from '../../ConfirmDialog.tsx';
import type { Payment, PaymentStatus } from './contract.ts';
import { paymentMethodLabels } from './labels.ts';
import { PaymentStatusBadge } from '../PaymentStatusBadge.tsx';
import { RecordCashDialog } from './RecordCashDialog.tsx';
import { RefundDialog } from './RefundDialog.tsx';

export interface PaymentAdminPanelProps {
  purchaseNumber: string;
  payment: Payment;
  /** The purchase's total (BDT): cash to collect is it less what was paid. */
  total: number;
  /** Today in the store's calendar (YYYY-MM-DD), for the day cash was collected. */
  today: string;
  onRecordCash: (cash: CashInput) => Promise<unknown>;
  onRefund: (refund: RefundInput) => Promise<unknown>;
  onReview: (decision: PaymentReviewDecision) => Promise<unknown>;
  /** Opens the payment's trail. */
  onOpenTrail?: () => void;
}

/** Cash is collected at the door for a cash order not yet paid in full (requirements §18). */
const collecting: PaymentStatus[] = ['unpaid', 'partially_paid'];
/** What was received can go back once the payment is settled (a payment in review is decided first). */
const refunding: PaymentStatus[] = ['paid', 'partially_paid', 'refunded', 'expired'];

const toMinor = (bdt: number) => Math.round(bdt * 100);

/**
 * A purchase's payment as an administrator handles it (issue 33; requirements §18): its status,
 * method and amounts; Record cash for a cash order still to collect; Refund what was paid and not yet
 * refunded; and for a payment held in review (an amount that did not match), Accept or Refund.
 */
export function PaymentAdminPanel({
  purchaseNumber,
  payment,
  total,
  today,
  onRecordCash,
  onRefund,
  onReview,
  onOpenTrail,
}: PaymentAdminPanelProps) {
  const { t, i18n } = useLingui();
  const [dialog, setDialog] = useState<'cash' | 'refund' | PaymentReviewDecision | null>(null);
  const toCollect = Math.max(0, toMinor(total) - toMinor(payment.paid)) / 100;
  const refundable = Math.max(0, toMinor(payment.paid) - toMinor(payment.refunded)) / 100;
  const canCollect = payment.method === 'cod' && collecting.includes(payment.status) && toCollect > 0;
  const canRefund = refunding.includes(payment.status) && refundable > 0;
  const inReview = payment.status === 'review';
  const close = (open: boolean) => {
    if (!open) setDialog(null);
  };

  return (
    <section
      aria-labelledby="payment-admin-title"
      className="flex flex-col gap-3 rounded-card border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="payment-admin-title" className="text-title font-semibold text-ink">
          <Trans>Payment</Trans>
        </h2>
        <PaymentStatusBadge status={payment.status} labels="short" />
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-body-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">
            <Trans>Method</Trans>
          </dt>
          <dd className="font-medium">{i18n._(paymentMethodLabels[payment.method])}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>Paid</Trans>
          </dt>
          <dd className="font-semibold tabular-nums">{formatBdt(payment.paid)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            <Trans>Refunded</Trans>
          </dt>
          <dd className="tabular-nums">{formatBdt(payment.refunded)}</dd>
        </div>
        <div>
          <dt className="text-ink-muted">
            {payment.method === 'cod' ? <Trans>To collect</Trans> : <Trans>Due online</Trans>}
          </dt>
          <dd className="tabular-nums">{formatBdt(payment.method === 'cod' ? toCollect : payment.due_now)}</dd>
        </div>
      </dl>
      {inReview ? (
        <Notice tone="warning">
          <Trans>
            <strong>This payment needs a decision.</strong> The gateway confirmed an amount that does not match the
            purchase: accept it as paid, or refund it.
          </Trans>
        </Notice>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canCollect ? (
          <Button onClick={() => setDialog('cash')}>
            <Trans>Record cash</Trans>
          </Button>
        ) : null}
        {inReview ? (
          <>
            <Button onClick={() => setDialog('accept')}>
              <Trans>Accept</Trans>
            </Button>
            <Button variant="danger" onClick={() => setDialog('refund')}>
              <Trans>Refund</Trans>
            </Button>
          </>
        ) : canRefund ? (
          <Button variant="secondary" onClick={() => setDialog('refund')}>
            <Trans>Refund</Trans>
          </Button>
        ) : null}
        {onOpenTrail ? (
          <Button variant="secondary" onClick={onOpenTrail}>
            <Trans>Payment trail</Trans>
          </Button>
        ) : null}
      </div>
      <RecordCashDialog
        open={dialog === 'cash'}
        onOpenChange={close}
        purchaseNumber={purchaseNumber}
        toCollect={toCollect}
        today={today}
        onSubmit={onRecordCash}
      />
      <RefundDialog
        open={dialog === 'refund' && !inReview}
        onOpenChange={close}
        purchaseNumber={purchaseNumber}
        method={payment.method}
        refundable={refundable}
        onSubmit={onRefund}
      />
      <ConfirmDialog
        open={inReview && (dialog === 'accept' || dialog === 'refund')}
        onOpenChange={close}
        title={dialog === 'accept' ? t`Accept this payment?` : t`Refund this payment?`}
        description={
          dialog === 'accept'
            ? t`The purchase counts as paid with ${{ paid: formatBdt(payment.paid) }} received.`
            : t`${{ paid: formatBdt(payment.paid) }} goes back to the buyer through the gateway.`
        }
        confirmLabel={dialog === 'accept' ? t`Accept` : t`Refund`}
        tone={dialog === 'accept' ? 'primary' : 'danger'}
        onConfirm={() => onReview(dialog === 'accept' ? 'accept' : 'refund')}
      />
    </section>
  );
}
