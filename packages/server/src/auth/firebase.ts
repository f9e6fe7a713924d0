// Verifies Firebase ID tokens (the sign-in proof the browser sends to the token exchange).
import type { Auth } from 'firebase-admin/auth';
import { HttpError } from '../http/errors.ts';

export interface IdentityClaims {
  /** The Firebase account's id: what a users row is bound to once claimed. */
  uid: string;
  email: string | undefined;
  /** True only when Firebase knows the address belongs to the account (a verification link, or Google). */
  emailVerified: boolean;
  name: string | undefined;
}

export const accountDisabledMessage = 'This account has been disabled';

/** Resolves to the token's claims, or undefined for an invalid or expired token. */
export type IdTokenVerifier = (idToken: string) => Promise<IdentityClaims | undefined>;

export function firebaseVerifier(projectId: string, emulatorHost: string | undefined): IdTokenVerifier {
  // firebase-admin reads the emulator address from the environment only.
  if (emulatorHost) process.env.FIREBASE_AUTH_EMULATOR_HOST = emulatorHost;
  // firebase-admin (tens of MB resident) loads on the first sign-in, not at start (docs/operations.md, Memory).
  let auth: Promise<Auth> | undefined;
  const loadAuth = async (): Promise<Auth> => {
    const [{ getApps, initializeApp }, { getAuth }] = await Promise.all([
      import('firebase-admin/app'),
      import('firebase-admin/auth'),
    ]);
    const name = `storefront-${projectId}`;
    return getAuth(getApps().find((a) => a.name === name) ?? initializeApp({ projectId }, name));
  };
  return async (idToken) => {
    try {
      auth ??= loadAuth();
      // checkRevoked: Firebase is asked whether the account was disabled or its sessions revoked.
      const decoded = await (await auth).verifyIdToken(idToken, true);
      return {
        uid: decoded.uid,
        email: typeof decoded.email === 'string' ? decoded.email : undefined,
        emailVerified: decoded.email_verified === true,
        name: typeof decoded.name === 'string' && decoded.name.trim() ? decoded.name.trim() : undefined,
      };
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (code === 'auth/user-disabled') throw new HttpError(403, accountDisabledMessage);
      if (typeof code === 'string' && code.startsWith('auth/')) return undefined;
      if (code === 'app/network-error')
        throw new HttpError(503, 'The sign-in service cannot be reached: try again shortly');
      throw error;
    }
  };
}
