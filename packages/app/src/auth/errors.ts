import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { ApiError } from '../api/client.ts';

// The identity provider's errors, in words a person understands (requirements §8: shown in small red text).
const byCode: Record<string, MessageDescriptor> = {
  'auth/wrong-password': msg`Wrong password. Try again or reset it.`,
  'auth/user-not-found': msg`There is no account with this email. Register first.`,
  'auth/invalid-credential': msg`Wrong email or password.`,
  'auth/invalid-login-credentials': msg`Wrong email or password.`,
  'auth/invalid-email': msg`This email address is not valid.`,
  'auth/email-already-in-use': msg`An account with this email already exists. Log in instead.`,
  'auth/weak-password': msg`This password is too weak: use at least 6 characters.`,
  'auth/too-many-requests': msg`Too many attempts. Wait a few minutes and try again.`,
  'auth/user-disabled': msg`This account has been disabled.`,
  'auth/network-request-failed': msg`Could not reach the sign-in service. Check your connection.`,
  'auth/popup-closed-by-user': msg`The Google sign-in window was closed before finishing.`,
  'auth/cancelled-popup-request': msg`The Google sign-in window was closed before finishing.`,
  'auth/popup-blocked': msg`The browser blocked the Google sign-in window. Allow pop-ups and try again.`,
  'auth/account-exists-with-different-credential': msg`An account with this email already exists with another sign-in method.`,
  'auth/operation-not-allowed': msg`This sign-in method is not enabled.`,
  'auth/internal-error': msg`The sign-in service had a problem. Try again.`,
};

/**
 * The words for a failed sign-in: the identity provider's codes by name, our server's answers as the
 * API client has already put them; anything else is logged and given in general words, never as is.
 * In `i18n`'s language.
 */
export function authErrorMessage(error: unknown, i18n: I18n): string {
  if (error instanceof ApiError) return error.message;
  const code =
    typeof error === 'object' && error !== null && 'code' in error ? String((error as { code: unknown }).code) : '';
  const known = code ? byCode[code] : undefined;
  if (known) return i18n._(known);
  console.error('Sign-in failed', error);
  return i18n._(msg`Sign-in failed. Try again.`);
}
