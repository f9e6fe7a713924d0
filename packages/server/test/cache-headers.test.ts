// Answers that depend on the caller's token are kept by no cache (Cache-Control: no-store); the
// public reads keep their revalidated caching (no-cache with an ETag).
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths } from '@storefront/shared';
import type { ApiResponse } from '@storefront/devstack/api';
import type { SignedIn } from '@storefront/devstack/login';
import { expectOk } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('cache-headers');
let admin: SignedIn;
let customer: SignedIn;
let itemId: string;

beforeAll(async () => {
  admin = await suite.login('admin');
  customer = await suite.login('customer');
  itemId = (await suite.addItem(admin, { min_order_quantity: 1, available_quantity: 50 }))._id;
});

function expectNoStore(response: ApiResponse, what: string): void {
  expectOk(response, what);
  expect(response.headers.get('cache-control'), what).toBe('no-store');
}

describe('Cache-Control', () => {
  it('is no-store on every answer that depends on the caller', async () => {
    expectNoStore(
      await customer.api.post(apiPaths.orderList, {
        item: itemId,
        address: '12 Circuit Road, Dhaka',
        phone: '+8801700000000',
        quantity: 1,
      }),
      'placing an order',
    );
    expectNoStore(
      await customer.api.get(`${apiPaths.orderList}?user=${encodeURIComponent(customer.email)}`),
      'own orders',
    );
    expectNoStore(await admin.api.get(apiPaths.orderList), 'every order');
    expectNoStore(await customer.api.get(apiPaths.user(customer.email)), 'the profile');
    expectNoStore(await customer.api.put(apiPaths.user(customer.email), { location: 'Dhaka' }), 'a profile update');
    expectNoStore(await admin.api.get(apiPaths.users), 'the user list');
    expectNoStore(await customer.api.get(apiPaths.admin(customer.email)), 'is admin');
    expectNoStore(
      await suite.api.put(apiPaths.user(customer.email), { email: customer.email }, { token: customer.idToken }),
      'the token exchange',
    );
  });

  it('keeps the public reads revalidated with an ETag, signed in or not', async () => {
    for (const path of [apiPaths.itemList, apiPaths.item(itemId), apiPaths.reviews]) {
      for (const api of [suite.api, customer.api]) {
        const response = await api.get(path);
        expectOk(response, path);
        expect(response.headers.get('cache-control'), path).toBe('no-cache');
        expect(response.headers.get('etag'), path).toMatch(/^"/);
      }
    }
  });
});
