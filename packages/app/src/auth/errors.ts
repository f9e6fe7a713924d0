import { ApiError } from '../api/client.ts';

// The identity provider's errors, in words a person understands (requirements §8: shown in small red text).
const byCode: Record<string, string> = {
  'auth/wrong-password': 'Wrong password. Try again or reset it.',
  'auth/user-not-found': 'There is no account with this email. Register first.',
  'auth/invalid-credential': 'Wrong email or password.',
  'auth/invalid-login-credentials': 'Wrong email or password.',
  'auth/invalid-email': 'This email address is not valid.',
  'auth/email-already-in-use': 'An account with this email already exists. Log in instead.',
  'auth/weak-password': 'This password is too weak: use at least 6 characters.',
  'auth/too-many-requests': 'Too many attempts. Wait a few minutes and try again.',
  'auth/user-disabled': 'This account has been disabled.',
  'auth/network-request-failed': 'Could not reach the sign-in service. Check your connection.',
  'auth/popup-closed-by-user': 'The Google sign-in window was closed before finishing.',
  'auth/cancelled-popup-request': 'The Google sign-in window was closed before finishing.',
  'auth/popup-blocked': 'The browser blocked the Google sign-in window. Allow pop-ups and try again.',
  'auth/account-exists-with-different-credential':
    'An account with this email already exists with another sign-in method.',
  'auth/operation-not-allowed': 'This sign-in method is not enabled.',
  'auth/internal-error': 'The sign-in service had a problem. Try again.',
};

/**
 * The words for a failed sign-in: the identity provider's codes by name, our server's answers as the
 * API client has already put them; anything else is logged and given in general words, never as is.
 */
export function authErrorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  if (code && byCode[code]) return byCode[code];
  console.error('Sign-in failed', error);
  return 'Sign-in failed. Try again.';
}
