// The PC builder's words (requirements §19): each problem names the parts, both values and what to
// do, in ICU form with `{name}` placeholders (the API's English is formatMessage(message, values); the
// screens translate with the same values). Sizes and power carry their units (mm, W, GB).
import type { MessageDescriptor } from './descriptors.ts';

export const slotLabels = {
  cpu: /*i18n*/ { id: 'builder.slot.cpu', message: 'Processor' },
  motherboard: /*i18n*/ { id: 'builder.slot.motherboard', message: 'Motherboard' },
  memory: /*i18n*/ { id: 'builder.slot.memory', message: 'Memory' },
  storage: /*i18n*/ { id: 'builder.slot.storage', message: 'Storage' },
  gpu: /*i18n*/ { id: 'builder.slot.gpu', message: 'Graphics card' },
  psu: /*i18n*/ { id: 'builder.slot.psu', message: 'Power supply' },
  case: /*i18n*/ { id: 'builder.slot.case', message: 'Case' },
  cooler: /*i18n*/ { id: 'builder.slot.cooler', message: 'CPU cooler' },
} as const satisfies Record<string, MessageDescriptor>;

export const builderMessages = {
  cpuSocket: /*i18n*/ {
    id: 'builder.rule.cpuSocket',
    message:
      'The {cpu} needs an {cpuSocket} board, but the {board} has an {boardSocket} socket: choose an {cpuSocket} motherboard or an {boardSocket} processor.',
  },
  memoryType: /*i18n*/ {
    id: 'builder.rule.memoryType',
    message:
      'The {memory} is {memoryType} memory, but the {board} takes {boardMemoryType}: choose {boardMemoryType} memory or a {memoryType} motherboard.',
  },
  memorySlots: /*i18n*/ {
    id: 'builder.rule.memorySlots',
    message:
      'The memory chosen has {modules} modules, but the {board} has memory slots for {slots}: choose fewer, larger modules or a motherboard with more memory slots.',
  },
  memoryCapacity: /*i18n*/ {
    id: 'builder.rule.memoryCapacity',
    message:
      'The memory chosen adds up to {capacity} GB, but the {board} takes at most {max} GB: choose less memory or a motherboard that takes more.',
  },
  caseFormFactor: /*i18n*/ {
    id: 'builder.rule.caseFormFactor',
    message:
      'The {board} is {boardFormFactor}, but the {case} takes {caseFormFactors} motherboards: choose a motherboard the case takes or a case for {boardFormFactor}.',
  },
  casePsuFormFactor: /*i18n*/ {
    id: 'builder.rule.casePsuFormFactor',
    message:
      'The {psu} is an {psuFormFactor} power supply, but the {case} has room for {casePsuFormFactor} only: choose an {casePsuFormFactor} power supply or a case for {psuFormFactor}.',
  },
  casePsuBracket: /*i18n*/ {
    id: 'builder.rule.casePsuBracket',
    message:
      'The {psu} is an {psuFormFactor} power supply and the {case} is made for {casePsuFormFactor}: it fits with an {psuFormFactor}-to-{casePsuFormFactor} bracket, so get one or choose an {casePsuFormFactor} power supply.',
  },
  gpuLength: /*i18n*/ {
    id: 'builder.rule.gpuLength',
    message:
      'The {gpu} is {length} mm long, but the {case} takes graphics cards up to {max} mm: choose a shorter card or a larger case.',
  },
  coolerHeight: /*i18n*/ {
    id: 'builder.rule.coolerHeight',
    message:
      'The {cooler} is {height} mm tall, but the {case} takes CPU coolers up to {max} mm: choose a lower cooler or a wider case.',
  },
  coolerSocket: /*i18n*/ {
    id: 'builder.rule.coolerSocket',
    message:
      'The {cooler} fits the sockets {coolerSockets}, but the {cpu} has the {cpuSocket} socket: choose a cooler that fits {cpuSocket}.',
  },
  psuBelowEstimate: /*i18n*/ {
    id: 'builder.rule.psuBelowEstimate',
    message:
      'The {psu} gives {psuWattage} W, but this build draws about {estimate} W at full load: choose a power supply of at least {recommended} W.',
  },
  psuBelowRecommended: /*i18n*/ {
    id: 'builder.rule.psuBelowRecommended',
    message:
      'The {psu} gives {psuWattage} W, enough for the {estimate} W this build draws but under the {recommended} W recommended with a 30% margin: choose a power supply of at least {recommended} W.',
  },
  storageM2: /*i18n*/ {
    id: 'builder.rule.storageM2',
    message:
      'M.2 drives chosen: {drives}, but the {board} has M.2 slots for {slots}: choose fewer M.2 drives, a 2.5-inch SATA drive, or a motherboard with more M.2 slots.',
  },
  storageSata: /*i18n*/ {
    id: 'builder.rule.storageSata',
    message:
      'SATA drives chosen: {drives}, but the {board} has SATA ports for {ports}: choose fewer SATA drives, an M.2 drive, or a motherboard with more SATA ports.',
  },
  gpuNeeded: /*i18n*/ {
    id: 'builder.rule.gpuNeeded',
    message:
      'The {cpu} has no integrated graphics, so this build shows no picture without a graphics card: add a graphics card or choose a processor with integrated graphics.',
  },
  coolerNeeded: /*i18n*/ {
    id: 'builder.rule.coolerNeeded',
    message: 'The {cpu} comes without a cooler in the box: add a CPU cooler that fits its socket.',
  },
  notAPart: /*i18n*/ {
    id: 'builder.rule.notAPart',
    message:
      'The {item} is not a part that goes inside a computer, so the builder has no slot for it: remove it from the build and add it to the cart on its own.',
  },

  notCheckedMemoryHeight: /*i18n*/ {
    id: 'builder.notChecked.memoryHeight',
    message: 'Whether tall memory modules fit under the CPU cooler',
  },
  notCheckedRadiators: /*i18n*/ {
    id: 'builder.notChecked.radiators',
    message: 'Whether the case has mounts for a liquid cooler radiator of its size',
  },
  notCheckedCables: /*i18n*/ {
    id: 'builder.notChecked.cables',
    message: 'Whether the power supply cables are long enough and have the plugs the graphics card needs',
  },
  notCheckedBios: /*i18n*/ {
    id: 'builder.notChecked.bios',
    message: 'Whether the motherboard needs a BIOS update for a newer processor',
  },
  notCheckedCoolingPower: /*i18n*/ {
    id: 'builder.notChecked.coolingPower',
    message: 'Whether the CPU cooler keeps the processor cool at full load',
  },
  notCheckedSharedLanes: /*i18n*/ {
    id: 'builder.notChecked.sharedLanes',
    message: 'Whether an M.2 slot takes SATA drives, or turns off SATA ports when it is used',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A second processor, board, case, power supply or cooler (the rule `one-per-slot`). */
export const onePerSlotMessages = {
  cpu: /*i18n*/ {
    id: 'builder.rule.onePerSlot.cpu',
    message: 'This build has {count} processors, and a computer takes one: keep one and remove the others.',
  },
  motherboard: /*i18n*/ {
    id: 'builder.rule.onePerSlot.motherboard',
    message: 'This build has {count} motherboards, and a computer takes one: keep one and remove the others.',
  },
  case: /*i18n*/ {
    id: 'builder.rule.onePerSlot.case',
    message: 'This build has {count} cases, and a computer takes one: keep one and remove the others.',
  },
  psu: /*i18n*/ {
    id: 'builder.rule.onePerSlot.psu',
    message: 'This build has {count} power supplies, and a computer takes one: keep one and remove the others.',
  },
  cooler: /*i18n*/ {
    id: 'builder.rule.onePerSlot.cooler',
    message: 'This build has {count} CPU coolers, and a processor takes one: keep one and remove the others.',
  },
} as const satisfies Record<string, MessageDescriptor>;

/** A note when a rule cannot run because a part does not list a value (the rule `spec-missing`). */
export const missingSpecMessages = {
  socket: /*i18n*/ {
    id: 'builder.missing.socket',
    message: 'The {item} does not list its socket, so the socket is not checked: check it before you order.',
  },
  sockets: /*i18n*/ {
    id: 'builder.missing.sockets',
    message: 'The {item} does not list the sockets it fits, so they are not checked: check them before you order.',
  },
  tdp_w: /*i18n*/ {
    id: 'builder.missing.tdpW',
    message:
      'The {item} does not list its TDP, so the power supply is not checked: check the wattage before you order.',
  },
  integrated_graphics: /*i18n*/ {
    id: 'builder.missing.integratedGraphics',
    message:
      'The {item} does not say whether it has integrated graphics: add a graphics card unless you know it has them.',
  },
  cooler_included: /*i18n*/ {
    id: 'builder.missing.coolerIncluded',
    message: 'The {item} does not say whether a cooler is in the box: add a CPU cooler unless you know one is.',
  },
  form_factor: /*i18n*/ {
    id: 'builder.missing.formFactor',
    message: 'The {item} does not list its form factor, so its fit is not checked: check it before you order.',
  },
  form_factors: /*i18n*/ {
    id: 'builder.missing.formFactors',
    message:
      'The {item} does not list the motherboards it takes, so the motherboard is not checked: check it before you order.',
  },
  psu_form_factor: /*i18n*/ {
    id: 'builder.missing.psuFormFactor',
    message:
      'The {item} does not list the power supply size it takes, so the power supply is not checked: check it before you order.',
  },
  memory_type: /*i18n*/ {
    id: 'builder.missing.memoryType',
    message: 'The {item} does not list its memory type, so the memory is not checked: check it before you order.',
  },
  memory_slots: /*i18n*/ {
    id: 'builder.missing.memorySlots',
    message:
      'The {item} does not list its memory slots, so the number of modules is not checked: check it before you order.',
  },
  max_memory_gb: /*i18n*/ {
    id: 'builder.missing.maxMemoryGb',
    message:
      'The {item} does not list the most memory it takes, so the memory size is not checked: check it before you order.',
  },
  modules: /*i18n*/ {
    id: 'builder.missing.modules',
    message:
      'The {item} does not list how many modules it has, so the memory slots are not checked: check them before you order.',
  },
  capacity_gb: /*i18n*/ {
    id: 'builder.missing.capacityGb',
    message: 'The {item} does not list its capacity, so the memory size is not checked: check it before you order.',
  },
  m2_slots: /*i18n*/ {
    id: 'builder.missing.m2Slots',
    message: 'The {item} does not list its M.2 slots, so the M.2 drives are not checked: check them before you order.',
  },
  sata_ports: /*i18n*/ {
    id: 'builder.missing.sataPorts',
    message:
      'The {item} does not list its SATA ports, so the SATA drives are not checked: check them before you order.',
  },
  interface: /*i18n*/ {
    id: 'builder.missing.interface',
    message:
      'The {item} does not list its interface, so its SATA port is not counted: check the ports before you order.',
  },
  length_mm: /*i18n*/ {
    id: 'builder.missing.lengthMm',
    message: 'The {item} does not list its length, so its fit in the case is not checked: check it before you order.',
  },
  max_gpu_length_mm: /*i18n*/ {
    id: 'builder.missing.maxGpuLengthMm',
    message:
      'The {item} does not list the longest graphics card it takes, so the card is not checked: check it before you order.',
  },
  height_mm: /*i18n*/ {
    id: 'builder.missing.heightMm',
    message: 'The {item} does not list its height, so its fit in the case is not checked: check it before you order.',
  },
  max_cooler_height_mm: /*i18n*/ {
    id: 'builder.missing.maxCoolerHeightMm',
    message:
      'The {item} does not list the tallest CPU cooler it takes, so the cooler is not checked: check it before you order.',
  },
  wattage_w: /*i18n*/ {
    id: 'builder.missing.wattageW',
    message: 'The {item} does not list its wattage, so the power is not checked: check it before you order.',
  },
} as const satisfies Record<string, MessageDescriptor>;
