import { lazy, Suspense } from 'react';
import { ApiError } from '../api/client.ts';
import type { SessionUser } from '../auth/session.ts';

// Its own chunk: only a refused order of an unverified account shows it.
const VerifyToOrderNotice = lazy(() => import('./VerifyToOrderNotice.tsx'));

/**
 * Whether an order or a checkout was refused for the limit of an account whose address is not
 * verified (docs/security.md, Abuse limits): the server answers such an account 403 there.
 */
export function isUnverifiedLimit(cause: unknown, user: SessionUser | null): boolean {
  return cause instanceof ApiError && cause.status === 403 && user?.emailVerified === false;
}

/** Beside an order refused for that limit: the confirmation notice, whose "Resend the link" lifts it. */
export function VerifyToOrder() {
  return (
    <Suspense fallback={null}>
      <VerifyToOrderNotice />
    </Suspense>
  );
}
