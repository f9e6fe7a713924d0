// The token exchange: a verified Firebase ID token for our own access token.
import type { UsersRepository } from '../users/repository.ts';
import { forbidden, unauthorized } from '../http/errors.ts';
import type { IdTokenVerifier } from './firebase.ts';
import type { TokenSigner } from './tokens.ts';

export function authService(deps: {
  verifyIdToken: IdTokenVerifier;
  tokens: TokenSigner;
  users: UsersRepository;
  adminEmails: string[];
}) {
  return {
    async exchange(idToken: string | undefined, pathEmail: string, bodyEmail: string): Promise<string> {
      if (!idToken) throw unauthorized('Sign in to continue');
      const identity = await deps.verifyIdToken(idToken);
      if (!identity) throw unauthorized('The sign-in token is not valid or has expired: sign in again');
      const email = identity.email?.toLowerCase();
      if (!email) throw forbidden('The sign-in token has no email address');
      if (email !== pathEmail.toLowerCase() || email !== bodyEmail.toLowerCase())
        throw forbidden('The email does not match the signed-in account');
      const fallbackName = email.split('@')[0] ?? email;
      const user = await deps.users.upsertOnSignIn(
        email,
        identity.name,
        fallbackName,
        deps.adminEmails.includes(email),
      );
      return deps.tokens.sign({ userId: user.id, email: user.email });
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
