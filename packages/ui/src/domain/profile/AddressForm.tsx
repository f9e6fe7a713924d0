import { zodResolver } from '@hookform/resolvers/zod';
import { addressInputSchema, ADDRESS_LABEL_MAX, type AddressInput } from '@storefront/shared';
import { useForm } from 'react-hook-form';
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
  const form = useForm({
    resolver: zodResolver(addressInputSchema),
    defaultValues: defaultValues ?? { label: '', address: '', phone: '' },
  });
  const { errors, isSubmitting } = form.formState;
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
      <FormField label="Label" error={errors.label?.message} hint="For example Office or Warehouse." required>
        {/* The form opens on a click: the first field takes the focus. */}
        <Input autoFocus maxLength={ADDRESS_LABEL_MAX} autoComplete="off" {...form.register('label')} />
      </FormField>
      <FormField label="Address" error={errors.address?.message} required>
        <Input autoComplete="street-address" {...form.register('address')} />
      </FormField>
      <FormField label="Phone" error={errors.phone?.message} required>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormError>{errors.root?.submit?.message}</FormError>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" isLoading={isSubmitting} loadingLabel="Saving the address">
          Save address
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
