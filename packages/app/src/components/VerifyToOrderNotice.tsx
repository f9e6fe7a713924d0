import { useLingui } from '@lingui/react';
import { VerifyEmailNotice } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthContext.tsx';
import { authErrorMessage } from '../auth/errors.ts';

/**
 * The navbar's confirmation notice, where an order was refused for the unverified account's limit
 * (its message says verifying lifts it): "Resend the link", and a check for a confirmation when the
 * tab regains focus, which tells the server (the token exchange) and removes the notice.
 */
export default function VerifyToOrderNotice() {
  const { user, resendVerification, refreshVerification } = useAuth();
  const { i18n } = useLingui();
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    const check = () => void refreshVerification().catch(() => {});
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [refreshVerification]);
  if (!user || user.emailVerified || dismissed) return null;
  return (
    <VerifyEmailNotice
      email={user.email}
      onResend={() =>
        resendVerification().catch((cause: unknown) => {
          throw new Error(authErrorMessage(cause, i18n), { cause });
        })
      }
      onDismiss={() => setDismissed(true)}
    />
  );
}
