// The PC builder's compatibility rules (requirements §19, issue 34): pure functions over the parts'
// specifications (specs.ts keys), one definition for the builder's screen and `POST /api/builds/check`.
// The builder never blocks a build: it names every problem with both values and what to do, and says
// what it does not check (notCheckedMessages). The rules' wording is in builder-messages.ts.
import type { CategoryId } from './catalog.ts';
import type { MessageDescriptor } from './descriptors.ts';
import type { Specs } from './specs.ts';
import { builderMessages, missingSpecMessages, onePerSlotMessages, slotLabels } from './builder-messages.ts';
import { psuWattageNeeded, wattageOf } from './wattage.ts';

export type BuilderSlotId = 'cpu' | 'motherboard' | 'memory' | 'storage' | 'gpu' | 'psu' | 'case' | 'cooler';

export type RuleId =
  | 'cpu-socket'
  | 'memory-type'
  | 'memory-slots'
  | 'memory-capacity'
  | 'case-form-factor'
  | 'case-psu-form-factor'
  | 'gpu-length'
  | 'cooler-height'
  | 'cooler-socket'
  | 'psu-wattage'
  | 'storage-m2'
  | 'storage-sata'
  | 'gpu-needed'
  | 'cooler-needed'
  | 'one-per-slot'
  | 'not-a-part'
  | 'spec-missing';

export type Severity = 'error' | 'warning' | 'note';

export interface BuilderSlot {
  readonly slot: BuilderSlotId;
  readonly category: CategoryId;
  readonly label: MessageDescriptor;
  /** Several different items (storage: an NVMe drive and a SATA disk). */
  readonly multiple: boolean;
  /** A quantity per item (memory kits, drives). */
  readonly quantity: boolean;
  /** The slot may stay empty; this rule says when it may not (a CPU without graphics needs a card). */
  readonly optional?: RuleId;
}

/** The builder's slots, in the order the screen lists them. */
export const builderSlots: readonly BuilderSlot[] = [
  { slot: 'cpu', category: 'processors', label: slotLabels.cpu, multiple: false, quantity: false },
  { slot: 'motherboard', category: 'motherboards', label: slotLabels.motherboard, multiple: false, quantity: false },
  { slot: 'memory', category: 'memory', label: slotLabels.memory, multiple: false, quantity: true },
  { slot: 'storage', category: 'storage', label: slotLabels.storage, multiple: true, quantity: true },
  {
    slot: 'gpu',
    category: 'graphics-cards',
    label: slotLabels.gpu,
    multiple: false,
    quantity: false,
    optional: 'gpu-needed',
  },
  { slot: 'psu', category: 'power-supplies', label: slotLabels.psu, multiple: false, quantity: false },
  { slot: 'case', category: 'cases', label: slotLabels.case, multiple: false, quantity: false },
  {
    slot: 'cooler',
    category: 'cooling',
    label: slotLabels.cooler,
    multiple: false,
    quantity: false,
    optional: 'cooler-needed',
  },
];

export interface BuildPart {
  item: { _id: string; name: string; category: string | null; specs: Specs };
  quantity: number;
}

export interface BuildProblem {
  rule: RuleId;
  severity: Severity;
  /** English: formatMessage(message, values); the screens translate it with the same values. */
  message: MessageDescriptor;
  values: Record<string, string | number>;
  /** The ids of the items the problem is about. */
  items: string[];
}

export interface BuildCheck {
  problems: BuildProblem[];
  wattage: { estimate_w: number; recommended_w: number };
}

/** What the builder does not check, said beside its verdict (requirements §19). */
export const notCheckedMessages: readonly MessageDescriptor[] = [
  builderMessages.notCheckedMemoryHeight,
  builderMessages.notCheckedRadiators,
  builderMessages.notCheckedCables,
  builderMessages.notCheckedBios,
  builderMessages.notCheckedCoolingPower,
  builderMessages.notCheckedSharedLanes,
];

/** The slot an item goes in, by its category; undefined when the builder has none for it. */
export function slotOfCategory(category: string | null | undefined): BuilderSlotId | undefined {
  return builderSlots.find((s) => s.category === category)?.slot;
}

// --- Reading specs defensively: a value of the wrong type counts as missing (never a throw). ---

/** A part as the rules read it: its id, name, quantity and specs. */
interface Part {
  id: string;
  name: string;
  quantity: number;
  specs: Specs;
}

type Missing = { part: Part; key: string };

class Reader {
  readonly missing: Missing[] = [];

  num(part: Part, key: string): number | undefined {
    const v = own(part.specs, key);
    if (typeof v === 'number' && Number.isFinite(v)) return v;
    this.missing.push({ part, key });
    return undefined;
  }

  text(part: Part, key: string): string | undefined {
    const v = own(part.specs, key);
    if (typeof v === 'string' && v !== '') return v;
    this.missing.push({ part, key });
    return undefined;
  }

  list(part: Part, key: string): readonly string[] | undefined {
    const v = own(part.specs, key);
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as readonly string[];
    this.missing.push({ part, key });
    return undefined;
  }

  bool(part: Part, key: string): boolean | undefined {
    const v = own(part.specs, key);
    if (typeof v === 'boolean') return v;
    this.missing.push({ part, key });
    return undefined;
  }
}

function own(specs: Specs | null | undefined, key: string): unknown {
  return specs && typeof specs === 'object' && Object.hasOwn(specs, key) ? specs[key] : undefined;
}

const wholeQuantity = (q: unknown) => (typeof q === 'number' && Number.isInteger(q) && q > 0 ? q : 1);

/** The build's parts by slot; a cooling item that is case fans is not the CPU's cooler. */
interface Slots {
  cpu: Part[];
  motherboard: Part[];
  memory: Part[];
  storage: Part[];
  gpu: Part[];
  psu: Part[];
  case: Part[];
  cooler: Part[];
  notParts: Part[];
}

function sortIntoSlots(parts: readonly BuildPart[]): Slots {
  const slots: Slots = {
    cpu: [],
    motherboard: [],
    memory: [],
    storage: [],
    gpu: [],
    psu: [],
    case: [],
    cooler: [],
    notParts: [],
  };
  for (const p of parts) {
    const item = p?.item;
    if (!item) continue;
    const part: Part = {
      id: String(item._id),
      name: String(item.name),
      quantity: wholeQuantity(p.quantity),
      specs: item.specs && typeof item.specs === 'object' ? item.specs : {},
    };
    const slot = slotOfCategory(item.category);
    if (!slot) slots.notParts.push(part);
    // Case fans are sold with the coolers but cool the case: no CPU rule reads them (requirements §19).
    else if (slot === 'cooler' && own(part.specs, 'cooler_type') === 'case-fans') continue;
    else slots[slot].push(part);
  }
  return slots;
}

const totalQuantity = (parts: readonly Part[]) => parts.reduce((sum, p) => sum + p.quantity, 0);

// --- The rules. Each reads the slots, reports what it finds and the values it lacked. ---

type Emit = (problem: BuildProblem) => void;
type Rule = (s: Slots, read: Reader, emit: Emit) => void;

const problem = (
  rule: RuleId,
  severity: Severity,
  message: MessageDescriptor,
  values: Record<string, string | number>,
  parts: readonly Part[],
): BuildProblem => ({ rule, severity, message, values, items: [...new Set(parts.map((p) => p.id))] });

const cpuSocket: Rule = (s, read, emit) => {
  for (const cpu of s.cpu)
    for (const board of s.motherboard) {
      const cpuSocket = read.text(cpu, 'socket');
      const boardSocket = read.text(board, 'socket');
      if (cpuSocket && boardSocket && cpuSocket !== boardSocket)
        emit(
          problem(
            'cpu-socket',
            'error',
            builderMessages.cpuSocket,
            { cpu: cpu.name, cpuSocket, board: board.name, boardSocket },
            [cpu, board],
          ),
        );
    }
};

const memoryType: Rule = (s, read, emit) => {
  for (const memory of s.memory)
    for (const board of s.motherboard) {
      const memoryType = read.text(memory, 'memory_type');
      const boardMemoryType = read.text(board, 'memory_type');
      if (memoryType && boardMemoryType && memoryType !== boardMemoryType)
        emit(
          problem(
            'memory-type',
            'error',
            builderMessages.memoryType,
            { memory: memory.name, memoryType, board: board.name, boardMemoryType },
            [memory, board],
          ),
        );
    }
};

/** The sum over parts of a number spec times quantity; undefined when a part lacks it. */
function sumOf(parts: readonly Part[], key: string, read: Reader): number | undefined {
  let total = 0;
  let known = true;
  for (const p of parts) {
    const v = read.num(p, key);
    if (v === undefined) known = false;
    else total += v * p.quantity;
  }
  return known ? total : undefined;
}

const memorySlots: Rule = (s, read, emit) => {
  if (s.memory.length === 0 || s.motherboard.length === 0) return;
  for (const board of s.motherboard) {
    const modules = sumOf(s.memory, 'modules', read);
    const slots = read.num(board, 'memory_slots');
    if (modules !== undefined && slots !== undefined && modules > slots)
      emit(
        problem('memory-slots', 'error', builderMessages.memorySlots, { modules, board: board.name, slots }, [
          ...s.memory,
          board,
        ]),
      );
  }
};

const memoryCapacity: Rule = (s, read, emit) => {
  if (s.memory.length === 0 || s.motherboard.length === 0) return;
  for (const board of s.motherboard) {
    const capacity = sumOf(s.memory, 'capacity_gb', read);
    const max = read.num(board, 'max_memory_gb');
    if (capacity !== undefined && max !== undefined && capacity > max)
      emit(
        problem('memory-capacity', 'error', builderMessages.memoryCapacity, { capacity, board: board.name, max }, [
          ...s.memory,
          board,
        ]),
      );
  }
};

const caseFormFactor: Rule = (s, read, emit) => {
  for (const board of s.motherboard)
    for (const pcCase of s.case) {
      const boardFormFactor = read.text(board, 'form_factor');
      const caseFormFactors = read.list(pcCase, 'form_factors');
      if (boardFormFactor && caseFormFactors && !caseFormFactors.includes(boardFormFactor))
        emit(
          problem(
            'case-form-factor',
            'error',
            builderMessages.caseFormFactor,
            {
              board: board.name,
              boardFormFactor,
              case: pcCase.name,
              caseFormFactors: caseFormFactors.join(', ') || '-',
            },
            [board, pcCase],
          ),
        );
    }
};

const casePsuFormFactor: Rule = (s, read, emit) => {
  for (const psu of s.psu)
    for (const pcCase of s.case) {
      const psuFormFactor = read.text(psu, 'form_factor');
      const casePsuFormFactor = read.text(pcCase, 'psu_form_factor');
      if (!psuFormFactor || !casePsuFormFactor || psuFormFactor === casePsuFormFactor) continue;
      // A small (SFX) supply goes in a case built for ATX with a bracket; an ATX one never fits an SFX bay.
      const bracket = psuFormFactor === 'SFX' && casePsuFormFactor === 'ATX';
      emit(
        problem(
          'case-psu-form-factor',
          bracket ? 'warning' : 'error',
          bracket ? builderMessages.casePsuBracket : builderMessages.casePsuFormFactor,
          { psu: psu.name, psuFormFactor, case: pcCase.name, casePsuFormFactor },
          [psu, pcCase],
        ),
      );
    }
};

const gpuLength: Rule = (s, read, emit) => {
  for (const gpu of s.gpu)
    for (const pcCase of s.case) {
      const length = read.num(gpu, 'length_mm');
      const max = read.num(pcCase, 'max_gpu_length_mm');
      if (length !== undefined && max !== undefined && length > max)
        emit(
          problem('gpu-length', 'error', builderMessages.gpuLength, { gpu: gpu.name, length, case: pcCase.name, max }, [
            gpu,
            pcCase,
          ]),
        );
    }
};

const coolerHeight: Rule = (s, read, emit) => {
  for (const cooler of s.cooler)
    for (const pcCase of s.case) {
      const height = read.num(cooler, 'height_mm');
      const max = read.num(pcCase, 'max_cooler_height_mm');
      if (height !== undefined && max !== undefined && height > max)
        emit(
          problem(
            'cooler-height',
            'error',
            builderMessages.coolerHeight,
            { cooler: cooler.name, height, case: pcCase.name, max },
            [cooler, pcCase],
          ),
        );
    }
};

const coolerSocket: Rule = (s, read, emit) => {
  for (const cooler of s.cooler)
    for (const cpu of s.cpu) {
      const coolerSockets = read.list(cooler, 'sockets');
      const cpuSocket = read.text(cpu, 'socket');
      if (coolerSockets && cpuSocket && !coolerSockets.includes(cpuSocket))
        emit(
          problem(
            'cooler-socket',
            'error',
            builderMessages.coolerSocket,
            { cooler: cooler.name, coolerSockets: coolerSockets.join(', ') || '-', cpu: cpu.name, cpuSocket },
            [cooler, cpu],
          ),
        );
    }
};

const psuWattage: Rule = (s, read, emit) => {
  if (s.psu.length === 0) return;
  // The estimate needs every CPU's and card's TDP: with one missing, the note says so and the
  // supply is not judged on a part of the load.
  const cpuTdp = sumOf(s.cpu, 'tdp_w', read);
  const gpuTdp = sumOf(s.gpu, 'tdp_w', read);
  for (const psu of s.psu) {
    const psuWattage = read.num(psu, 'wattage_w');
    if (psuWattage === undefined || cpuTdp === undefined || gpuTdp === undefined) continue;
    const { estimate_w: estimate, recommended_w: recommended } = wattageOf(cpuTdp, gpuTdp);
    const verdict = psuWattageNeeded(psuWattage, estimate, recommended);
    if (verdict === 'fine') continue;
    emit(
      problem(
        'psu-wattage',
        verdict,
        verdict === 'error' ? builderMessages.psuBelowEstimate : builderMessages.psuBelowRecommended,
        { psu: psu.name, psuWattage, estimate, recommended },
        [psu, ...s.cpu, ...s.gpu],
      ),
    );
  }
};

/** Drives that take an M.2 slot (SATA ones too) and drives on a SATA port (2.5" and 3.5" SATA). */
const M2 = 'M.2 2280';

const storageM2: Rule = (s, read, emit) => {
  if (s.storage.length === 0 || s.motherboard.length === 0) return;
  // A drive of unknown form factor is left out of the count: its note names it.
  const m2 = s.storage.filter((drive) => read.text(drive, 'form_factor') === M2);
  const drives = totalQuantity(m2);
  for (const board of s.motherboard) {
    const slots = read.num(board, 'm2_slots');
    if (slots !== undefined && drives > slots)
      emit(
        problem('storage-m2', 'error', builderMessages.storageM2, { drives, board: board.name, slots }, [...m2, board]),
      );
  }
};

const storageSata: Rule = (s, read, emit) => {
  if (s.storage.length === 0 || s.motherboard.length === 0) return;
  const sata: Part[] = [];
  for (const drive of s.storage) {
    const iface = read.text(drive, 'interface');
    const formFactor = read.text(drive, 'form_factor');
    if (iface === 'SATA' && formFactor !== undefined && formFactor !== M2) sata.push(drive);
  }
  const drives = totalQuantity(sata);
  for (const board of s.motherboard) {
    const ports = read.num(board, 'sata_ports');
    if (ports !== undefined && drives > ports)
      emit(
        problem('storage-sata', 'error', builderMessages.storageSata, { drives, board: board.name, ports }, [
          ...sata,
          board,
        ]),
      );
  }
};

const gpuNeeded: Rule = (s, read, emit) => {
  if (s.gpu.length > 0) return;
  for (const cpu of s.cpu)
    if (read.bool(cpu, 'integrated_graphics') === false)
      emit(problem('gpu-needed', 'error', builderMessages.gpuNeeded, { cpu: cpu.name }, [cpu]));
};

const coolerNeeded: Rule = (s, read, emit) => {
  if (s.cooler.length > 0) return;
  for (const cpu of s.cpu)
    if (read.bool(cpu, 'cooler_included') === false)
      emit(problem('cooler-needed', 'warning', builderMessages.coolerNeeded, { cpu: cpu.name }, [cpu]));
};

/** The slots that hold one part: a build has one processor, board, case, supply and cooler. */
const singleSlots = ['cpu', 'motherboard', 'case', 'psu', 'cooler'] as const;

const onePerSlot: Rule = (s, _read, emit) => {
  for (const slot of singleSlots) {
    const count = totalQuantity(s[slot]);
    if (count > 1) emit(problem('one-per-slot', 'error', onePerSlotMessages[slot], { count }, s[slot]));
  }
};

const notAPart: Rule = (s, _read, emit) => {
  for (const part of s.notParts)
    emit(problem('not-a-part', 'error', builderMessages.notAPart, { item: part.name }, [part]));
};

/**
 * Every rule by its id, in the order their problems are listed within a severity (the type makes
 * each id have its rule). spec-missing is not one: it reports the values these could not read.
 */
const rules: { readonly [Id in Exclude<RuleId, 'spec-missing'>]: Rule } = {
  'one-per-slot': onePerSlot,
  'not-a-part': notAPart,
  'cpu-socket': cpuSocket,
  'memory-type': memoryType,
  'memory-slots': memorySlots,
  'memory-capacity': memoryCapacity,
  'case-form-factor': caseFormFactor,
  'case-psu-form-factor': casePsuFormFactor,
  'gpu-length': gpuLength,
  'cooler-height': coolerHeight,
  'cooler-socket': coolerSocket,
  'psu-wattage': psuWattage,
  'storage-m2': storageM2,
  'storage-sata': storageSata,
  'gpu-needed': gpuNeeded,
  'cooler-needed': coolerNeeded,
};

const severityOrder: Record<Severity, number> = { error: 0, warning: 1, note: 2 };

function missingNotes(missing: readonly Missing[]): BuildProblem[] {
  const seen = new Set<string>();
  const notes: BuildProblem[] = [];
  for (const { part, key } of missing) {
    const seenKey = `${part.id}\u0000${key}`;
    const message = (missingSpecMessages as Record<string, MessageDescriptor>)[key];
    if (seen.has(seenKey) || !message) continue;
    seen.add(seenKey);
    notes.push(problem('spec-missing', 'note', message, { item: part.name, spec: key }, [part]));
  }
  return notes;
}

/**
 * Checks a build: every problem the rules find (errors first, then warnings, then notes; otherwise
 * in the rules' order and the parts' order) and the power it draws. Pure and total: it never throws,
 * whatever the parts' specs hold (a value missing or of the wrong type is a note).
 */
export function checkBuild(parts: readonly BuildPart[]): BuildCheck {
  const slots = sortIntoSlots(Array.isArray(parts) ? parts : []);
  const read = new Reader();
  const found: BuildProblem[] = [];
  for (const rule of Object.values(rules)) rule(slots, read, (p) => found.push(p));
  const problems = [...found, ...missingNotes(read.missing)];
  // Array.prototype.sort is stable: within a severity the rules' order stays.
  problems.sort((a, b) => severityOrder[a.severity] - severityOrder[b.severity]);
  // The wattage shown counts the TDPs the parts list (the supply's verdict waits for all of them).
  const listed = (parts: readonly Part[]) =>
    parts.reduce((sum, p) => {
      const tdp = own(p.specs, 'tdp_w');
      return typeof tdp === 'number' && Number.isFinite(tdp) ? sum + tdp * p.quantity : sum;
    }, 0);
  return { problems, wattage: wattageOf(listed(slots.cpu), listed(slots.gpu)) };
}

/** Rules about what is still to be chosen, not about a candidate's fit. */
const completenessRules: ReadonlySet<RuleId> = new Set(['gpu-needed', 'cooler-needed']);

/**
 * The problems a candidate would bring into the build, for the part picker's "fits / why not": the
 * candidate takes the place of the slot's part (or joins it where the slot holds several), and the
 * problems of that build that name the candidate are its own. A candidate given as an item goes in
 * with the quantity of the part it replaces (1 when none).
 */
export function partFits(
  slot: BuilderSlotId,
  candidate: BuildPart | BuildPart['item'],
  parts: readonly BuildPart[],
): BuildProblem[] {
  const definition = builderSlots.find((s) => s.slot === slot);
  const inSlot = (p: BuildPart) => p.item.category === definition?.category;
  const replaced = definition?.multiple ? undefined : parts.find(inSlot);
  const part: BuildPart =
    'item' in candidate ? candidate : { item: candidate, quantity: replaced ? replaced.quantity : 1 };
  const kept = definition?.multiple ? parts : parts.filter((p) => !inSlot(p));
  return checkBuild([...kept, part]).problems.filter(
    (p) => p.items.includes(String(part.item._id)) && !completenessRules.has(p.rule),
  );
}
