// The sign-in session: who is signed in, kept outside React so the API client can reach it too.
// The Firebase SDK is fetched with import() the first time anything needs to know.
import { createStore } from '@storefront/shared';
import type { User } from 'firebase/auth';
import { connectAuth, exchangeToken, getAccessToken, setAccessToken } from '../api/client.ts';
import type * as FirebaseAuth from './firebase.ts';
import type { SessionUser } from './firebase.ts';

export type { SessionUser };
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthSnapshot {
  status: AuthStatus;
  user: SessionUser | null;
  /** Whether the identity provider has answered yet (until then signed-out is only a guess). */
  checked: boolean;
  /** Signed out by the Log Out button (the app goes to /), not by a refusal (the app goes to /login). */
  loggedOut?: boolean;
  /** Why the app signed the visitor out, for the login page to say. */
  reason?: SignOutReason;
}

/** `not-admin`: sent away from an administrator page; `ended`: the server stopped accepting the session. */
export type SignOutReason = 'not-admin' | 'ended';

type FirebaseModule = typeof FirebaseAuth;
const loadFirebase = (): Promise<FirebaseModule> => import('./firebase.ts');

const store = createStore<AuthSnapshot>(initialSnapshot());
let watching: Promise<void> | undefined;
/** While registering, the new account has no display name yet: the watcher must not exchange its token. */
let registering = false;
const exchanges = new Map<string, Promise<string>>();

function initialSnapshot(): AuthSnapshot {
  // Without an access token nobody signed in here lately: show the page as signed out at once.
  return { status: getAccessToken() ? 'loading' : 'signed-out', user: null, checked: false };
}

const set = store.set;
export const subscribe = store.subscribe;
export const getSnapshot = store.get;

function sessionUser(user: User): SessionUser {
  return {
    uid: user.uid,
    email: user.email ?? '',
    displayName: user.displayName ?? user.email ?? '',
    emailVerified: user.emailVerified,
  };
}

/** Trades the user's ID token for our access token, once at a time per user. */
function exchange(user: User, forceRefresh = false): Promise<string> {
  let pending = exchanges.get(user.uid);
  if (!pending) {
    pending = user
      .getIdToken(forceRefresh)
      .then((idToken) => exchangeToken(user.email ?? '', idToken))
      .finally(() => exchanges.delete(user.uid));
    exchanges.set(user.uid, pending);
  }
  return pending;
}

async function onUser(user: User | null): Promise<void> {
  if (registering) return;
  if (!user) {
    setAccessToken(null);
    // Already signed out here (Log Out): keep how, so guards still lead home.
    if (getSnapshot().status !== 'signed-out' || !getSnapshot().checked)
      set({ status: 'signed-out', user: null, checked: true });
    return;
  }
  if (!getAccessToken()) {
    set({ ...getSnapshot(), status: 'loading' });
    try {
      await exchange(user);
    } catch {
      // The server refused the sign-in: stay signed out rather than half signed in.
      set({ status: 'signed-out', user: null, checked: true });
      return;
    }
  }
  set({ status: 'signed-in', user: sessionUser(user), checked: true });
}

/** Starts following the identity provider (loads the Firebase SDK). Safe to call often. */
export function startAuth(): Promise<void> {
  watching ??= loadFirebase()
    .then((firebase) => firebase.watchUser((user) => void onUser(user)))
    .then(() => undefined)
    .catch(() => {
      watching = undefined;
      set({ status: 'signed-out', user: null, checked: true });
    });
  return watching;
}

async function finishSignIn(user: User, forceRefresh = false): Promise<SessionUser> {
  await exchange(user, forceRefresh);
  const value = sessionUser(user);
  set({ status: 'signed-in', user: value, checked: true });
  return value;
}

export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  const firebase = await loadFirebase();
  void startAuth();
  return finishSignIn(await firebase.signInWithEmail(email, password));
}

export async function signInWithGoogle(): Promise<SessionUser> {
  const firebase = await loadFirebase();
  void startAuth();
  return finishSignIn(await firebase.signInWithGoogle());
}

export async function registerAccount(name: string, email: string, password: string): Promise<SessionUser> {
  const firebase = await loadFirebase();
  void startAuth();
  registering = true;
  try {
    const user = await firebase.register(name, email, password);
    return await finishSignIn(user);
  } finally {
    registering = false;
  }
}

export async function signOut({
  isLogOut = false,
  reason,
}: { isLogOut?: boolean; reason?: SignOutReason } = {}): Promise<void> {
  setAccessToken(null);
  set({ status: 'signed-out', user: null, checked: true, loggedOut: isLogOut, reason });
  const firebase = await loadFirebase();
  await firebase.signOut();
}

/** Transparent re-sign-in for the API client: a new access token from the current user, if any. */
async function refreshAccessToken(): Promise<string | null> {
  const firebase = await loadFirebase();
  const user = await firebase.currentUser();
  if (!user) return null;
  try {
    return await exchange(user);
  } catch {
    return null;
  }
}

/** Sends the confirmation link of the signed-in user's address again. */
export async function resendVerification(): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.resendVerification();
}

/**
 * Picks up a confirmation made elsewhere (the link opened in another tab): the new ID token carries
 * email_verified, and the token exchange with it records the address as confirmed on the server.
 */
export async function refreshVerification(): Promise<void> {
  if (getSnapshot().status !== 'signed-in' || getSnapshot().user?.emailVerified) return;
  const firebase = await loadFirebase();
  const user = await firebase.reloadUser();
  if (!user?.emailVerified) return;
  await exchange(user, true);
  set({ ...getSnapshot(), user: sessionUser(user) });
}

/** Firebase's reset link for the address; an unknown address is not told apart (no account probing). */
export async function sendPasswordReset(email: string): Promise<void> {
  const firebase = await loadFirebase();
  await firebase.sendPasswordReset(email);
}

connectAuth({ refreshAccessToken, signOut: () => signOut({ reason: 'ended' }) });
