import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyInputSchema, districtSchema, formatBin, type Company, type CompanyInput } from '@storefront/shared';
import { Controller, useForm } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { Textarea } from '../../primitives/Textarea.tsx';
import { DistrictPicker } from '../delivery/DistrictPicker.tsx';
import { useDistricts } from '../delivery/districts.tsx';
import { FormCard } from '../forms/FormCard.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

const fields = ['name', 'bin', 'trade_licence', 'billing_address', 'district'] as const;

/** Shared's rules, the district read from the picker's text value (none chosen yet is ''). */
const formSchema = companyInputSchema.extend({ district: z.string().pipe(districtSchema) });

/** A company's details as saved (its district a plain key). */
export type CompanyDetails = Pick<Company, (typeof fields)[number]>;

export interface CompanyFormProps {
  /** The company's saved details (editing); none to create one. */
  defaultValues?: CompanyDetails;
  /**
   * Called with valid values (the BIN as its 13 digits); a returned promise keeps the button busy.
   * A rejection shows its `fieldErrors` at the fields (`SubmitError`, the app's ApiError), or its message under the form.
   */
  onSubmit: (values: CompanyInput) => void | Promise<unknown>;
  /** Shows the details without a way to change them: a member who is not a company admin, a store administrator. */
  readOnly?: boolean;
  /** A server error message, shown in small red text. */
  error?: string | null;
  className?: string;
}

/**
 * A company's details (requirements §20.1): its name, BIN (13 digits, Bangla digits and dashes
 * accepted), trade licence, billing address and district, checked by shared `companyInputSchema`.
 * Without saved details it creates the company (its creator becomes its admin); with them, a company
 * admin edits them and the other members read them.
 */
export function CompanyForm({ defaultValues, onSubmit, readOnly = false, error, className }: CompanyFormProps) {
  const { t } = useLingui();
  const districts = useDistricts();
  const editing = defaultValues !== undefined;
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: '',
      trade_licence: '',
      billing_address: '',
      district: '',
      ...defaultValues,
      bin: defaultValues?.bin ? formatBin(defaultValues.bin) : '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title={editing ? t`Company details` : t`Create your company`}
      description={
        readOnly
          ? t`Only the company's admins change these details.`
          : editing
            ? undefined
            : t`Buy as a company: invite your colleagues, and see every order placed for it. You become its admin.`
      }
      onSubmit={submitHandler(form, fields, onSubmit)}
      className={className}
    >
      <fieldset disabled={readOnly} className="flex min-w-0 flex-col gap-4">
        <FormField label={t`Company name`} error={errors.name?.message} required={!readOnly}>
          <Input autoComplete="organization" {...form.register('name')} />
        </FormField>
        <FormField
          label={t`BIN`}
          hint={readOnly ? undefined : t`The 13-digit Business Identification Number on your VAT registration.`}
          error={errors.bin?.message}
          required={!readOnly}
        >
          <Input inputMode="numeric" autoComplete="off" placeholder="000123456-0101" {...form.register('bin')} />
        </FormField>
        <FormField label={t`Trade licence`} error={errors.trade_licence?.message} required={!readOnly}>
          <Input autoComplete="off" {...form.register('trade_licence')} />
        </FormField>
        <FormField label={t`Billing address`} error={errors.billing_address?.message} required={!readOnly}>
          <Textarea rows={3} autoComplete="street-address" {...form.register('billing_address')} />
        </FormField>
        <Controller
          control={form.control}
          name="district"
          render={({ field, fieldState }) => (
            <FormField label={t`District`} error={fieldState.error?.message} required={!readOnly}>
              <DistrictPicker
                districts={districts}
                value={field.value}
                name={field.name}
                ref={field.ref}
                disabled={readOnly}
                onBlur={field.onBlur}
                onChange={(key) => {
                  field.onChange(key);
                  form.clearErrors('district');
                }}
              />
            </FormField>
          )}
        />
      </fieldset>
      {readOnly ? null : (
        <>
          <FormError>{errors.root?.submit?.message ?? error}</FormError>
          <Button type="submit" size="lg" isLoading={isSubmitting}>
            {editing ? <Trans>Save changes</Trans> : <Trans>Create company</Trans>}
          </Button>
        </>
      )}
    </FormCard>
  );
}
