import { useLingui } from '@lingui/react/macro';
import { apiPaths, toLatinDigits, toasts, type DistrictKey, type Item, type Purchase } from '@storefront/shared';
import {
  DeliverySummary,
  PlaceOrderForm,
  SubmitError,
  toast,
  type PlaceOrderFormProps,
  type WithPayment,
} from '@storefront/ui';
import { useCallback, useMemo, useState } from 'react';
import { ApiError, apiSend } from '../api/client.ts';
import { placeOrder } from '../api/mutations.ts';
import { useCheckoutQuote } from '../delivery/quote.ts';
import { PaymentChoicePicker, usePaymentChoice } from '../payments/PaymentChoice.tsx';
import { newCheckoutKey } from '../payments/payments.ts';

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
 *
 * A business buyer (requirements §20.6, §20.8): a member of a company with terms may pay on invoice,
 * the company's credit under the method (the cart's choice, PaymentChoice.tsx); a company member is
 * asked for a purchase-order number (required when the company says so), as is anyone whose order
 * goes through checkout. On invoice, or with a PO number, it is a one-line checkout too: the spec's
 * POST /order takes neither. A group member's total is at their price (the item answer's `your_price`
 * and tiers, §20.5), as the server charges it.
 */
export function OrderForm({ item, buyer, onPlaced, addresses, onRefused, onPurchased }: OrderFormProps) {
  const { t } = useLingui();
  const [delivery, setDelivery] = useState<{ district: string; quantity: unknown }>({ district: '', quantity: '' });
  const onDeliveryChange = useCallback((change: { district: string; quantity: unknown }) => setDelivery(change), []);
  const units = typedUnits(delivery.quantity);
  const lines = useMemo(() => (units === undefined ? [] : [{ item: item._id, quantity: units }]), [item._id, units]);
  const payment = usePaymentChoice();
  const { method, company, terms } = payment;
  const { quote, isCurrent, isLoading, error, retry } = useCheckoutQuote(lines, delivery.district, method);
  const quoted = delivery.district && units !== undefined;
  // requirements §20.6: a company member is asked for a PO number, anyone else when paying through checkout.
  const asksPoNumber = Boolean(company?.id) || method !== 'cod';
  const poNumber = !asksPoNumber ? undefined : terms?.require_po_number ? 'required' : 'optional';

  /** The order as a one-line purchase: the price and the charge sent are the quote's, as at checkout. */
  async function purchase(values: {
    address: string;
    phone: string;
    quantity: number;
    district?: string | undefined;
    po_number?: string | undefined;
  }) {
    if (!values.district) {
      const needed =
        method === 'cod' || method === 'invoice' ? t`Choose a district` : t`Choose the district to pay online`;
      throw new SubmitError(needed, { district: needed });
    }
    const line = quote?.lines[0];
    if (!isCurrent || !quote || !line) throw new SubmitError(t`Wait for the delivery charge, then place the order`);
    payment.setError(undefined);
    try {
      const placed = await apiSend<Purchase & WithPayment>('POST', apiPaths.checkout, {
        key: newCheckoutKey(),
        address: values.address,
        phone: values.phone,
        lines: [{ item: item._id, quantity: values.quantity, unit_price: line.unit_price }],
        district: values.district,
        payment_method: method,
        delivery_charge: quote.delivery_charge,
        ...(values.po_number ? { po_number: values.po_number } : {}),
      });
      toast.success(toasts.purchasePlaced(placed.number));
      onPurchased?.(placed);
    } catch (cause) {
      onRefused?.(cause);
      if (!(cause instanceof ApiError)) throw cause;
      // Past the company's credit limit (409, with the figures): said at the payment method.
      payment.setError(cause.fieldErrors.payment_method);
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
      poNumber={poNumber}
      summary={
        <>
          <PaymentChoicePicker choice={payment} quote={quoted && isCurrent ? quote : undefined} />
          {quoted ? (
            <DeliverySummary quote={quote} isLoading={isLoading} error={error} onRetry={retry} paymentMethod={method} />
          ) : null}
        </>
      }
      onSubmit={async ({ district, po_number, ...values }) => {
        if (method !== 'cod' || po_number || (quoted && isCurrent && (quote?.due_now ?? 0) > 0)) {
          return purchase({ ...values, district, po_number });
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
