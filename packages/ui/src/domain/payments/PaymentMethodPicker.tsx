import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt } from '@storefront/shared';
import { useId, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import type { PaymentMethod } from './contract.ts';
import { paymentMethodLabels } from './labels.ts';

export interface PaymentMethodPickerProps {
  /** The methods the store offers (GET /api/config `payment_methods`), in the order shown. */
  methods: readonly PaymentMethod[];
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /**
   * The quote for cash on delivery, when it has one: above the advance threshold its `due_now` is
   * the advance to pay online now, and the rest of `total` is paid at the door.
   */
  quote?: { total: number; due_now: number } | undefined;
  /** COD_ADVANCE_ABOVE in BDT: cash orders above it pay an advance first (said before a quote says how much). */
  codAdvanceAbove?: number | undefined;
  disabled?: boolean;
  /** What shows under a method while it is chosen: the checkout's CreditStatus under Pay on invoice (requirements §20.8). */
  details?: Partial<Record<PaymentMethod, ReactNode>>;
  /** The server's refusal at `payment_method` (a credit limit's figures), under the choices. */
  error?: string | undefined;
  className?: string;
}

/** What each method means for the buyer, under its name. */
function MethodHint({ method }: { method: PaymentMethod }) {
  if (method === 'cod') return <Trans>Pay in cash when the parcel arrives.</Trans>;
  if (method === 'bkash') return <Trans>Pay from your bKash account on bKash&apos;s own page.</Trans>;
  if (method === 'invoice') return <Trans>Nothing is paid now: your company pays the invoice by its due day.</Trans>;
  return <Trans>Visa, Mastercard, Nagad, Rocket or internet banking, on SSLCommerz&apos;s secure page.</Trans>;
}

/** Cash on delivery's advance (requirements §18): how much now, online, and how much at the door. */
function AdvanceNote({ quote, above }: Pick<PaymentMethodPickerProps, 'quote'> & { above: number | undefined }) {
  if (quote) {
    const now = formatBdt(quote.due_now);
    const rest = formatBdt(Math.max(0, Math.round((quote.total - quote.due_now) * 100) / 100));
    return (
      <Trans>
        Orders of this size need an advance: pay <strong className="text-ink">{now}</strong> (the delivery charge plus
        10%) online now, and the rest, <strong className="text-ink">{rest}</strong>, in cash at the door.
      </Trans>
    );
  }
  const threshold = formatBdt(above ?? 0);
  return <Trans>Cash orders above {threshold} pay the delivery charge plus 10% online first.</Trans>;
}

/**
 * How the buyer pays (requirements §18): cash on delivery, bKash or a card or mobile banking through
 * SSLCommerz, only the methods the store offers. Online methods go to the gateway's own page after
 * Place order. Cash on delivery above the store's threshold says the advance due now, from the quote.
 */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  quote,
  codAdvanceAbove,
  disabled = false,
  details,
  error,
  className,
}: PaymentMethodPickerProps) {
  const { i18n } = useLingui();
  const name = useId();
  const noteId = `${name}-advance`;
  const errorId = `${name}-error`;
  const hasNote = value === 'cod' && (quote ? quote.due_now > 0 : codAdvanceAbove !== undefined);
  return (
    <fieldset
      className={cn('flex flex-col gap-2', className)}
      disabled={disabled}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="mb-1 text-body-sm font-semibold text-ink">
        <Trans>Payment method</Trans>
      </legend>
      {methods.map((method) => (
        <label
          key={method}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-control border p-3 text-body-sm',
            value === method ? 'border-primary bg-primary-soft' : 'border-line bg-surface',
          )}
        >
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
            aria-describedby={method === 'cod' && hasNote ? noteId : undefined}
            className="mt-1 size-4 accent-primary"
          />
          <span className="flex min-w-0 flex-col">
            <span className="font-semibold text-ink">{i18n._(paymentMethodLabels[method])}</span>
            <span className="text-ink-muted">
              <MethodHint method={method} />
            </span>
            {method === 'cod' && hasNote ? (
              <span id={noteId} className="mt-1 text-ink-muted">
                <AdvanceNote quote={quote} above={codAdvanceAbove} />
              </span>
            ) : null}
          </span>
        </label>
      ))}
      {details?.[value] ? <div className="min-w-0">{details[value]}</div> : null}
      {error ? (
        <p id={errorId} role="alert" className="text-body-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
