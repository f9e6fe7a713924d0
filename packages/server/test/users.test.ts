import { beforeAll, describe, expect, it } from 'vitest';
import { decodeJwt, SignJWT } from 'jose';
import {
  adminAnswerSchema,
  apiPaths,
  messages,
  modifiedSchema,
  tokenAnswerSchema,
  userListEntrySchema,
  userSchema,
  type User,
  type UserListEntry,
} from '@storefront/shared';
import { createApi } from '@storefront/devstack/api';
import { exchangeToken, TEST_PASSWORD, type SignedIn } from '@storefront/devstack/login';
import { TEST_AUTH_SECRET } from '@storefront/devstack/server';
import { expectError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('users');
let admin: SignedIn;
let dave: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin', { displayName: 'Ada Admin' });
  dave = await suite.login('dave', { displayName: 'Dave Customer' });
});

async function usersList(query = ''): Promise<UserListEntry[]> {
  const response = await admin.api.get<UserListEntry[]>(`${apiPaths.users}${query}`);
  expect(response.status, response.text).toBe(200);
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

  it('lists users with email, name and role, whether their address is verified and their orders', async () => {
    const users = await usersList();
    for (const user of users) userListEntrySchema.strict().parse(user);
    expect(users.map((u) => u.email)).toEqual(expect.arrayContaining([admin.email, dave.email]));
    expect(users.find((u) => u.email === dave.email)).toMatchObject({
      role: 'user',
      name: expect.stringMatching(/^Dav/),
      verified: true,
      orderCount: 0,
      customer_group: null,
    });
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 50 });
    for (const quantity of [1, 2]) {
      const order = { item: item._id, address: '12 Circuit Road, Dhaka', phone: '01700000000', quantity };
      const placed = await dave.api.post(apiPaths.orderList, order);
      expect(placed.status, placed.text).toBe(201);
    }
    expect((await usersList()).find((u) => u.email === dave.email)?.orderCount).toBe(2);
  });

  it('searches users by name or email, a page at a time, the total counting the matches', async () => {
    const found = async (q: string) => (await usersList(`?q=${encodeURIComponent(q)}`)).map((u) => u.email);
    // Part of the name or of the address, in any case.
    expect(await found('CUSTOMER')).toEqual([dave.email]);
    expect(await found(dave.email.split('@')[0]!.toUpperCase())).toEqual([dave.email]);
    // LIKE's wildcards are plain characters.
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    const paged = await admin.api.get<UserListEntry[]>(`${apiPaths.users}?q=.users&limit=1&offset=1`);
    expect(paged.status).toBe(200);
    expect(paged.body).toHaveLength(1);
    const all = await usersList('?q=.users');
    expect(all.length).toBeGreaterThan(2);
    expect(Number(paged.headers.get('x-total-count'))).toBe(all.length);
    expect(paged.body[0]?.email).toBe(all[1]?.email);
    const bad = await admin.api.get(`${apiPaths.users}?q=${'x'.repeat(201)}`);
    expectError(bad, 400);
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

  it('makes administrators only of accounts that can sign in with a verified address (409 otherwise)', async () => {
    // A sign-up that never followed its verification link.
    const email = suite.emailOf('unverified');
    const created = await suite.emulator.createUser({ email, password: TEST_PASSWORD, emailVerified: false });
    expect((await suite.api.put(apiPaths.user(email), { email }, { token: created.idToken })).status).toBe(200);
    expect((await usersList()).find((u) => u.email === email)?.verified).toBe(false);
    expectError(await admin.api.put(apiPaths.makeAdmin(email)), 409, messages.adminNeedsVerifiedEmail);

    const frozen = await suite.login('frozen');
    expect((await admin.api.put(apiPaths.userStatus(frozen.email), { disabled: true })).status).toBe(200);
    expectError(await admin.api.put(apiPaths.makeAdmin(frozen.email)), 409, messages.adminNeedsEnabledAccount);

    const roles = (await usersList()).filter((u) => [email, frozen.email].includes(u.email)).map((u) => u.role);
    expect(roles).toEqual(['user', 'user']);
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
      language: 'en',
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
    expect(own.body).toEqual({
      _id: expect.any(String),
      email: frank.email,
      name: 'Frank users',
      role: 'user',
      language: 'en',
    });
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
