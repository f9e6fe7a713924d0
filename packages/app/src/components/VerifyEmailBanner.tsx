import { lazy, Suspense } from 'react';
import { useAuth } from '../auth/AuthContext.tsx';

// Its own chunk: most visitors never see it.
const VerifyEmailPrompt = lazy(() => import('./VerifyEmailPrompt.tsx'));

/** Under the navbar: the confirmation notice for a signed-in customer whose address is not confirmed. */
export function VerifyEmailBanner() {
  const { status, user } = useAuth();
  if (status !== 'signed-in' || !user || user.emailVerified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailPrompt uid={user.uid} email={user.email} />
    </Suspense>
  );
}
