import type { AuthValue } from '../src/auth/AuthContext.tsx';

/** A stand-in session for stories and tests: signed in as a customer unless told otherwise. */
export function fakeAuth(overrides: Partial<AuthValue> = {}): AuthValue {
  return {
    status: 'signed-in',
    checked: true,
    user: { uid: 'u1', email: 'customer@computerclub.test', displayName: 'Customer One', emailVerified: true },
    check: () => {},
    signInWithEmail: async () => {
      throw new Error('Not available here');
    },
    signInWithGoogle: async () => {
      throw new Error('Not available here');
    },
    register: async () => {
      throw new Error('Not available here');
    },
    signOut: async () => {},
    sendPasswordReset: async () => {},
    resendVerification: async () => {},
    refreshVerification: async () => {},
    ...overrides,
  };
}
