import { useLingui } from '@lingui/react/macro';
import { LanguageSwitch, SignInForm } from '@storefront/ui';
import { useLocation } from 'react-router-dom';
import { useAuth } from '../auth/AuthContext.tsx';
import { signInNotice } from '../auth/returnPath.ts';
import { AuthPage, KeepOriginLink, useSignInPage } from '../components/AuthLayout.tsx';
import { RouterLink } from '../components/RouterLink.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';
import { useLanguage } from '../i18n/LanguageContext.tsx';

export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Login`);
  const { signInWithEmail } = useAuth();
  const { error, attempt, google, isGoogleLoading } = useSignInPage();
  const location = useLocation();
  const notice = signInNotice(location.state, i18n);
  const { language, choose } = useLanguage();
  return (
    <AuthPage title={t`Login`}>
      {/* English | বাংলা here too (requirements §16): a first visit may start at sign-in. */}
      <LanguageSwitch
        current={language}
        hrefFor={() => `${location.pathname}${location.search}`}
        onChoose={choose}
        LinkComponent={RouterLink}
        tone="plain"
        className="mx-auto mb-4 w-fit"
      />
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
