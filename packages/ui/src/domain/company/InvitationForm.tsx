import { zodResolver } from '@hookform/resolvers/zod';
import { Trans, useLingui } from '@lingui/react/macro';
import { companyRoleMessages, companyRoles, invitationInputSchema, type InvitationInput } from '@storefront/shared';
import { useForm } from 'react-hook-form';
import { useSharedText } from '../../i18n/translateMessage.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { Select } from '../../primitives/Select.tsx';
import { FormCard } from '../forms/FormCard.tsx';
import { submitHandler } from '../forms/formSubmit.ts';

const fields = ['email', 'role'] as const;

export interface InvitationFormProps {
  /**
   * Called with the address and role; the form clears when it resolves. A rejection (the address is
   * already a member or invited: 409) shows its message, at the field it names or under the form.
   */
  onSubmit: (values: InvitationInput) => void | Promise<unknown>;
  className?: string;
}

/**
 * Invite someone to the company (requirements §20.2, its admins): their email and the role they
 * will have, checked by shared `invitationInputSchema`. They are emailed a link and join once they
 * accept, signed in with that address verified.
 */
export function InvitationForm({ onSubmit, className }: InvitationFormProps) {
  const { t } = useLingui();
  const say = useSharedText();
  const form = useForm({
    resolver: zodResolver(invitationInputSchema),
    defaultValues: { email: '', role: 'buyer' as const },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title={t`Invite a member`}
      description={t`They get an email with a link, and join once they accept while signed in with this address.`}
      onSubmit={submitHandler(form, fields, onSubmit, { resetOnSuccess: true })}
      className={className}
    >
      <FormField label={t`Email`} error={errors.email?.message} required>
        <Input type="email" autoComplete="off" placeholder="colleague@company.com.bd" {...form.register('email')} />
      </FormField>
      <FormField
        label={t`Role`}
        hint={t`Buyers order; approvers also see every order of the company; admins also manage its details and members.`}
        error={errors.role?.message}
        required
      >
        <Select {...form.register('role')}>
          {companyRoles.map((role) => (
            <option key={role} value={role}>
              {say(companyRoleMessages[role])}
            </option>
          ))}
        </Select>
      </FormField>
      <FormError>{errors.root?.submit?.message}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        <Trans>Send invitation</Trans>
      </Button>
    </FormCard>
  );
}
