// Signing in the way the app does: a Firebase account in the Auth emulator, its ID token, then
// the server's token exchange (PUT /api/user/{email} with body { email }).
import { apiPaths } from '@storefront/shared';
import { createApi, type Api } from './api.ts';
import type { AuthEmulatorClient } from './auth-emulator.ts';

export const TEST_PASSWORD = 'test-pass-123';

export interface SignedIn {
  email: string;
  displayName: string;
  /** The Firebase ID token the exchange took. */
  idToken: string;
  /** The server's access token. */
  token: string;
  /** An API client sending the access token. */
  api: Api;
}

/** Exchanges a Firebase ID token for the server's access token; throws unless the server answers 200 { token }. */
export async function exchangeToken(origin: string, email: string, idToken: string): Promise<string> {
  const response = await createApi(origin).put<{ token?: string }>(apiPaths.user(email), { email }, { token: idToken });
  if (response.status !== 200 || typeof response.body?.token !== 'string') {
    throw new Error(`token exchange for ${email} answered ${response.status}: ${response.text}`);
  }
  return response.body.token;
}

/**
 * Creates the emulator account when it does not exist yet, signs in and exchanges the token.
 * The display name is set at creation only (as the register form does).
 */
export async function login({
  emulator,
  origin,
  email,
  password = TEST_PASSWORD,
  displayName = email.split('@')[0] ?? email,
  emailVerified = true,
}: {
  emulator: AuthEmulatorClient;
  origin: string;
  email: string;
  password?: string;
  displayName?: string;
  /** Whether a newly created account's address is verified (default true). */
  emailVerified?: boolean;
}): Promise<SignedIn> {
  await emulator.ensureUser({ email, password, displayName, emailVerified });
  const idToken = await emulator.signIn(email, password);
  const token = await exchangeToken(origin, email, idToken);
  return { email, displayName, idToken, token, api: createApi(origin, token) };
}
