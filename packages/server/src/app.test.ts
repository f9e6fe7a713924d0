// A few HTTP behaviours checked in-process (the API suite under test/ covers the rest over a real
// server and the Auth emulator): error shapes, the token exchange, roles read per request.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import type { IdentityClaims } from './auth/firebase.ts';
import { parseConfig } from './config.ts';
import { sqliteTestDatabase, type MigratedTestDb } from '../test/support/test-databases.ts';

// Stand-in for Firebase: the "ID token" is `id:<email>:<url-encoded name>`.
async function verifyIdToken(token: string): Promise<IdentityClaims | undefined> {
  const [kind, email, name] = token.split(':');
  return kind === 'id'
    ? { uid: `uid-${email}`, email, emailVerified: true, name: name ? decodeURIComponent(name) : undefined }
    : undefined;
}

describe('the HTTP app', () => {
  let test: MigratedTestDb;
  let app: FastifyInstance;

  beforeAll(async () => {
    test = await sqliteTestDatabase();
    const config = parseConfig({ ADMIN_EMAILS: 'boss@example.com', APP_DIST: '/nonexistent-app-dist' });
    app = await buildApp(config, test.db, { verifyIdToken, logger: false });
  });
  afterAll(async () => {
    await app.close();
    await test.close();
  });

  async function signIn(email: string, name = ''): Promise<string> {
    const response = await app.inject({
      method: 'PUT',
      url: `/api/user/${email}`,
      headers: { authorization: `Bearer id:${email}:${encodeURIComponent(name)}` },
      payload: { email },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ token: string }>().token;
  }

  it('answers health, with a request id', async () => {
    const response = await app.inject('/api/health');
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('allows no other origin without CORS_ORIGINS: no CORS header, a preflight is a 404', async () => {
    const read = await app.inject({ url: '/api/item', headers: { origin: 'https://elsewhere.example.com' } });
    expect(read.statusCode).toBe(200);
    expect(Object.keys(read.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/order',
      headers: { origin: 'https://elsewhere.example.com', 'access-control-request-method': 'POST' },
    });
    expect(preflight.statusCode).toBe(404);
    expect(preflight.json()).toEqual({ message: 'No API route OPTIONS /api/order' });
    expect(Object.keys(preflight.headers).filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(preflight.headers['x-content-type-options']).toBe('nosniff');
  });

  it('stores a display name without control characters, trimmed and bounded', async () => {
    const token = await signIn('odd@example.com', ` Odd\u0000 Name\u0007${'x'.repeat(300)}`);
    const me = await app.inject({ url: '/api/user/odd@example.com', headers: { authorization: `Bearer ${token}` } });
    const { name } = me.json<{ name: string }>();
    expect(name.startsWith('Odd Name')).toBe(true);
    expect(name).toHaveLength(120);
    // A name of nothing but control characters falls back to the email's local part.
    const blank = await signIn('blank@example.com', '\u0000\u0001');
    const who = await app.inject({ url: '/api/user/blank@example.com', headers: { authorization: `Bearer ${blank}` } });
    expect(who.json()).toMatchObject({ name: 'blank' });
  });

  it('exchanges an ID token for an access token, refusing another email', async () => {
    const token = await signIn('Buyer@Example.com', 'Bina Buyer');
    const me = await app.inject({ url: '/api/user/buyer@example.com', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ email: 'buyer@example.com', name: 'Bina Buyer', role: 'user' });

    const wrong = await app.inject({
      method: 'PUT',
      url: '/api/user/someone@example.com',
      headers: { authorization: 'Bearer id:buyer@example.com:' },
      payload: { email: 'someone@example.com' },
    });
    expect(wrong.statusCode).toBe(403);
    const forged = await app.inject({
      method: 'PUT',
      url: '/api/user/buyer@example.com',
      headers: { authorization: 'Bearer nope' },
      payload: { email: 'buyer@example.com' },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('names the user after the email when the token has no name, and makes ADMIN_EMAILS admins', async () => {
    const token = await signIn('boss@example.com');
    const me = await app.inject({ url: '/api/user/boss@example.com', headers: { authorization: `Bearer ${token}` } });
    expect(me.json()).toMatchObject({ name: 'boss', role: 'admin' });
  });

  it("reads the role per request: a deleted user's token stops working", async () => {
    const token = await signIn('gone@example.com');
    expect(
      (await app.inject({ url: '/api/admin/gone@example.com', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(200);
    await test.db.deleteFrom('users').where('email', '=', 'gone@example.com').execute();
    expect(
      (await app.inject({ url: '/api/admin/gone@example.com', headers: { authorization: `Bearer ${token}` } }))
        .statusCode,
    ).toBe(401);
  });

  it('answers validation errors with the field and the schema message', async () => {
    const token = await signIn('boss@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { authorization: `Bearer ${token}` },
      payload: { rating: 7 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'Invalid input',
      errors: { rating: 'Rating must be between 1 and 5', description: 'Description is Required' },
    });
  });

  it('answers client mistakes with 4xx JSON, never 500', async () => {
    const token = await signIn('boss@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const badJson = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{oops',
    });
    expect([badJson.statusCode, badJson.json().message]).toEqual([400, 'The request body is not valid JSON']);
    const wrongType = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...auth, 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(wrongType.statusCode).toBe(415);
    const tooBig = await app.inject({
      method: 'POST',
      url: '/api/review',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify({ description: 'x'.repeat(2_000_000) }),
    });
    expect(tooBig.statusCode).toBe(413);
    const unknown = await app.inject('/api/nothing-here');
    expect([unknown.statusCode, unknown.headers['content-type']]).toEqual([404, 'application/json; charset=utf-8']);
  });

  it('answers a short page when the app is not built, and 404 for a missing asset', async () => {
    const page = await app.inject('/dashboard/my-orders');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('not built');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('publishes the OpenAPI document', async () => {
    const doc = (await app.inject('/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/item', '/api/order/{id}', '/api/user/admin/{email}', '/api/upload']),
    );
  });
});
