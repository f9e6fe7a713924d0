// Our own access tokens: HS256 JWTs signed with AUTH_SECRET.
import { email as emailSchema } from '@storefront/shared';
import { SignJWT, errors as joseErrors, jwtVerify } from 'jose';

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

export function createTokenSigner(secret: string, ttlSeconds: number): TokenSigner {
  // Imported into WebCrypto once: given raw bytes, jose imports the key again on every sign and
  // verify (a few % of a signed-in request's CPU).
  const key = crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
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
      try {
        // Only HS256: a token claiming alg "none" or another algorithm is refused.
        const { payload } = await jwtVerify(token, await key, { issuer: TOKEN_ISSUER, algorithms: ['HS256'] });
        const email = emailSchema.safeParse(payload.email);
        const generation = payload.gen === undefined ? 0 : payload.gen;
        if (typeof payload.sub !== 'string' || !email.success || !Number.isSafeInteger(generation)) return undefined;
        return { userId: payload.sub, email: email.data, generation: generation as number };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return undefined;
        throw error;
      }
    },
  };
}
