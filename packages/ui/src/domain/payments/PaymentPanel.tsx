import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatStoreDay } from '@storefront/shared';
import { CircleCheck, CircleX, Clock, LoaderCircle } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { formatDayTimeIn } from '../../lib/dates.ts';
import { Button } from '../../primitives/Button.tsx';
import type { Payment } from './contract.ts';
import { paymentMethodLabels } from './labels.ts';
import { PaymentStatusBadge } from './PaymentStatusBadge.tsx';

/** How the gateway sent the buyer back (`?payment=` on the purchase's page). */
export type PaymentReturn = 'success' | 'failed' | 'cancelled';

export interface PaymentPanelProps {
  payment: Payment;
  /** The store's zone (STORE_TIME_ZONE): the hold's end is told there, saying so. */
  timeZone: string;
  /** The gateway's word on the way back, if the buyer just came from it. */
  returned?: PaymentReturn | undefined;
  /** The page is still reading the payment again, waiting for the gateway's confirmation. */
  confirming?: boolean;
  /** Opens the gateway again for what is due now (POST /api/purchases/{id}/pay), then goes there. */
  onPay?: () => Promise<unknown>;
  /** Reads the payment again (after the page stopped waiting for the confirmation). */
  onRecheck?: () => void;
  /** The time now, in ms (stories fix it): a hold past its end offers no Pay now. */
  now?: number;
  className?: string;
}

/** Whether the buyer can still pay online: something due, waiting or failed, and the hold not over. */
export function canPayNow(payment: Payment, now: number): boolean {
  if (payment.due_now <= 0) return false;
  if (payment.status !== 'pending' && payment.status !== 'failed') return false;
  return payment.expires_at === null || new Date(payment.expires_at).getTime() > now;
}

/** The time now, read again when the hold ends: Pay now goes with it, without a reload. */
function useNow(given: number | undefined, until: string | null): number {
  const [now, setNow] = useState(() => given ?? Date.now());
  useEffect(() => {
    if (given !== undefined || until === null) return;
    const wait = new Date(until).getTime() - Date.now();
    if (!(wait > 0)) return;
    // setTimeout's longest wait is about 24.8 days; a hold is minutes.
    const timer = setTimeout(() => setNow(Date.now()), Math.min(wait + 1_000, 2 ** 31 - 1));
    return () => clearTimeout(timer);
  }, [given, until]);
  return given ?? now;
}

function Banner({
  tone,
  icon,
  children,
}: {
  tone: 'success' | 'warning' | 'danger';
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cn(
        'flex items-start gap-3 rounded-control border px-4 py-3 text-body-sm',
        tone === 'success' && 'border-success/30 bg-success-soft text-success-ink',
        tone === 'warning' && 'border-warning-ink/20 bg-warning-soft text-warning-ink',
        tone === 'danger' && 'border-danger/30 bg-danger-soft text-danger-hover',
      )}
    >
      {icon}
      <div className="flex min-w-0 flex-col gap-1">{children}</div>
    </div>
  );
}

/** What the way back from the gateway means, said once the purchase is read again (requirements §18). */
function ReturnBanner({
  returned,
  payment,
  confirming,
  holdEnd,
  payable,
  onRecheck,
}: {
  returned: PaymentReturn;
  payment: Payment;
  confirming: boolean;
  holdEnd: string | null;
  payable: boolean;
  onRecheck: (() => void) | undefined;
}) {
  const received = payment.status === 'paid' || payment.status === 'partially_paid';
  if (received) {
    const paid = formatBdt(payment.paid);
    return (
      <Banner tone="success" icon={<CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
        <strong>
          <Trans>Payment received</Trans>
        </strong>
        <span>
          <Trans>Thank you: {paid} reached us.</Trans>
        </span>
      </Banner>
    );
  }
  if (returned === 'success') {
    return (
      <Banner
        tone="warning"
        icon={
          confirming ? (
            <LoaderCircle
              aria-hidden="true"
              className="mt-0.5 size-5 shrink-0 animate-spin motion-reduce:animate-none"
            />
          ) : (
            <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          )
        }
      >
        <strong>
          <Trans>We are confirming your payment</Trans>
        </strong>
        <span>
          <Trans>The gateway has to confirm it to us first; this usually takes a few seconds.</Trans>
        </span>
        {!confirming && onRecheck ? (
          <Button type="button" variant="secondary" size="sm" className="self-start" onClick={onRecheck}>
            <Trans>Check again</Trans>
          </Button>
        ) : null}
      </Banner>
    );
  }
  const until = holdEnd;
  return (
    <Banner tone="danger" icon={<CircleX aria-hidden="true" className="mt-0.5 size-5 shrink-0" />}>
      <strong>
        {returned === 'cancelled' ? (
          <Trans>You cancelled the payment</Trans>
        ) : (
          <Trans>The payment did not go through</Trans>
        )}
      </strong>
      <span>
        {payable && until ? (
          <Trans>Nothing was taken. You can pay now until {until}; after that the order is cancelled.</Trans>
        ) : payable ? (
          <Trans>Nothing was taken. You can pay now.</Trans>
        ) : (
          <Trans>Nothing was taken.</Trans>
        )}
      </span>
    </Banner>
  );
}

/**
 * A purchase's payment (requirements §18): the method, the status, what was paid and what is due
 * now, and until when the stock is held for it, in the store's zone. While an online payment is
 * waiting or failed and its hold has not ended, Pay now opens the gateway again. Back from the
 * gateway (`returned`), a banner says what happened: received once the gateway confirmed it, else
 * that it is being confirmed; failed or cancelled, with Pay now while the hold lasts.
 */
export function PaymentPanel({
  payment,
  timeZone,
  returned,
  confirming = false,
  onPay,
  onRecheck,
  now: given,
  className,
}: PaymentPanelProps) {
  const { t, i18n } = useLingui();
  const now = useNow(given, payment.expires_at);
  const [paying, setPaying] = useState(false);
  const payable = canPayNow(payment, now);
  const held = payment.expires_at !== null && (payment.status === 'pending' || payment.status === 'failed');
  const holdEnd = held && payment.expires_at ? formatDayTimeIn(i18n, payment.expires_at, timeZone) : null;
  const pay = () => {
    if (!onPay) return;
    setPaying(true);
    void onPay().finally(() => setPaying(false));
  };
  return (
    <section
      aria-label={t`Payment`}
      className={cn('flex flex-col gap-3 rounded-card border border-line bg-surface p-4', className)}
    >
      <h2 className="text-title font-semibold text-ink">
        <Trans>Payment</Trans>
      </h2>
      {returned ? (
        <ReturnBanner
          returned={returned}
          payment={payment}
          confirming={confirming}
          holdEnd={holdEnd}
          payable={payable}
          onRecheck={onRecheck}
        />
      ) : null}
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-body-sm">
        <dt className="text-ink-muted">
          <Trans>Method</Trans>
        </dt>
        <dd className="text-ink">{i18n._(paymentMethodLabels[payment.method])}</dd>
        <dt className="text-ink-muted">
          <Trans>Status</Trans>
        </dt>
        <dd>
          <PaymentStatusBadge status={payment.status} />
        </dd>
        <dt className="text-ink-muted">
          <Trans>Paid</Trans>
        </dt>
        <dd className="text-ink tabular-nums">{formatBdt(payment.paid)}</dd>
        {payment.due_now > 0 ? (
          <>
            <dt className="text-ink-muted">
              <Trans>Due now</Trans>
            </dt>
            <dd className="font-semibold text-ink tabular-nums">{formatBdt(payment.due_now)}</dd>
          </>
        ) : null}
        {payment.due_on ? (
          <>
            <dt className="text-ink-muted">
              <Trans>Due by</Trans>
            </dt>
            <dd className="font-semibold text-ink">
              <time dateTime={payment.due_on}>{formatStoreDay(payment.due_on)}</time>
            </dd>
          </>
        ) : null}
        {payment.refunded > 0 ? (
          <>
            <dt className="text-ink-muted">
              <Trans>Refunded</Trans>
            </dt>
            <dd className="text-ink tabular-nums">{formatBdt(payment.refunded)}</dd>
          </>
        ) : null}
        {holdEnd ? (
          <>
            <dt className="text-ink-muted">
              <Trans>Hold ends at</Trans>
            </dt>
            <dd className="text-ink">
              <time dateTime={payment.expires_at ?? undefined}>{holdEnd}</time>
            </dd>
          </>
        ) : null}
      </dl>
      {payable && onPay ? (
        <Button
          type="button"
          className="self-start"
          isLoading={paying}
          loadingLabel={t`Opening the payment page`}
          onClick={pay}
        >
          <Trans>Pay now</Trans>
        </Button>
      ) : null}
    </section>
  );
}
