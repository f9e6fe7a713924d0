import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { TOKEN_ISSUER, createTokenSigner } from './tokens.ts';

const secret = 'a-test-secret-that-is-long-enough-123456';
const signer = createTokenSigner(secret, 3600);
const claims = { userId: 'u1', email: 'buyer@example.com', generation: 3 };

describe('access tokens', () => {
  it('verifies a token it signed', async () => {
    const token = await signer.sign(claims);
    expect(await signer.verify(token)).toEqual(claims);
  });

  it('refuses an expired token', async () => {
    const token = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(new TextEncoder().encode(secret));
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a tampered payload', async () => {
    const [header, payload, signature] = (await signer.sign(claims)).split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: 'admin' }),
    ).toString('base64url');
    expect(await signer.verify(`${header}.${forged}.${signature}`)).toBeUndefined();
  });

  it('refuses alg none', async () => {
    const token = new UnsecuredJWT({ email: claims.email })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .encode();
    expect(await signer.verify(token)).toBeUndefined();
  });

  it('refuses a token signed with another secret or issuer', async () => {
    const other = createTokenSigner('another-secret-that-is-long-enough-xyz', 3600);
    expect(await signer.verify(await other.sign(claims))).toBeUndefined();
    const foreign = await new SignJWT({ email: claims.email })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('someone-else')
      .setSubject(claims.userId)
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await signer.verify(foreign)).toBeUndefined();
  });

  it('reads a token signed before generations as generation 0, and refuses one that is not a whole number', async () => {
    const signed = (gen?: unknown) =>
      new SignJWT(gen === undefined ? { email: claims.email } : { email: claims.email, gen })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(TOKEN_ISSUER)
        .setSubject(claims.userId)
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(secret));
    expect(await signer.verify(await signed())).toEqual({ ...claims, generation: 0 });
    for (const gen of ['3', 1.5, null, [3]])
      expect(await signer.verify(await signed(gen)), String(gen)).toBeUndefined();
  });

  it('refuses garbage', async () => {
    expect(await signer.verify('not.a.token')).toBeUndefined();
    expect(await signer.verify('')).toBeUndefined();
  });
});

describe('a token checked once', () => {
  it('holds until its expiry, then is refused, though its signature was checked before', async () => {
    let clock = Date.UTC(2026, 10, 28, 12, 0, 0);
    const timed = createTokenSigner(secret, 60, () => clock);
    const token = await new SignJWT({ email: claims.email, gen: claims.generation })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(TOKEN_ISSUER)
      .setSubject(claims.userId)
      .setIssuedAt(clock / 1000)
      .setExpirationTime(clock / 1000 + 60)
      .sign(new TextEncoder().encode(secret));
    expect(await timed.verify(token)).toEqual(claims);
    clock += 59_999;
    expect(await timed.verify(token)).toEqual(claims);
    clock += 1;
    expect(await timed.verify(token)).toBeUndefined();
    expect(await timed.verify(token)).toBeUndefined();
  });

  it('keeps nothing of a refused token', async () => {
    const [header, payload, signature] = (await signer.sign(claims)).split('.');
    const forged = `${header}.${payload}.${signature!.slice(0, -2)}AA`;
    expect(await signer.verify(forged)).toBeUndefined();
    expect(await signer.verify(forged)).toBeUndefined();
  });
});
