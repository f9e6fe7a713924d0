import { zodResolver } from '@hookform/resolvers/zod';
import { formatBdt, orderFormSchema, orderTotal, toasts, type Item } from '@storefront/shared';
import { Button, Card, CardContent, FormError, FormField, Input, NumberInput, Textarea, toast } from '@storefront/ui';
import { useForm, useWatch } from 'react-hook-form';
import { ApiError } from '../api/client.ts';
import { placeOrder } from '../api/mutations.ts';

export interface OrderFormProps {
  item: Item;
  buyer: { email: string; name: string };
  /** Called after the server accepted the order (refresh the lists). */
  onPlaced?: () => void | Promise<unknown>;
}

interface OrderValues {
  address: string;
  phone: string;
  quantity: string | number;
}

const orderFields = ['address', 'phone', 'quantity'] as const;

/** The total shown under the quantity: only for a whole positive number. */
export function totalFor(item: Pick<Item, 'price_per_unit'>, quantity: unknown): string | undefined {
  const n = typeof quantity === 'number' ? quantity : Number(String(quantity ?? '').trim() || NaN);
  return Number.isInteger(n) && n > 0 ? formatBdt(orderTotal(item.price_per_unit, n)) : undefined;
}

/**
 * The place-order form (spec 2): email and name from the account, shown disabled; address, phone and
 * quantity required. The quantity starts at the item's minimum; the server judges it against the
 * minimum and the stock, and its refusal shows at the field.
 */
export function OrderForm({ item, buyer, onPlaced }: OrderFormProps) {
  const defaultValues: OrderValues = { address: '', phone: '', quantity: item.min_order_quantity };
  const {
    register,
    handleSubmit,
    control,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<OrderValues, unknown, { address: string; phone: string; quantity: number }>({
    resolver: zodResolver(orderFormSchema) as never,
    defaultValues,
  });
  const quantity = useWatch({ control, name: 'quantity' });
  const total = totalFor(item, quantity);

  const onSubmit = handleSubmit(async (values) => {
    try {
      const answer = await placeOrder({
        user: buyer.email,
        userName: buyer.name,
        item: item._id,
        itemName: item.name,
        ...values,
      });
      if (!answer.insertedId) throw new Error('The order was not placed. Try again.');
      toast.success(toasts.orderPlaced);
      reset(defaultValues);
      await onPlaced?.();
    } catch (cause) {
      if (cause instanceof ApiError) {
        let isAtField = false;
        for (const field of orderFields) {
          const message = cause.fieldErrors[field];
          if (message) {
            setError(field, { message });
            isAtField = true;
          }
        }
        // A refused quantity (below the minimum, above the stock) belongs at the quantity field.
        if (!isAtField && cause.status === 409) {
          setError('quantity', { message: cause.message });
          isAtField = true;
        }
        if (isAtField) return;
      }
      setError('root', { message: cause instanceof Error ? cause.message : String(cause) });
    }
  });

  return (
    <Card>
      <CardContent className="gap-5">
        <h2 className="text-title font-semibold text-ink">Place your order</h2>
        <form noValidate onSubmit={onSubmit} aria-label="Place order" className="flex flex-col gap-4">
          <FormField label="Email">
            <Input type="email" value={buyer.email} disabled readOnly />
          </FormField>
          <FormField label="Name">
            <Input value={buyer.name} disabled readOnly />
          </FormField>
          <FormField label="Address" error={errors.address?.message} required>
            <Textarea rows={2} autoComplete="street-address" placeholder="Delivery address" {...register('address')} />
          </FormField>
          <FormField label="Phone" error={errors.phone?.message} required>
            <Input type="tel" autoComplete="tel" placeholder="Phone number" {...register('phone')} />
          </FormField>
          <FormField
            label="Quantity"
            error={errors.quantity?.message}
            required
            hint={`Minimum order ${item.min_order_quantity}, available ${item.available_quantity}`}
          >
            <NumberInput inputMode="numeric" step={1} min={1} suffix="pcs" {...register('quantity')} />
          </FormField>
          <p
            className="flex items-baseline justify-between rounded-control bg-surface-muted p-3 text-body"
            aria-live="polite"
          >
            <span className="text-ink-muted">Order total</span>
            <output className="text-title font-bold text-primary">{total ?? '—'}</output>
          </p>
          <FormError>{errors.root?.message}</FormError>
          <Button type="submit" size="lg" isLoading={isSubmitting} loadingLabel="Placing your order">
            Place Order
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
