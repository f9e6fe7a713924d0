import { Trans, useLingui } from '@lingui/react/macro';
import { Button, EmptyState, PageSpinner } from '@storefront/ui';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { ApiError } from '../api/client.ts';
import { useIsAdmin } from '../api/hooks.ts';
import { useAuth } from './AuthContext.tsx';
import type { FromState } from './returnPath.ts';

/** Signed-in routes (requirements §2): a signed-out visitor goes to /login, remembering where from. */
export function RequireAuth() {
  const { t } = useLingui();
  const { status, checked, check, loggedOut, reason } = useAuth();
  const location = useLocation();
  // A held session renders at once; Firebase is asked only when nobody is signed in here yet.
  useEffect(() => {
    if (!checked && status !== 'signed-in') check();
  }, [checked, status, check]);
  if (status === 'signed-in') return <Outlet />;
  if (!checked || status === 'loading') {
    return (
      <main id="main" className="flex flex-1">
        <PageSpinner label={t`Checking sign-in`} />
      </main>
    );
  }
  if (loggedOut) return <Navigate to="/" replace />;
  return <Navigate to="/login" replace state={{ from: location, reason } satisfies FromState} />;
}

/** Administrator routes (requirements §6): a signed-in non-administrator is signed out and sent to /login, told why. */
export function RequireAdmin() {
  const { t } = useLingui();
  const { isAdmin, isAnswered, error, retry } = useIsAdmin();
  const { signOut } = useAuth();
  // A "no", or a refusal of the call itself, settles it; a server or network failure does not.
  const isRefused = !isAdmin && (isAnswered || (error instanceof ApiError && [401, 403].includes(error.status)));
  useEffect(() => {
    // Signing out makes the signed-in guard above send the visitor to /login.
    if (isRefused) void signOut({ reason: 'not-admin' });
  }, [isRefused, signOut]);
  if (isAdmin) return <Outlet />;
  if (error && !isRefused) {
    return (
      <EmptyState
        tone="error"
        title={t`Could not check your administrator status`}
        description={error.message}
        action={
          <Button onClick={() => void retry()}>
            <Trans>Try again</Trans>
          </Button>
        }
      />
    );
  }
  return <PageSpinner label={t`Checking administrator status`} />;
}
