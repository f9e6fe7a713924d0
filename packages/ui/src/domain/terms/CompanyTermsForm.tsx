import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyTermsInputSchema, toLatinDigits, type CompanyTermsInput } from '@storefront/shared';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { NumberInput } from '../../primitives/NumberInput.tsx';
import { FormCard } from '../forms/FormCard.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

/** A typed number (either digit set); '' is none. */
const numberOf = (typed: string): number | undefined => {
  const latin = toLatinDigits(typed).replaceAll(',', '').trim();
  return latin === '' ? undefined : Number(latin);
};

/**
 * The form's strings to shared `companyTermsInputSchema`'s values, its messages at the fields: without
 * terms the days and the limit go as null.
 */
const formSchema = z
  .object({
    terms: z.enum(['none', 'net']),
    net_days: z.string(),
    credit_limit: z.string(),
    require_po_number: z.boolean(),
  })
  .transform((values, ctx) => {
    const parsed = companyTermsInputSchema.safeParse({
      net_days: values.terms === 'none' ? null : numberOf(values.net_days),
      credit_limit: values.terms === 'none' ? null : (numberOf(values.credit_limit) ?? null),
      require_po_number: values.require_po_number,
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
    return z.NEVER;
  });

export interface CompanyTermsFormProps {
  /** The company's saved terms. */
  defaultValues: CompanyTermsInput;
  /**
   * Called with valid values; a returned promise keeps the button busy. A rejection shows its
   * `fieldErrors` (`net_days`, `credit_limit`) at the fields, or its message under the form.
   */
  onSubmit: (terms: CompanyTermsInput) => void | Promise<unknown>;
  className?: string;
}

/**
 * A company's payment terms (store administrators, requirements §20.8): none (its buyers pay as
 * they order) or net so many days with a credit limit, and whether its buyers must give a PO number
 * on every order. Checked by shared `companyTermsInputSchema`.
 */
export function CompanyTermsForm({ defaultValues, onSubmit, className }: CompanyTermsFormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(formSchema),
    defaultValues: {
      terms: defaultValues.net_days === null ? ('none' as const) : ('net' as const),
      net_days: defaultValues.net_days === null ? '30' : String(defaultValues.net_days),
      credit_limit: defaultValues.credit_limit === null ? '' : String(defaultValues.credit_limit),
      require_po_number: defaultValues.require_po_number,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const terms = useWatch({ control: form.control, name: 'terms' });
  return (
    <FormCard
      title={t`Payment terms`}
      description={t`With terms, the company's buyers may choose Pay on invoice: each order is due the given days after it is placed, and orders past the credit limit are refused.`}
      onSubmit={submitHandler(form, ['net_days', 'credit_limit'], onSubmit)}
      className={className}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-body-sm font-medium text-ink">
          <Trans>Terms</Trans>
        </legend>
        <label className="flex cursor-pointer items-center gap-2 text-body-sm text-ink">
          <input type="radio" value="none" className="size-4 accent-primary" {...form.register('terms')} />
          <Trans>No terms: pay when ordering</Trans>
        </label>
        <label className="flex cursor-pointer items-center gap-2 text-body-sm text-ink">
          <input type="radio" value="net" className="size-4 accent-primary" {...form.register('terms')} />
          <Trans>Pay on invoice, with days to pay</Trans>
        </label>
      </fieldset>
      {terms === 'net' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            label={t`Days to pay (net)`}
            hint={t`From 1 to 120 days after the order.`}
            error={errors.net_days?.message}
            required
          >
            <NumberInput inputMode="numeric" suffix={t`days`} {...form.register('net_days')} />
          </FormField>
          <FormField
            label={t`Credit limit`}
            hint={t`The most it may owe on invoice at once.`}
            error={errors.credit_limit?.message}
            required
          >
            <NumberInput suffix="BDT" {...form.register('credit_limit')} />
          </FormField>
        </div>
      ) : null}
      <label className="flex cursor-pointer items-start gap-2 text-body-sm text-ink">
        <input type="checkbox" className="mt-0.5 size-4 accent-primary" {...form.register('require_po_number')} />
        <span>
          <Trans>Require a purchase order number on every order</Trans>
        </span>
      </label>
      <FormError>{errors.root?.submit?.message}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        <Trans>Save terms</Trans>
      </Button>
    </FormCard>
  );
}
