import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { addressInputSchema, ADDRESS_LABEL_MAX, messages, type AddressInput } from '@storefront/shared';
import { useEffect, useMemo, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import type { DistrictOption } from '../delivery/contract.ts';
import { useDistricts } from '../delivery/districts.tsx';
import { DistrictPicker } from '../delivery/DistrictPicker.tsx';
import { submitHandler } from '../forms/formSubmit.ts';
import { screenDigits } from '../../i18n/digits.ts';

const fields = ['label', 'address', 'phone', 'district'] as const;

/** What the address book saves: the address and its district (required for new and edited ones, requirements §17). */
/** The form's values: the district a key of shared `districts` once chosen, '' until then. */
export type AddressValues = Omit<AddressInput, 'district'> & { district: string };

export interface AddressFormProps {
  /** The saved values when editing; empty when adding. */
  defaultValues?: { label: string; address: string; phone: string; district?: string | null | undefined };
  /** Valid values; a rejection shows its `fieldErrors` at the fields (see `SubmitError`) or under the form. */
  onSubmit: (values: AddressValues) => Promise<unknown>;
  /** The districts (the DistrictsProvider's when left out). */
  districts?: readonly DistrictOption[];
  onCancel: () => void;
  /** The form's name for assistive technology ("New address", "Edit Office"). */
  title: string;
}

/** One delivery address being added or changed (requirements §14.7), inside the address book. */
export function AddressForm({ defaultValues, onSubmit, onCancel, title, districts: given }: AddressFormProps) {
  const { t } = useLingui();
  const provided = useDistricts();
  const districts = given ?? provided;
  const schema = useMemo(
    () => addressInputSchema.extend({ district: z.string().min(1, t`Choose the district to deliver here`) }),
    [t],
  );
  const form = useForm({
    resolver: zodResolver(schema),
    // A field is judged when first left, then as it changes: a message goes as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: { label: '', address: '', phone: '', ...defaultValues, district: defaultValues?.district ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  // An address saved before a courier's rules (requirements §10 D21) says what to fix when opened,
  // and each message then follows the typing (as if every field had been left once).
  // One saved before districts (requirements §17) asks for its district the same way.
  const [opened] = useState(defaultValues);
  useEffect(() => {
    if (!opened || schema.safeParse({ ...opened, district: opened.district ?? '' }).success) return;
    for (const name of fields) form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });
  }, [opened, form, schema]);
  // The label is not cut at its limit: the count shows as it is typed, and past it, the message.
  const typedLength = useWatch({ control: form.control, name: 'label' }).trim().length;
  const labelTooLong = typedLength > ADDRESS_LABEL_MAX ? messages.tooLong(ADDRESS_LABEL_MAX) : undefined;
  // The count in the reader's digits (requirements §16).
  const labelLength = screenDigits(typedLength);
  const labelMax = screenDigits(ADDRESS_LABEL_MAX);
  return (
    <form
      aria-label={title}
      noValidate
      className="flex flex-col gap-3 rounded-control border border-line bg-surface-muted p-4"
      onSubmit={submitHandler(form, fields, onSubmit)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onCancel();
      }}
    >
      <FormField
        label={t`Label`}
        error={errors.label?.message ?? labelTooLong}
        hint={t`For example Office or Warehouse. ${labelLength} of ${labelMax} characters.`}
        required
      >
        {/* The form opens on a click: the first field takes the focus. */}
        <Input autoFocus autoComplete="off" {...form.register('label')} />
      </FormField>
      <FormField label={t`Address`} error={errors.address?.message} required>
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField label={t`Phone`} error={errors.phone?.message} required>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <Controller
        control={form.control}
        name="district"
        render={({ field, fieldState }) => (
          <FormField label={t`District`} error={fieldState.error?.message} required>
            <DistrictPicker
              districts={districts}
              value={field.value}
              name={field.name}
              ref={field.ref}
              onBlur={field.onBlur}
              onChange={field.onChange}
            />
          </FormField>
        )}
      />
      <FormError>{errors.root?.submit?.message}</FormError>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting} loadingLabel={t`Saving the address`}>
          <Trans>Save address</Trans>
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}
