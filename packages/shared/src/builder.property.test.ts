import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { builderMessages, missingSpecMessages, onePerSlotMessages } from './builder-messages.ts';
import { type BuildPart, type BuilderSlotId, builderSlots, checkBuild, partFits, type RuleId } from './builder.ts';
import { formatMessage } from './descriptors.ts';
import { boardFormFactors, cpuSockets, memoryTypes, psuFormFactors, type Specs, storageFormFactors } from './specs.ts';

// Random builds from generated parts (requirements §19): values drawn near each other so that the
// boundaries (a card as long as the case allows, modules as many as the slots) come up often, and
// each value sometimes missing.

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 8 });
const some = <T>(values: readonly T[]) => fc.constantFrom(...values);
const subset = (values: readonly string[]) =>
  fc.subarray([...values], { minLength: 1 }).map((picked) => values.filter((v) => picked.includes(v)));

/** The specs of a part of each category, keys left out when undefined. */
const specsOf: Record<string, fc.Arbitrary<Record<string, unknown>>> = {
  processors: fc.record({
    socket: maybe(some(cpuSockets)),
    tdp_w: maybe(fc.integer({ min: 35, max: 250 })),
    integrated_graphics: maybe(fc.boolean()),
    cooler_included: maybe(fc.boolean()),
  }),
  motherboards: fc.record({
    socket: maybe(some(cpuSockets)),
    form_factor: maybe(some(boardFormFactors)),
    memory_type: maybe(some(memoryTypes)),
    memory_slots: maybe(fc.integer({ min: 1, max: 4 })),
    max_memory_gb: maybe(some([32, 64, 96, 128])),
    m2_slots: maybe(fc.integer({ min: 0, max: 3 })),
    sata_ports: maybe(fc.integer({ min: 0, max: 4 })),
  }),
  memory: fc.record({
    memory_type: maybe(some(memoryTypes)),
    capacity_gb: maybe(some([8, 16, 32, 48, 64])),
    modules: maybe(fc.integer({ min: 1, max: 4 })),
  }),
  storage: fc.record({
    interface: maybe(some(['SATA', 'NVMe'])),
    form_factor: maybe(some(storageFormFactors)),
  }),
  'graphics-cards': fc.record({
    length_mm: maybe(fc.integer({ min: 280, max: 340 })),
    tdp_w: maybe(fc.integer({ min: 75, max: 450 })),
  }),
  'power-supplies': fc.record({
    wattage_w: maybe(fc.integer({ min: 10, max: 90 }).map((n) => n * 10)),
    form_factor: maybe(some(psuFormFactors)),
  }),
  cases: fc.record({
    form_factors: maybe(subset(boardFormFactors)),
    max_gpu_length_mm: maybe(fc.integer({ min: 280, max: 340 })),
    max_cooler_height_mm: maybe(fc.integer({ min: 140, max: 170 })),
    psu_form_factor: maybe(some(psuFormFactors)),
  }),
  cooling: fc.record({
    cooler_type: maybe(some(['air', 'liquid', 'case-fans'])),
    sockets: maybe(subset(cpuSockets)),
    height_mm: maybe(fc.integer({ min: 140, max: 170 })),
  }),
  monitors: fc.constant({}),
};

const defined = (specs: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(specs).filter(([, v]) => v !== undefined)) as Specs;

const partOf = (category: string) =>
  fc.record({
    item: fc.record({
      _id: fc.uuid(),
      name: fc.constantFrom('Club One', 'Club Two', 'Club Three'),
      category: fc.constant(category),
      specs: specsOf[category]!.map(defined),
    }),
    quantity: fc.integer({ min: 1, max: 3 }),
  }) satisfies fc.Arbitrary<BuildPart>;

const anyPart = fc.constantFrom(...Object.keys(specsOf)).chain(partOf);
/** A build: mostly one of each, sometimes two, sometimes none. */
const aBuild = fc.array(anyPart, { maxLength: 12 });

// --- The oracle: each rule written plainly, over the parts as given. ---

const of = (parts: readonly BuildPart[], category: string) => parts.filter((p) => p.item.category === category);
const spec = <T = never>(p: BuildPart, key: string) => p.item.specs[key] as T;
const qty = (ps: readonly BuildPart[]) => ps.reduce((n, p) => n + p.quantity, 0);
const sum = (ps: readonly BuildPart[], key: string): number | undefined =>
  ps.some((p) => spec(p, key) === undefined)
    ? undefined
    : ps.reduce((n, p) => n + spec<number>(p, key) * p.quantity, 0);
const slotCategories = builderSlots.map((s) => s.category as string);

/** The rules a build breaks, as errors. */
function oracle(parts: readonly BuildPart[]): Set<RuleId> {
  const broken = new Set<RuleId>();
  const cpus = of(parts, 'processors');
  const boards = of(parts, 'motherboards');
  const kits = of(parts, 'memory');
  const drives = of(parts, 'storage');
  const cards = of(parts, 'graphics-cards');
  const psus = of(parts, 'power-supplies');
  const cases = of(parts, 'cases');
  const coolers = of(parts, 'cooling').filter((c) => spec(c, 'cooler_type') !== 'case-fans');
  const both = (a: unknown, b: unknown) => a !== undefined && b !== undefined;

  for (const cpu of cpus)
    for (const board of boards)
      if (both(spec(cpu, 'socket'), spec(board, 'socket')) && spec(cpu, 'socket') !== spec(board, 'socket'))
        broken.add('cpu-socket');
  for (const kit of kits)
    for (const board of boards)
      if (
        both(spec(kit, 'memory_type'), spec(board, 'memory_type')) &&
        spec(kit, 'memory_type') !== spec(board, 'memory_type')
      )
        broken.add('memory-type');
  for (const board of boards) {
    const modules = sum(kits, 'modules');
    if (kits.length && both(modules, spec(board, 'memory_slots')) && modules! > spec<number>(board, 'memory_slots'))
      broken.add('memory-slots');
    const capacity = sum(kits, 'capacity_gb');
    if (kits.length && both(capacity, spec(board, 'max_memory_gb')) && capacity! > spec<number>(board, 'max_memory_gb'))
      broken.add('memory-capacity');
    const m2 = qty(drives.filter((d) => spec(d, 'form_factor') === 'M.2 2280'));
    if (spec(board, 'm2_slots') !== undefined && m2 > spec<number>(board, 'm2_slots')) broken.add('storage-m2');
    const sata = qty(
      drives.filter((d) => spec(d, 'interface') === 'SATA' && ['2.5"', '3.5"'].includes(spec(d, 'form_factor'))),
    );
    if (spec(board, 'sata_ports') !== undefined && sata > spec<number>(board, 'sata_ports')) broken.add('storage-sata');
    for (const pcCase of cases)
      if (
        both(spec(board, 'form_factor'), spec(pcCase, 'form_factors')) &&
        !spec<string[]>(pcCase, 'form_factors').includes(spec(board, 'form_factor'))
      )
        broken.add('case-form-factor');
  }
  for (const pcCase of cases) {
    for (const psu of psus)
      if (spec(psu, 'form_factor') === 'ATX' && spec(pcCase, 'psu_form_factor') === 'SFX')
        broken.add('case-psu-form-factor');
    for (const card of cards)
      if (
        both(spec(card, 'length_mm'), spec(pcCase, 'max_gpu_length_mm')) &&
        spec(card, 'length_mm') > spec(pcCase, 'max_gpu_length_mm')
      )
        broken.add('gpu-length');
    for (const cooler of coolers)
      if (
        both(spec(cooler, 'height_mm'), spec(pcCase, 'max_cooler_height_mm')) &&
        spec(cooler, 'height_mm') > spec(pcCase, 'max_cooler_height_mm')
      )
        broken.add('cooler-height');
  }
  for (const cooler of coolers)
    for (const cpu of cpus)
      if (
        both(spec(cooler, 'sockets'), spec(cpu, 'socket')) &&
        !spec<string[]>(cooler, 'sockets').includes(spec(cpu, 'socket'))
      )
        broken.add('cooler-socket');
  const load = [sum(cpus, 'tdp_w'), sum(cards, 'tdp_w')];
  for (const psu of psus)
    if (
      both(load[0], load[1]) &&
      spec(psu, 'wattage_w') !== undefined &&
      spec<number>(psu, 'wattage_w') < load[0]! + load[1]! + 75
    )
      broken.add('psu-wattage');
  if (cards.length === 0 && cpus.some((c) => spec(c, 'integrated_graphics') === false)) broken.add('gpu-needed');
  if ([cpus, boards, cases, psus, coolers].some((ps) => qty(ps) > 1)) broken.add('one-per-slot');
  if (parts.some((p) => !slotCategories.includes(p.item.category as string))) broken.add('not-a-part');
  return broken;
}

const errorRules = (parts: readonly BuildPart[]) =>
  new Set(
    checkBuild(parts)
      .problems.filter((p) => p.severity === 'error')
      .map((p) => p.rule),
  );

const descriptors = new Set(
  [builderMessages, onePerSlotMessages, missingSpecMessages].flatMap((group) => Object.values(group)),
);
const severities = ['error', 'warning', 'note'];

describe('checkBuild over random builds', () => {
  it('finds an error exactly when a pair of parts (or the build as a whole) breaks a rule', () => {
    fc.assert(
      fc.property(aBuild, (parts) => {
        const errors = errorRules(parts);
        const broken = oracle(parts);
        // A build with no error has no pair that breaks a rule, and the other way round.
        if (errors.size === 0) expect(broken).toEqual(new Set());
        expect(errors).toEqual(broken);
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with partFits: a candidate that fits leaves a build without errors without errors', () => {
    const slotAndCandidate = fc
      .constantFrom(...builderSlots)
      .chain((slot) => fc.tuple(fc.constant(slot.slot as BuilderSlotId), partOf(slot.category)));
    fc.assert(
      fc.property(aBuild, slotAndCandidate, (parts, [slot, candidate]) => {
        const definition = builderSlots.find((s) => s.slot === slot)!;
        const kept = definition.multiple ? parts : parts.filter((p) => p.item.category !== definition.category);
        const fits = partFits(slot, candidate, parts);
        const after = checkBuild([...kept, candidate]).problems;
        // partFits is exactly the new build's problems that name the candidate, bar what is still to choose.
        expect(fits).toEqual(
          after.filter(
            (p) => p.items.includes(candidate.item._id) && p.rule !== 'gpu-needed' && p.rule !== 'cooler-needed',
          ),
        );
        const errorsBefore = checkBuild(kept).problems.filter((p) => p.severity === 'error');
        if (errorsBefore.length === 0 && !fits.some((p) => p.severity === 'error'))
          expect(after.filter((p) => p.severity === 'error' && p.rule !== 'gpu-needed')).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws on arbitrary specs, categories and quantities, and answers well-formed problems', () => {
    const keys = ['socket', 'sockets', 'tdp_w', 'form_factor', 'form_factors', 'length_mm', 'modules', 'cooler_type'];
    const wild = fc.record({
      item: fc.record({
        _id: fc.string(),
        name: fc.string(),
        category: fc.oneof(fc.constantFrom(...slotCategories, 'monitors'), fc.string(), fc.constant(null)),
        specs: fc.oneof(
          fc.dictionary(fc.oneof(fc.constantFrom(...keys), fc.string()), fc.anything()),
          fc.constant(null),
          fc.constant(undefined),
        ),
      }),
      quantity: fc.oneof(fc.integer(), fc.double(), fc.constant(Number.NaN)),
    }) as unknown as fc.Arbitrary<BuildPart>;
    fc.assert(
      fc.property(fc.array(wild, { maxLength: 10 }), (parts) => {
        const { problems, wattage } = checkBuild(parts);
        expect(Number.isFinite(wattage.estimate_w) && Number.isFinite(wattage.recommended_w)).toBe(true);
        let last = 0;
        for (const p of problems) {
          expect(severities).toContain(p.severity);
          // Errors first, then warnings, then notes.
          expect(severities.indexOf(p.severity)).toBeGreaterThanOrEqual(last);
          last = severities.indexOf(p.severity);
          expect(descriptors.has(p.message)).toBe(true);
          for (const [, name] of p.message.message.matchAll(/\{(\w+)\}/g)) expect(p.values).toHaveProperty(name!);
          expect(typeof formatMessage(p.message, p.values)).toBe('string');
        }
      }),
      { numRuns: 500 },
    );
  });

  it('is deterministic and leaves its input alone', () => {
    fc.assert(
      fc.property(aBuild, (parts) => {
        const copy = structuredClone(parts);
        const frozen = deepFreeze(structuredClone(parts));
        expect(checkBuild(frozen)).toEqual(checkBuild(parts));
        expect(parts).toEqual(copy);
      }),
      { numRuns: 300 },
    );
  });
});

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
