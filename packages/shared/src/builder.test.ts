import { describe, expect, it } from 'vitest';
import {
  type BuildPart,
  type BuildProblem,
  builderSlots,
  checkBuild,
  notCheckedMessages,
  partFits,
} from './builder.ts';
import { categoryIds } from './catalog.ts';
import { formatMessage } from './descriptors.ts';
import { specAttribute, type Specs } from './specs.ts';
import { wattageOf } from './wattage.ts';

const part = (id: string, category: string | null, specs: Specs, quantity = 1): BuildPart => ({
  item: { _id: id, name: id, category, specs },
  quantity,
});

// A build that passes every rule: each test changes one value of one part.
const cpu = (specs: Specs = {}) =>
  part('Club Core R7', 'processors', {
    socket: 'AM5',
    tdp_w: 105,
    integrated_graphics: true,
    cooler_included: false,
    ...specs,
  });
const board = (specs: Specs = {}) =>
  part('Club B650 Pro', 'motherboards', {
    socket: 'AM5',
    form_factor: 'ATX',
    memory_type: 'DDR5',
    memory_slots: 4,
    max_memory_gb: 128,
    m2_slots: 2,
    sata_ports: 4,
    ...specs,
  });
const memory = (specs: Specs = {}, quantity = 1) =>
  part('Club DDR5 32 GB Kit', 'memory', { memory_type: 'DDR5', capacity_gb: 32, modules: 2, ...specs }, quantity);
const nvme = (specs: Specs = {}, quantity = 1) =>
  part(
    'Club NVMe 1 TB',
    'storage',
    { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 1000, ...specs },
    quantity,
  );
const sataSsd = (quantity = 1) =>
  part('Club SATA 1 TB', 'storage', { interface: 'SATA', form_factor: '2.5"', capacity_gb: 1000 }, quantity);
const gpu = (specs: Specs = {}) => part('Club RTX Card', 'graphics-cards', { length_mm: 300, tdp_w: 220, ...specs });
const psu = (specs: Specs = {}) =>
  part('Club Gold PSU', 'power-supplies', { wattage_w: 650, form_factor: 'ATX', ...specs });
const pcCase = (specs: Specs = {}) =>
  part('Club Tower', 'cases', {
    form_factors: ['ATX', 'Micro ATX', 'Mini-ITX'],
    max_gpu_length_mm: 330,
    max_cooler_height_mm: 165,
    psu_form_factor: 'ATX',
    ...specs,
  });
const cooler = (specs: Specs = {}) =>
  part('Club Air 120', 'cooling', { cooler_type: 'air', sockets: ['AM4', 'AM5', 'LGA1700'], height_mm: 155, ...specs });

const build = () => [cpu(), board(), memory(), nvme(), gpu(), psu(), pcCase(), cooler()];
const swap = (replacement: BuildPart) =>
  build().map((p) => (p.item.category === replacement.item.category ? replacement : p));

const rules = (problems: readonly BuildProblem[]) => problems.map((p) => `${p.severity} ${p.rule}`);
const english = (p: BuildProblem) => formatMessage(p.message, p.values);

describe('checkBuild', () => {
  it('finds nothing wrong in a build that fits, and estimates its power', () => {
    expect(checkBuild(build())).toEqual({ problems: [], wattage: { estimate_w: 400, recommended_w: 520 } });
  });

  it('names both sockets of a processor and board that do not match', () => {
    const [problem, ...rest] = checkBuild(swap(board({ socket: 'LGA1700' }))).problems;
    expect(rest).toEqual([]);
    expect(problem).toMatchObject({ rule: 'cpu-socket', severity: 'error', items: ['Club Core R7', 'Club B650 Pro'] });
    expect(english(problem!)).toBe(
      'The Club Core R7 needs an AM5 board, but the Club B650 Pro has an LGA1700 socket: choose an AM5 motherboard or an LGA1700 processor.',
    );
  });

  it('names both memory types', () => {
    const problems = checkBuild(swap(memory({ memory_type: 'DDR4' }))).problems;
    expect(rules(problems)).toEqual(['error memory-type']);
    expect(english(problems[0]!)).toBe(
      'The Club DDR5 32 GB Kit is DDR4 memory, but the Club B650 Pro takes DDR5: choose DDR5 memory or a DDR4 motherboard.',
    );
  });

  it('takes exactly as many modules as the board has slots, not one more', () => {
    expect(checkBuild(swap(memory({}, 2))).problems).toEqual([]);
    const odd = [
      ...swap(memory({}, 2)),
      part('Club DDR5 16 GB', 'memory', { memory_type: 'DDR5', capacity_gb: 16, modules: 1 }),
    ];
    const problems = checkBuild(odd).problems;
    expect(rules(problems)).toEqual(['error memory-slots']);
    expect(problems[0]!.items).toEqual(['Club DDR5 32 GB Kit', 'Club DDR5 16 GB', 'Club B650 Pro']);
    expect(english(problems[0]!)).toBe(
      'The memory chosen has 5 modules, but the Club B650 Pro has memory slots for 4: choose fewer, larger modules or a motherboard with more memory slots.',
    );
  });

  it('takes exactly the most memory the board takes, not one GB more', () => {
    expect(checkBuild(swap(memory({ capacity_gb: 128, modules: 4 })))).toMatchObject({ problems: [] });
    const problems = checkBuild(swap(memory({ capacity_gb: 129, modules: 4 }))).problems;
    expect(rules(problems)).toEqual(['error memory-capacity']);
    expect(english(problems[0]!)).toBe(
      'The memory chosen adds up to 129 GB, but the Club B650 Pro takes at most 128 GB: choose less memory or a motherboard that takes more.',
    );
    // Two kits count twice.
    expect(rules(checkBuild(swap(memory({ capacity_gb: 96, modules: 2 }, 2))).problems)).toEqual([
      'error memory-capacity',
    ]);
  });

  it('checks the board form factor against the ones the case takes', () => {
    const problems = checkBuild(swap(board({ form_factor: 'E-ATX' }))).problems;
    expect(rules(problems)).toEqual(['error case-form-factor']);
    expect(english(problems[0]!)).toBe(
      'The Club B650 Pro is E-ATX, but the Club Tower takes ATX, Micro ATX, Mini-ITX motherboards: choose a motherboard the case takes or a case for E-ATX.',
    );
  });

  it('refuses an ATX power supply in a case for SFX and warns about a bracket for the other way round', () => {
    const refused = checkBuild(swap(pcCase({ psu_form_factor: 'SFX' }))).problems;
    expect(rules(refused)).toEqual(['error case-psu-form-factor']);
    expect(english(refused[0]!)).toBe(
      'The Club Gold PSU is an ATX power supply, but the Club Tower has room for SFX only: choose an SFX power supply or a case for ATX.',
    );
    const bracket = checkBuild(swap(psu({ form_factor: 'SFX' }))).problems;
    expect(rules(bracket)).toEqual(['warning case-psu-form-factor']);
    expect(english(bracket[0]!)).toBe(
      'The Club Gold PSU is an SFX power supply and the Club Tower is made for ATX: it fits with an SFX-to-ATX bracket, so get one or choose an ATX power supply.',
    );
  });

  it('fits a card exactly as long as the case allows, not one millimetre more', () => {
    expect(checkBuild(swap(gpu({ length_mm: 330 }))).problems).toEqual([]);
    const problems = checkBuild(swap(gpu({ length_mm: 331 }))).problems;
    expect(rules(problems)).toEqual(['error gpu-length']);
    expect(problems[0]!.values).toEqual({ gpu: 'Club RTX Card', length: 331, case: 'Club Tower', max: 330 });
    expect(english(problems[0]!)).toBe(
      'The Club RTX Card is 331 mm long, but the Club Tower takes graphics cards up to 330 mm: choose a shorter card or a larger case.',
    );
  });

  it('fits a cooler exactly as tall as the case allows, not one millimetre more', () => {
    expect(checkBuild(swap(cooler({ height_mm: 165 }))).problems).toEqual([]);
    const problems = checkBuild(swap(cooler({ height_mm: 166 }))).problems;
    expect(rules(problems)).toEqual(['error cooler-height']);
    expect(english(problems[0]!)).toBe(
      'The Club Air 120 is 166 mm tall, but the Club Tower takes CPU coolers up to 165 mm: choose a lower cooler or a wider case.',
    );
  });

  it('checks the cooler sockets against the processor', () => {
    const problems = checkBuild(swap(cooler({ sockets: ['LGA1700', 'LGA1851'] }))).problems;
    expect(rules(problems)).toEqual(['error cooler-socket']);
    expect(english(problems[0]!)).toBe(
      'The Club Air 120 fits the sockets LGA1700, LGA1851, but the Club Core R7 has the AM5 socket: choose a cooler that fits AM5.',
    );
  });

  describe('power supply', () => {
    // CPU 105 W + card 220 W + 75 W = 400 W; x 1.3 = 520 W.
    it('is fine exactly at the recommended wattage', () => {
      expect(checkBuild(swap(psu({ wattage_w: 520 }))).problems).toEqual([]);
    });

    it('is a warning one watt under the recommended, and exactly at the estimate', () => {
      for (const wattage_w of [519, 400]) {
        const problems = checkBuild(swap(psu({ wattage_w }))).problems;
        expect(rules(problems)).toEqual(['warning psu-wattage']);
        expect(problems[0]!.items).toEqual(['Club Gold PSU', 'Club Core R7', 'Club RTX Card']);
      }
      expect(english(checkBuild(swap(psu({ wattage_w: 450 }))).problems[0]!)).toBe(
        'The Club Gold PSU gives 450 W, enough for the 400 W this build draws but under the 520 W recommended with a 30% margin: choose a power supply of at least 520 W.',
      );
    });

    it('is an error one watt under the estimate', () => {
      const problems = checkBuild(swap(psu({ wattage_w: 399 }))).problems;
      expect(rules(problems)).toEqual(['error psu-wattage']);
      expect(english(problems[0]!)).toBe(
        'The Club Gold PSU gives 399 W, but this build draws about 400 W at full load: choose a power supply of at least 520 W.',
      );
    });

    it('estimates the CPU and every card plus 75 W, and rounds the recommendation up to 10 W', () => {
      expect(wattageOf(105, 220)).toEqual({ estimate_w: 400, recommended_w: 520 });
      // 300 x 1.3 is 390.00000000000006 in floating point: still 390.
      expect(wattageOf(65, 160)).toEqual({ estimate_w: 300, recommended_w: 390 });
      expect(wattageOf(65, 0)).toEqual({ estimate_w: 140, recommended_w: 190 });
      expect(checkBuild([cpu(), gpu(), gpu()]).wattage).toEqual({ estimate_w: 620, recommended_w: 810 });
      expect(checkBuild([]).wattage).toEqual({ estimate_w: 75, recommended_w: 100 });
      // Values no part has stay finite.
      expect(wattageOf(Number.MAX_VALUE, Number.MAX_VALUE).recommended_w).toBe(2_600_100);
      expect(wattageOf(Number.NaN, -5)).toEqual({ estimate_w: 75, recommended_w: 100 });
    });
  });

  it('counts M.2 drives against the board M.2 slots, exactly the slot count fitting', () => {
    expect(checkBuild(swap(nvme({}, 2))).problems).toEqual([]);
    const problems = checkBuild([...swap(nvme({}, 2)), nvme({ capacity_gb: 2000 })]).problems;
    expect(rules(problems)).toEqual(['error storage-m2']);
    expect(english(problems[0]!)).toBe(
      'M.2 drives chosen: 3, but the Club B650 Pro has M.2 slots for 2: choose fewer M.2 drives, a 2.5-inch SATA drive, or a motherboard with more M.2 slots.',
    );
    // A SATA drive in the M.2 form takes an M.2 slot, not a SATA port.
    expect(rules(checkBuild([...swap(nvme({}, 2)), nvme({ interface: 'SATA' })]).problems)).toEqual([
      'error storage-m2',
    ]);
  });

  it('counts SATA drives against the board SATA ports, exactly the port count fitting', () => {
    expect(checkBuild([...build(), sataSsd(4)]).problems).toEqual([]);
    const problems = checkBuild([...build(), sataSsd(5)]).problems;
    expect(rules(problems)).toEqual(['error storage-sata']);
    expect(english(problems[0]!)).toBe(
      'SATA drives chosen: 5, but the Club B650 Pro has SATA ports for 4: choose fewer SATA drives, an M.2 drive, or a motherboard with more SATA ports.',
    );
  });

  it('needs a graphics card for a processor without integrated graphics', () => {
    const withoutCard = build().filter((p) => p.item.category !== 'graphics-cards');
    expect(checkBuild(withoutCard).problems).toEqual([]);
    const problems = checkBuild(
      withoutCard.map((p) => (p.item.category === 'processors' ? cpu({ integrated_graphics: false }) : p)),
    ).problems;
    expect(rules(problems)).toEqual(['error gpu-needed']);
    expect(english(problems[0]!)).toBe(
      'The Club Core R7 has no integrated graphics, so this build shows no picture without a graphics card: add a graphics card or choose a processor with integrated graphics.',
    );
  });

  it('warns when neither the build nor the processor box has a cooler; case fans are not one', () => {
    const withoutCooler = build().filter((p) => p.item.category !== 'cooling');
    const problems = checkBuild([
      ...withoutCooler,
      part('Club Fan Pack', 'cooling', { cooler_type: 'case-fans' }),
    ]).problems;
    expect(rules(problems)).toEqual(['warning cooler-needed']);
    expect(english(problems[0]!)).toBe(
      'The Club Core R7 comes without a cooler in the box: add a CPU cooler that fits its socket.',
    );
    const boxed = withoutCooler.map((p) => (p.item.category === 'processors' ? cpu({ cooler_included: true }) : p));
    expect(checkBuild(boxed).problems).toEqual([]);
  });

  it('takes one processor, board, case, power supply and cooler, but several kits, drives and cards', () => {
    const big = swap(psu({ wattage_w: 1000 }));
    const problems = checkBuild([...big, cpu(), psu({ wattage_w: 1000 }), cooler()]).problems;
    expect(rules(problems)).toEqual(['error one-per-slot', 'error one-per-slot', 'error one-per-slot']);
    expect(english(problems[0]!)).toBe(
      'This build has 2 processors, and a computer takes one: keep one and remove the others.',
    );
    expect(problems.map((p) => p.values)).toEqual([{ count: 2 }, { count: 2 }, { count: 2 }]);
    // A quantity of 2 is two of them.
    expect(rules(checkBuild(swap(part('Club Tower', 'cases', pcCase().item.specs, 2))).problems)).toEqual([
      'error one-per-slot',
    ]);
    expect(checkBuild([...big, memory(), nvme(), sataSsd(), gpu()]).problems).toEqual([]);
  });

  it('refuses an item the builder has no slot for', () => {
    const problems = checkBuild([
      ...build(),
      part('Club 27 Monitor', 'monitors', {}),
      part('Gift card', null, {}),
    ]).problems;
    expect(rules(problems)).toEqual(['error not-a-part', 'error not-a-part']);
    expect(problems.map((p) => p.items)).toEqual([['Club 27 Monitor'], ['Gift card']]);
    expect(english(problems[0]!)).toBe(
      'The Club 27 Monitor is not a part that goes inside a computer, so the builder has no slot for it: remove it from the build and add it to the cart on its own.',
    );
  });

  it('notes a value a rule needs and a part does not list, once per part and value, after the errors', () => {
    const problems = checkBuild([
      cpu({ socket: undefined as never }),
      board({ socket: 'LGA1700', memory_type: undefined as never }),
      memory({ memory_type: 'DDR4' }),
      cooler(),
      part('Club Keyboard', 'keyboards-mice', {}),
    ]).problems;
    expect(rules(problems)).toEqual(['error not-a-part', 'note spec-missing', 'note spec-missing']);
    expect(problems.slice(1).map((p) => p.values)).toEqual([
      { item: 'Club Core R7', spec: 'socket' },
      { item: 'Club B650 Pro', spec: 'memory_type' },
    ]);
    expect(english(problems[1]!)).toBe(
      'The Club Core R7 does not list its socket, so the socket is not checked: check it before you order.',
    );
  });

  it('reads a value of the wrong type as missing', () => {
    const problems = checkBuild([
      cpu({ cooler_included: true }),
      board({ socket: 5 as never }),
      gpu({ length_mm: '300' }),
      pcCase(),
    ]).problems;
    expect(problems.map((p) => [p.rule, p.values.spec])).toEqual([
      ['spec-missing', 'socket'],
      ['spec-missing', 'length_mm'],
    ]);
  });

  it('does not judge the power supply on part of the load', () => {
    const problems = checkBuild([
      cpu({ tdp_w: undefined as never, cooler_included: true }),
      gpu({ tdp_w: 600 }),
      psu({ wattage_w: 300 }),
    ]).problems;
    expect(rules(problems)).toEqual(['note spec-missing']);
    expect(problems[0]!.values).toEqual({ item: 'Club Core R7', spec: 'tdp_w' });
    // The wattage shown counts the TDPs listed: the card's 600 W and 75 W.
    expect(checkBuild([cpu({ tdp_w: undefined as never }), gpu({ tdp_w: 600 })]).wattage).toEqual({
      estimate_w: 675,
      recommended_w: 880,
    });
  });

  it('lists errors first, then warnings, then notes', () => {
    const problems = checkBuild([
      cpu({ integrated_graphics: false, socket: undefined as never }),
      board({ memory_type: 'DDR4' }),
      memory(),
      psu({ wattage_w: 200 }),
    ]).problems;
    expect(rules(problems)).toEqual([
      'error memory-type',
      'error gpu-needed',
      'warning psu-wattage',
      'warning cooler-needed',
      'note spec-missing',
    ]);
  });

  it('every rule message has a Bangla-ready descriptor with the values it names', () => {
    const all = checkBuild([
      cpu({ socket: 'LGA1700', integrated_graphics: false, tdp_w: 500 }),
      cpu(),
      board({ form_factor: 'E-ATX', memory_slots: 1, max_memory_gb: 8, m2_slots: 0, sata_ports: 0 }),
      memory({ memory_type: 'DDR4' }),
      nvme(),
      sataSsd(),
      psu({ wattage_w: 100 }),
      pcCase({ max_cooler_height_mm: 100, psu_form_factor: 'SFX' }),
      cooler({ sockets: ['AM4'] }),
      part('Club Monitor', 'monitors', {}),
    ]).problems;
    for (const p of all) {
      expect(p.message.id).toMatch(/^builder\.(rule|missing)\./);
      for (const [, name] of p.message.message.matchAll(/\{(\w+)\}/g)) expect(p.values).toHaveProperty(name!);
    }
  });
});

describe('builderSlots', () => {
  it('has a slot for each part of a computer, in the builder order', () => {
    expect(builderSlots.map((s) => s.slot)).toEqual([
      'cpu',
      'motherboard',
      'memory',
      'storage',
      'gpu',
      'psu',
      'case',
      'cooler',
    ]);
    for (const s of builderSlots) expect(categoryIds).toContain(s.category);
    expect(builderSlots.filter((s) => s.multiple).map((s) => s.slot)).toEqual(['storage']);
    expect(builderSlots.filter((s) => s.quantity).map((s) => s.slot)).toEqual(['memory', 'storage']);
    expect(builderSlots.filter((s) => s.optional).map((s) => [s.slot, s.optional])).toEqual([
      ['gpu', 'gpu-needed'],
      ['cooler', 'cooler-needed'],
    ]);
  });

  it('reads keys the specifications define', () => {
    // The rules' keys exist in their categories (a renamed key would turn every check into a note).
    const keys: Record<string, string[]> = {
      processors: ['socket', 'tdp_w', 'integrated_graphics', 'cooler_included'],
      motherboards: ['socket', 'form_factor', 'memory_type', 'memory_slots', 'max_memory_gb', 'm2_slots', 'sata_ports'],
      memory: ['memory_type', 'capacity_gb', 'modules'],
      storage: ['interface', 'form_factor'],
      'graphics-cards': ['length_mm', 'tdp_w'],
      'power-supplies': ['wattage_w', 'form_factor'],
      cases: ['form_factors', 'max_gpu_length_mm', 'max_cooler_height_mm', 'psu_form_factor'],
      cooling: ['cooler_type', 'sockets', 'height_mm'],
    };
    for (const [category, list] of Object.entries(keys))
      for (const key of list) expect(specAttribute(category, key), `${category}.${key}`).toBeDefined();
    expect(specAttribute('storage', 'form_factor')?.options).toContain('M.2 2280');
    expect(specAttribute('cooling', 'cooler_type')?.options).toContain('case-fans');
  });
});

describe('notCheckedMessages', () => {
  it('says what the builder does not check', () => {
    expect(notCheckedMessages.map((m) => m.id)).toEqual([
      'builder.notChecked.memoryHeight',
      'builder.notChecked.radiators',
      'builder.notChecked.cables',
      'builder.notChecked.bios',
      'builder.notChecked.coolingPower',
      'builder.notChecked.sharedLanes',
    ]);
  });
});

describe('partFits', () => {
  const chosen = [cpu(), board(), memory(), pcCase()];

  it('says why a board of the other socket does not fit, replacing the chosen one', () => {
    const intel = part('Club B760 Pro', 'motherboards', { ...board().item.specs, socket: 'LGA1700' });
    const problems = partFits('motherboard', intel.item, chosen);
    expect(rules(problems)).toEqual(['error cpu-socket']);
    expect(english(problems[0]!)).toContain('the Club B760 Pro has an LGA1700 socket');
    expect(partFits('motherboard', board({ chipset: 'X670' }).item, chosen)).toEqual([]);
  });

  it('adds a drive to the chosen ones, and keeps the quantity of the kit it replaces', () => {
    const twoDrives = [...chosen, nvme({}, 2)];
    expect(rules(partFits('storage', nvme({ capacity_gb: 2000 }).item, twoDrives))).toEqual(['error storage-m2']);
    expect(partFits('storage', sataSsd().item, twoDrives)).toEqual([]);
    const twoKits = [cpu(), board(), memory({}, 2)];
    expect(rules(partFits('memory', memory({ modules: 4 }).item, twoKits))).toEqual(['error memory-slots']);
    expect(partFits('memory', { item: memory({ modules: 4 }).item, quantity: 1 }, twoKits)).toEqual([]);
  });

  it('leaves out what is still to be chosen and the problems of other parts', () => {
    const noCard = partFits('cpu', cpu({ integrated_graphics: false }).item, [
      board(),
      memory({ memory_type: 'DDR4' }),
    ]);
    expect(noCard).toEqual([]);
  });
});
