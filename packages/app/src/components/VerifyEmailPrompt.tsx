import { useLingui } from '@lingui/react';
import { VerifyEmailNotice } from '@storefront/ui';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth/AuthContext.tsx';
import { authErrorMessage } from '../auth/errors.ts';

const dismissedKey = (uid: string) => `verifyEmailDismissed:${uid}`;

function isDismissed(uid: string): boolean {
  try {
    return sessionStorage.getItem(dismissedKey(uid)) === '1';
  } catch {
    return false;
  }
}

/**
 * The "confirm your email address" notice under the navbar, until the address is confirmed or the
 * notice dismissed (for this browser session). Coming back to the tab checks for a confirmation.
 */
export default function VerifyEmailPrompt({ uid, email }: { uid: string; email: string }) {
  const { resendVerification, refreshVerification } = useAuth();
  const { i18n } = useLingui();
  const [dismissed, setDismissed] = useState<string | null>(null);
  useEffect(() => {
    const check = () => void refreshVerification().catch(() => {});
    window.addEventListener('focus', check);
    return () => window.removeEventListener('focus', check);
  }, [refreshVerification]);
  if (dismissed === uid || isDismissed(uid)) return null;
  return (
    <div className="mx-auto w-full max-w-page px-4 pt-4 sm:px-6">
      <VerifyEmailNotice
        email={email}
        onResend={() =>
          resendVerification().catch((cause: unknown) => {
            throw new Error(authErrorMessage(cause, i18n), { cause });
          })
        }
        onDismiss={() => {
          try {
            sessionStorage.setItem(dismissedKey(uid), '1');
          } catch {
            // Without storage the notice stays away until the page reloads.
          }
          setDismissed(uid);
        }}
      />
    </div>
  );
}
