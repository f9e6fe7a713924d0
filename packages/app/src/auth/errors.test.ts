import { i18n } from '@lingui/core';
import { failures } from '@storefront/shared';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/client.ts';
import { authErrorMessage } from './errors.ts';

describe('sign-in errors in words', () => {
  it("names the identity provider's known codes", () => {
    expect(
      authErrorMessage(
        { code: 'auth/invalid-credential', message: 'Firebase: Error (auth/invalid-credential).' },
        i18n,
      ),
    ).toBe('Wrong email or password.');
  });

  it("keeps our server's answer as the API client worded it", () => {
    expect(authErrorMessage(new ApiError(403, 'This account has been disabled'), i18n)).toBe(
      'This account has been disabled',
    );
    expect(authErrorMessage(new ApiError(500, failures.server), i18n)).toBe(failures.server);
  });

  it('never shows an unknown error as is', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const raw = new Error('Firebase: INTERNAL ASSERTION FAILED: Pending promise was never set (auth/internal-x).');
    expect(authErrorMessage(raw, i18n)).toBe('Sign-in failed. Try again.');
    expect(log).toHaveBeenCalledWith('Sign-in failed', raw);
  });
});
