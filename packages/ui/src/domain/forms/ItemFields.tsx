import { useLingui } from '@lingui/react/macro';
import {
  categories,
  categoryMessage,
  currencySign,
  formatCount,
  itemImage,
  itemImageProblem,
} from '@storefront/shared';
import { sayShared } from '../../i18n/translateMessage.ts';

import type { ChangeEvent, ReactNode } from 'react';
import { useFormContext, useWatch, type FieldErrors } from 'react-hook-form';
import { FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { ProgressBar } from '../../primitives/ProgressBar.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { PriceTiersFields, type PriceTierFieldValues } from './PriceTiersFields.tsx';
import { useFilePreview } from './useFilePreview.ts';

/** The fields Add Item and Edit item share, as the form holds them before validation. */
export interface ItemFieldValues {
  name: string;
  name_bn: string;
  sku: string;
  category: string;
  image?: FileList | File[] | undefined;
  short_description: string;
  short_description_bn: string;
  min_order_quantity: unknown;
  price_per_unit: unknown;
  price_tiers: PriceTierFieldValues[];
  weight_g: unknown;
  vat_rate: unknown;
}

/** The submit order of the shared fields: a server refusal is shown at the first it names. */
export const itemFieldNames = [
  'name',
  'name_bn',
  'sku',
  'category',
  'image',
  'short_description',
  'short_description_bn',
  'min_order_quantity',
  'price_per_unit',
  'weight_g',
  'vat_rate',
] as const;

/** Under each Bangla field (requirements §12.11). */

export interface ItemFieldsProps {
  /** The picture the item has now (Edit item): shown until another is chosen, which is then optional. */
  currentImage?: string | undefined;
  /** While the chosen image uploads: the fraction sent, 0 to 1. */
  uploadProgress: number | null;
  /** Beside Min Order Quantity: Add Item's Available Quantity, or Edit item's stock (changed elsewhere). */
  quantityNeighbour: ReactNode;
  /** The store's VAT rate in percent (`GET /api/config`'s `vatRateDefault`): an empty rate field's placeholder. */
  vatRateDefault?: number | undefined;
}

/**
 * Name (and in Bangla), SKU and category, the image (judged when picked and previewed), the
 * description (and in Bangla), the minimum order, the price and its volume tiers: the item's own
 * fields, with their messages (requirements §5, §12.6, §12.11, §14.4). Inside the item form's FormProvider (as shadcn/ui's fields): Add
 * Item's and Edit item's values differ beyond these fields, and each reads the one it is in.
 */
export function ItemFields({ currentImage, uploadProgress, quantityNeighbour, vatRateDefault }: ItemFieldsProps) {
  const { t, i18n } = useLingui();
  const banglaHint = t`Optional: Bangla pages show the English where it is empty.`;
  const form = useFormContext<ItemFieldValues>();
  const errors: FieldErrors<ItemFieldValues> = form.formState.errors;
  const chosen = useFilePreview(useWatch({ control: form.control, name: 'image' }));
  const preview = chosen ?? currentImage;
  return (
    <>
      <FormField label={t`Name`} error={errors.name?.message} required>
        <Input placeholder={t`Item name`} {...form.register('name')} />
      </FormField>
      <FormField label={t`Name in Bangla`} error={errors.name_bn?.message} hint={banglaHint}>
        <Input lang="bn" {...form.register('name_bn')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`SKU`} error={errors.sku?.message} hint={t`Like CC-GPU-4070: unique to this item.`} required>
          <Input placeholder="CC-GPU-4070" autoCapitalize="characters" spellCheck={false} {...form.register('sku')} />
        </FormField>
        <FormField label={t`Category`} error={errors.category?.message} required>
          <Select {...form.register('category')}>
            <option value="">{t`Choose a category`}</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {sayShared(i18n, categoryMessage(category.id))}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      <FormField
        label={currentImage ? t`Replace image` : t`Image`}
        error={errors.image?.message}
        hint={
          currentImage
            ? t`JPEG, PNG, WebP, AVIF or GIF, at most 5 MB. Leave empty to keep the current one.`
            : t`JPEG, PNG, WebP, AVIF or GIF, at most 5 MB.`
        }
        required={!currentImage}
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
          alt={chosen ? t`Preview of the chosen image` : t`The current image`}
          className="aspect-[4/3] w-full max-w-xs rounded-control border border-line object-cover"
        />
      ) : null}
      {typeof uploadProgress === 'number' ? <ProgressBar value={uploadProgress} label={t`Uploading image`} /> : null}
      <FormField label={t`Short Description`} error={errors.short_description?.message} required>
        <Textarea placeholder={t`What the item is and what it is for`} {...form.register('short_description')} />
      </FormField>
      <FormField label={t`Short description in Bangla`} error={errors.short_description_bn?.message} hint={banglaHint}>
        <Textarea lang="bn" {...form.register('short_description_bn')} />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t`Min Order Quantity`} error={errors.min_order_quantity?.message} required>
          <NumberInput inputMode="numeric" {...form.register('min_order_quantity')} />
        </FormField>
        {quantityNeighbour}
      </div>
      <FormField label={t`Price Per Unit`} error={errors.price_per_unit?.message} required>
        <NumberInput suffix={currencySign()} {...form.register('price_per_unit')} />
      </FormField>
      <PriceTiersFields />
      {/* requirements §17: what delivery charges by, and the VAT the tax invoice shows. */}
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          label={t`Shipping weight (g)`}
          error={errors.weight_g?.message}
          hint={t`Packed, in grams: delivery is charged by the kilogram.`}
          required
        >
          <NumberInput inputMode="numeric" suffix={t`g`} {...form.register('weight_g')} />
        </FormField>
        <FormField
          label={t`VAT rate (%)`}
          error={errors.vat_rate?.message}
          hint={t`Leave empty for the store's default rate.`}
        >
          <NumberInput
            inputMode="decimal"
            suffix="%"
            placeholder={vatRateDefault === undefined ? undefined : formatCount(vatRateDefault)}
            {...form.register('vat_rate')}
          />
        </FormField>
      </div>
    </>
  );
}
