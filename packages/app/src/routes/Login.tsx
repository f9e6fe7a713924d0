import { useLingui } from '@lingui/react/macro';
import { SignInForm } from '@storefront/ui';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { signInNotice } from '../auth/returnPath.ts';
import { AuthPage, KeepOriginLink, useSignInPage } from '../components/AuthLayout.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Login`);
  const { signInWithEmail } = useAuth();
  const { error, attempt, google, isGoogleLoading } = useSignInPage();
  const notice = signInNotice(useLocation().state, i18n);
  return (
    <AuthPage title={t`Login`}>
      <SignInForm
        onSubmit={({ email, password }) => attempt(() => signInWithEmail(email, password))}
        error={error}
        onGoogleSignIn={google}
        isGoogleLoading={isGoogleLoading}
        LinkComponent={KeepOriginLink}
        notice={notice}
        forgotPasswordHref="/forgot-password"
      />
    </AuthPage>
  );
}
