// The sign-in session: who is signed in, kept outside React so the API client can reach it too.
// The Firebase SDK is fetched with import() the first time anything needs to know.
import { createStore, type Language } from '@storefront/shared';
import type { User } from 'firebase/auth';
import { connectAuth, exchangeToken, getAccessToken, setAccessToken } from '../api/client.ts';
import { forgetChoice, sessionStartedIn } from '../i18n/accountLanguage.ts';
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

/** Where the signed-in user is kept beside the access token, to render from before Firebase loads. */
const SESSION_USER_KEY = 'sessionUser';
const store = createStore<AuthSnapshot>(initialSnapshot());
let watching: Promise<void> | undefined;
/** While registering, the new account has no display name yet: the watcher must not exchange its token. */
let registering = false;
/**
 * Counts sign-outs: a user the identity provider reports, or a token exchange that ends, after a
 * sign-out began (its own sign-out still loading) must not sign the app back in. Under load the
 * provider's first report of the old session came after a guard had signed a customer out, and the
 * login page sent them back to the administrators' page (e2e/admin.spec.ts, overview.spec.ts).
 */
let signOuts = 0;
let signingOut = false;
const exchanges = new Map<string, Promise<{ token: string; language?: Language }>>();

/** The access token's claims, read (not verified: the server verifies the token on every call). */
function tokenClaims(token: string): { email?: unknown; exp?: unknown } | undefined {
  try {
    const payload = token.split('.')[1] ?? '';
    return JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { email?: unknown; exp?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * The session this browser already holds: the server's access token, still valid for a minute at
 * least, and the user it was issued to. Signed-in pages render from it at once; Firebase confirms it
 * later, when the first screen is on show (requirements §11, Speed; docs/decisions/0007).
 */
function heldUser(): SessionUser | null {
  const token = getAccessToken();
  if (!token) return null;
  const claims = tokenClaims(token);
  if (typeof claims?.exp !== 'number' || claims.exp * 1000 < Date.now() + 60_000) return null;
  try {
    const user = JSON.parse(localStorage.getItem(SESSION_USER_KEY) ?? 'null') as SessionUser | null;
    return user && typeof user.email === 'string' && user.email === claims.email ? user : null;
  } catch {
    return null;
  }
}

function keepUser(user: SessionUser | null): void {
  try {
    if (user) localStorage.setItem(SESSION_USER_KEY, JSON.stringify(user));
    else localStorage.removeItem(SESSION_USER_KEY);
  } catch {
    // Without storage, signed-in pages wait for Firebase, as before.
  }
}

function initialSnapshot(): AuthSnapshot {
  const held = heldUser();
  if (held) return { status: 'signed-in', user: held, checked: false };
  // Without an access token nobody signed in here lately: show the page as signed out at once.
  return { status: getAccessToken() ? 'loading' : 'signed-out', user: null, checked: false };
}

function set(next: AuthSnapshot): void {
  if (next.status === 'signed-in') keepUser(next.user);
  else if (next.status === 'signed-out') keepUser(null);
  store.set(next);
}
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

/** Trades the user's ID token for our access token (and the account's language), once at a time per user. */
function exchange(user: User, forceRefresh = false): Promise<{ token: string; language?: Language }> {
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

/** A session starts here: the app is told the account's language (i18n/accountLanguage.ts, requirements §16). */
function sessionStarted({ language }: { language?: Language }): void {
  if (language) sessionStartedIn(language);
}

async function onUser(user: User | null): Promise<void> {
  if (registering) return;
  if (user && signingOut) return;
  const generation = signOuts;
  if (!user) {
    setAccessToken(null);
    // Already signed out here (Log Out): keep how, so guards still lead home.
    if (getSnapshot().status !== 'signed-out' || !getSnapshot().checked)
      set({ status: 'signed-out', user: null, checked: true });
    return;
  }
  if (!getAccessToken()) {
    set({ ...getSnapshot(), status: 'loading' });
    let answer;
    try {
      answer = await exchange(user);
    } catch {
      // The server refused the sign-in: stay signed out rather than half signed in.
      set({ status: 'signed-out', user: null, checked: true });
      return;
    }
    // Signed out while the token was exchanged: the sign-out stands.
    if (generation !== signOuts) {
      setAccessToken(null);
      return;
    }
    // A session Firebase kept, started again on this page without an access token.
    sessionStarted(answer);
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
      // Firebase could not be reached: a session held from before stays (the server still accepts
      // its token, and a 401 tries Firebase again); otherwise nobody is signed in.
      if (getSnapshot().status !== 'signed-in') set({ status: 'signed-out', user: null, checked: true });
    });
  return watching;
}

async function finishSignIn(user: User, forceRefresh = false): Promise<SessionUser> {
  sessionStarted(await exchange(user, forceRefresh));
  const value = sessionUser(user);
  set({ status: 'signed-in', user: value, checked: true });
  return value;
}

export async function signInWithEmail(email: string, password: string): Promise<SessionUser> {
  forgetChoice();
  const firebase = await loadFirebase();
  void startAuth();
  return finishSignIn(await firebase.signInWithEmail(email, password));
}

export async function signInWithGoogle(): Promise<SessionUser> {
  forgetChoice();
  const firebase = await loadFirebase();
  void startAuth();
  return finishSignIn(await firebase.signInWithGoogle());
}

export async function registerAccount(name: string, email: string, password: string): Promise<SessionUser> {
  forgetChoice();
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
  signOuts += 1;
  signingOut = true;
  setAccessToken(null);
  forgetChoice();
  set({ status: 'signed-out', user: null, checked: true, loggedOut: isLogOut, reason });
  try {
    const firebase = await loadFirebase();
    await firebase.signOut();
  } finally {
    signingOut = false;
  }
}

/** Transparent re-sign-in for the API client: a new access token from the current user, if any. */
async function refreshAccessToken(): Promise<string | null> {
  const firebase = await loadFirebase();
  const user = await firebase.currentUser();
  if (!user) return null;
  try {
    return (await exchange(user)).token;
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
