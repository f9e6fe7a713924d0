import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterForm } from '@storefront/shared';
import { useForm } from 'react-hook-form';
import { Anchor } from '../../lib/Anchor.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { GoogleButton } from './GoogleButton.tsx';

const fields = ['name', 'email', 'password'] as const;

export interface RegistrationFormProps {
  /**
   * Called with valid values; a returned promise keeps the button busy. A rejection shows its
   * `fieldErrors` at the fields (see `SubmitError`), or its message under the form.
   */
  onSubmit: (values: RegisterForm) => void | Promise<unknown>;
  /** The identity provider's error message, shown in small red text (requirements §8). */
  error?: string | null;
  /** Called by Continue with Google; the button is hidden without it. */
  onGoogleSignIn?: () => void;
  isGoogleLoading?: boolean;
  /** Where "Please login" goes. */
  loginHref?: string;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
}

/** The register form (requirements §2, §5): name, email and password with the required messages (requirements §5), Google, login link. */
export function RegistrationForm({
  onSubmit,
  error,
  onGoogleSignIn,
  isGoogleLoading = false,
  loginHref = '/login',
  LinkComponent = Anchor,
}: RegistrationFormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { name: '', email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title={t`Sign Up`}
      onSubmit={submitHandler(form, fields, onSubmit)}
      footer={
        <>
          {onGoogleSignIn ? (
            <GoogleButton onClick={onGoogleSignIn} isLoading={isGoogleLoading} disabled={isSubmitting} />
          ) : null}
          <p className="text-center text-body-sm text-ink-muted">
            <Trans>
              Already have an account?{' '}
              <LinkComponent href={loginHref} className="font-semibold text-primary underline-offset-4 hover:underline">
                Please login
              </LinkComponent>
            </Trans>
          </p>
        </>
      }
    >
      <FormField label={t`Name`} error={errors.name?.message} required>
        <Input autoComplete="name" {...form.register('name')} />
      </FormField>
      <FormField label={t`Email`} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder={t`you@example.com`} {...form.register('email')} />
      </FormField>
      <FormField label={t`Password`} error={errors.password?.message} hint={t`At least 6 characters.`} required>
        <Input type="password" autoComplete="new-password" {...form.register('password')} />
      </FormField>
      <FormError>{errors.root?.submit?.message ?? error}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        <Trans>Sign Up</Trans>
      </Button>
    </FormCard>
  );
}
