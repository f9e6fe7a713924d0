import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { profileInputSchema, type ProfileInput } from '@storefront/shared';
import { useForm } from 'react-hook-form';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';

const fields = ['education', 'location', 'phone', 'linkedin_url'] as const;

/** The profile's current values, as the API answers them. */
export interface ProfileValues {
  education?: string;
  location?: string;
  phone?: string;
  linkedin_url?: string;
}

export interface ProfileEditFormProps {
  /** The signed-in user's display name, shown read-only. */
  name?: string | null;
  /** The signed-in user's email, shown read-only. */
  email?: string | null;
  /** The saved profile fields the form starts with. */
  defaultValues?: ProfileValues;
  /**
   * Called with valid values (empty fields become undefined); a returned promise keeps the button busy.
   * A rejection shows its `fieldErrors` at the fields (see `SubmitError`), or its message under the form.
   */
  onSubmit: (values: ProfileInput) => void | Promise<unknown>;
  /** A server error message, shown in small red text. */
  error?: string | null;
}

/** My Profile (requirements §2): education, location, phone and LinkedIn URL, all optional. */
export function ProfileEditForm({ name, email, defaultValues, onSubmit, error }: ProfileEditFormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(profileInputSchema),
    defaultValues: { education: '', location: '', phone: '', linkedin_url: '', ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title={t`My Profile`}
      description={name || email ? [name, email].filter(Boolean).join(' · ') : undefined}
      onSubmit={submitHandler(form, fields, onSubmit)}
    >
      <FormField label={t`Education`} error={errors.education?.message}>
        <Input autoComplete="off" {...form.register('education')} />
      </FormField>
      <FormField label={t`Location`} error={errors.location?.message}>
        <Input autoComplete="address-level2" {...form.register('location')} />
      </FormField>
      <FormField label={t`Phone`} error={errors.phone?.message}>
        <Input type="tel" autoComplete="tel" {...form.register('phone')} />
      </FormField>
      <FormField label={t`LinkedIn URL`} error={errors.linkedin_url?.message}>
        <Input type="url" placeholder="https://www.linkedin.com/in/your-name" {...form.register('linkedin_url')} />
      </FormField>
      <FormError>{errors.root?.submit?.message ?? error}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        <Trans>Update Profile</Trans>
      </Button>
    </FormCard>
  );
}
