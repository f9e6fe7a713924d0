import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import {
  adminAnswerSchema,
  apiPaths,
  modifiedSchema,
  tokenAnswerSchema,
  userSchema,
  type User,
} from '@storefront/shared';
import { createApi } from './support/api.ts';
import { exchangeToken, TEST_PASSWORD, type SignedIn } from './support/login.ts';
import { TEST_AUTH_SECRET } from './support/server.ts';
import { expectError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('users');
let admin: SignedIn;
let dave: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin', { displayName: 'Ada Admin' });
  dave = await suite.login('dave', { displayName: 'Dave Customer' });
});

async function usersList(): Promise<User[]> {
  const response = await admin.api.get<User[]>(apiPaths.users);
  expect(response.status).toBe(200);
  return response.body;
}

describe('the token exchange', () => {
  it('answers an access token for a Firebase ID token of the same email', async () => {
    const idToken = await suite.emulator.signIn(dave.email, TEST_PASSWORD);
    const response = await suite.api.put(apiPaths.user(dave.email), { email: dave.email }, { token: idToken });
    expect(response.status).toBe(200);
    const { token } = tokenAnswerSchema.strict().parse(response.body);
    expect(token.split('.')).toHaveLength(3);
    expect(decodeJwt(token).exp).toBeGreaterThan(Date.now() / 1000);
  });

  it('refuses a Firebase token whose email differs from the path', async () => {
    const response = await suite.api.put(apiPaths.user(admin.email), { email: admin.email }, { token: dave.idToken });
    expectError(response, 403);
  });

  it('refuses a body email that differs from the path', async () => {
    const response = await suite.api.put(apiPaths.user(dave.email), { email: admin.email }, { token: dave.idToken });
    expect([400, 403]).toContain(response.status);
  });

  it('refuses an exchange without a token, with a made-up token and with its own access token', async () => {
    expectError(await suite.api.put(apiPaths.user(dave.email), { email: dave.email }), 401);
    expectError(await suite.api.put(apiPaths.user(dave.email), { email: dave.email }, { token: 'not-a-token' }), 401);
    expectError(await suite.api.put(apiPaths.user(dave.email), { email: dave.email }, { token: dave.token }), 401);
  });

  it('treats email addresses without regard to case', async () => {
    const email = suite.emailOf('mixedcase');
    const shouted = email.toUpperCase();
    await suite.emulator.ensureUser({ email: shouted, password: TEST_PASSWORD, displayName: 'Mixed Case' });
    const idToken = await suite.emulator.signIn(shouted, TEST_PASSWORD);
    const token = await exchangeToken(suite.url, shouted, idToken);
    await exchangeToken(suite.url, email, await suite.emulator.signIn(email, TEST_PASSWORD));
    const asked = await createApi(suite.url, token).get(apiPaths.admin(shouted));
    expect(asked.status).toBe(200);
    expect(asked.body).toEqual({ admin: false });
    expect((await usersList()).filter((u) => u.email.toLowerCase() === email)).toHaveLength(1);
  });

  it('records the display name from the identity provider and follows its changes', async () => {
    expect((await usersList()).find((u) => u.email === dave.email)?.name).toBe('Dave Customer');
    const idToken = await suite.emulator.signIn(dave.email, TEST_PASSWORD);
    await suite.emulator.updateDisplayName(idToken, 'David Customer');
    await exchangeToken(suite.url, dave.email, await suite.emulator.signIn(dave.email, TEST_PASSWORD));
    expect((await usersList()).find((u) => u.email === dave.email)?.name).toBe('David Customer');
  });
});

describe('access tokens', () => {
  const protectedCall = (token: string) =>
    createApi(suite.url, token).put(apiPaths.user(dave.email), { location: 'Dhaka' });

  it('accepts the access token it issued', async () => {
    expect((await protectedCall(dave.token)).status).toBe(200);
  });

  it('refuses a tampered access token', async () => {
    const [header, , signature] = dave.token.split('.');
    const claims = { ...decodeJwt(dave.token), role: 'admin', admin: true };
    const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${signature}`;
    expectError(await protectedCall(forged), 401);
    expectError(await createApi(suite.url, forged).get(apiPaths.users), 401);
  });

  it('refuses an expired access token', async () => {
    const claims = decodeJwt(dave.token);
    const now = Math.floor(Date.now() / 1000);
    const expired = await new SignJWT({ ...claims, iat: now - 7200, exp: now - 3600 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(TEST_AUTH_SECRET));
    expectError(await protectedCall(expired), 401);
  });

  it('refuses a token signed with another key', async () => {
    const claims = decodeJwt(dave.token);
    const other = await new SignJWT({ ...claims })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('another-secret-of-at-least-32-characters'));
    expectError(await protectedCall(other), 401);
  });

  it('refuses an unsigned token and a malformed Authorization header', async () => {
    const claims = decodeJwt(dave.token);
    const unsigned = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
    expectError(await protectedCall(unsigned), 401);
    const response = await suite.api.put(
      apiPaths.user(dave.email),
      { location: 'x' },
      { headers: { authorization: `Basic ${dave.token}` } },
    );
    expectError(response, 401);
  });

  it('refuses a Firebase ID token where an access token is needed', async () => {
    expectError(await protectedCall(dave.idToken), 401);
  });
});

describe('administrators', () => {
  it('makes the ADMIN_EMAILS address an administrator at sign-in', async () => {
    const response = await admin.api.get(apiPaths.admin(admin.email));
    expect(response.status).toBe(200);
    expect(adminAnswerSchema.strict().parse(response.body)).toEqual({ admin: true });
    expect((await usersList()).find((u) => u.email === admin.email)?.role).toBe('admin');
  });

  it('answers admin false for a customer', async () => {
    const response = await dave.api.get(apiPaths.admin(dave.email));
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ admin: false });
    const asked = await admin.api.get(apiPaths.admin(dave.email));
    expect(asked.body).toEqual({ admin: false });
  });

  it('lists users with email, name and role', async () => {
    const users = await usersList();
    for (const user of users) userSchema.strict().parse(user);
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([admin.email, dave.email]));
    expect(users.find((u) => u.email === dave.email)?.role).toBe('user');
  });

  it('makes a customer an administrator, once', async () => {
    const erin = await suite.login('erin');
    const response = await admin.api.put(apiPaths.makeAdmin(erin.email));
    expect(response.status).toBe(200);
    expect(modifiedSchema.parse(response.body)).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await admin.api.get(apiPaths.admin(erin.email))).body).toEqual({ admin: true });
    expect((await usersList()).find((u) => u.email === erin.email)?.role).toBe('admin');

    const again = await admin.api.put(apiPaths.makeAdmin(erin.email));
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ acknowledged: true, modifiedCount: 0 });

    // A new sign-in carries the new role.
    const erinAgain = await suite.login('erin');
    expect((await erinAgain.api.get(apiPaths.users)).status).toBe(200);
  });

  it('answers 404 when making an unknown user an administrator', async () => {
    expectError(await admin.api.put(apiPaths.makeAdmin(suite.emailOf('nobody'))), 404);
  });
});

describe('the profile', () => {
  const profile = {
    education: 'BSc CSE',
    location: 'Chattogram',
    phone: '+8801811111111',
    linkedin_url: 'https://www.linkedin.com/in/frank',
  };

  it('saves the optional profile fields and answers them to their owner', async () => {
    const frank = await suite.login('frank');
    const response = await frank.api.put(apiPaths.user(frank.email), profile);
    expect(response.status).toBe(200);
    expect(modifiedSchema.strict().parse(response.body)).toEqual({ acknowledged: true, modifiedCount: 1 });

    const own = await frank.api.get(apiPaths.user(frank.email));
    expect(own.status).toBe(200);
    expect(userSchema.strict().parse(own.body)).toEqual({
      _id: expect.any(String),
      email: frank.email,
      name: 'Frank users',
      role: 'user',
      ...profile,
    });
    expect((await usersList()).find((u) => u.email === frank.email)).toMatchObject(profile);
  });

  it('accepts an empty profile, which clears the fields', async () => {
    const frank = await suite.login('frank');
    const response = await frank.api.put(apiPaths.user(frank.email), {
      education: '',
      location: '',
      phone: '',
      linkedin_url: '',
    });
    expect(response.status).toBe(200);
    modifiedSchema.parse(response.body);
    const own = await frank.api.get<User>(apiPaths.user(frank.email));
    expect(own.body).toEqual({ _id: expect.any(String), email: frank.email, name: 'Frank users', role: 'user' });
  });

  it("refuses to show or update another user's profile", async () => {
    expectError(await dave.api.get(apiPaths.user(admin.email)), 403);
    expectError(await dave.api.put(apiPaths.user(admin.email), { location: 'Elsewhere' }), 403);
    expect((await usersList()).find((u) => u.email === admin.email)?.location).toBeUndefined();
  });

  it("lets an administrator read a customer's profile", async () => {
    const response = await admin.api.get<User>(apiPaths.user(dave.email));
    expect(response.status).toBe(200);
    expect(response.body.email).toBe(dave.email);
  });

  it('answers 404 for the profile of an unknown user', async () => {
    expectError(await admin.api.get(apiPaths.user(suite.emailOf('ghost'))), 404);
  });
});
