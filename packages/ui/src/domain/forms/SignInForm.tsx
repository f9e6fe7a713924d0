import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginFormSchema, type LoginForm } from '@storefront/shared';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Anchor } from '../../lib/Anchor.tsx';
import type { LinkComponent } from '../../lib/link.ts';
import { Button } from '../../primitives/Button.tsx';
import { FormError, FormField } from '../../primitives/FormField.tsx';
import { Input } from '../../primitives/Input.tsx';
import { Notice } from '../../primitives/Notice.tsx';
import { FormCard } from './FormCard.tsx';
import { submitHandler } from './formSubmit.ts';
import { GoogleButton } from './GoogleButton.tsx';

const fields = ['email', 'password'] as const;

export interface SignInFormProps {
  /**
   * Called with valid values; a returned promise keeps the button busy. A rejection shows its
   * `fieldErrors` at the fields (see `SubmitError`), or its message under the form.
   */
  onSubmit: (values: LoginForm) => void | Promise<unknown>;
  /** The identity provider's error message, shown in small red text (requirements §8). */
  error?: string | null;
  /** Called by Continue with Google; the button is hidden without it. */
  onGoogleSignIn?: () => void;
  isGoogleLoading?: boolean;
  /** Where "Create New Account" goes. */
  registerHref?: string;
  /** Where "Forgot password?" goes; the link is hidden without it. */
  forgotPasswordHref?: string;
  /** Why the visitor is here (for example sent away from an administrator page), above the fields. */
  notice?: ReactNode;
  /** Link component, such as a wrapper of the router's Link. Defaults to `<a>`. */
  LinkComponent?: LinkComponent;
  defaultValues?: Partial<LoginForm>;
}

/** The login form (requirements §2, §5): email and password with the required messages (requirements §5), Google sign-in, register link. */
export function SignInForm({
  onSubmit,
  error,
  onGoogleSignIn,
  isGoogleLoading = false,
  registerHref = '/register',
  forgotPasswordHref,
  notice,
  LinkComponent = Anchor,
  defaultValues,
}: SignInFormProps) {
  const { t } = useLingui();
  const form = useForm({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '', ...defaultValues },
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <FormCard
      title={t`Login`}
      onSubmit={submitHandler(form, fields, onSubmit)}
      footer={
        <>
          {onGoogleSignIn ? (
            <GoogleButton onClick={onGoogleSignIn} isLoading={isGoogleLoading} disabled={isSubmitting} />
          ) : null}
          <p className="text-center text-body-sm text-ink-muted">
            <Trans>
              New to Computer Club?{' '}
              <LinkComponent
                href={registerHref}
                className="font-semibold text-primary underline-offset-4 hover:underline"
              >
                Create New Account
              </LinkComponent>
            </Trans>
          </p>
        </>
      }
    >
      {notice ? <Notice>{notice}</Notice> : null}
      <FormField label={t`Email`} error={errors.email?.message} required>
        <Input type="email" autoComplete="email" placeholder={t`you@example.com`} {...form.register('email')} />
      </FormField>
      <FormField label={t`Password`} error={errors.password?.message} required>
        <Input type="password" autoComplete="current-password" {...form.register('password')} />
      </FormField>
      {forgotPasswordHref ? (
        <LinkComponent
          href={forgotPasswordHref}
          className="-mt-2 self-end text-body-sm font-semibold text-primary underline-offset-4 hover:underline"
        >
          <Trans>Forgot password?</Trans>
        </LinkComponent>
      ) : null}
      <FormError>{errors.root?.submit?.message ?? error}</FormError>
      <Button type="submit" size="lg" isLoading={isSubmitting}>
        <Trans>Login</Trans>
      </Button>
    </FormCard>
  );
}
