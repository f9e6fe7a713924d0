// Demo seeding (SEED_DEMO=true): what `pnpm start` shows on a first run, seeded once only.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  apiPaths,
  dayOf,
  DEFAULT_STORE_TIME_ZONE,
  overviewSchema,
  type Overview,
  categories,
  itemSchema,
  normaliseSpecs,
  priceTiersSchema,
  specAttributesOf,
  type CatalogPage,
  reviewSchema,
  skuPattern,
  stockLevel,
  type Item,
  type Review,
  type User,
} from '@storefront/shared';
import { demoAdmin, demoCustomer, demoUsers } from '../src/seed/demo-users.ts';
import { HISTORY_DAYS } from '../src/seed/history.ts';
import { login, type SignedIn } from '@storefront/devstack/login';
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

// The demo data: "at least 12 computer-part items with images the project ships or draws
// itself (nothing downloaded), at least 6 reviews, one demo administrator and one demo customer".
const MIN_ITEMS = 12;
const MIN_REVIEWS = 6;

describe('demo data', () => {
  it(`seeds at least ${MIN_ITEMS} items, each with its own image served by this server`, async () => {
    const items = (await suite.api.get<Item[]>(apiPaths.itemList)).body;
    expect(items.length).toBeGreaterThanOrEqual(MIN_ITEMS);
    for (const item of items) {
      itemSchema.strict().parse(item);
      // Volume prices as an administrator could have typed them (requirements §14.4).
      priceTiersSchema.parse(item.price_tiers);
      // Orderable, or sold out (the catalog's stock states, requirements §12.4).
      if (item.available_quantity > 0) expect(item.min_order_quantity).toBeLessThanOrEqual(item.available_quantity);
      // Served from the database by this server, never an address on the internet.
      expect(item.image, item.name).toMatch(/^\/api\/images\//);
      const image = await fetch(`${suite.url}${item.image}`);
      expect(image.status, item.image).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(8, 12).toString('latin1'), `${item.image} is not a WebP file`).toBe('WEBP');
      expect(bytes.length, `${item.image} is too small to be a picture`).toBeGreaterThan(1000);
    }
    expect(items.filter((i) => i.price_tiers.length).length, 'items with volume prices').toBeGreaterThanOrEqual(3);
    expect(new Set(items.map((i) => i.image)).size, 'items sharing one picture').toBe(items.length);
    expect(new Set(items.map((i) => i.name)).size, 'items sharing one name').toBe(items.length);
    expect((await suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`)).body).toHaveLength(6);
  });

  it('seeds at least 30 items covering every category, each with its own SKU, some sold out', async () => {
    const items = (await suite.api.get<Item[]>(apiPaths.itemList)).body;
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(new Set(items.map((i) => i.category))).toEqual(new Set(categories.map((c) => c.id)));
    expect(new Set(items.map((i) => i.sku)).size).toBe(items.length);
    for (const item of items) expect(item.sku).toMatch(skuPattern);
    expect(items.some((i) => stockLevel(i) === 'out-of-stock')).toBe(true);
    expect(items.some((i) => stockLevel(i) === 'low-stock')).toBe(true);
    // Each its own shipping weight as a courier weighs the box (requirements §17), not the 1 kg every
    // item gets until someone weighs it: a memory stick is light, a monitor heavy.
    const weight = (sku: string) => items.find((i) => i.sku === sku)?.weight_g;
    expect(items.filter((i) => i.weight_g === 1000)).toEqual([]);
    expect(weight('CC-RAM-D5-16')).toBeLessThan(200);
    expect(weight('CC-MON-34UW')).toBeGreaterThan(5000);
    // The processor is reachable only through the catalog: it is not among the latest six.
    const latest = (await suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`)).body;
    expect(latest.some((i) => i.category === 'processors')).toBe(false);
  });

  it('gives every item every specification of its category, and parts for builds that work and builds that do not', async () => {
    const items = (await suite.api.get<Item[]>(apiPaths.itemList)).body;
    for (const item of items) {
      // Each value as the definition takes it (requirements §19.1), no attribute left out.
      expect(normaliseSpecs(item.category, item.specs), item.sku).toEqual({ specs: item.specs, issues: [] });
      const keys = specAttributesOf(item.category).map((a) => a.key);
      // Case fans have no socket, height or rating; a switch no Wi-Fi.
      const optional = item.specs.cooler_type === 'case-fans' ? ['sockets', 'height_mm', 'tdp_rating_w'] : ['wifi'];
      expect(
        keys.filter((k) => !(k in item.specs) && !optional.includes(k)),
        item.sku,
      ).toEqual([]);
    }
    const of = (category: string) => items.filter((i) => i.category === category).map((i) => i.specs);
    const values = (category: string, key: string) => new Set(of(category).flatMap((s) => s[key] ?? []));
    const numbers = (category: string, key: string) => of(category).map((s) => Number(s[key]));
    for (const socket of ['AM5', 'LGA1700']) {
      expect(
        of('processors').some((s) => s.socket === socket),
        socket,
      ).toBe(true);
      expect(
        of('motherboards').some((s) => s.socket === socket),
        socket,
      ).toBe(true);
    }
    expect(values('memory', 'memory_type')).toEqual(new Set(['DDR4', 'DDR5']));
    expect(values('storage', 'interface')).toEqual(new Set(['SATA', 'NVMe']));
    expect(values('storage', 'form_factor')).toContain('2.5"');
    // The Mini-ITX case takes Mini-ITX boards only, an SFX supply, and not the longest card or the tower cooler.
    const mini = of('cases').find((s) => String(s.form_factors) === 'Mini-ITX');
    expect(mini).toMatchObject({ psu_form_factor: 'SFX' });
    expect(Math.max(...numbers('graphics-cards', 'length_mm'))).toBeGreaterThan(Number(mini?.max_gpu_length_mm));
    expect(Math.max(...numbers('cooling', 'height_mm').filter((n) => n))).toBeGreaterThan(
      Number(mini?.max_cooler_height_mm),
    );
    expect(new Set(of('cases').map((s) => Number(s.max_gpu_length_mm))).size).toBeGreaterThanOrEqual(3);
    expect(of('cooling').some((s) => Array.isArray(s.sockets) && !s.sockets.includes('AM5'))).toBe(true);
    expect(values('power-supplies', 'form_factor')).toEqual(new Set(['ATX', 'SFX']));
    // A supply too weak for the largest card with the hungriest processor: (CPU + card + 75 W) above it.
    const hungriest =
      Math.max(...numbers('processors', 'tdp_w')) + Math.max(...numbers('graphics-cards', 'tdp_w')) + 75;
    expect(Math.min(...numbers('power-supplies', 'wattage_w'))).toBeLessThan(hungriest);
    expect(of('processors').some((s) => s.integrated_graphics === false)).toBe(true);
    // The catalog filters the demo data: AM5 boards, and the cases that take a 330 mm card.
    const am5 = (await suite.api.get<CatalogPage>(`${apiPaths.itemSearch}?category=motherboards&spec.socket=AM5`)).body;
    expect(am5.items.length).toBeGreaterThanOrEqual(2);
    expect(am5.items.every((i) => i.specs.socket === 'AM5')).toBe(true);
    const long = (
      await suite.api.get<CatalogPage>(`${apiPaths.itemSearch}?category=cases&spec.max_gpu_length_mm.min=330`)
    ).body;
    expect(long.items.every((i) => Number(i.specs.max_gpu_length_mm) >= 330)).toBe(true);
    expect(long.total).toBeLessThan(of('cases').length);
  });

  it(`seeds at least ${MIN_REVIEWS} reviews for the home page`, async () => {
    const reviews = (await suite.api.get<Review[]>(apiPaths.reviews)).body;
    expect(reviews.length).toBeGreaterThanOrEqual(MIN_REVIEWS);
    for (const review of reviews) reviewSchema.strict().parse(review);
    expect((await suite.api.get<Review[]>(`${apiPaths.reviews}?recent=1`)).body).toHaveLength(3);
  });

  it('seeds one demo administrator and one demo customer to sign in as, and no one else', async () => {
    expect(demoUsers.map((u) => u.role).sort()).toEqual(['admin', 'user']);
    expect((await admin.api.get(apiPaths.admin(demoAdmin.email))).body).toEqual({ admin: true });
    const users = (await admin.api.get<User[]>(`${apiPaths.users}?limit=100`)).body;
    // The order history's customers are records only: nobody holds their (example.com) sign-ins.
    const history = users.filter((u) => u.email.endsWith('@example.com'));
    expect(history.length).toBeGreaterThanOrEqual(20);
    expect(history.every((u) => u.role === 'user')).toBe(true);
    expect(
      users
        .filter((u) => !u.email.endsWith('@example.com'))
        .map((u) => [u.email, u.role])
        .sort(),
    ).toEqual(
      [
        [demoAdmin.email, 'admin'],
        [demoCustomer.email, 'user'],
      ].sort(),
    );
    // The demo customer signs in with the printed details and is a customer, not an administrator.
    await suite.emulator.ensureUser({
      email: demoCustomer.email,
      password: demoCustomer.password,
      displayName: demoCustomer.name,
    });
    const customer = await login({
      emulator: suite.emulator,
      origin: suite.url,
      email: demoCustomer.email,
      password: demoCustomer.password,
    });
    expect((await customer.api.get(apiPaths.admin(demoCustomer.email))).body).toEqual({ admin: false });
    expect((await customer.api.get(apiPaths.users)).status).toBe(403);
  });

  it('seeds 90 days of order history, so the overview shows a business on the first start', async () => {
    const today = dayOf(new Date(), DEFAULT_STORE_TIME_ZONE);
    const answer = await admin.api.get<Overview>(
      `${apiPaths.reportOverview}?from=${addDays(today, -(HISTORY_DAYS - 1))}&to=${today}`,
    );
    expect(answer.status, answer.text).toBe(200);
    const overview = overviewSchema.parse(answer.body);
    expect(overview.period.orders).toBeGreaterThan(HISTORY_DAYS * 5);
    // Most days have orders, of more than a few items, by more than a few customers.
    expect(overview.days.filter((d) => d.orders > 0).length).toBeGreaterThan(HISTORY_DAYS * 0.9);
    expect(overview.topByRevenue).toHaveLength(10);
    const statuses = Object.fromEntries(overview.byStatus.map((s) => [s.status, s.orders]));
    expect(statuses.delivered).toBeGreaterThan(overview.period.orders / 2);
    for (const status of ['placed', 'shipped', 'cancelled'] as const) expect(statuses[status]).toBeGreaterThan(0);
    expect(overview.newCustomers.reduce((sum, w) => sum + w.customers, 0)).toBeGreaterThanOrEqual(20);
    expect(overview.lowStockCount).toBeGreaterThan(0);
    const orders = await admin.api.get(`${apiPaths.orderSearch}?limit=1`);
    expect(orders.status).toBe(200);
  });

  it('seeds only once: a restart adds nothing', async () => {
    const counts = async () => ({
      items: (await suite.api.get<Item[]>(apiPaths.itemList)).body.length,
      reviews: (await suite.api.get<Review[]>(apiPaths.reviews)).body.length,
      users: (await admin.api.get<User[]>(`${apiPaths.users}?limit=100`)).body.length,
    });
    const before = await counts();
    await suite.server.restart();
    expect(await counts()).toEqual(before);
  });

  it('does not seed again into a catalog emptied by its administrator', async () => {
    for (const item of (await suite.api.get<Item[]>(apiPaths.itemList)).body) {
      expect((await admin.api.delete(apiPaths.item(item._id))).status).toBe(200);
    }
    await suite.server.restart();
    expect((await suite.api.get<Item[]>(apiPaths.itemList)).body).toEqual([]);
  });
});
