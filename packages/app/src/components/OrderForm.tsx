import { toLatinDigits, toasts, type DistrictKey, type Item } from '@storefront/shared';
import { DeliverySummary, PlaceOrderForm, toast, type PlaceOrderFormProps } from '@storefront/ui';
import { useCallback, useMemo, useState } from 'react';
import { placeOrder } from '../api/mutations.ts';
import { useCheckoutQuote } from '../delivery/quote.ts';

export interface OrderFormProps {
  item: Item;
  buyer: { email: string; name: string };
  /** Called with the new order's id after the server accepted it (refresh the lists, show the confirmation). */
  onPlaced?: (orderId: string) => void | Promise<unknown>;
  /** The buyer's saved addresses (requirements §14.7). */
  addresses?: PlaceOrderFormProps['addresses'];
  /** Called with each refusal before the form shows it (the purchase page adds the verification notice). */
  onRefused?: (cause: unknown) => void;
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
 */
export function OrderForm({ item, buyer, onPlaced, addresses, onRefused }: OrderFormProps) {
  const [delivery, setDelivery] = useState<{ district: string; quantity: unknown }>({ district: '', quantity: '' });
  const onDeliveryChange = useCallback((change: { district: string; quantity: unknown }) => setDelivery(change), []);
  const units = typedUnits(delivery.quantity);
  const lines = useMemo(() => (units === undefined ? [] : [{ item: item._id, quantity: units }]), [item._id, units]);
  const { quote, isLoading, error, retry } = useCheckoutQuote(lines, delivery.district);
  return (
    <PlaceOrderForm
      email={buyer.email}
      name={buyer.name}
      item={item}
      addresses={addresses}
      onDeliveryChange={onDeliveryChange}
      summary={
        delivery.district && units !== undefined ? (
          <DeliverySummary quote={quote} isLoading={isLoading} error={error} onRetry={retry} />
        ) : null
      }
      onSubmit={async ({ district, ...values }) => {
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
