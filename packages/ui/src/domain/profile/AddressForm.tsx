import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { addressInputSchema, ADDRESS_LABEL_MAX, messages, type AddressInput } from '@storefront/shared';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

const fields = ['label', 'address', 'phone'] as const;

export interface AddressFormProps {
  /** The saved values when editing; empty when adding. */
  defaultValues?: { label: string; address: string; phone: string };
  /** Valid values; a rejection shows its `fieldErrors` at the fields (see `SubmitError`) or under the form. */
  onSubmit: (values: AddressInput) => Promise<unknown>;
  onCancel: () => void;
  /** The form's name for assistive technology ("New address", "Edit Office"). */
  title: string;
}

/** One delivery address being added or changed (requirements §14.7), inside the address book. */
export function AddressForm({ defaultValues, onSubmit, onCancel, title }: AddressFormProps) {
  const { t } = useLingui();
  // The district (issue 32) has no field here yet: the schema refuses the form without one.
  const form = useForm<AddressInput>({
    resolver: zodResolver(addressInputSchema),
    // A field is judged when first left, then as it changes: a message goes as soon as it is fixed.
    mode: 'onTouched',
    defaultValues: defaultValues ?? { label: '', address: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
  // An address saved before a courier's rules (requirements §10 D21) says what to fix when opened,
  // and each message then follows the typing (as if every field had been left once).
  const [opened] = useState(defaultValues);
  useEffect(() => {
    if (!opened || addressInputSchema.safeParse(opened).success) return;
    for (const name of fields) form.setValue(name, form.getValues(name), { shouldTouch: true, shouldValidate: true });
  }, [opened, form]);
  // The label is not cut at its limit: the count shows as it is typed, and past it, the message.
  const labelLength = useWatch({ control: form.control, name: 'label' }).trim().length;
  const labelTooLong = labelLength > ADDRESS_LABEL_MAX ? messages.tooLong(ADDRESS_LABEL_MAX) : undefined;
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
        hint={t`For example Office or Warehouse. ${labelLength} of ${ADDRESS_LABEL_MAX} characters.`}
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
