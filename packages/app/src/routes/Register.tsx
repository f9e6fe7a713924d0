import { useLingui } from '@lingui/react/macro';
import { RegistrationForm } from '@storefront/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { AuthPage, KeepOriginLink, useSignInPage } from '../components/AuthLayout.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Register`);
  const { register } = useAuth();
  const { error, attempt, google, isGoogleLoading } = useSignInPage();
  return (
    <AuthPage title={t`Register`}>
      <RegistrationForm
        onSubmit={({ name, email, password }) => attempt(() => register(name, email, password))}
        error={error}
        onGoogleSignIn={google}
        isGoogleLoading={isGoogleLoading}
        LinkComponent={KeepOriginLink}
      />
    </AuthPage>
  );
}
