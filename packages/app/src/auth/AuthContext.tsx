import { createContext, use, useEffect, useMemo, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { afterFirstScreen } from '../components/firstScreen.ts';
import * as session from './session.ts';
import type { AuthSnapshot, SessionUser, SignOutReason } from './session.ts';

export interface AuthValue extends AuthSnapshot {
  /** Makes sure the identity provider has been asked (loads the Firebase SDK). */
  check: () => void;
  signInWithEmail: (email: string, password: string) => Promise<SessionUser>;
  signInWithGoogle: () => Promise<SessionUser>;
  register: (name: string, email: string, password: string) => Promise<SessionUser>;
  /**
   * Ends the session; `isLogOut` for the Log Out button (protected screens then lead to /, not /login),
   * `reason` for the login page to say why the app did it.
   */
  signOut: (options?: { isLogOut?: boolean; reason?: SignOutReason }) => Promise<void>;
  /** Sends the identity provider's password reset link. */
  sendPasswordReset: (email: string) => Promise<void>;
  /** Sends the address confirmation link again. */
  resendVerification: () => Promise<void>;
  /** Notices a confirmation made in another tab. */
  refreshVerification: () => Promise<void>;
}

export const AuthContext = createContext<AuthValue | null>(null);

const actions = {
  check: () => void session.startAuth(),
  signInWithEmail: session.signInWithEmail,
  signInWithGoogle: session.signInWithGoogle,
  register: session.registerAccount,
  signOut: session.signOut,
  sendPasswordReset: session.sendPasswordReset,
  resendVerification: session.resendVerification,
  refreshVerification: session.refreshVerification,
};

function afterFirstPaint(callback: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(callback, 200);
  return () => clearTimeout(handle);
}

/**
 * After a sign-out the next account must not see the last one's cached answers (orders, profile,
 * addresses, cart, admin lists): every answer is forgotten, the public ones are simply read again.
 */
function useForgetUserData(status: AuthSnapshot['status']) {
  const { mutate } = useSWRConfig();
  const wasSignedIn = useRef(false);
  useEffect(() => {
    if (status === 'signed-in') wasSignedIn.current = true;
    if (status === 'signed-out' && wasSignedIn.current) {
      wasSignedIn.current = false;
      void mutate(() => true, undefined, { revalidate: false });
    }
  }, [status, mutate]);
}

/** The real session, backed by Firebase Auth. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  // A session held from before (signed in from the held token, or loading): confirm it with Firebase.
  const hasSession = snapshot.status !== 'signed-out' && !snapshot.checked;
  // Someone who signed in before: confirm it with Firebase, but only once the first screen's content
  // is on show and painted (the SDK is the largest chunk; it must not delay the screen).
  useEffect(() => {
    if (!hasSession) return undefined;
    let cancelIdle: (() => void) | undefined;
    const cancelWait = afterFirstScreen(() => {
      cancelIdle = afterFirstPaint(() => void session.startAuth());
    });
    return () => {
      cancelWait();
      cancelIdle?.();
    };
  }, [hasSession]);
  useForgetUserData(snapshot.status);
  const value = useMemo(() => ({ ...snapshot, ...actions }), [snapshot]);
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthValue {
  const value = use(AuthContext);
  if (!value) throw new Error('useAuth needs an <AuthProvider>');
  return value;
}
