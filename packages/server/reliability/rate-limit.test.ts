// One client repeating token exchanges, or one user repeating writes, meets the
// rate limit (429 with retry-after) while other clients are served. Exchanges are counted per IP
// (distinct clients simulated behind a trusted balancer, this test at 127.0.0.1, with
// X-Forwarded-For), writes per signed-in user; a spoofed X-Forwarded-For must not buy a fresh
// budget, neither without TRUST_PROXY nor through the balancer (which appends the real address).
// SQLite only: @fastify/rate-limit counts in the server process's memory (src/app.ts), never in
// the database, so the database cannot change what these tests see.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import type { ApiResponse } from '@storefront/devstack/api';
import { TEST_PASSWORD, type SignedIn } from '@storefront/devstack/login';
import { startStack, type Stack } from './support/stack.ts';

const EXCHANGES = 5;
const WRITES = 6;

async function firebaseToken(stack: Stack, name: string): Promise<{ email: string; idToken: string }> {
  const email = stack.emailOf(name);
  await stack.emulator.ensureUser({ email, password: TEST_PASSWORD, displayName: name });
  return { email, idToken: await stack.emulator.signIn(email, TEST_PASSWORD) };
}

function exchangeFrom(
  stack: Stack,
  ip: string | undefined,
  email: string,
  idToken: string,
): Promise<ApiResponse<{ token?: string }>> {
  return stack.api.put(
    apiPaths.user(email),
    { email },
    { token: idToken, headers: ip ? { 'x-forwarded-for': ip } : {} },
  );
}

function expect429(response: ApiResponse): void {
  expect(response.status, response.text).toBe(429);
  expect(response.body).toMatchObject({ message: expect.any(String) });
  expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
}

describe("behind a trusted balancer (TRUST_PROXY: the balancer's address)", () => {
  let stack: Stack;
  let writer: SignedIn;
  let neighbour: SignedIn;

  beforeAll(async () => {
    stack = await startStack({
      file: 'limits',
      kind: 'sqlite',
      env: {
        TRUST_PROXY: '127.0.0.1',
        RATE_LIMIT_EXCHANGE_PER_MIN: String(EXCHANGES),
        RATE_LIMIT_WRITES_PER_MIN: String(WRITES),
      },
    });
    // Two exchanges from 127.0.0.1 itself; the tests below use other addresses.
    writer = await stack.login('writer');
    neighbour = await stack.login('neighbour');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('limits repeated token exchanges from one client while another client signs in', async () => {
    const { email, idToken } = await firebaseToken(stack, 'repeater');
    const statuses: number[] = [];
    for (let i = 0; i < EXCHANGES; i += 1)
      statuses.push((await exchangeFrom(stack, '203.0.113.10', email, idToken)).status);
    expect(statuses).toEqual(Array(EXCHANGES).fill(200));
    expect429(await exchangeFrom(stack, '203.0.113.10', email, idToken));
    expect429(await exchangeFrom(stack, '203.0.113.10', email, idToken));

    const other = await firebaseToken(stack, 'otherclient');
    const served = await exchangeFrom(stack, '203.0.113.20', other.email, other.idToken);
    expect(served.status, served.text).toBe(200);
    expect(typeof served.body.token).toBe('string');
  });

  // Issue 29, item 5: with TRUST_PROXY=true the leftmost entry, which the client writes, was the
  // address counted, so every forged entry bought a fresh budget.
  it('counts the address the balancer saw, whatever entries the client forged before it', async () => {
    const { email, idToken } = await firebaseToken(stack, 'forger');
    const statuses: number[] = [];
    for (let i = 0; i < EXCHANGES + 2; i += 1)
      // The balancer appends the address it saw (203.0.113.50) to what the client sent.
      statuses.push(
        (await exchangeFrom(stack, `10.9.0.${i + 1}, 198.51.100.${i + 1}, 203.0.113.50`, email, idToken)).status,
      );
    expect(statuses).toEqual([...Array<number>(EXCHANGES).fill(200), 429, 429]);
    // Another client behind the same balancer is served.
    const other = await firebaseToken(stack, 'forgerneighbour');
    expect((await exchangeFrom(stack, '10.9.0.1, 203.0.113.51', other.email, other.idToken)).status).toBe(200);
  });

  it('counts failed exchanges too (no free password-spraying of tokens)', async () => {
    const { email } = await firebaseToken(stack, 'sprayed');
    const statuses: number[] = [];
    for (let i = 0; i < EXCHANGES + 2; i += 1)
      statuses.push((await exchangeFrom(stack, '203.0.113.30', email, `forged.token.${i}`)).status);
    expect(statuses.slice(0, EXCHANGES)).toEqual(Array(EXCHANGES).fill(401));
    expect(statuses.slice(EXCHANGES)).toEqual([429, 429]);
  });

  it('limits repeated writes of one user while another user writes and reads go on', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < WRITES; i += 1)
      statuses.push((await writer.api.post(apiPaths.reviews, { rating: 4, description: `Review ${i}` })).status);
    expect(statuses).toEqual(Array(WRITES).fill(201));
    expect429(await writer.api.post(apiPaths.reviews, { rating: 4, description: 'one too many' }));
    // The budget is the user's, not the address's: another address does not reset it.
    expect429(
      await writer.api.post(
        apiPaths.reviews,
        { rating: 4, description: 'from elsewhere' },
        { headers: { 'x-forwarded-for': '198.51.100.7' } },
      ),
    );

    expect((await neighbour.api.post(apiPaths.reviews, { rating: 5, description: 'still served' })).status).toBe(201);
    expect((await writer.api.get(apiPaths.reviews)).status).toBe(200);
    expect((await writer.api.get(apiPaths.user(writer.email))).status).toBe(200);
    expect((await stack.api.get(apiPaths.itemList)).status).toBe(200);
  });

  it("limits a signed-out client's cart previews by its address, while another address is served", async () => {
    const body = { lines: [{ item: 'no-such-item', quantity: 1 }] };
    const from = (ip: string) => stack.api.post(apiPaths.cartPreview, body, { headers: { 'x-forwarded-for': ip } });
    const statuses: number[] = [];
    for (let i = 0; i < WRITES; i += 1) statuses.push((await from('203.0.113.40')).status);
    expect(statuses).toEqual(Array(WRITES).fill(200));
    expect429(await from('203.0.113.40'));
    expect((await from('203.0.113.41')).status).toBe(200);
  });

  it('stored exactly the writes it accepted', async () => {
    const reviews = await stack.api.get<{ authorName: string }[]>(apiPaths.reviews);
    expect(reviews.body.filter((r) => r.authorName === writer.displayName)).toHaveLength(WRITES);
  });
});

describe('without a trusted proxy (the default)', () => {
  let stack: Stack;

  beforeAll(async () => {
    stack = await startStack({ file: 'spoof', kind: 'sqlite', env: { RATE_LIMIT_EXCHANGE_PER_MIN: '3' } });
  });

  afterAll(async () => {
    await stack?.stop();
  });

  it('ignores a spoofed X-Forwarded-For: every address claimed shares the real one budget', async () => {
    const { email, idToken } = await firebaseToken(stack, 'spoofer');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await exchangeFrom(stack, `10.0.0.${i + 1}`, email, idToken)).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
  });
});
