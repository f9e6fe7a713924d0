import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatCount, itemEditFormSchema, type Item, type ItemEditForm } from '@storefront/shared';
import { useEffect } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError } from '../../primitives/FormField.tsx';
import { Notice } from '../../primitives/Notice.tsx';
import { StockBadge } from '../catalog/StockBadge.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { ItemFields, itemFieldNames } from './ItemFields.tsx';
import { screenDigits } from '../../i18n/digits.ts';

export interface EditItemFormProps {
  /** The item as read: the form starts from it, and is filled again when another version arrives. */
  item: Item;
  /**
   * Called with valid values (`image` empty: keep the current picture). A returned promise keeps the
   * button busy; a rejection keeps the values and shows its `fieldErrors` at the fields (see
   * `SubmitError`), or its message under the form.
   */
  onSubmit: (values: ItemEditForm) => void | Promise<unknown>;
  /** While a new image uploads: the fraction sent, 0 to 1, shown as a progress bar. */
  uploadProgress?: number | null;
  /**
   * Someone else saved the item since it was read (the server's 409): the notice says so and offers
   * `onReload`, which fetches the latest version (the form then starts from it).
   */
  stale?: { message: string; onReload: () => void } | null;
  /** The store's VAT rate in percent: the VAT field's placeholder (requirements §17). */
  vatRateDefault?: number | undefined;
}

function valuesOf(item: Item) {
  return {
    name: item.name,
    name_bn: item.name_bn ?? '',
    sku: item.sku,
    category: (item.category ?? '') as ItemEditForm['category'],
    short_description: item.short_description,
    short_description_bn: item.short_description_bn ?? '',
    // Numbers in the reader's digits, which the fields and the schema take (requirements §16).
    min_order_quantity: screenDigits(item.min_order_quantity),
    price_per_unit: screenDigits(item.price_per_unit),
    price_tiers: item.price_tiers.map((tier) => ({
      min_quantity: screenDigits(tier.min_quantity),
      price: screenDigits(tier.price),
    })),
    weight_g: screenDigits(item.weight_g),
    vat_rate: item.vat_rate === null ? '' : screenDigits(item.vat_rate),
    image: undefined,
    // Not sent until the form has their fields: the server keeps them (requirements §19.1).
    specs: undefined as Record<string, unknown> | undefined,
  };
}

/**
 * Edit item (admin, requirements §12.8): every field Add an Item has but the stock, which changes
 * through Adjust stock so that the ledger tells its whole story; shown here read-only. The image is
 * kept unless another is chosen.
 */
export function EditItemForm({ item, onSubmit, uploadProgress = null, stale, vatRateDefault }: EditItemFormProps) {
  const { t } = useLingui();
  const version = screenDigits(item.version);
  const form = useForm({ resolver: zodResolver(itemEditFormSchema), defaultValues: valuesOf(item) });
  const { errors, isSubmitting } = form.formState;
  // A newer version read (after a save, or a reload after a conflict): start from it.
  useEffect(() => {
    form.reset(valuesOf(item));
  }, [form, item]);
  const isUploading = typeof uploadProgress === 'number';
  return (
    <FormProvider {...form}>
      <FormCard
        title={t`Edit item`}
        description={t`Version ${version}: saving checks nobody changed it since.`}
        onSubmit={submitHandler(form, itemFieldNames, onSubmit)}
      >
        {stale ? (
          <Notice
            tone="warning"
            action={
              <Button type="button" variant="secondary" size="sm" onClick={stale.onReload}>
                <Trans>Reload the latest</Trans>
              </Button>
            }
          >
            {stale.message}
          </Notice>
        ) : null}
        <ItemFields
          currentImage={item.image}
          uploadProgress={uploadProgress}
          vatRateDefault={vatRateDefault}
          quantityNeighbour={
            <div className="flex flex-col gap-1.5">
              <span className="text-body-sm font-medium text-ink">
                <Trans>Available Quantity</Trans>
              </span>
              <span className="flex min-h-10 flex-wrap items-center gap-2">
                <span className="font-semibold tabular-nums">{formatCount(item.available_quantity)}</span>
                <StockBadge item={item} />
              </span>
              <span className="text-caption text-ink-muted">
                <Trans>Changed with Adjust stock, below.</Trans>
              </span>
            </div>
          }
        />
        <FormError>{errors.root?.submit?.message}</FormError>
        <Button
          type="submit"
          size="lg"
          isLoading={isSubmitting}
          loadingLabel={isUploading ? t`Uploading the image` : t`Saving the item`}
        >
          <Trans>Save changes</Trans>
        </Button>
      </FormCard>
    </FormProvider>
  );
}
