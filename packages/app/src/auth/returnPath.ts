// Apart from the route guards, so the sign-in pages that read it do not load the guards' code.

import type { SignOutReason } from './session.ts';

/** The place a sign-in page returns to: where the visitor was sent from, default /; and why. */
export interface FromState {
  from?: { pathname: string; search?: string; hash?: string };
  reason?: SignOutReason;
}

/** What the login page says to a visitor the app signed out. */
export const signOutNotices: Record<SignOutReason, string> = {
  'not-admin':
    'That page is for administrators only, so you were signed out. Sign in with an administrator account to open it.',
  ended: 'Your session has ended. Sign in again to carry on where you were.',
};

export function signOutNotice(state: unknown): string | undefined {
  const reason = (state as FromState | null)?.reason;
  return reason ? signOutNotices[reason] : undefined;
}

export function returnPath(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (!from?.pathname || ['/login', '/register', '/forgot-password'].includes(from.pathname)) return '/';
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
