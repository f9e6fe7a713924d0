// Accounts bound to verified identities (docs/security.md, Identity): a row that exists before
// its first sign-in (admin:grant, ADMIN_EMAILS, a deleted Firebase account's row) is claimed only
// by a verified address; administrator rights need one; administrators can disable an account
// and take back a role, never their own; Firebase's own disabling is honoured at the exchange.
// Each of these passed for an unverified Email/Password sign-up before (the exchange matched by
// email alone and never read email_verified).
import { describe, expect, it } from 'vitest';
import { apiPaths, type Order, type User } from '@storefront/shared';
import { createApi } from '@storefront/devstack/api';
import { expectError } from './support/assertions.ts';
import { runCommand } from './support/command.ts';
import { login, TEST_PASSWORD } from '@storefront/devstack/login';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('identity');

/** A sign-up that never followed its verification link: the exchange's answer for it. */
async function unverifiedExchange(email: string) {
  const created = await suite.emulator.createUser({ email, password: TEST_PASSWORD, emailVerified: false });
  const answer = await suite.api.put<{ token?: string; message?: string }>(
    apiPaths.user(email),
    { email },
    {
      token: created.idToken,
    },
  );
  return { answer, localId: created.localId };
}

/** Follows the verification link (the emulator's out-of-band code, in effect), then signs in again. */
async function verifyAndSignIn(email: string, localId: string) {
  await suite.emulator.setEmailVerified(localId, true);
  return login({ emulator: suite.emulator, origin: suite.url, email });
}

function grant(email: string) {
  return runCommand('pnpm', ['--silent', 'admin:grant', email], { env: { DATABASE_URL: suite.database.url } });
}

describe('claiming an account made before its first sign-in', () => {
  it('refuses an unverified sign-up for an address granted administrator rights, and admits it once verified', async () => {
    const email = suite.emailOf('granted');
    expect((await grant(email)).code).toBe(0);

    const { answer, localId } = await unverifiedExchange(email);
    expect(answer.status).toBe(403);
    expect(answer.body.message).toBe(
      'Confirm your email address to use this account: open the link we sent you, then sign in again',
    );

    const verified = await verifyAndSignIn(email, localId);
    expect((await verified.api.get(apiPaths.admin(email))).body).toEqual({ admin: true });
    expect((await verified.api.get(apiPaths.users)).status).toBe(200);
  });

  it('gives an ADMIN_EMAILS address administrator rights only once it is verified', async () => {
    const { answer, localId } = await unverifiedExchange(suite.adminEmail);
    // No row existed: the account is created, as a customer.
    expect(answer.status).toBe(200);
    const unverified = createApi(suite.url, answer.body.token);
    expect((await unverified.get(apiPaths.users)).status).toBe(403);
    expect((await unverified.get(apiPaths.admin(suite.adminEmail))).body).toEqual({ admin: false });

    const verified = await verifyAndSignIn(suite.adminEmail, localId);
    expect((await verified.api.get(apiPaths.users)).status).toBe(200);
    // The token issued before verification is an administrator's now too: rights are read per request.
    expect((await unverified.get(apiPaths.users)).status).toBe(200);
  });

  it("keeps a deleted Firebase account's orders from whoever registers its address next, unless verified", async () => {
    const admin = await suite.login('admin');
    const item = await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 10 });
    const email = suite.emailOf('leaver');
    const leaver = await login({ emulator: suite.emulator, origin: suite.url, email });
    const order = await leaver.api.post(apiPaths.orderList, {
      item: item._id,
      quantity: 1,
      address: 'House 1, Road 2, Dhaka',
      phone: '+8801700000000',
    });
    expect(order.status).toBe(201);
    const { localId: oldId } = await suite.emulator.signInResult(email, TEST_PASSWORD);
    await suite.emulator.deleteUser(oldId);

    const { answer, localId } = await unverifiedExchange(email);
    expect(answer.status).toBe(403);

    const owner = await verifyAndSignIn(email, localId);
    const orders = await owner.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(email)}`);
    expect(orders.status).toBe(200);
    expect(orders.body).toHaveLength(1);
  });

  it('lets an unverified new customer order, review and keep a profile as before', async () => {
    const email = suite.emailOf('newcomer');
    const { answer } = await unverifiedExchange(email);
    expect(answer.status).toBe(200);
    const customer = createApi(suite.url, answer.body.token);
    expect((await customer.get<User>(apiPaths.user(email))).status).toBe(200);
    expect((await customer.post(apiPaths.reviews, { rating: 5, description: 'Good parts' })).status).toBe(201);
  });
});

describe('disabling an account and taking back a role', () => {
  it('cuts a disabled customer off at once, session and sign-in alike; enabled again, only a new sign-in works', async () => {
    const admin = await suite.login('admin');
    const customer = await suite.login('disabled');
    expect((await customer.api.get(apiPaths.user(customer.email))).status).toBe(200);

    const off = await admin.api.put(apiPaths.userStatus(customer.email), { disabled: true });
    expect(off.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    const refused = await customer.api.get<{ message: string }>(apiPaths.user(customer.email));
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('This account has been disabled');
    await expect(suite.login('disabled')).rejects.toThrow(/answered 403/);
    const listed = await admin.api.get<User[]>(apiPaths.users);
    expect(listed.body.find((u) => u.email === customer.email)?.disabled).toBe(true);

    expect(
      (await admin.api.put<{ modifiedCount: number }>(apiPaths.userStatus(customer.email), { disabled: false })).body
        .modifiedCount,
    ).toBe(1);
    // Issue 29, item 7: the tokens issued before the disable stay dead (they worked again: 200).
    expectError(
      await customer.api.get(apiPaths.user(customer.email)),
      401,
      'Your session has expired or is not valid: sign in again',
    );
    const again = await suite.login('disabled');
    expect((await again.api.get(apiPaths.user(customer.email))).status).toBe(200);
    expect((await customer.api.get(apiPaths.user(customer.email))).status).toBe(401);
    // Enabling an enabled account changes nothing: the new session lives on.
    expect(
      (await admin.api.put<{ modifiedCount: number }>(apiPaths.userStatus(customer.email), { disabled: false })).body
        .modifiedCount,
    ).toBe(0);
    expect((await again.api.get(apiPaths.user(customer.email))).status).toBe(200);
  });

  it('refuses an account disabled in Firebase at the exchange', async () => {
    const email = suite.emailOf('firebaseoff');
    const signedIn = await login({ emulator: suite.emulator, origin: suite.url, email });
    const { localId, idToken } = await suite.emulator.signInResult(email, TEST_PASSWORD);
    await suite.emulator.setDisabled(localId, true);
    const answer = await suite.api.put(apiPaths.user(email), { email }, { token: idToken });
    expect(answer.status).toBe(403);
    expect(signedIn.email).toBe(email);
  });

  it("takes back an administrator's role, never one's own", async () => {
    const admin = await suite.login('admin');
    const other = await suite.login('second');
    expect((await admin.api.put(apiPaths.makeAdmin(other.email))).status).toBe(200);
    expect((await other.api.get(apiPaths.users)).status).toBe(200);

    const own = await admin.api.delete<{ message: string }>(apiPaths.makeAdmin(admin.email));
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('You cannot take back your own administrator role');
    expect((await admin.api.put(apiPaths.userStatus(admin.email), { disabled: true })).status).toBe(409);

    const revoked = await admin.api.delete(apiPaths.makeAdmin(other.email));
    expect(revoked.body).toEqual({ acknowledged: true, modifiedCount: 1 });
    expect((await other.api.get(apiPaths.users)).status).toBe(403);
    expect((await admin.api.delete(apiPaths.makeAdmin(other.email))).body).toEqual({
      acknowledged: true,
      modifiedCount: 0,
    });
    expect((await admin.api.delete(apiPaths.makeAdmin(suite.emailOf('nobody')))).status).toBe(404);
  });

  it('lets only administrators disable or take back, with a valid body', async () => {
    const admin = await suite.login('admin');
    const customer = await suite.login('plain');
    expect((await customer.api.delete(apiPaths.makeAdmin(admin.email))).status).toBe(403);
    expect((await customer.api.put(apiPaths.userStatus(admin.email), { disabled: true })).status).toBe(403);
    expect((await suite.api.put(apiPaths.userStatus(admin.email), { disabled: true })).status).toBe(401);
    const bad = await admin.api.put<{ errors: Record<string, string> }>(apiPaths.userStatus(customer.email), {
      disabled: 'yes',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.disabled).toBe('disabled must be true or false');
  });
});
