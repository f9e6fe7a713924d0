import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordResetFormSchema, type PasswordResetForm } from '@storefront/shared';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Anchor } from '../../lib/Anchor.tsx';
import { apart } from '../../lib/apart.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { Notice } from '../../primitives/Notice.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';

const fields = ['email'] as const;

export interface ForgotPasswordFormProps {
  /** Sends the reset link; a rejection shows under the form (see `SubmitError`). */
  onSubmit: (values: PasswordResetForm) => void | Promise<unknown>;
  /** Where "Back to Login" goes. */
  loginHref?: string;
  LinkComponent?: LinkComponent;
  defaultValues?: Partial<PasswordResetForm>;
}

/**
 * "Forgot password?": an email address in, the identity provider's reset link out. The answer never
 * says whether an account exists (so the form cannot be used to find out who is a customer).
 */
export function ForgotPasswordForm({
  onSubmit,
  loginHref = '/login',
  LinkComponent = Anchor,
  defaultValues,
}: ForgotPasswordFormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(passwordResetFormSchema),
    defaultValues: { email: '', ...defaultValues },
  });
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const sentToNode = apart(sentTo);
  const back = (
    <p className="text-center text-body-sm text-ink-muted">
      <Trans>
        Remembered it?{' '}
        <LinkComponent href={loginHref} className="font-semibold text-primary underline-offset-4 hover:underline">
          Back to Login
        </LinkComponent>
      </Trans>
    </p>
  );
  return (
    <FormCard
      title={t`Reset your password`}
      description={t`We will email you a link to choose a new password.`}
      onSubmit={submitHandler(form, fields, async (values) => {
        setSentTo(null);
        await onSubmit(values);
        setSentTo(values.email);
      })}
      footer={back}
    >
      {sentTo ? (
        <Notice>
          <Trans>
            If an account uses {sentToNode}, a link to reset its password is on its way. Check your inbox (and the spam
            folder), follow the link, then sign in with the new password.
          </Trans>
        </Notice>
      ) : null}
      <FormField label={t`Email`} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder={t`you@example.com`} {...form.register('email')} />
      </FormField>
      <FormError>{errors.root?.submit?.message}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        {sentTo ? t`Send again` : t`Send reset link`}
      </Button>
    </FormCard>
  );
}
