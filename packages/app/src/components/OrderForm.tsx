import { toasts, type Item } from '@storefront/shared';
import { PlaceOrderForm, toast, type PlaceOrderFormProps } from '@storefront/ui';
import { placeOrder } from '../api/mutations.ts';

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

/**
 * The purchase page's order (requirements §2): the design system's form, sent to POST /order with the item and
 * the form's fields (the server takes the buyer from the token, the name and price from the item).
 * The quantity is judged by the server against the minimum and the stock (requirements §5: not by the form):
 * its refusal is a 400 with `errors.quantity`, shown at the quantity field; a 409 (the stock changed
 * while ordering) is a message for the whole form. An unverified account past its limit is a 403
 * with `errors.quantity` too (docs/security.md, Abuse limits).
 */
export function OrderForm({ item, buyer, onPlaced, addresses, onRefused }: OrderFormProps) {
  return (
    <PlaceOrderForm
      email={buyer.email}
      name={buyer.name}
      item={item}
      addresses={addresses}
      onSubmit={async (values) => {
        const { insertedId } = await placeOrder({ item: item._id, ...values }).catch((cause: unknown) => {
          onRefused?.(cause);
          throw cause;
        });
        toast.success(toasts.orderPlaced);
        void onPlaced?.(insertedId);
      }}
    />
  );
}
