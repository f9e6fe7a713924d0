import { zodResolver } from '@hookform/resolvers/zod';
import { categories, itemFormSchema, itemImage, itemImageProblem, type ItemForm } from '@storefront/shared';
import type { ChangeEvent } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { ProgressBar } from '../../primitives/ProgressBar.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { useFilePreview } from './useFilePreview.ts';

const fields = [
  'name',
  'sku',
  'category',
  'image',
  'short_description',
  'min_order_quantity',
  'available_quantity',
  'price_per_unit',
] as const;

export interface AddItemFormProps {
  /**
   * Called with valid values (the image as the chosen FileList); a returned promise keeps the button
   * busy and clears the form when it resolves. A rejection keeps the values and shows its
   * `fieldErrors` at the fields (see `SubmitError`), or its message under the form.
   */
  onSubmit: (values: ItemForm) => void | Promise<unknown>;
  /** While the chosen image uploads: the fraction sent, 0 to 1, shown as a progress bar. */
  uploadProgress?: number | null;
  /** A server error message, shown in small red text. */
  error?: string | null;
  /** Clears the form after a successful submit. */
  resetOnSuccess?: boolean;
}

/**
 * Add an Item (requirements §2, §5): name, SKU and category (requirements §12.6), image file (previewed once
 * chosen, with a progress bar while it uploads), description, quantities and price, with the required messages.
 */
export function AddItemForm({ onSubmit, uploadProgress = null, error, resetOnSuccess = true }: AddItemFormProps) {
  const form = useForm({
    resolver: zodResolver(itemFormSchema),
    defaultValues: {
      name: '',
      sku: '',
      category: '' as ItemForm['category'],
      short_description: '',
      min_order_quantity: '',
      available_quantity: '',
      price_per_unit: '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const preview = useFilePreview(useWatch({ control: form.control, name: 'image' }) as FileList | undefined);
  const isUploading = typeof uploadProgress === 'number';
  return (
    <FormCard title="Add an Item" onSubmit={submitHandler(form, fields, onSubmit, { resetOnSuccess })}>
      <FormField label="Name" error={errors.name?.message} required>
        <Input placeholder="Item name" {...form.register('name')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="SKU" error={errors.sku?.message} hint="Like CC-GPU-4070: unique to this item." required>
          <Input placeholder="CC-GPU-4070" autoCapitalize="characters" spellCheck={false} {...form.register('sku')} />
        </FormField>
        <FormField label="Category" error={errors.category?.message} required>
          <Select {...form.register('category')}>
            <option value="">Choose a category</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label="Image"
        error={errors.image?.message}
        hint="JPEG, PNG, WebP, AVIF or GIF, at most 5 MB."
        required
      >
        <Input
          type="file"
          accept={itemImage.types.join(',')}
          {...form.register('image', {
            // Judged when picked, not at submit: a wrong file is refused at once, with no preview.
            onChange: (event: ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              const problem = file ? itemImageProblem(file) : undefined;
              if (!problem) {
                if (file) form.clearErrors('image');
                return;
              }
              event.target.value = '';
              form.resetField('image');
              form.setError('image', { type: 'validate', message: problem });
            },
          })}
        />
      </FormField>
      {preview ? (
        <img
          src={preview}
          alt="Preview of the chosen image"
          className="aspect-[4/3] w-full max-w-xs rounded-control border border-line object-cover"
        />
      ) : null}
      {typeof uploadProgress === 'number' ? <ProgressBar value={uploadProgress} label="Uploading image" /> : null}
      <FormField label="Short Description" error={errors.short_description?.message} required>
        <Textarea placeholder="What the item is and what it is for" {...form.register('short_description')} />
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
      <FormError>{errors.root?.submit?.message ?? error}</FormError>
      <Button
        type="submit"
        size="lg"
        isLoading={isSubmitting}
        loadingLabel={isUploading ? 'Uploading the image' : 'Adding the item'}
      >
        Add Item
      </Button>
    </FormCard>
  );
}
