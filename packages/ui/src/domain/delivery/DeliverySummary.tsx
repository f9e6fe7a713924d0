import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatNumber, fromMinor, toMinor } from '@storefront/shared';
import { useTranslateMessage } from '../../i18n/translateMessage.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { Spinner } from '../../primitives/Spinner.tsx';
import type { PaymentMethod } from '../payments/contract.ts';
import { paymentMethodLabels } from '../payments/labels.ts';
import type { CheckoutQuote } from './contract.ts';
import { zoneLabels } from './zones.ts';

export interface DeliverySummaryProps {
  /** The server's quote for the lines and the district; the last one stays while the next loads. */
  quote: CheckoutQuote | undefined;
  /** A new quote is on its way (the lines or the district changed). */
  isLoading?: boolean;
  /** The quote could not be had: what went wrong, and a way to ask again. */
  error?: string | null;
  onRetry?: () => void;
  /** No district chosen yet: the charge waits for one. */
  needsDistrict?: boolean;
  /** How the buyer pays (requirements §18): cash on delivery unless they chose another. */
  paymentMethod?: PaymentMethod;
  className?: string;
}

/**
 * What the buyer will pay (requirements §17), as the server quoted it: the goods, the delivery
 * charge for the zone and the parcel's weight (or free, past the store's threshold), the VAT the
 * prices include, the total, the payment method and what is due online now. Shown before Place order; the charge shown is
 * the one the checkout then sends. Nothing here is worked out on the screen. While the next quote
 * loads, the last one stays under a line that says it is being updated.
 */
export function DeliverySummary({
  quote,
  isLoading,
  error,
  onRetry,
  needsDistrict,
  paymentMethod = 'cod',
  className,
}: DeliverySummaryProps) {
  const { t, i18n } = useLingui();
  const translate = useTranslateMessage();
  let body;
  if (needsDistrict && !quote)
    body = (
      <p className="text-body-sm text-ink-muted">
        <Trans>Choose the district to see the delivery charge.</Trans>
      </p>
    );
  else if (!quote && error) body = null;
  else if (!quote)
    body = (
      <div className="flex flex-col gap-2" role="status" aria-label={t`Working out the delivery charge`}>
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-5 w-full" />
        ))}
      </div>
    );
  else {
    const zone = i18n._(zoneLabels[quote.zone]);
    const kg = formatNumber(quote.weight_g / 1000, { maxFractionDigits: 2 });
    const freeAbove = quote.free_delivery_above;
    const isFree = quote.delivery_charge === 0 && freeAbove !== null && quote.subtotal >= freeAbove;
    const threshold = freeAbove === null ? '' : formatBdt(freeAbove);
    // A group member's lines carry the public price where theirs differs (requirements §20.5).
    const publicPrice = quote.lines.some((l) => l.public_price !== undefined)
      ? formatBdt(
          fromMinor(quote.lines.reduce((sum, l) => sum + toMinor(l.public_price ?? l.unit_price) * l.quantity, 0)),
        )
      : null;
    body = (
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 text-body-sm">
        <dt className="text-ink-muted">
          <Trans>Subtotal</Trans>
        </dt>
        <dd className="text-right text-ink tabular-nums">{formatBdt(quote.subtotal)}</dd>
        {publicPrice === null ? null : (
          <>
            <dt>
              <Badge variant="success">
                <Trans>Your price</Trans>
              </Badge>
            </dt>
            <dd className="text-right text-ink-muted tabular-nums">
              <Trans>
                Public price <s>{publicPrice}</s>
              </Trans>
            </dd>
          </>
        )}
        <dt className="flex flex-col text-ink-muted">
          <Trans>Delivery</Trans>
          <span className="text-caption">
            <Trans>
              {zone}, {kg} kg
            </Trans>
          </span>
        </dt>
        <dd className={cn('text-right tabular-nums', isFree ? 'font-semibold text-success' : 'text-ink')}>
          {isFree ? <Trans>Free delivery</Trans> : formatBdt(quote.delivery_charge)}
        </dd>
        {freeAbove !== null && !isFree ? (
          <dd className="col-span-2 text-caption text-ink-muted">
            <Trans>Free delivery above {threshold}</Trans>
          </dd>
        ) : null}
        <dt className="text-ink-muted">
          <Trans>VAT included</Trans>
        </dt>
        <dd className="text-right text-ink tabular-nums">{formatBdt(quote.vat)}</dd>
        <dt className="text-body font-semibold text-ink">
          <Trans>Total</Trans>
        </dt>
        <dd className="text-right text-title font-bold text-primary tabular-nums">{formatBdt(quote.total)}</dd>
        <dt className="text-ink-muted">
          <Trans>Payment</Trans>
        </dt>
        <dd className="text-right text-ink">{i18n._(paymentMethodLabels[paymentMethod])}</dd>
        {/* requirements §18: what is paid online before the order stands (an advance, or all of it). */}
        {quote.due_now > 0 ? (
          <>
            <dt className="font-semibold text-ink">
              <Trans>Due now</Trans>
            </dt>
            <dd className="text-right font-semibold text-ink tabular-nums">{formatBdt(quote.due_now)}</dd>
          </>
        ) : null}
      </dl>
    );
  }
  return (
    <section
      aria-label={t`Delivery and total`}
      aria-busy={isLoading || undefined}
      className={cn('flex flex-col gap-2 rounded-control border border-line bg-surface-muted p-3', className)}
    >
      {isLoading && quote ? (
        <Spinner size="sm" showLabel label={t`Updating the delivery charge`} className="text-ink-muted" />
      ) : null}
      {body}
      {error ? (
        <div role="alert" className="flex flex-wrap items-center justify-between gap-2 text-body-sm text-danger">
          <span>{translate(error)}</span>
          {onRetry ? (
            <Button type="button" variant="secondary" size="sm" onClick={onRetry}>
              <Trans>Try again</Trans>
            </Button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
