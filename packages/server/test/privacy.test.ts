// No anonymous answer carries an email address or other personal data (docs/security.md,
// Privacy): every GET route of the API description, called without a token on a database with
// customers, orders and reviews, answers no email but the company's own public contact address.
// Before, GET /api/review answered each reviewer's email as `author`.
import { describe, expect, it } from 'vitest';
import { apiPaths, type Item } from '@storefront/shared';
import { useApiSuite } from './support/suite.ts';

const CONTACT = 'info@computerclub.example.com';
const suite = useApiSuite('privacy', { env: { SEED_DEMO: 'true', CONTACT_EMAIL: CONTACT } });
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

type OpenApi = { paths: Record<string, Record<string, unknown>> };

describe('anonymous answers', () => {
  it('carry no email address, on any GET route', async () => {
    const customer = await suite.login('private', { displayName: 'Private Person' });
    const items = (await suite.api.get<Item[]>(apiPaths.itemList)).body;
    const item = items[0]!;
    expect(
      (await customer.api.post(apiPaths.reviews, { rating: 5, description: 'A review by a private person' })).status,
    ).toBe(201);
    expect(
      (
        await customer.api.post(apiPaths.orderList, {
          item: item._id,
          quantity: item.min_order_quantity,
          address: 'House 9, Road 9, Dhaka',
          phone: '+8801700000009',
        })
      ).status,
    ).toBe(201);

    const image = new URL(item.image, suite.url).pathname.replace(/^\/api/, '');
    const document = (await suite.api.get<OpenApi>('/openapi.json')).body;
    const paths = Object.entries(document.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) =>
        path
          .replace(/^\/api/, '')
          .replace('{email}', encodeURIComponent(customer.email))
          .replace('{id}', item._id)
          .replace('{name}', image.split('/').pop() ?? ''),
      );
    expect(paths.length).toBeGreaterThan(8);
    const leaks: string[] = [];
    for (const path of [...paths, `${apiPaths.reviews}?recent=1`, `${apiPaths.orderList}?user=${customer.email}`]) {
      const response = await suite.api.get(path, { token: null });
      const text = `${[...response.headers].map(([k, v]) => `${k}: ${v}`).join('\n')}\n${response.text}`;
      const found = [...text.matchAll(EMAIL)].map((m) => m[0]).filter((e) => e !== CONTACT && !/@2x\./.test(e));
      if (found.length) leaks.push(`${path} (${response.status}): ${[...new Set(found)].join(', ')}`);
    }
    expect(leaks).toEqual([]);
  });
});
