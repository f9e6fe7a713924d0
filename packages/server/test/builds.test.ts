// The PC builder's API (requirements §19.4): a build's parts checked by their specifications and
// priced at their tiers (public, nothing stored), and each signed-in buyer's saved builds, read by
// anyone through their unguessable id, renamed and deleted only by their owner (another's is a 404).
import { beforeAll, describe, expect, it } from 'vitest';
import {
  BUILD_MAX_PARTS,
  BUILDS_MAX,
  apiPaths,
  buildCheckSchema,
  formatMessage,
  messages,
  orderMessages,
  savedBuildSchema,
  type BuildCheckAnswer,
  type Item,
  type SavedBuild,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { demoItems } from '../src/seed/seed.ts';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('builds');
let admin: SignedIn;
let buyer: SignedIn;
let other: SignedIn;

/** Parts as the demo catalog has them: two sockets, both memory types, a long card, a small case. */
const parts: Record<string, Item> = {};
const catalog = {
  ryzen: {
    name: 'Ryzen 7 7700X',
    category: 'processors',
    price_per_unit: 38_500,
    specs: { socket: 'AM5', cores: 8, threads: 16, tdp_w: 105, integrated_graphics: true, cooler_included: false },
  },
  core: {
    name: 'Core i5-13400F',
    category: 'processors',
    price_per_unit: 21_000,
    specs: { socket: 'LGA1700', cores: 10, threads: 16, tdp_w: 65, integrated_graphics: false, cooler_included: true },
  },
  b650: {
    name: 'B650 Gaming ATX',
    category: 'motherboards',
    price_per_unit: 24_000,
    specs: {
      socket: 'AM5',
      chipset: 'B650',
      form_factor: 'ATX',
      memory_type: 'DDR5',
      memory_slots: 4,
      max_memory_gb: 192,
      m2_slots: 2,
      sata_ports: 4,
    },
  },
  ddr5: {
    name: 'DDR5 32 GB kit (2 x 16 GB)',
    category: 'memory',
    price_per_unit: 12_000,
    // Two kits or more: 11,000 each.
    price_tiers: [{ min_quantity: 2, price: 11_000 }],
    specs: { memory_type: 'DDR5', capacity_gb: 32, modules: 2, speed_mts: 6000 },
  },
  nvme: {
    name: 'NVMe SSD 1 TB',
    category: 'storage',
    price_per_unit: 9_500,
    specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 1000 },
  },
  longCard: {
    name: 'RTX 4070 Ti triple fan',
    category: 'graphics-cards',
    price_per_unit: 95_000,
    specs: { vram_gb: 12, length_mm: 320, tdp_w: 220, slots: 3, recommended_psu_w: 700 },
  },
  psu450: {
    name: '450 W Bronze',
    category: 'power-supplies',
    price_per_unit: 4_800,
    specs: { wattage_w: 450, efficiency: '80 PLUS Bronze', form_factor: 'ATX' },
  },
  psu750: {
    name: '750 W Gold',
    category: 'power-supplies',
    price_per_unit: 11_500,
    specs: { wattage_w: 750, efficiency: '80 PLUS Gold', form_factor: 'ATX' },
  },
  smallCase: {
    name: 'Compact ATX tower',
    category: 'cases',
    price_per_unit: 6_500,
    specs: {
      form_factors: ['ATX', 'Micro ATX'],
      max_gpu_length_mm: 300,
      max_cooler_height_mm: 160,
      psu_form_factor: 'ATX',
    },
  },
  bigCase: {
    name: 'Full ATX tower',
    category: 'cases',
    price_per_unit: 9_000,
    specs: {
      form_factors: ['ATX', 'Micro ATX'],
      max_gpu_length_mm: 400,
      max_cooler_height_mm: 170,
      psu_form_factor: 'ATX',
    },
  },
  cooler: {
    name: 'Tower air cooler',
    category: 'cooling',
    price_per_unit: 3_200,
    specs: { cooler_type: 'air', sockets: ['AM4', 'AM5', 'LGA1700'], height_mm: 155, tdp_rating_w: 200 },
  },
} as const;

beforeAll(async () => {
  admin = await suite.login('admin');
  buyer = await suite.login('buyer');
  other = await suite.login('other');
  for (const [key, part] of Object.entries(catalog))
    parts[key] = await suite.addItem(admin, { ...part, min_order_quantity: 1, available_quantity: 50 });
});

const line = (key: keyof typeof catalog, quantity = 1) => ({ item: parts[key]!._id, quantity });
/** A build with no error: AM5 throughout, a card that fits, a power supply above the recommendation. */
const working = () => [
  line('ryzen'),
  line('b650'),
  line('ddr5'),
  line('nvme'),
  line('longCard'),
  line('psu750'),
  line('bigCase'),
  line('cooler'),
];

async function check(body: unknown): Promise<BuildCheckAnswer> {
  const answer = await suite.api.post(apiPaths.buildCheck, body);
  expect(answer.status, answer.text).toBe(200);
  return buildCheckSchema.strict().parse(answer.body);
}

const saidOf = (result: BuildCheckAnswer, rule: string) =>
  result.problems.filter((p) => p.rule === rule).map((p) => formatMessage(p.message, p.values));

describe('checking a build', () => {
  it('finds no error in a working build and estimates its power', async () => {
    const result = await check({ parts: working() });
    expect(result.problems.filter((p) => p.severity === 'error')).toEqual([]);
    // The CPU's 105 W and the card's 220 W, 75 W for the rest; x 1.3 rounded up to 10 W.
    expect(result.wattage).toEqual({ estimate_w: 400, recommended_w: 520 });
  });

  it('names both sockets when the CPU does not fit the board, and the lengths of a card too long', async () => {
    const result = await check({
      parts: [
        line('core'),
        line('b650'),
        line('ddr5'),
        line('longCard'),
        line('psu750'),
        line('smallCase'),
        line('cooler'),
      ],
    });
    const socket = saidOf(result, 'cpu-socket');
    expect(socket).toHaveLength(1);
    expect(socket[0]).toContain('LGA1700');
    expect(socket[0]).toContain('AM5');
    const length = saidOf(result, 'gpu-length');
    expect(length[0]).toContain('320');
    expect(length[0]).toContain('300');
    const problem = result.problems.find((p) => p.rule === 'cpu-socket')!;
    expect(problem).toMatchObject({ severity: 'error' });
    expect(problem.items.sort()).toEqual([parts.core!._id, parts.b650!._id].sort());
    expect(problem.message.id).toMatch(/\S/);
    // Errors first.
    const severities = result.problems.map((p) => p.severity);
    expect(severities).toEqual([...severities].sort((a, b) => rank(a) - rank(b)));
  });

  it("names every misfit of the demo catalog's own parts, with both values", async () => {
    // The demo catalog's parts (src/seed/seed.ts), added as an administrator adds them.
    const demo = async (sku: string) => {
      const { name, category, price, specs } = demoItems.find((d) => d.sku === sku)!;
      const added = await suite.addItem(admin, { name, category, price_per_unit: price, specs, min_order_quantity: 1 });
      return { item: added._id, quantity: 1 };
    };
    const build = [
      await demo('CC-CPU-X12'), // AM5, 170 W, no cooler in the box
      await demo('CC-MB-H610'), // LGA1700, DDR4, Micro ATX
      await demo('CC-RAM-D5-32'),
      await demo('CC-GPU-4090'), // 336 mm, 450 W
      await demo('CC-PSU-550B'), // ATX, 550 W
      await demo('CC-CASE-MINI'), // Mini-ITX, SFX, cards up to 320 mm
    ];
    const result = await check({ parts: build });
    const errors = new Set(result.problems.filter((p) => p.severity === 'error').map((p) => p.rule));
    for (const rule of ['cpu-socket', 'memory-type', 'case-form-factor', 'case-psu-form-factor', 'gpu-length'])
      expect(errors, rule).toContain(rule);
    // 170 + 450 + 75 = 695 W, x 1.3 = 903.5, up to 910 W: 550 W is under the estimate itself.
    expect(result.wattage).toEqual({ estimate_w: 695, recommended_w: 910 });
    expect(errors).toContain('psu-wattage');
    expect(saidOf(result, 'memory-type')[0]).toMatch(/DDR5[^]*DDR4|DDR4[^]*DDR5/);
    expect(saidOf(result, 'gpu-length')[0]).toMatch(/336[^]*320|320[^]*336/);
    expect(result.problems.map((p) => p.rule)).toContain('cooler-needed');
  });

  it('warns of a power supply under the recommendation', async () => {
    const result = await check({ parts: [...working().filter((p) => p.item !== parts.psu750!._id), line('psu450')] });
    const psu = result.problems.filter((p) => p.rule === 'psu-wattage');
    // 450 W is above the 400 W estimate but under the 520 W recommended.
    expect(psu.map((p) => p.severity)).toEqual(['warning']);
    expect(formatMessage(psu[0]!.message, psu[0]!.values)).toContain('450');
  });

  it('prices each line at the tier its quantity reaches and totals in whole poisha', async () => {
    const result = await check({ parts: [line('ddr5', 2), line('nvme', 3)] });
    expect(result.lines).toEqual([
      {
        item: parts.ddr5!._id,
        name: catalog.ddr5.name,
        category: 'memory',
        quantity: 2,
        unit_price: 11_000,
        line_total: 22_000,
      },
      {
        item: parts.nvme!._id,
        name: catalog.nvme.name,
        category: 'storage',
        quantity: 3,
        unit_price: 9_500,
        line_total: 28_500,
      },
    ]);
    expect(result.total).toBe(50_500);
    // One kit: the list price.
    expect((await check({ parts: [line('ddr5')] })).lines[0]?.unit_price).toBe(12_000);
  });

  it('answers 400 on the part for an unknown or deleted item', async () => {
    expectFieldError(
      await suite.api.post(apiPaths.buildCheck, { parts: [line('ryzen'), { item: 'no-such-item-0000', quantity: 1 }] }),
      'parts.1.item',
      orderMessages.itemGone,
    );
    const gone = await suite.addItem(admin, { ...catalog.nvme, name: 'Discontinued SSD', min_order_quantity: 1 });
    expect((await admin.api.delete(apiPaths.item(gone._id))).status).toBe(200);
    expectFieldError(
      await suite.api.post(apiPaths.buildCheck, { parts: [{ item: gone._id, quantity: 1 }] }),
      'parts.0.item',
      orderMessages.itemGone,
    );
  });

  it('answers 400 beyond its limits: no parts, 31 parts, a quantity of 0 or 100, an item twice', async () => {
    const post = (body: unknown) => suite.api.post(apiPaths.buildCheck, body);
    expectFieldError(await post({ parts: [] }), 'parts', messages.buildNoParts);
    const many = Array.from({ length: BUILD_MAX_PARTS + 1 }, (_, n) => ({ item: `part${n}`, quantity: 1 }));
    expectFieldError(await post({ parts: many }), 'parts', messages.buildTooManyParts(BUILD_MAX_PARTS));
    expectFieldError(await post({ parts: [line('ddr5', 0)] }), 'parts.0.quantity', messages.positiveQuantity);
    expectFieldError(await post({ parts: [line('ddr5', 100)] }), 'parts.0.quantity', messages.tooLarge(99));
    expectFieldError(await post({ parts: [line('ddr5', 1.5)] }), 'parts.0.quantity', messages.wholeNumber);
    expectFieldError(await post({ parts: [line('ddr5'), line('ddr5', 2)] }), 'parts', messages.cartItemOnce);
    expectError(await post({}), 400);
    // 30 parts is a build: these are refused for their items alone.
    expectFieldError(await post({ parts: many.slice(0, BUILD_MAX_PARTS) }), 'parts.0.item', orderMessages.itemGone);
  });
});

const rank = (severity: string) => ['error', 'warning', 'note'].indexOf(severity);

async function save(who: SignedIn, name: string, buildParts = working()): Promise<SavedBuild> {
  const answer = await who.api.post(apiPaths.builds, { name, parts: buildParts });
  expect(answer.status, answer.text).toBe(201);
  return savedBuildSchema.strict().parse(answer.body);
}

const mine = async (who: SignedIn) => (await who.api.get<SavedBuild[]>(apiPaths.builds)).body;

describe('saved builds', () => {
  it('are saved, listed newest first, renamed and deleted by their owner', async () => {
    const who = await suite.login('saver');
    expect(await mine(who)).toEqual([]);
    const first = await save(who, '  Office PC  ');
    expect(first).toMatchObject({ name: 'Office PC', parts: working() });
    expect(first.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(first.created_at).toBe(first.updated_at);
    const second = await save(who, 'Gaming rig', [line('ryzen'), line('ddr5', 2)]);
    expect((await mine(who)).map((b) => b.name)).toEqual(['Gaming rig', 'Office PC']);

    const renamed = await who.api.request('PATCH', apiPaths.build(first.id), { json: { name: 'Accounts PC' } });
    expect(renamed.status, renamed.text).toBe(200);
    const after = savedBuildSchema.strict().parse(renamed.body);
    expect(after).toMatchObject({
      id: first.id,
      name: 'Accounts PC',
      parts: first.parts,
      created_at: first.created_at,
    });
    expect(after.updated_at >= first.updated_at).toBe(true);

    const deleted = await who.api.delete(apiPaths.build(second.id));
    expect(deleted.status, deleted.text).toBe(204);
    expect(deleted.text).toBe('');
    expect((await mine(who)).map((b) => b.id)).toEqual([first.id]);
    expectError(await suite.api.get(apiPaths.build(second.id)), 404, messages.buildNotFound);
    expectError(await who.api.delete(apiPaths.build(second.id)), 404, messages.buildNotFound);
  });

  it('open through their public link, signed out, exactly as saved and without their owner', async () => {
    const build = await save(buyer, 'Shared build', [line('ryzen'), line('ddr5', 2), line('nvme', 2)]);
    const opened = await suite.api.get(apiPaths.build(build.id));
    expect(opened.status, opened.text).toBe(200);
    expect(savedBuildSchema.strict().parse(opened.body)).toEqual(build);
    // Nothing of who saved it: neither the email nor the user's id.
    const me = await buyer.api.get<{ _id: string }>(apiPaths.user(buyer.email));
    expect(me.status, me.text).toBe(200);
    expect(opened.text).not.toContain(buyer.email);
    expect(opened.text).not.toContain(me.body._id);
    expect(opened.text).not.toMatch(/user|email|owner/i);
    // Another buyer reads it too, and checks it as the builder does on opening it.
    expect((await other.api.get(apiPaths.build(build.id))).status).toBe(200);
    expect((await check({ parts: build.parts })).total).toBe(38_500 + 2 * 11_000 + 2 * 9_500);
  });

  it("are another buyer's to neither rename nor delete: 404, as if there were none", async () => {
    const build = await save(buyer, 'Not yours');
    for (const who of [other, admin]) {
      expectError(
        await who.api.request('PATCH', apiPaths.build(build.id), { json: { name: 'Mine now' } }),
        404,
        messages.buildNotFound,
      );
      expectError(await who.api.delete(apiPaths.build(build.id)), 404, messages.buildNotFound);
      expect((await mine(who)).map((b) => b.id)).not.toContain(build.id);
    }
    expect((await suite.api.get<SavedBuild>(apiPaths.build(build.id))).body.name).toBe('Not yours');
  });

  it('ask a signed-out caller to sign in for the owner routes', async () => {
    const build = await save(buyer, 'Signed in only');
    expectError(await suite.api.get(apiPaths.builds), 401);
    expectError(await suite.api.post(apiPaths.builds, { name: 'x', parts: working() }), 401);
    expectError(await suite.api.request('PATCH', apiPaths.build(build.id), { json: { name: 'x' } }), 401);
    expectError(await suite.api.delete(apiPaths.build(build.id)), 401);
    expect((await suite.api.get(apiPaths.build(build.id))).status).toBe(200);
  });

  it('check their fields: a name of 1 to 80 characters, parts on sale', async () => {
    const post = (body: unknown) => buyer.api.post(apiPaths.builds, body);
    expectFieldError(await post({ name: '  ', parts: working() }), 'name', messages.buildNameRequired);
    expectFieldError(await post({ name: 'x'.repeat(81), parts: working() }), 'name', messages.tooLong(80));
    expect((await post({ name: 'x'.repeat(80), parts: working() })).status).toBe(201);
    expectFieldError(await post({ name: 'Empty', parts: [] }), 'parts', messages.buildNoParts);
    expectFieldError(
      await post({ name: 'Ghost part', parts: [{ item: 'no-such-item-0000', quantity: 1 }] }),
      'parts.0.item',
      orderMessages.itemGone,
    );
    const build = await save(buyer, 'To rename');
    expectFieldError(
      await buyer.api.request('PATCH', apiPaths.build(build.id), { json: { name: '' } }),
      'name',
      messages.buildNameRequired,
    );
  });

  it('are at most 50 a buyer: the 51st is a 409 and saves nothing', async () => {
    const who = await suite.login('collector');
    for (let n = 0; n < BUILDS_MAX; n += 1) await save(who, `Build ${n + 1}`, [line('nvme')]);
    expectError(
      await who.api.post(apiPaths.builds, { name: 'One more', parts: [line('nvme')] }),
      409,
      messages.buildsFull(BUILDS_MAX),
    );
    expect(await mine(who)).toHaveLength(BUILDS_MAX);
    // Deleting one makes room again.
    await who.api.delete(apiPaths.build((await mine(who))[0]!.id));
    await save(who, 'One more', [line('nvme')]);
  });
});
