import { useLingui } from '@lingui/react/macro';
import { apiPaths, toLatinDigits, toasts, type DistrictKey, type Item, type Purchase } from '@storefront/shared';
import {
  DeliverySummary,
  PaymentMethodPicker,
  PlaceOrderForm,
  SubmitError,
  toast,
  type PaymentMethod,
  type PlaceOrderFormProps,
  type WithPayment,
} from '@storefront/ui';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, apiSend } from '../api/client.ts';
import { placeOrder } from '../api/mutations.ts';
import { useCheckoutQuote } from '../delivery/quote.ts';
import { newCheckoutKey, usePaymentConfig } from '../payments/payments.ts';

export interface OrderFormProps {
  item: Item;
  buyer: { email: string; name: string };
  /** Called with the new order's id after the server accepted it (refresh the lists, show the confirmation). */
  onPlaced?: (orderId: string) => void | Promise<unknown>;
  /** The buyer's saved addresses (requirements §14.7). */
  addresses?: PlaceOrderFormProps['addresses'];
  /** Called with each refusal before the form shows it (the purchase page adds the verification notice). */
  onRefused?: (cause: unknown) => void;
  /** Called with the purchase when the order was paid online or needed an advance, so went through checkout (requirements §18). */
  onPurchased?: (purchase: Purchase & WithPayment) => void;
}

/** A quantity as typed, when it is a whole number of units (in either digit set). */
function typedUnits(quantity: unknown): number | undefined {
  const n = Number(toLatinDigits(String(quantity ?? '')).trim() || NaN);
  return Number.isInteger(n) && n >= 1 ? n : undefined;
}

/**
 * The purchase page's order (requirements §2): the design system's form, sent to POST /order with the item and
 * the form's fields (the server takes the buyer from the token, the name and price from the item).
 * The quantity is judged by the server against the minimum and the stock (requirements §5: not by the form):
 * its refusal is a 400 with `errors.quantity`, shown at the quantity field; a 409 (the stock changed
 * while ordering) is a message for the whole form. An unverified account past its limit is a 403
 * with `errors.quantity` too (docs/security.md, Abuse limits). With a district chosen (requirements
 * §17, an addition to the spec's form), what the order comes to with delivery is quoted under the
 * order total and the district goes with the order.
 *
 * Payment (requirements §18, an addition too): with more than cash on delivery offered, the buyer
 * picks how to pay. Cash on delivery with nothing due now is the spec's order, as it was. Paid
 * online, or a cash order above the advance threshold, it is a one-line checkout (POST /api/checkout,
 * which holds the stock and opens the gateway), so it needs the district and the quote shown.
 */
export function OrderForm({ item, buyer, onPlaced, addresses, onRefused, onPurchased }: OrderFormProps) {
  const { t } = useLingui();
  const [delivery, setDelivery] = useState<{ district: string; quantity: unknown }>({ district: '', quantity: '' });
  const onDeliveryChange = useCallback((change: { district: string; quantity: unknown }) => setDelivery(change), []);
  const units = typedUnits(delivery.quantity);
  const lines = useMemo(() => (units === undefined ? [] : [{ item: item._id, quantity: units }]), [item._id, units]);
  const offered = usePaymentConfig();
  const [picked, setMethod] = useState<PaymentMethod>('cod');
  const method = offered.payment_methods.includes(picked) ? picked : 'cod';
  const { quote, isCurrent, isLoading, error, retry } = useCheckoutQuote(lines, delivery.district, method);
  const quoted = delivery.district && units !== undefined;

  /** The order as a one-line purchase: the price and the charge sent are the quote's, as at checkout. */
  async function purchase(values: { address: string; phone: string; quantity: number; district?: string | undefined }) {
    if (!values.district) {
      const needed = t`Choose the district to pay online`;
      throw new SubmitError(needed, { district: needed });
    }
    const line = quote?.lines[0];
    if (!isCurrent || !quote || !line) throw new SubmitError(t`Wait for the delivery charge, then place the order`);
    try {
      const placed = await apiSend<Purchase & WithPayment>('POST', apiPaths.checkout, {
        key: newCheckoutKey(),
        address: values.address,
        phone: values.phone,
        lines: [{ item: item._id, quantity: values.quantity, unit_price: line.unit_price }],
        district: values.district,
        payment_method: method,
        delivery_charge: quote.delivery_charge,
      });
      toast.success(toasts.purchasePlaced(placed.number));
      onPurchased?.(placed);
    } catch (cause) {
      onRefused?.(cause);
      if (!(cause instanceof ApiError)) throw cause;
      // A changed price or charge (409): the summary shows the new figures before asking again.
      if (cause.status === 409) retry();
      // The line's refusal (the quantity, the stock) belongs at the quantity.
      const { 'lines.0': atLine, ...rest } = cause.fieldErrors;
      throw new SubmitError(cause.message, atLine ? { ...rest, quantity: atLine } : rest);
    }
  }

  return (
    <PlaceOrderForm
      email={buyer.email}
      name={buyer.name}
      item={item}
      addresses={addresses}
      onDeliveryChange={onDeliveryChange}
      summary={
        <>
          {offered.payment_methods.length > 1 ? (
            <PaymentMethodPicker
              methods={offered.payment_methods}
              value={method}
              onChange={setMethod}
              quote={quoted && isCurrent ? quote : undefined}
              codAdvanceAbove={offered.cod_advance_above}
            />
          ) : null}
          {quoted ? (
            <DeliverySummary quote={quote} isLoading={isLoading} error={error} onRetry={retry} paymentMethod={method} />
          ) : null}
        </>
      }
      onSubmit={async ({ district, ...values }) => {
        if (method !== 'cod' || (quoted && isCurrent && (quote?.due_now ?? 0) > 0)) {
          return purchase({ ...values, district });
        }
        const { insertedId } = await placeOrder({
          item: item._id,
          ...values,
          ...(district ? { district: district as DistrictKey } : {}),
        }).catch((cause: unknown) => {
          onRefused?.(cause);
          throw cause;
        });
        toast.success(toasts.orderPlaced);
        void onPlaced?.(insertedId);
      }}
    />
  );
}
