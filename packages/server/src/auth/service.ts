// The token exchange: a verified Firebase ID token for our own access token.
import { DEFAULT_LANGUAGE, email as emailSchema, limits, oneLine, type Language } from '@storefront/shared';
import type { ChangeFeed } from '../db/changes.ts';
import type { UsersRepository } from '../users/repository.ts';
import { conflict, forbidden, unauthorized } from '../http/errors.ts';
import { nowIso } from '../db/util.ts';
import { accountDisabledMessage, type IdTokenVerifier } from './firebase.ts';
import type { TokenSigner } from './tokens.ts';

/**
 * The identity provider's display name as stored: one line (requirements §10 D22: its line breaks
 * and control characters made spaces; PostgreSQL's text cannot hold NUL either), at most
 * limits.name long; else undefined.
 */
export function cleanDisplayName(name: string | undefined): string | undefined {
  const cleaned = name === undefined ? undefined : oneLine(name).slice(0, limits.name).trim();
  return cleaned || undefined;
}

export const authMessages = {
  verifyToClaim: 'Confirm your email address to use this account: open the link we sent you, then sign in again',
  emailChanged: "This account's email address has changed: contact us to move your orders to it",
  signInRace: 'Your account was being set up by another sign-in: try again',
} as const;

export function authService(deps: {
  verifyIdToken: IdTokenVerifier;
  tokens: TokenSigner;
  users: Pick<UsersRepository, 'findByUid' | 'findByEmail' | 'createOnSignIn' | 'recordSignIn'>;
  /** Hears of every sign-in: the first one adds a user. */
  changes: Pick<ChangeFeed, 'publish'>;
  adminEmails: string[];
}) {
  return {
    /**
     * Our access token for a Firebase ID token, and the account's language. `language`: a new
     * account's (requirements §16), the one the browser signing up uses; an existing account keeps its own.
     */
    async exchange(
      idToken: string | undefined,
      pathEmail: string,
      bodyEmail: string,
      language: Language = DEFAULT_LANGUAGE,
    ): Promise<{ token: string; language: Language }> {
      if (!idToken) throw unauthorized('Sign in to continue');
      const identity = await deps.verifyIdToken(idToken);
      if (!identity) throw unauthorized('The sign-in token is not valid or has expired: sign in again');
      if (!identity.email) throw forbidden('The sign-in token has no email address');
      // pathEmail and bodyEmail come parsed by the same schema.
      const email = emailSchema.safeParse(identity.email).data;
      if (!email || email !== pathEmail || email !== bodyEmail)
        throw forbidden('The email does not match the signed-in account');
      const name = cleanDisplayName(identity.name);
      const verifiedAt = identity.emailVerified ? nowIso() : null;
      // ADMIN_EMAILS promotes an address only once Firebase has verified it belongs to the account.
      const listedAdmin = identity.emailVerified && deps.adminEmails.includes(email);

      let user = await deps.users.findByUid(identity.uid);
      if (user && user.email !== email) throw forbidden(authMessages.emailChanged);
      if (!user) {
        const existing = await deps.users.findByEmail(email);
        // A row this account does not own yet: made before its first sign-in (ADMIN_EMAILS,
        // admin:grant, the demo seed) or left by a deleted Firebase account. Only a verified
        // address may take it, with its orders and role (docs/security.md, Identity).
        if (existing && !identity.emailVerified) throw forbidden(authMessages.verifyToClaim);
        user =
          existing ??
          (await deps.users.createOnSignIn({
            uid: identity.uid,
            email,
            name: name ?? email.split('@')[0] ?? email,
            admin: listedAdmin,
            verifiedAt,
            language,
          }));
        // Another first sign-in won the insert: the same account's (a double submit) is this one.
        user ??= await deps.users.findByUid(identity.uid);
        if (!user) throw conflict(authMessages.signInRace);
      }
      if (user.disabled_at !== null) throw forbidden(accountDisabledMessage);
      user = await deps.users.recordSignIn(user.id, {
        uid: identity.uid,
        name,
        verifiedAt,
        makeAdmin: listedAdmin && user.role !== 'admin',
      });
      await deps.changes.publish('users');
      const token = await deps.tokens.sign({
        userId: user.id,
        email: user.email,
        generation: Number(user.token_generation),
      });
      // The account's language: the app on a new device adopts it as the session starts (§16).
      return { token, language: user.language };
    },
  };
}

export type AuthService = ReturnType<typeof authService>;
