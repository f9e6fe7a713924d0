import { Trans, useLingui } from '@lingui/react/macro';
import { formatBdt, formatNumber, formatStoreDay, type QuoteOffer } from '@storefront/shared';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { CheckoutForm, type CheckoutValues } from '../cart/CheckoutForm.tsx';
import type { CheckoutQuote, DistrictOption, SavedDelivery } from '../delivery/contract.ts';
import { DeliverySummary } from '../delivery/DeliverySummary.tsx';
import type { PaymentMethod } from '../payments/contract.ts';
import { PaymentMethodPicker } from '../payments/PaymentMethodPicker.tsx';

export interface QuoteAcceptFormProps {
  /** The offer accepted: the newest. */
  offer: QuoteOffer;
  /** The buyer's saved addresses, the default first. */
  addresses?: readonly SavedDelivery[];
  districts?: readonly DistrictOption[];
  /** The district chosen, as it changes: the preview is asked for it. */
  onDistrictChange?: (district: string) => void;
  /** The methods the store offers the buyer, and the one chosen. */
  methods: readonly PaymentMethod[];
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  codAdvanceAbove?: number | undefined;
  /** POST /api/quotes/{id}/preview's answer: the offer's lines at the offered prices, delivered. */
  preview: CheckoutQuote | undefined;
  /** The preview shown is for the district and method chosen now (Place order waits for it). */
  previewCurrent: boolean;
  previewLoading?: boolean;
  previewError?: string | null;
  onPreviewRetry?: () => void;
  /** Places the purchase; a rejection shows at the fields it names, else under the form. */
  onSubmit: (values: CheckoutValues) => Promise<unknown>;
  onCancel?: () => void;
}

/**
 * Accepting a quote's offer (requirements §20.7): the checkout's own fields (address, phone, district,
 * BIN, PO number) and payment choice, with what the offer comes to delivered (the server's preview at
 * the offered prices), then Place order: a purchase exactly as checkout makes one, at the offer's prices.
 */
export function QuoteAcceptForm({
  offer,
  addresses,
  districts,
  onDistrictChange,
  methods,
  method,
  onMethodChange,
  codAdvanceAbove,
  preview,
  previewCurrent,
  previewLoading,
  previewError,
  onPreviewRetry,
  onSubmit,
  onCancel,
}: QuoteAcceptFormProps) {
  const { t } = useLingui();
  const version = formatNumber(offer.version);
  const subtotal = formatBdt(offer.subtotal);
  const until = formatStoreDay(offer.valid_until);
  return (
    <Card role="region" aria-label={t`Accept the offer`} className="gap-4 p-5">
      <div className="flex flex-col gap-1">
        <h2 className="text-title font-semibold text-ink">
          <Trans>Accept version {version}</Trans>
        </h2>
        <p className="text-body-sm text-ink-muted">
          <Trans>
            The goods at the offered prices come to {subtotal}; delivery and VAT are added as at checkout. The offer
            stands until {until}; stock is checked when you place the order.
          </Trans>
        </p>
      </div>
      <CheckoutForm
        addresses={addresses ?? []}
        {...(districts ? { districts } : {})}
        {...(onDistrictChange ? { onDistrictChange } : {})}
        blocked={!previewCurrent}
        onSubmit={onSubmit}
        summary={
          <>
            {methods.length > 1 ? (
              <PaymentMethodPicker
                methods={methods}
                value={method}
                onChange={onMethodChange}
                quote={previewCurrent ? preview : undefined}
                codAdvanceAbove={codAdvanceAbove}
              />
            ) : null}
            <DeliverySummary
              quote={preview}
              isLoading={previewLoading}
              error={previewError}
              {...(onPreviewRetry ? { onRetry: onPreviewRetry } : {})}
              needsDistrict={!preview && !previewLoading && !previewError}
              paymentMethod={method}
            />
          </>
        }
      />
      {onCancel ? (
        <div className="flex justify-end">
          <Button variant="ghost" onClick={onCancel}>
            <Trans>Not now</Trans>
          </Button>
        </div>
      ) : null}
    </Card>
  );
}
