// Demo seeding (SEED_DEMO=true): what `pnpm start` shows on a first run, seeded once only.
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPaths, itemSchema, reviewSchema, type Item, type Review, type User } from '@storefront/shared';
import { demoAdmin, demoCustomer } from '../src/seed/demo-users.ts';
import { login, type SignedIn } from './support/login.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('seed', { env: { SEED_DEMO: 'true' } });
let admin: SignedIn;

beforeAll(async () => {
  // The demo administrator is an administrator by the seed alone (it is not in ADMIN_EMAILS here).
  await suite.emulator.ensureUser({
    email: demoAdmin.email,
    password: demoAdmin.password,
    displayName: demoAdmin.name,
  });
  admin = await login({
    emulator: suite.emulator,
    origin: suite.url,
    email: demoAdmin.email,
    password: demoAdmin.password,
  });
});

describe('demo data', () => {
  it('seeds items whose images are served', async () => {
    const items = (await suite.api.get<Item[]>(apiPaths.items)).body;
    expect(items.length).toBeGreaterThanOrEqual(6);
    for (const item of items) {
      itemSchema.strict().parse(item);
      expect(item.min_order_quantity).toBeLessThanOrEqual(item.available_quantity);
      const image = await suite.api.get(item.image);
      expect(image.status, item.image).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
    }
    expect((await suite.api.get<Item[]>(`${apiPaths.items}?latest=1`)).body).toHaveLength(6);
  });

  it('seeds reviews for the home page', async () => {
    const reviews = (await suite.api.get<Review[]>(apiPaths.reviews)).body;
    expect(reviews.length).toBeGreaterThanOrEqual(3);
    for (const review of reviews) reviewSchema.strict().parse(review);
    expect((await suite.api.get<Review[]>(`${apiPaths.reviews}?recent=1`)).body).toHaveLength(3);
  });

  it('seeds the demo administrator and customer with their roles', async () => {
    expect((await admin.api.get(apiPaths.admin(demoAdmin.email))).body).toEqual({ admin: true });
    const users = (await admin.api.get<User[]>(apiPaths.users)).body;
    expect(users.find((u) => u.email === demoAdmin.email)?.role).toBe('admin');
    expect(users.find((u) => u.email === demoCustomer.email)?.role).toBe('user');
  });

  it('seeds only once: a restart adds nothing', async () => {
    const counts = async () => ({
      items: (await suite.api.get<Item[]>(apiPaths.items)).body.length,
      reviews: (await suite.api.get<Review[]>(apiPaths.reviews)).body.length,
      users: (await admin.api.get<User[]>(apiPaths.users)).body.length,
    });
    const before = await counts();
    await suite.server.restart();
    expect(await counts()).toEqual(before);
  });

  it('does not seed again into a catalog emptied by its administrator', async () => {
    for (const item of (await suite.api.get<Item[]>(apiPaths.items)).body) {
      expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    }
    await suite.server.restart();
    expect((await suite.api.get<Item[]>(apiPaths.items)).body).toEqual([]);
  });
});
