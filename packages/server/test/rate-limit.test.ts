// Rate limits, with small limits on a server of its own (the other files raise them).
import { describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import { TEST_PASSWORD } from '@storefront/devstack/login';
import { expectError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('ratelimit', { env: { RATE_LIMIT_EXCHANGE_PER_MIN: '3', RATE_LIMIT_WRITES_PER_MIN: '4' } });

describe('rate limits', () => {
  it('answers 429 after too many token exchanges in a minute', async () => {
    const email = suite.emailOf('limited');
    await suite.emulator.ensureUser({ email, password: TEST_PASSWORD, displayName: 'Limited' });
    const idToken = await suite.emulator.signIn(email, TEST_PASSWORD);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push((await suite.api.put(apiPaths.user(email), { email }, { token: idToken })).status);
    }
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3)).toEqual([429, 429]);
    const refused = await suite.api.put(apiPaths.user(email), { email }, { token: idToken });
    expectError(refused, 429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });

  it('counts writes per signed-in user', async () => {
    // The exchange limit is spent by now: sign these two in before it, by a fresh server window.
    await suite.server.restart();
    const writer = await suite.login('writer');
    const other = await suite.login('otherwriter');
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1)
      statuses.push((await writer.api.post(apiPaths.reviews, { rating: 4, description: `n${i}` })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    expect((await other.api.post(apiPaths.reviews, { rating: 4, description: 'mine' })).status).toBe(201);
  });
});
