import { zodResolver } from '@hookform/resolvers/zod';
import { orderFormSchema, orderQuantityError, type OrderForm } from '@storefront/shared';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { FormCard } from './FormCard.tsx';

export interface PlaceOrderFormProps {
  /** The buyer's email, prefilled from the account and disabled. */
  email: string;
  /** The buyer's display name, prefilled from the account and disabled. */
  name: string;
  /** The item's quantity limits: when given, the quantity is checked against them (shared `orderQuantityError`). */
  limits?: { min_order_quantity: number; available_quantity: number };
  /** The quantity the field starts with (for example the minimum order quantity). */
  defaultQuantity?: number;
  /** Called with valid values; a returned promise keeps the button busy. */
  onSubmit: (values: OrderForm) => void | Promise<unknown>;
  /** A server error message, shown in small red text. */
  error?: string | null;
  /** Clears address, phone and quantity after a successful submit. */
  resetOnSuccess?: boolean;
}

/** The purchase page's order form (spec 2): email and name disabled; address, phone, quantity required. */
export function PlaceOrderForm({
  email,
  name,
  limits,
  defaultQuantity,
  onSubmit,
  error,
  resetOnSuccess = true,
}: PlaceOrderFormProps) {
  const schema = useMemo(
    () =>
      limits
        ? orderFormSchema.superRefine((values, ctx) => {
            const message = orderQuantityError(values.quantity, limits);
            if (message) ctx.addIssue({ code: 'custom', path: ['quantity'], message });
          })
        : orderFormSchema,
    [limits],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    defaultValues: { address: '', phone: '', quantity: defaultQuantity === undefined ? '' : String(defaultQuantity) },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title="Place your order"
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
        if (resetOnSuccess) form.reset();
      })}
    >
      <FormField label="Email">
        <Input type="email" value={email} disabled readOnly />
      </FormField>
      <FormField label="Name">
        <Input value={name} disabled readOnly />
      </FormField>
      <FormField label="Address" error={errors.address?.message} required>
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} required>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField
        label="Quantity"
        error={errors.quantity?.message}
        hint={limits ? `Between ${limits.min_order_quantity} and ${limits.available_quantity}.` : undefined}
        required
      >
        <NumberInput
          inputMode="numeric"
          min={limits?.min_order_quantity ?? 1}
          step={1}
          {...form.register('quantity')}
        />
      </FormField>
      <FormError>{error}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Place Order
      </Button>
    </FormCard>
  );
}
