import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { currencySign, toLatinDigits } from '@storefront/shared';
import { useEffect, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { formatDayTime, formatDayTimeIn } from '../../lib/dates.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { FormCard } from '../forms/FormCard.tsx';
import { submitHandler } from '../forms/formSubmit.ts';
import { deliveryZones, type RateCard, type RateCardAnswer } from './contract.ts';
import { zoneLabels } from './zones.ts';
import { screenDigits } from '../../i18n/digits.ts';

/** The largest charge a field takes, in BDT: a courier's rate, not a price. */
const RATE_MAX = 100_000;

const fieldNames = [
  ...deliveryZones.flatMap((_, i) => [`zones.${i}.first_kg`, `zones.${i}.extra_kg`] as const),
  'free_above',
] as const;

export interface RateCardFormProps {
  /** The rate card as read: the form starts from it, and again from each saved one. */
  card: RateCardAnswer;
  /** Valid values; a rejection shows its `fieldErrors` at the fields (`zones.0.first_kg`) or under the form. */
  onSubmit: (card: RateCard) => Promise<unknown>;
  /** The store's zone (STORE_TIME_ZONE): when it was last changed is told there, and it says so. */
  timeZone?: string;
}

// The amounts in the reader's digits, which typedNumber reads back (requirements §16).
const valuesOf = (card: RateCardAnswer) => ({
  zones: deliveryZones.map((zone) => {
    const rate = card.zones.find((z) => z.zone === zone);
    return {
      zone,
      first_kg: rate ? screenDigits(rate.first_kg) : '',
      extra_kg: rate ? screenDigits(rate.extra_kg) : '',
    };
  }),
  free_above: card.free_above === null ? '' : screenDigits(card.free_above),
});

/** Text typed in either digit set as a number; empty as undefined; anything else as it is (and refused). */
const typedNumber = (value: unknown) => {
  if (typeof value !== 'string') return value;
  const latin = toLatinDigits(value).trim();
  return latin === '' ? undefined : Number.isNaN(Number(latin)) ? value : Number(latin);
};
const toHundredth = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

/**
 * Delivery charges (admin, requirements §17): per zone the first kilogram's charge and each extra
 * kilogram's, and the goods' amount from which delivery is free (empty: never). Who changed the
 * card last, and when, is under the heading.
 */
export function RateCardForm({ card, onSubmit, timeZone }: RateCardFormProps) {
  const { t, i18n } = useLingui();
  const schema = useMemo(() => {
    const amountMessage = t`Enter an amount from 0 to 1,00,000 BDT, with at most 2 decimals`;
    const amount = z.preprocess(
      typedNumber,
      z
        .number({ error: amountMessage })
        .min(0, amountMessage)
        .max(RATE_MAX, amountMessage)
        .refine(toHundredth, amountMessage),
    );
    const thresholdMessage = t`Enter an amount above 0 BDT, or leave it empty for never`;
    return z.object({
      zones: z.array(z.object({ zone: z.enum(deliveryZones), first_kg: amount, extra_kg: amount })),
      free_above: z.preprocess(
        (v) => typedNumber(v) ?? null,
        z
          .number({ error: thresholdMessage })
          .positive(thresholdMessage)
          .refine(toHundredth, thresholdMessage)
          .nullable(),
      ),
    });
  }, [t]);
  const form = useForm({ resolver: zodResolver(schema), mode: 'onTouched', defaultValues: valuesOf(card) });
  const { errors, isSubmitting } = form.formState;
  // A saved card (the server's answer) is what the form shows next.
  useEffect(() => {
    form.reset(valuesOf(card));
  }, [form, card]);

  const { updatedAt, updatedBy } = card;
  const when = updatedAt ? (timeZone ? formatDayTimeIn(i18n, updatedAt, timeZone) : formatDayTime(updatedAt)) : '';
  return (
    <FormCard
      title={t`Delivery charges`}
      description={
        updatedAt && updatedBy ? (
          <Trans>
            Last changed by {updatedBy}, <time dateTime={updatedAt}>{when}</time>.
          </Trans>
        ) : (
          <Trans>The starting rates: nobody has changed them yet.</Trans>
        )
      }
      onSubmit={submitHandler(form, fieldNames, onSubmit)}
    >
      {deliveryZones.map((zone, i) => {
        const name = i18n._(zoneLabels[zone]);
        return (
          <fieldset key={zone} className="flex flex-col gap-2">
            <legend className="mb-1 text-body-sm font-semibold text-ink">{name}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t`First kg`} error={errors.zones?.[i]?.first_kg?.message} required>
                <NumberInput
                  suffix={currencySign()}
                  aria-label={t`${name}: first kg`}
                  {...form.register(`zones.${i}.first_kg`)}
                />
              </FormField>
              <FormField label={t`Each extra kg`} error={errors.zones?.[i]?.extra_kg?.message} required>
                <NumberInput
                  suffix={currencySign()}
                  aria-label={t`${name}: each extra kg`}
                  {...form.register(`zones.${i}.extra_kg`)}
                />
              </FormField>
            </div>
          </fieldset>
        );
      })}
      <FormField
        label={t`Free delivery above`}
        error={errors.free_above?.message}
        hint={t`The goods' total from which delivery costs nothing. Leave empty for never.`}
      >
        <NumberInput suffix={currencySign()} {...form.register('free_above')} />
      </FormField>
      <FormError>{errors.root?.submit?.message}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting} loadingLabel={t`Saving the delivery charges`}>
        <Trans>Save</Trans>
      </Button>
    </FormCard>
  );
}
