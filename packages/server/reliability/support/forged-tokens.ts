// Tokens a hostile client could present: our access tokens expired, tampered, signed with another
// key or another algorithm, unsigned; and edited Firebase ID tokens.
import { SignJWT } from 'jose';
import { TEST_AUTH_SECRET } from '@storefront/devstack/server';

/** The issuer of the server's access tokens (src/auth/tokens.ts). */
export const ACCESS_TOKEN_ISSUER = 'computer-club-storefront';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function decodePart(token: string, index: 0 | 1): Record<string, unknown> {
  const part = token.split('.')[index];
  if (part === undefined) throw new Error('not a JWT');
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

export interface AccessTokenOptions {
  userId: string;
  email: string;
  secret?: string;
  alg?: 'HS256' | 'HS384' | 'HS512';
  issuer?: string;
  /** Seconds since the epoch. */
  expiresAt?: number;
  issuedAt?: number;
}

/** An access token signed as the server signs them, with every part overridable. */
export function accessToken({
  userId,
  email,
  secret = TEST_AUTH_SECRET,
  alg = 'HS256',
  issuer = ACCESS_TOKEN_ISSUER,
  expiresAt = Math.floor(Date.now() / 1000) + 3600,
  issuedAt = Math.floor(Date.now() / 1000),
}: AccessTokenOptions): Promise<string> {
  return new SignJWT({ email })
    .setProtectedHeader({ alg, typ: 'JWT' })
    .setIssuer(issuer)
    .setSubject(userId)
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

/** The same token with its payload edited and the original signature kept. */
export function tamperPayload(token: string, patch: Record<string, unknown>): string {
  const [header, , signature] = token.split('.');
  return `${header}.${b64({ ...decodePart(token, 1), ...patch })}.${signature}`;
}

/** The token's payload re-issued unsigned (`alg: none`, empty signature). */
export function unsigned(token: string, patch: Record<string, unknown> = {}): string {
  return `${b64({ alg: 'none', typ: 'JWT' })}.${b64({ ...decodePart(token, 1), ...patch })}.`;
}

/** The token with its signature's bytes flipped. */
export function badSignature(token: string): string {
  const [header, payload, signature = ''] = token.split('.');
  const bytes = Buffer.from(signature, 'base64url');
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = (bytes[i] ?? 0) ^ 0xff;
  return `${header}.${payload}.${bytes.toString('base64url')}`;
}

/** A Firebase ID token (as the emulator issues them: unsigned) with its claims edited. */
export function editFirebaseToken(idToken: string, patch: Record<string, unknown>): string {
  const [header, , signature = ''] = idToken.split('.');
  return `${header}.${b64({ ...decodePart(idToken, 1), ...patch })}.${signature}`;
}
