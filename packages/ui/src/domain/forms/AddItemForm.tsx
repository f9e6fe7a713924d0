import { zodResolver } from '@hookform/resolvers/zod';
import { itemFormSchema, type ItemForm } from '@storefront/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { FormCard } from './FormCard.tsx';

export interface AddItemFormProps {
  /** Called with valid values (the image as the chosen FileList); a returned promise keeps the button busy. */
  onSubmit: (values: ItemForm) => void | Promise<unknown>;
  /** A server error message, shown in small red text. */
  error?: string | null;
  /** Clears the form after a successful submit. */
  resetOnSuccess?: boolean;
}

/** Add an Item (spec 2, 5): name, image file, description, quantities and price, with the spec's messages. */
export function AddItemForm({ onSubmit, error, resetOnSuccess = true }: AddItemFormProps) {
  const form = useForm({
    resolver: zodResolver(itemFormSchema),
    defaultValues: {
      name: '',
      short_description: '',
      min_order_quantity: '',
      available_quantity: '',
      price_per_unit: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title="Add an Item"
      onSubmit={form.handleSubmit(async (values) => {
        await onSubmit(values);
        if (resetOnSuccess) form.reset();
      })}
    >
      <FormField label="Name" error={errors.name?.message} required>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="Image" error={errors.image?.message} required>
        <Input type="file" accept="image/*" {...form.register('image')} />
      </FormField>
      <FormField label="Short Description" error={errors.short_description?.message} required>
        <Textarea {...form.register('short_description')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Min Order Quantity" error={errors.min_order_quantity?.message} required>
          <NumberInput inputMode="numeric" min={1} step={1} {...form.register('min_order_quantity')} />
        </FormField>
        <FormField label="Available Quantity" error={errors.available_quantity?.message} required>
          <NumberInput inputMode="numeric" min={0} step={1} {...form.register('available_quantity')} />
        </FormField>
      </div>
      <FormField label="Price Per Unit" error={errors.price_per_unit?.message} required>
        <NumberInput min={0} step={0.01} suffix="BDT" {...form.register('price_per_unit')} />
      </FormField>
      <FormError>{error}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        Add Item
      </Button>
    </FormCard>
  );
}
