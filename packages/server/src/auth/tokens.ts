// Our own access tokens: HS256 JWTs signed with AUTH_SECRET.
import { email as emailSchema } from '@storefront/shared';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';
import { LRUCache } from 'lru-cache';

export const TOKEN_ISSUER = 'computer-club-storefront';

export interface AccessClaims {
  userId: string;
  email: string;
  /** The user row's token_generation when signed (0 in tokens from before it): an older one is refused. */
  generation: number;
}

export interface TokenSigner {
  sign(claims: AccessClaims): Promise<string>;
  /** The claims of a valid token, or undefined for a missing, expired, tampered or foreign one. */
  verify(token: string): Promise<AccessClaims | undefined>;
}

/** Tokens whose signature was checked, kept at most (a token's string is a few hundred bytes). */
const VERIFIED_MAX = 10_000;

export function createTokenSigner(secret: string, ttlSeconds: number, now: () => number = Date.now): TokenSigner {
  // Imported into WebCrypto once: given raw bytes, jose imports the key again on every sign and
  // verify (a few % of a signed-in request's CPU).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  // A token's signature is checked once: its claims are kept until it expires, and each use checks
  // only the clock (the signature check was most of a group member's catalog read before the
  // database's, bench/README.md). What the claims name is checked against the user's row each time.
  const verified = new LRUCache<string, { claims: AccessClaims; expiresAtMs: number }>({ max: VERIFIED_MAX });
  return {
    sign: async ({ userId, email, generation }) =>
      new SignJWT({ email, gen: generation })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(TOKEN_ISSUER)
        .setSubject(userId)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(await key),
    async verify(token) {
      const kept = verified.get(token);
      if (kept !== undefined) {
        if (now() < kept.expiresAtMs) return kept.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        // Only HS256: a token claiming alg "none" or another algorithm is refused.
        const { payload } = await jwtVerify(token, await key, {
          issuer: TOKEN_ISSUER,
          algorithms: ['HS256'],
          currentDate: new Date(now()),
        });
        const email = emailSchema.safeParse(payload.email);
        const generation = payload.gen === undefined ? 0 : payload.gen;
        if (typeof payload.sub !== 'string' || !email.success || !Number.isSafeInteger(generation)) return undefined;
        const claims = { userId: payload.sub, email: email.data, generation: generation as number };
        // A token without an expiry is never kept: each use checks it again.
        if (typeof payload.exp === 'number') verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return claims;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
