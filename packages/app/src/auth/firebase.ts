// Everything that touches the Firebase SDK. Only ever imported with import(), so the SDK is its own
// chunk, fetched after the first paint (or by the sign-in pages and protected routes).
import { initializeApp } from 'firebase/app';
import {
  GoogleAuthProvider,
  browserLocalPersistence,
  browserPopupRedirectResolver,
  browserSessionPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type Auth,
  type User,
} from 'firebase/auth';
import { messages } from '@storefront/shared';
import { loadConfig } from '../config.ts';

export interface SessionUser {
  uid: string;
  email: string;
  displayName: string;
  /** Whether the address is confirmed (Google's are; an email/password sign-up after its link). */
  emailVerified: boolean;
}

let authPromise: Promise<Auth> | undefined;

function getFirebaseAuth(): Promise<Auth> {
  authPromise ??= loadConfig().then((config) => {
    const app = initializeApp(config.firebase);
    // getAuth's persistence, without its popup helper: on a phone getAuth loads Google's helper
    // (apis.google.com/js/api.js and an iframe) on every page, for a popup only the Google button
    // opens; unreachable, it logged a console error on each signed-in page (bench/README.md,
    // Lighthouse, purchase). The button passes the helper itself (signInWithGoogle).
    const auth = initializeAuth(app, {
      persistence: [indexedDBLocalPersistence, browserLocalPersistence, browserSessionPersistence],
    });
    if (config.authEmulatorUrl) connectAuthEmulator(auth, config.authEmulatorUrl, { disableWarnings: true });
    return auth;
  });
  authPromise.catch(() => {
    authPromise = undefined;
  });
  return authPromise;
}

/** Calls back with the signed-in user (or null) now and on every change; answers the unsubscribe. */
export async function watchUser(callback: (user: User | null) => void): Promise<() => void> {
  const auth = await getFirebaseAuth();
  return onAuthStateChanged(auth, callback);
}

export async function signInWithEmail(email: string, password: string): Promise<User> {
  const auth = await getFirebaseAuth();
  return (await signInWithEmailAndPassword(auth, email, password)).user;
}

export async function signInWithGoogle(): Promise<User> {
  const auth = await getFirebaseAuth();
  return (await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)).user;
}

/** Creates the account and sets its display name from the form. */
export async function register(name: string, email: string, password: string): Promise<User> {
  const auth = await getFirebaseAuth();
  const { user } = await createUserWithEmailAndPassword(auth, email, password);
  if (!auth.currentUser) throw new Error(messages.noUserLoggedIn);
  await updateProfile(auth.currentUser, { displayName: name });
  // The ID token minted at sign-up lacks the name: force a new one before the token exchange.
  await user.getIdToken(true);
  // The confirmation link (requirements §11); the account works without it, so a failure to
  // send is not a failure to register: the notice offers to resend.
  await sendEmailVerification(user).catch((cause: unknown) => console.error('Verification email not sent', cause));
  return user;
}

/** Sends the signed-in user's confirmation link again. */
export async function resendVerification(): Promise<void> {
  const user = await currentUser();
  if (!user) throw new Error(messages.noUserLoggedIn);
  await sendEmailVerification(user);
}

/** Asks Firebase for the user's current state (the link may have been opened in another tab). */
export async function reloadUser(): Promise<User | null> {
  const user = await currentUser();
  await user?.reload();
  return user;
}

export async function sendPasswordReset(email: string): Promise<void> {
  const auth = await getFirebaseAuth();
  try {
    await sendPasswordResetEmail(auth, email);
  } catch (cause) {
    // Without email enumeration protection Firebase says when no account uses the address: the
    // visitor is told the same as when one does.
    if ((cause as { code?: string }).code !== 'auth/user-not-found') throw cause;
  }
}

export async function currentUser(): Promise<User | null> {
  const auth = await getFirebaseAuth();
  await auth.authStateReady();
  return auth.currentUser;
}

export async function signOut(): Promise<void> {
  const auth = await getFirebaseAuth();
  await firebaseSignOut(auth);
}
