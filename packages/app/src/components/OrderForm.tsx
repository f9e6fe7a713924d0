import { toasts, type Item } from '@storefront/shared';
import { PlaceOrderForm, SubmitError, toast } from '@storefront/ui';
import { ApiError } from '../api/client.ts';
import { placeOrder } from '../api/mutations.ts';

// The total's rule lives with the form in the design system; kept under its old name for the app's tests.
export { formatOrderTotal as totalFor } from '@storefront/ui';

export interface OrderFormProps {
  item: Item;
  buyer: { email: string; name: string };
  /** Called after the server accepted the order (refresh the lists). */
  onPlaced?: () => void | Promise<unknown>;
}

/**
 * The purchase page's order (spec 2): the design system's form, sent to POST /order. The quantity is
 * judged by the server against the minimum and the stock (spec 5: not by the form); its refusal
 * shows at the quantity field.
 */
export function OrderForm({ item, buyer, onPlaced }: OrderFormProps) {
  return (
    <PlaceOrderForm
      email={buyer.email}
      name={buyer.name}
      item={item}
      onSubmit={async (values) => {
        let insertedId: string | undefined;
        try {
          ({ insertedId } = await placeOrder({
            user: buyer.email,
            userName: buyer.name,
            item: item._id,
            itemName: item.name,
            ...values,
          }));
        } catch (cause) {
          // A conflict (below the minimum, above the stock) names no field, but it is the quantity's.
          if (cause instanceof ApiError && cause.status === 409 && !Object.keys(cause.fieldErrors).length) {
            throw new SubmitError(cause.message, { quantity: cause.message });
          }
          throw cause;
        }
        if (!insertedId) throw new SubmitError('The order was not placed. Try again.');
        toast.success(toasts.orderPlaced);
        void onPlaced?.();
      }}
    />
  );
}
