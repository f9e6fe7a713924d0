import { ForgotPasswordForm } from '@storefront/ui';
import { useAuth } from '../auth/AuthContext.tsx';
import { authErrorMessage } from '../auth/errors.ts';
import { AuthPage, KeepOriginLink } from '../components/AuthLayout.tsx';
import { useDocumentTitle } from '../components/useDocumentTitle.ts';

/** "Forgot password?" from the login page: Firebase emails the reset link (requirements §11). */
export function Component() {
  useDocumentTitle('Reset your password');
  const { sendPasswordReset } = useAuth();
  return (
    <AuthPage title="Reset your password">
      <ForgotPasswordForm
        onSubmit={async ({ email }) => {
          try {
            await sendPasswordReset(email);
          } catch (cause) {
            throw new Error(authErrorMessage(cause), { cause });
          }
        }}
        LinkComponent={KeepOriginLink}
      />
    </AuthPage>
  );
}
