import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt } from '@storefront/shared';
import { CircleCheck, CircleX } from 'lucide-react';
import { formatDayTime, timesIn } from '../../../lib/dates.ts';
import { EmailText } from '../../../lib/EmailText.tsx';
import { useFocusReturn } from '../../../lib/useFocusReturn.ts';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../primitives/Dialog.tsx';
import { EmptyState } from '../../../primitives/EmptyState.tsx';
import { Skeleton } from '../../../primitives/Skeleton.tsx';
import { ListFailure } from '../../home/ListFailure.tsx';
import type { PaymentEvent, PaymentWithTrail } from './contract.ts';
import { paymentEventLabels, paymentMethodLabels } from './labels.ts';
import { PaymentStatusBadge } from '../PaymentStatusBadge.tsx';

export interface PaymentTrailDialogProps {
  /** The purchase number whose payment is shown; null closes the dialog. */
  purchaseNumber: string | null;
  onOpenChange: (open: boolean) => void;
  /** The payment with its trail, once read. */
  trail?: PaymentWithTrail;
  isLoading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** The store's zone (STORE_TIME_ZONE): times are shown there, and it says so. */
  timeZone?: string;
}

/** A request or an answer as the gateway wrote it, indented to be read; nothing when there was none. */
function Json({ label, value }: { label: string; value: unknown }) {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return (
    <details className="group">
      <summary className="cursor-pointer text-body-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-focus">
        {label}
      </summary>
      <pre className="mt-1 max-h-64 overflow-auto rounded-control bg-canvas p-3 font-mono text-caption whitespace-pre-wrap [overflow-wrap:anywhere] text-ink">
        {text}
      </pre>
    </details>
  );
}

function EventItem({ event, timeZone }: { event: PaymentEvent; timeZone?: string }) {
  const { t, i18n } = useLingui();
  return (
    <li className="flex flex-col gap-1 border-l-2 border-line pl-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span className="font-semibold text-ink">{i18n._(paymentEventLabels[event.kind])}</span>
        {event.ok ? (
          <span className="inline-flex items-center gap-1 text-body-sm text-success-ink">
            <CircleCheck aria-hidden="true" className="size-4" />
            <Trans>Succeeded</Trans>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 text-body-sm text-danger">
            <CircleX aria-hidden="true" className="size-4" />
            <Trans>Failed</Trans>
          </span>
        )}
        <time dateTime={event.at} className="text-body-sm text-ink-muted">
          {formatDayTime(event.at, timeZone)}
        </time>
        {event.by ? <EmailText email={event.by} className="text-body-sm text-ink-muted" /> : null}
      </div>
      <Json label={t`Request`} value={event.request} />
      <Json label={t`Answer`} value={event.response} />
    </li>
  );
}

/**
 * A payment's trail (admin, issue 33; requirements §18): its status and amounts, then every gateway
 * call and answer (secrets already removed by the server), cash recorded and decisions, oldest first.
 */
export function PaymentTrailDialog({
  purchaseNumber,
  onOpenChange,
  trail,
  isLoading = false,
  error,
  onRetry,
  timeZone,
}: PaymentTrailDialogProps) {
  const { t, i18n } = useLingui();
  const open = purchaseNumber !== null;
  const returnFocus = useFocusReturn(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent onCloseAutoFocus={returnFocus} className="max-w-2xl">
        <DialogTitle>
          <Trans>Payment of {{ number: purchaseNumber ?? '' }}</Trans>
        </DialogTitle>
        <DialogDescription>
          {timeZone ? timesIn(i18n, timeZone) : <Trans>Every call to the gateway and its answer, oldest first.</Trans>}
        </DialogDescription>
        {isLoading ? (
          <div className="flex flex-col gap-2" role="status">
            <span className="sr-only">
              <Trans>Loading</Trans>
            </span>
            <Skeleton className="h-8 w-1/2" />
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : error ? (
          <ListFailure title={t`The trail could not be loaded`} description={error} onRetry={onRetry} />
        ) : trail ? (
          <>
            <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-body-sm sm:grid-cols-4">
              <div>
                <dt className="text-ink-muted">
                  <Trans>Status</Trans>
                </dt>
                <dd>
                  <PaymentStatusBadge status={trail.status} labels="short" />
                </dd>
              </div>
              <div>
                <dt className="text-ink-muted">
                  <Trans>Method</Trans>
                </dt>
                <dd className="font-medium">{i18n._(paymentMethodLabels[trail.method])}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">
                  <Trans>Paid</Trans>
                </dt>
                <dd className="font-semibold tabular-nums">{formatBdt(trail.paid)}</dd>
              </div>
              <div>
                <dt className="text-ink-muted">
                  <Trans>Refunded</Trans>
                </dt>
                <dd className="tabular-nums">{formatBdt(trail.refunded)}</dd>
              </div>
            </dl>
            {trail.events.length ? (
              <ol className="flex flex-col gap-4" aria-label={t`Trail`}>
                {trail.events.map((event, i) => (
                  <EventItem key={`${event.at}-${i}`} event={event} timeZone={timeZone} />
                ))}
              </ol>
            ) : (
              <EmptyState
                title={t`Nothing happened yet`}
                description={t`A cash order has no gateway calls until cash is recorded.`}
              />
            )}
          </>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
