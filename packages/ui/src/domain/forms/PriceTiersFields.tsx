import { Trans, useLingui } from '@lingui/react/macro';
import { currencySign, PRICE_TIERS_MAX } from '@storefront/shared';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, useFormContext, type FieldErrors } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { screenDigits } from '../../i18n/digits.ts';

/** One tier as the form holds it, typed text until validated. */
export interface PriceTierFieldValues {
  min_quantity: unknown;
  price: unknown;
}

/** What these fields read of the form they are in. */
interface PriceTiersFieldValues {
  price_tiers: PriceTierFieldValues[];
}

/**
 * Volume price tiers (requirements §14.4): from how many units each lower price applies. The first
 * price is the item's Price Per Unit, from 1 unit; tiers are optional, at most eight, ascending.
 * Inside the item form's FormProvider (as shadcn/ui's fields), which holds `price_tiers`.
 */
export function PriceTiersFields() {
  const { t } = useLingui();
  const form = useFormContext<PriceTiersFieldValues>();
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'price_tiers' });
  const errors: FieldErrors<PriceTiersFieldValues> = form.formState.errors;
  const listError = errors.price_tiers?.message ?? errors.price_tiers?.root?.message;
  return (
    <fieldset className="flex flex-col gap-3 rounded-control border border-line p-4">
      <legend className="px-1 text-body-sm font-medium text-ink">
        <Trans>Volume prices</Trans>
      </legend>
      <p className="text-caption text-ink-muted">
        <Trans>
          Lower prices for larger orders. Price Per Unit applies from 1 unit; each tier from its quantity up.
        </Trans>
      </p>
      {fields.length ? (
        <ol className="flex flex-col gap-3" aria-label={t`Price tiers`}>
          {fields.map((field, index) => {
            const tierErrors = errors.price_tiers?.[index];
            const tier = screenDigits(index + 1);
            return (
              <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3">
                <FormField label={t`Tier ${tier}: from units`} error={tierErrors?.min_quantity?.message} required>
                  <NumberInput
                    inputMode="numeric"
                    min={2}
                    step={1}
                    suffix={t`pcs`}
                    {...form.register(`price_tiers.${index}.min_quantity`)}
                  />
                </FormField>
                <FormField label={t`Tier ${tier}: price each`} error={tierErrors?.price?.message} required>
                  <NumberInput suffix={currencySign()} {...form.register(`price_tiers.${index}.price`)} />
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
