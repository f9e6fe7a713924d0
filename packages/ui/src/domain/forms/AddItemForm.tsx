import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { itemFormSchema, type ItemForm } from '@storefront/shared';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { ItemFields, itemFieldNames } from './ItemFields.tsx';
import { ItemSpecFields, specFieldNames } from './ItemSpecFields.tsx';
import { screenDigits } from '../../i18n/digits.ts';

const fields = [...itemFieldNames, 'available_quantity', ...specFieldNames] as const;

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
  /** The store's VAT rate in percent: the VAT field's placeholder (requirements §17). */
  vatRateDefault?: number | undefined;
}

/**
 * Add an Item (requirements §2, §5): name, SKU and category (requirements §12.6), image file (previewed once
 * chosen, with a progress bar while it uploads), description, quantities and price, with the required messages;
 * below them the chosen category's specifications (requirements §19.1), sent as `specs`.
 */
export function AddItemForm({
  onSubmit,
  uploadProgress = null,
  error,
  resetOnSuccess = true,
  vatRateDefault,
}: AddItemFormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(itemFormSchema),
    defaultValues: {
      name: '',
      name_bn: '',
      sku: '',
      category: '' as ItemForm['category'],
      short_description: '',
      short_description_bn: '',
      min_order_quantity: '',
      available_quantity: '',
      price_per_unit: '',
      price_tiers: [],
      // 1 kg, as an item added without a weight weighs (requirements §17).
      weight_g: screenDigits(1000),
      vat_rate: '',
      specs: {} as Record<string, unknown>,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const isUploading = typeof uploadProgress === 'number';
  return (
    <FormProvider {...form}>
      <FormCard title={t`Add an Item`} onSubmit={submitHandler(form, fields, onSubmit, { resetOnSuccess })}>
        <ItemFields
          uploadProgress={uploadProgress}
          vatRateDefault={vatRateDefault}
          quantityNeighbour={
            <FormField label={t`Available Quantity`} error={errors.available_quantity?.message} required>
              <NumberInput inputMode="numeric" {...form.register('available_quantity')} />
            </FormField>
          }
        />
        <ItemSpecFields />
        <FormError>{errors.root?.submit?.message ?? error}</FormError>
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          loadingLabel={isUploading ? t`Uploading the image` : t`Adding the item`}
        >
          <Trans>Add Item</Trans>
        </Button>
      </FormCard>
    </FormProvider>
  );
}
