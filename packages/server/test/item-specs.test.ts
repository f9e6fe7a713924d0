// Parts' specifications (issue 34; requirements §19): written with Add Item and the editor, checked
// against the category (400 on `specs.<key>`), stored normalised, answered by every item read; the
// catalog's filters by them (`spec.<key>`, `.min`, `.max`) and their facets under the other filters.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiPaths,
  catalogPageSchema,
  itemSchema,
  messages,
  type CatalogPage,
  type Item,
  type SpecFacet,
} from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectFieldError, expectOk } from './support/assertions.ts';
import { itemEditOf, itemInput, useApiSuite } from './support/suite.ts';

const suite = useApiSuite('itemspecs');
let admin: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
});

const cpu = {
  socket: 'AM5',
  cores: 8,
  threads: 16,
  base_clock_ghz: 4.2,
  boost_clock_ghz: 5.1,
  tdp_w: 105,
  integrated_graphics: true,
  cooler_included: false,
};

async function search(query: string): Promise<CatalogPage> {
  const response = await suite.api.get<CatalogPage>(`${apiPaths.itemSearch}?${query}`);
  expect(response.status, response.text).toBe(200);
  return catalogPageSchema.strict().parse(response.body);
}

const skusOf = (page: CatalogPage) => page.items.map((i) => i.sku).sort();
const facetOf = (page: CatalogPage, key: string): SpecFacet | undefined => page.facets.specs.find((f) => f.key === key);
const countsOf = (page: CatalogPage, key: string) => {
  const facet = facetOf(page, key);
  return facet?.kind === 'options' ? Object.fromEntries(facet.values.map((v) => [v.value, v.count])) : undefined;
};

describe('an item’s specifications', () => {
  it('are stored normalised and answered by every read', async () => {
    const added = await admin.api.post<{ insertedId: string }>(
      apiPaths.itemList,
      itemInput({
        category: 'processors',
        // Bangla digits, numbers as text, blanks left out, a list in any order: stored as the definition says.
        specs: { ...cpu, cores: '৮', tdp_w: ' 105 ', integrated_graphics: 'true', threads: '', cooler_included: null },
      }),
    );
    expect(added.status, added.text).toBe(201);
    const id = added.body.insertedId;
    const expected = {
      socket: 'AM5',
      cores: 8,
      base_clock_ghz: 4.2,
      boost_clock_ghz: 5.1,
      tdp_w: 105,
      integrated_graphics: true,
    };
    const read = itemSchema.strict().parse((await suite.api.get<Item>(apiPaths.item(id))).body);
    expect(read.specs).toEqual(expected);
    expect(Object.keys(read.specs)).toEqual(Object.keys(expected));
    const listed = await suite.api.get<Item[]>(`${apiPaths.itemList}?latest=1`);
    expect(listed.body.find((i) => i._id === id)?.specs).toEqual(expected);
    const page = await search('category=processors');
    expect(page.items.find((i) => i._id === id)?.specs).toEqual(expected);

    // A cooler's list of sockets comes back in the definition's order, once each.
    const cooler = await suite.addItem(admin, {
      category: 'cooling',
      specs: { sockets: ['LGA1700', 'AM5', 'AM5'], height_mm: 155 },
    });
    expect(cooler.specs).toEqual({ sockets: ['AM5', 'LGA1700'], height_mm: 155 });
    // Without specs: {} (the original body, requirements §7).
    expect((await suite.addItem(admin, { category: 'storage' })).specs).toEqual({});
  });

  it.each([
    ['an unknown key', { colour: 'red' }, 'specs.colour', messages.specUnknown('Processors')],
    [
      'a value not among the options',
      { socket: 'AM3' },
      'specs.socket',
      messages.specChoice(['AM4', 'AM5', 'LGA1700', 'LGA1851']),
    ],
    ['a number below its minimum', { cores: 0 }, 'specs.cores', messages.specNumber(1, 256, true)],
    ['a number above its maximum', { tdp_w: 1001 }, 'specs.tdp_w', messages.specNumber(1, 1000, true)],
    ['a fraction for a whole number', { cores: 6.5 }, 'specs.cores', messages.specNumber(1, 256, true)],
    ['words for a number', { boost_clock_ghz: 'fast' }, 'specs.boost_clock_ghz', messages.specNumber(0.1, 10, false)],
    ['a word for yes or no', { integrated_graphics: 'yes' }, 'specs.integrated_graphics', messages.specYesNo],
  ])('refuses %s with the field’s message (add and edit)', async (_, specs, field, message) => {
    expectFieldError(
      await admin.api.post(apiPaths.itemList, itemInput({ category: 'processors', specs })),
      field,
      message,
    );
    const item = await suite.addItem(admin, { category: 'processors' });
    expectFieldError(await admin.api.put(apiPaths.item(item._id), itemEditOf(item, { specs })), field, message);
  });

  it('refuses a value outside a list of choices, specs without a category, and a body that is not an object', async () => {
    expectFieldError(
      await admin.api.post(
        apiPaths.itemList,
        itemInput({ category: 'cases', specs: { form_factors: ['ATX', 'BTX'] } }),
      ),
      'specs.form_factors',
      messages.specChoices(['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX']),
    );
    const withoutCategory = itemInput({ specs: { socket: 'AM5' } });
    delete (withoutCategory as { category?: unknown }).category;
    expectFieldError(await admin.api.post(apiPaths.itemList, withoutCategory), 'specs.socket', messages.specNoCategory);
    const notObject = await admin.api.post(apiPaths.itemList, itemInput({ category: 'processors', specs: ['AM5'] }));
    expect(notObject.status).toBe(400);
  });

  it('are kept by an edit without them, replaced by one with them, and lose what a new category does not have', async () => {
    const item = await suite.addItem(admin, { category: 'processors', specs: cpu });
    const kept = await admin.api.put<Item>(apiPaths.item(item._id), itemEditOf(item, { name: 'Renamed CPU' }));
    expect(kept.status, kept.text).toBe(200);
    expect(kept.body.specs).toEqual(cpu);

    const replaced = await admin.api.put<Item>(
      apiPaths.item(item._id),
      itemEditOf(kept.body, { specs: { socket: 'AM4' } }),
    );
    expect(replaced.status, replaced.text).toBe(200);
    expect(replaced.body.specs).toEqual({ socket: 'AM4' });

    // A board shares `socket` with a processor; `tdp_w` it does not have.
    const cooler = await suite.addItem(admin, { category: 'processors', specs: { socket: 'AM5', tdp_w: 65 } });
    const moved = await admin.api.put<Item>(
      apiPaths.item(cooler._id),
      itemEditOf(cooler, { category: 'motherboards' }),
    );
    expect(moved.status, moved.text).toBe(200);
    expect(moved.body.specs).toEqual({ socket: 'AM5' });
    // The index followed: the board is found by its socket among boards, no longer among processors.
    expect(skusOf(await search('category=motherboards&spec.socket=AM5'))).toContain(cooler.sku);
    expect(skusOf(await search('category=processors&spec.socket=AM5'))).not.toContain(cooler.sku);
    // A deleted item leaves the filters and the facets.
    expectOk(await admin.api.delete(apiPaths.item(cooler._id)));
    const boards = await search('category=motherboards');
    expect(countsOf(boards, 'socket')?.AM5).toBe(0);
  });
});

describe('the catalog’s filters by specifications', () => {
  // A category no other test here writes to: its counts are these items' alone.
  const boards = [
    {
      sku: 'SPEC-MB-1',
      specs: { socket: 'AM5', chipset: 'B650', form_factor: 'ATX', memory_type: 'DDR5', memory_slots: 4, m2_slots: 2 },
    },
    {
      sku: 'SPEC-MB-2',
      specs: {
        socket: 'AM5',
        chipset: 'A620',
        form_factor: 'Micro ATX',
        memory_type: 'DDR5',
        memory_slots: 2,
        m2_slots: 1,
      },
    },
    {
      sku: 'SPEC-MB-3',
      specs: {
        socket: 'LGA1700',
        chipset: 'B760',
        form_factor: 'ATX',
        memory_type: 'DDR4',
        memory_slots: 4,
        m2_slots: 3,
      },
    },
    {
      sku: 'SPEC-MB-4',
      specs: {
        socket: 'LGA1700',
        chipset: 'H610',
        form_factor: 'Mini-ITX',
        memory_type: 'DDR4',
        memory_slots: 2,
        m2_slots: 1,
      },
    },
    {
      sku: 'SPEC-MB-5',
      specs: { socket: 'AM4', chipset: 'B550', form_factor: 'ATX', memory_type: 'DDR4', memory_slots: 4, m2_slots: 2 },
    },
  ];
  const cases = [
    { sku: 'SPEC-CASE-1', specs: { form_factors: ['ATX', 'Micro ATX', 'Mini-ITX'], max_gpu_length_mm: 360 } },
    { sku: 'SPEC-CASE-2', specs: { form_factors: ['Mini-ITX'], max_gpu_length_mm: 320 } },
    { sku: 'SPEC-CASE-3', specs: { form_factors: ['Micro ATX', 'Mini-ITX'], max_gpu_length_mm: 321 } },
  ];
  const gpus = [
    { sku: 'SPEC-GPU-1', specs: { vram_gb: 8, length_mm: 200, tdp_w: 130 } },
    { sku: 'SPEC-GPU-2', specs: { vram_gb: 12, length_mm: 285, tdp_w: 200 } },
    { sku: 'SPEC-GPU-3', specs: { vram_gb: 24, length_mm: 336, tdp_w: 450 } },
  ];

  beforeAll(async () => {
    for (const b of boards) await suite.addItem(admin, { category: 'motherboards', ...b });
    for (const c of cases) await suite.addItem(admin, { category: 'cases', ...c });
    for (const g of gpus) await suite.addItem(admin, { category: 'graphics-cards', ...g });
    await suite.addItem(admin, { category: 'cooling', sku: 'SPEC-FAN-1', specs: { cooler_type: 'case-fans' } });
    await suite.addItem(admin, {
      category: 'cooling',
      sku: 'SPEC-COOL-1',
      specs: { cooler_type: 'air', sockets: ['AM5'], height_mm: 155 },
    });
  });

  it('takes any of a choice’s values, and ANDs different keys', async () => {
    expect(skusOf(await search('category=motherboards&spec.socket=AM5'))).toEqual(['SPEC-MB-1', 'SPEC-MB-2']);
    expect(skusOf(await search('category=motherboards&spec.socket=AM5,AM4'))).toEqual([
      'SPEC-MB-1',
      'SPEC-MB-2',
      'SPEC-MB-5',
    ]);
    const page = await search('category=motherboards&spec.memory_type=DDR4&spec.form_factor=ATX');
    expect(skusOf(page)).toEqual(['SPEC-MB-3', 'SPEC-MB-5']);
    expect(page.total).toBe(2);
    // Three filters, one of them a range.
    expect(
      skusOf(await search('category=motherboards&spec.memory_type=DDR4&spec.form_factor=ATX&spec.m2_slots.min=3')),
    ).toEqual(['SPEC-MB-3']);
  });

  it('finds a list of choices that contains any of the values', async () => {
    expect(skusOf(await search('category=cases&spec.form_factors=ATX'))).toEqual(['SPEC-CASE-1']);
    expect(skusOf(await search('category=cases&spec.form_factors=Micro%20ATX'))).toEqual([
      'SPEC-CASE-1',
      'SPEC-CASE-3',
    ]);
    expect(skusOf(await search('category=cases&spec.form_factors=Mini-ITX'))).toHaveLength(3);
  });

  it('filters yes/no', async () => {
    await suite.addItem(admin, {
      category: 'processors',
      sku: 'SPEC-CPU-IGPU',
      specs: { ...cpu, integrated_graphics: true },
    });
    await suite.addItem(admin, {
      category: 'processors',
      sku: 'SPEC-CPU-NOGPU',
      specs: { ...cpu, integrated_graphics: false },
    });
    const yes = skusOf(await search('category=processors&spec.integrated_graphics=true&q=test'));
    const no = skusOf(await search('category=processors&spec.integrated_graphics=false'));
    expect(yes).toContain('SPEC-CPU-IGPU');
    expect(yes).not.toContain('SPEC-CPU-NOGPU');
    expect(no).toContain('SPEC-CPU-NOGPU');
    expect(no).not.toContain('SPEC-CPU-IGPU');
  });

  it('includes a range’s bounds, in Latin or Bangla digits', async () => {
    expect(skusOf(await search('category=cases&spec.max_gpu_length_mm.max=320'))).toEqual(['SPEC-CASE-2']);
    expect(skusOf(await search('category=cases&spec.max_gpu_length_mm.min=321'))).toEqual([
      'SPEC-CASE-1',
      'SPEC-CASE-3',
    ]);
    expect(
      skusOf(await search('category=cases&spec.max_gpu_length_mm.min=320&spec.max_gpu_length_mm.max=321')),
    ).toEqual(['SPEC-CASE-2', 'SPEC-CASE-3']);
    const bangla = `category=graphics-cards&spec.length_mm.min=${encodeURIComponent('২০০')}&spec.length_mm.max=${encodeURIComponent('২৮৫')}`;
    expect(skusOf(await search(bangla))).toEqual(['SPEC-GPU-1', 'SPEC-GPU-2']);
    // A number without bounds is that value.
    expect(skusOf(await search('category=graphics-cards&spec.vram_gb=12'))).toEqual(['SPEC-GPU-2']);
  });

  it('counts each option under the other filters, its own left out, and gives the ranges of the matches', async () => {
    const all = await search('category=motherboards');
    expect(all.facets.specs.map((f) => f.key)).toEqual([
      'socket',
      'chipset',
      'form_factor',
      'memory_type',
      'memory_slots',
      'm2_slots',
    ]);
    // Every option listed, in the definition's order.
    expect(facetOf(all, 'socket')).toEqual({
      key: 'socket',
      kind: 'options',
      values: [
        { value: 'AM4', count: 1 },
        { value: 'AM5', count: 2 },
        { value: 'LGA1700', count: 2 },
        { value: 'LGA1851', count: 0 },
      ],
    });
    expect(facetOf(all, 'm2_slots')).toEqual({ key: 'm2_slots', kind: 'range', min: 1, max: 3 });

    const ddr4 = await search('category=motherboards&spec.memory_type=DDR4&spec.socket=LGA1700');
    // The socket's counts under DDR4 alone; the memory type's under LGA1700 alone.
    expect(countsOf(ddr4, 'socket')).toEqual({ AM4: 1, AM5: 0, LGA1700: 2, LGA1851: 0 });
    expect(countsOf(ddr4, 'memory_type')).toEqual({ DDR4: 2, DDR5: 0 });
    expect(countsOf(ddr4, 'form_factor')).toEqual({ 'E-ATX': 0, ATX: 1, 'Micro ATX': 0, 'Mini-ITX': 1 });
    expect(facetOf(ddr4, 'm2_slots')).toEqual({ key: 'm2_slots', kind: 'range', min: 1, max: 3 });
    // A range's own filter is left out of its range too; the others narrow it.
    const few = await search('category=motherboards&spec.m2_slots.max=1&spec.socket=AM5');
    expect(skusOf(few)).toEqual(['SPEC-MB-2']);
    expect(facetOf(few, 'm2_slots')).toEqual({ key: 'm2_slots', kind: 'range', min: 1, max: 2 });
    // The other filters (price, words) count too; no match: the ranges are null.
    const none = await search('category=motherboards&q=nothingmatchesthis');
    expect(facetOf(none, 'm2_slots')).toEqual({ key: 'm2_slots', kind: 'range', min: null, max: null });
    expect(countsOf(none, 'socket')).toEqual({ AM4: 0, AM5: 0, LGA1700: 0, LGA1851: 0 });
    // Yes/no as options; a list of choices counts each of its values.
    expect(countsOf(await search('category=cases'), 'form_factors')).toEqual({
      'E-ATX': 0,
      ATX: 1,
      'Micro ATX': 2,
      'Mini-ITX': 3,
    });
    const processors = await search('category=processors');
    expect(facetOf(processors, 'integrated_graphics')?.kind).toBe('options');
    expect(countsOf(processors, 'integrated_graphics')).toHaveProperty('true');
    // Without a category, none; the category counts ignore the specifications' filters.
    expect((await search('')).facets.specs).toEqual([]);
    const filtered = await search('category=motherboards&spec.socket=AM5');
    expect(filtered.facets.categories.find((c) => c.id === 'motherboards')?.count).toBe(5);
    expect(filtered.total).toBe(2);
  });

  it('pages the filtered matches with the cursor', async () => {
    const first = await search('category=cases&spec.form_factors=Mini-ITX&limit=2&sort=price-asc');
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const next = await search(
      `category=cases&spec.form_factors=Mini-ITX&limit=2&sort=price-asc&cursor=${first.nextCursor ?? ''}`,
    );
    expect([...skusOf(first), ...skusOf(next)].sort()).toEqual(['SPEC-CASE-1', 'SPEC-CASE-2', 'SPEC-CASE-3']);
  });

  it.each([
    ['spec.socket=AM5', 'category', messages.specFilterNoCategory],
    ['category=motherboards&spec.colour=red', 'spec.colour', messages.specUnknown('Motherboards')],
    [
      'category=motherboards&spec.socket=AM3',
      'spec.socket',
      messages.specChoices(['AM4', 'AM5', 'LGA1700', 'LGA1851']),
    ],
    ['category=motherboards&spec.socket.min=3', 'spec.socket.min', messages.specUnknown('Motherboards')],
    ['category=motherboards&spec.m2_slots.min=lots', 'spec.m2_slots.min', messages.specNumber(0, 16, false)],
    ['category=motherboards&spec.m2_slots.max=17', 'spec.m2_slots.max', messages.specNumber(0, 16, false)],
    ['category=motherboards&spec.m2_slots.min=3&spec.m2_slots.max=2', 'spec.m2_slots.max', messages.specRangeOrder],
    ['category=processors&spec.integrated_graphics=yes', 'spec.integrated_graphics', messages.specYesNo],
  ])('refuses %s with a 400 on the parameter', async (query, field, message) => {
    expectFieldError(await suite.api.get(`${apiPaths.itemSearch}?${query}`), field, message);
  });
});
