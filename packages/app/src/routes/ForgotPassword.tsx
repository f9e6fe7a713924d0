import { useLingui } from '@lingui/react/macro';
import { ForgotPasswordForm } from '@storefront/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { authErrorMessage } from '../auth/errors.ts';
import { AuthPage, KeepOriginLink } from '../components/AuthLayout.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** "Forgot password?" from the login page: Firebase emails the reset link (requirements §11). */
export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Reset your password`);
  const { sendPasswordReset } = useAuth();
  return (
    <AuthPage title={t`Reset your password`}>
      <ForgotPasswordForm
        onSubmit={async ({ email }) => {
          try {
            await sendPasswordReset(email);
          } catch (cause) {
            throw new Error(authErrorMessage(cause, i18n), { cause });
          }
        }}
        LinkComponent={KeepOriginLink}
      />
    </AuthPage>
  );
}
