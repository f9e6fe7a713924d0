// The token exchange: a verified Firebase ID token for our own access token.
import { email as emailSchema, limits } from '@storefront/shared';
import type { ChangeFeed } from '../db/changes.ts';
import type { UsersRepository } from '../users/repository.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { IdTokenVerifier } from './firebase.ts';
import type { TokenSigner } from './tokens.ts';

// eslint-disable-next-line no-control-regex -- control characters are what it removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * The identity provider's display name as stored: without control characters (PostgreSQL's text
 * cannot hold NUL, and none belongs in a name), trimmed, at most limits.name long; else undefined.
 */
export function cleanDisplayName(name: string | undefined): string | undefined {
  const cleaned = name?.replace(CONTROL_CHARACTERS, '').trim().slice(0, limits.name).trim();
  return cleaned || undefined;
}

export function authService(deps: {
  verifyIdToken: IdTokenVerifier;
  tokens: TokenSigner;
  users: Pick<UsersRepository, 'upsertOnSignIn'>;
  /** Hears of every sign-in: the first one adds a user. */
  changes: Pick<ChangeFeed, 'publish'>;
  adminEmails: string[];
}) {
  return {
    async exchange(idToken: string | undefined, pathEmail: string, bodyEmail: string): Promise<string> {
      if (!idToken) throw unauthorized('Sign in to continue');
      const identity = await deps.verifyIdToken(idToken);
      if (!identity) throw unauthorized('The sign-in token is not valid or has expired: sign in again');
      if (!identity.email) throw forbidden('The sign-in token has no email address');
      // pathEmail and bodyEmail come parsed by the same schema.
      const email = emailSchema.safeParse(identity.email).data;
      if (!email || email !== pathEmail || email !== bodyEmail)
        throw forbidden('The email does not match the signed-in account');
      const fallbackName = email.split('@')[0] ?? email;
      const user = await deps.users.upsertOnSignIn(
        email,
        cleanDisplayName(identity.name),
        fallbackName,
        deps.adminEmails.includes(email),
      );
      await deps.changes.publish('users');
      return deps.tokens.sign({ userId: user.id, email: user.email });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
