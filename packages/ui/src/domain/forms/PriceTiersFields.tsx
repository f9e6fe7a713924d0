import { Trans, useLingui } from '@lingui/react/macro';
import { currencySign, PRICE_TIERS_MAX } from '@storefront/shared';
import { Plus, Trash2 } from 'lucide-react';
import { get, useFieldArray, useFormContext, type FieldError } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { screenDigits } from '../../i18n/digits.ts';

/** One tier as the form holds it, typed text until validated. */
export interface PriceTierFieldValues {
  min_quantity: unknown;
  price: unknown;
}

/** What these fields read of the form they are in (at `price_tiers`, or where `name` says). */
interface PriceTiersFieldValues {
  price_tiers: PriceTierFieldValues[];
}

/** A tier's errors as the form holds them. */
interface TierErrors {
  min_quantity?: FieldError;
  price?: FieldError;
}

export interface PriceTiersFieldsProps {
  /** Where the tiers are in the form: `price_tiers` (an item's), or a price-list entry's (`prices.2.tiers`). */
  name?: string;
  /** The line under the legend: what the first price is. The item form's when absent. */
  description?: string;
}

/**
 * Volume price tiers (requirements §14.4): from how many units each lower price applies. The first
 * price is the item's Price Per Unit (or a price list's price, §20.5), from 1 unit; tiers are
 * optional, at most eight, ascending. Inside a form's FormProvider (as shadcn/ui's fields), which
 * holds them at `name`.
 */
export function PriceTiersFields({ name = 'price_tiers', description }: PriceTiersFieldsProps = {}) {
  const { t } = useLingui();
  // The form's values are typed as an item's; a price list's entry keeps the same shape at `name`.
  const form = useFormContext<PriceTiersFieldValues>();
  const arrayName = name as 'price_tiers';
  const { fields, append, remove } = useFieldArray({ control: form.control, name: arrayName });
  const errors = get(form.formState.errors, name) as
    (TierErrors[] & { message?: string; root?: FieldError }) | undefined;
  const listError = errors?.message ?? errors?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3 rounded-control border border-line p-4">
      <legend className="px-1 text-body-sm font-medium text-ink">
        <Trans>Volume prices</Trans>
      </legend>
      <p className="text-caption text-ink-muted">
        {description ?? (
          <Trans>
            Lower prices for larger orders. Price Per Unit applies from 1 unit; each tier from its quantity up.
          </Trans>
        )}
      </p>
      {fields.length ? (
        <ol className="flex flex-col gap-3" aria-label={t`Price tiers`}>
          {fields.map((field, index) => {
            const tierErrors = errors?.[index];
            const tier = screenDigits(index + 1);
            return (
              <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                <FormField label={t`Tier ${tier}: from units`} error={tierErrors?.min_quantity?.message} required>
                  <NumberInput
                    inputMode="numeric"
                    min={2}
                    step={1}
                    suffix={t`pcs`}
                    {...form.register(`${arrayName}.${index}.min_quantity`)}
                  />
                </FormField>
                <FormField label={t`Tier ${tier}: price each`} error={tierErrors?.price?.message} required>
                  <NumberInput suffix={currencySign()} {...form.register(`${arrayName}.${index}.price`)} />
                </FormField>
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="mt-7"
                  aria-label={t`Remove tier ${tier}`}
                  onClick={() => remove(index)}
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                </Button>
              </li>
            );
          })}
        </ol>
      ) : null}
      <FormError>{listError}</FormError>
      {fields.length < PRICE_TIERS_MAX ? (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="self-start"
          onClick={() => append({ min_quantity: '', price: '' }, { shouldFocus: true })}
        >
          <Plus aria-hidden="true" className="size-4" />
          <Trans>Add a price tier</Trans>
        </Button>
      ) : null}
    </fieldset>
  );
}
