// Parts' specifications (requirements §19, issue 34): which attributes each category has, their
// labels in both languages, their types and which of them the catalog filters by. Defined once here
// as data: the server checks an item's `specs` against it, the catalog filters by it, the screens draw
// tables, filters and the admin's fields from it, and the PC builder's rules read the same keys.
// No zod here (the item page's table reads labels without the schemas: spec-schemas.ts checks values).
import type { CategoryId } from './catalog.ts';
import type { MessageDescriptor } from './descriptors.ts';

/**
 * `choice`: one value of `options`; `choices`: several of them (a case takes ATX and Micro ATX
 * boards); `number`: a number in `unit`, `integer` when whole; `boolean`: yes or no; `text`: free text.
 */
export type SpecType = 'choice' | 'choices' | 'number' | 'boolean' | 'text';

/** Units as parts are labelled here in both languages (Bangladeshi shops write them in Latin letters). */
export type SpecUnit = 'GHz' | 'W' | 'mm' | 'GB' | 'MT/s' | 'in' | 'Hz' | 'Mbps';

export interface SpecAttribute {
  /** Stable key: the API's `specs` key and the catalog's `spec.<key>` parameter. */
  readonly key: string;
  readonly label: MessageDescriptor;
  readonly type: SpecType;
  /** `choice` and `choices`: the values allowed, in the order shown (written as the trade writes them). */
  readonly options?: readonly string[];
  /** `choice` and `choices`: labels of the values a shop translates (the others are shown as written). */
  readonly optionLabels?: Readonly<Record<string, MessageDescriptor>>;
  /** `number`: its unit, shown after the value. */
  readonly unit?: SpecUnit;
  /** `number`: whole numbers only. */
  readonly integer?: boolean;
  /** `number`: the smallest and largest values accepted. */
  readonly min?: number;
  readonly max?: number;
  /** The catalog filters by it (choices with counts, numbers as a range, yes/no). */
  readonly filter: boolean;
}

/** A value as the API carries it: choice and text a string, choices a list, number, boolean. */
export type SpecValue = string | number | boolean | readonly string[];
/** An item's specifications: attribute key to value; an attribute not known for the item is left out. */
export type Specs = Readonly<Record<string, SpecValue>>;

export const SPEC_TEXT_MAX = 120;

// The option lists shared by several categories: a board's socket is a cooler's socket.
export const cpuSockets = ['AM4', 'AM5', 'LGA1700', 'LGA1851'] as const;
export const memoryTypes = ['DDR4', 'DDR5'] as const;
export const boardFormFactors = ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'] as const;
export const psuFormFactors = ['ATX', 'SFX'] as const;
export const storageInterfaces = ['SATA', 'NVMe'] as const;
export const storageFormFactors = ['M.2 2280', '2.5"', '3.5"'] as const;

const labels = {
  socket: /*i18n*/ { id: 'spec.socket', message: 'Socket' },
  cores: /*i18n*/ { id: 'spec.cores', message: 'Cores' },
  threads: /*i18n*/ { id: 'spec.threads', message: 'Threads' },
  baseClock: /*i18n*/ { id: 'spec.baseClock', message: 'Base clock' },
  boostClock: /*i18n*/ { id: 'spec.boostClock', message: 'Boost clock' },
  tdp: /*i18n*/ { id: 'spec.tdp', message: 'TDP' },
  integratedGraphics: /*i18n*/ { id: 'spec.integratedGraphics', message: 'Integrated graphics' },
  coolerIncluded: /*i18n*/ { id: 'spec.coolerIncluded', message: 'Cooler in the box' },
  chipset: /*i18n*/ { id: 'spec.chipset', message: 'Chipset' },
  formFactor: /*i18n*/ { id: 'spec.formFactor', message: 'Form factor' },
  memoryType: /*i18n*/ { id: 'spec.memoryType', message: 'Memory type' },
  memorySlots: /*i18n*/ { id: 'spec.memorySlots', message: 'Memory slots' },
  maxMemory: /*i18n*/ { id: 'spec.maxMemory', message: 'Maximum memory' },
  m2Slots: /*i18n*/ { id: 'spec.m2Slots', message: 'M.2 slots' },
  sataPorts: /*i18n*/ { id: 'spec.sataPorts', message: 'SATA ports' },
  capacity: /*i18n*/ { id: 'spec.capacity', message: 'Capacity' },
  modules: /*i18n*/ { id: 'spec.modules', message: 'Modules' },
  speed: /*i18n*/ { id: 'spec.speed', message: 'Speed' },
  length: /*i18n*/ { id: 'spec.length', message: 'Length' },
  slotsWide: /*i18n*/ { id: 'spec.slotsWide', message: 'Expansion slots taken' },
  recommendedPsu: /*i18n*/ { id: 'spec.recommendedPsu', message: 'Recommended power supply' },
  videoMemory: /*i18n*/ { id: 'spec.videoMemory', message: 'Video memory' },
  wattage: /*i18n*/ { id: 'spec.wattage', message: 'Wattage' },
  efficiency: /*i18n*/ { id: 'spec.efficiency', message: 'Efficiency' },
  boardsTaken: /*i18n*/ { id: 'spec.boardsTaken', message: 'Motherboards it takes' },
  maxGpuLength: /*i18n*/ { id: 'spec.maxGpuLength', message: 'Longest graphics card' },
  maxCoolerHeight: /*i18n*/ { id: 'spec.maxCoolerHeight', message: 'Tallest CPU cooler' },
  psuFormFactor: /*i18n*/ { id: 'spec.psuFormFactor', message: 'Power supply size' },
  coolerType: /*i18n*/ { id: 'spec.coolerType', message: 'Type' },
  sockets: /*i18n*/ { id: 'spec.sockets', message: 'Sockets' },
  height: /*i18n*/ { id: 'spec.height', message: 'Height' },
  tdpRating: /*i18n*/ { id: 'spec.tdpRating', message: 'Cools up to' },
  interface: /*i18n*/ { id: 'spec.interface', message: 'Interface' },
  screenSize: /*i18n*/ { id: 'spec.screenSize', message: 'Screen size' },
  resolution: /*i18n*/ { id: 'spec.resolution', message: 'Resolution' },
  refreshRate: /*i18n*/ { id: 'spec.refreshRate', message: 'Refresh rate' },
  panel: /*i18n*/ { id: 'spec.panel', message: 'Panel' },
  deviceType: /*i18n*/ { id: 'spec.deviceType', message: 'Type' },
  connection: /*i18n*/ { id: 'spec.connection', message: 'Connection' },
  wifi: /*i18n*/ { id: 'spec.wifi', message: 'Wi-Fi' },
  ports: /*i18n*/ { id: 'spec.ports', message: 'Ports' },
  portSpeed: /*i18n*/ { id: 'spec.portSpeed', message: 'Port speed' },
} as const satisfies Record<string, MessageDescriptor>;

/** Values a Bangladeshi shop says in its own words (the rest, sockets and standards, are written as is). */
const optionLabels = {
  air: /*i18n*/ { id: 'spec.option.airCooler', message: 'Air cooler' },
  liquid: /*i18n*/ { id: 'spec.option.liquidCooler', message: 'Liquid cooler' },
  'case-fans': /*i18n*/ { id: 'spec.option.caseFans', message: 'Case fans' },
  keyboard: /*i18n*/ { id: 'spec.option.keyboard', message: 'Keyboard' },
  mouse: /*i18n*/ { id: 'spec.option.mouse', message: 'Mouse' },
  'keyboard-mouse': /*i18n*/ { id: 'spec.option.keyboardMouse', message: 'Keyboard and mouse set' },
  wired: /*i18n*/ { id: 'spec.option.wired', message: 'Wired' },
  wireless: /*i18n*/ { id: 'spec.option.wireless', message: 'Wireless' },
  router: /*i18n*/ { id: 'spec.option.router', message: 'Router' },
  switch: /*i18n*/ { id: 'spec.option.switch', message: 'Switch' },
  adapter: /*i18n*/ { id: 'spec.option.adapter', message: 'Network adapter' },
} as const satisfies Record<string, MessageDescriptor>;

const pick = <K extends keyof typeof optionLabels>(...keys: K[]) =>
  Object.fromEntries(keys.map((k) => [k, optionLabels[k]])) as Readonly<Record<string, MessageDescriptor>>;

/** The attributes of each category, in the order a specification table lists them. */
export const categorySpecs = {
  processors: [
    { key: 'socket', label: labels.socket, type: 'choice', options: cpuSockets, filter: true },
    { key: 'cores', label: labels.cores, type: 'number', integer: true, min: 1, max: 256, filter: true },
    { key: 'threads', label: labels.threads, type: 'number', integer: true, min: 1, max: 512, filter: false },
    { key: 'base_clock_ghz', label: labels.baseClock, type: 'number', unit: 'GHz', min: 0.1, max: 10, filter: false },
    { key: 'boost_clock_ghz', label: labels.boostClock, type: 'number', unit: 'GHz', min: 0.1, max: 10, filter: true },
    { key: 'tdp_w', label: labels.tdp, type: 'number', unit: 'W', integer: true, min: 1, max: 1000, filter: true },
    { key: 'integrated_graphics', label: labels.integratedGraphics, type: 'boolean', filter: true },
    { key: 'cooler_included', label: labels.coolerIncluded, type: 'boolean', filter: false },
  ],
  motherboards: [
    { key: 'socket', label: labels.socket, type: 'choice', options: cpuSockets, filter: true },
    {
      key: 'chipset',
      label: labels.chipset,
      type: 'choice',
      options: ['A620', 'B650', 'X670', 'B550', 'H610', 'B760', 'Z790', 'Z890'],
      filter: true,
    },
    { key: 'form_factor', label: labels.formFactor, type: 'choice', options: boardFormFactors, filter: true },
    { key: 'memory_type', label: labels.memoryType, type: 'choice', options: memoryTypes, filter: true },
    { key: 'memory_slots', label: labels.memorySlots, type: 'number', integer: true, min: 1, max: 16, filter: true },
    {
      key: 'max_memory_gb',
      label: labels.maxMemory,
      type: 'number',
      unit: 'GB',
      integer: true,
      min: 1,
      max: 4096,
      filter: false,
    },
    { key: 'm2_slots', label: labels.m2Slots, type: 'number', integer: true, min: 0, max: 16, filter: true },
    { key: 'sata_ports', label: labels.sataPorts, type: 'number', integer: true, min: 0, max: 16, filter: false },
  ],
  memory: [
    { key: 'memory_type', label: labels.memoryType, type: 'choice', options: memoryTypes, filter: true },
    {
      key: 'capacity_gb',
      label: labels.capacity,
      type: 'number',
      unit: 'GB',
      integer: true,
      min: 1,
      max: 1024,
      filter: true,
    },
    { key: 'modules', label: labels.modules, type: 'number', integer: true, min: 1, max: 16, filter: true },
    {
      key: 'speed_mts',
      label: labels.speed,
      type: 'number',
      unit: 'MT/s',
      integer: true,
      min: 100,
      max: 20000,
      filter: true,
    },
  ],
  storage: [
    { key: 'interface', label: labels.interface, type: 'choice', options: storageInterfaces, filter: true },
    { key: 'form_factor', label: labels.formFactor, type: 'choice', options: storageFormFactors, filter: true },
    {
      key: 'capacity_gb',
      label: labels.capacity,
      type: 'number',
      unit: 'GB',
      integer: true,
      min: 1,
      max: 100000,
      filter: true,
    },
  ],
  'graphics-cards': [
    {
      key: 'vram_gb',
      label: labels.videoMemory,
      type: 'number',
      unit: 'GB',
      integer: true,
      min: 1,
      max: 256,
      filter: true,
    },
    {
      key: 'length_mm',
      label: labels.length,
      type: 'number',
      unit: 'mm',
      integer: true,
      min: 50,
      max: 500,
      filter: true,
    },
    { key: 'tdp_w', label: labels.tdp, type: 'number', unit: 'W', integer: true, min: 1, max: 2000, filter: true },
    { key: 'slots', label: labels.slotsWide, type: 'number', min: 1, max: 5, filter: false },
    {
      key: 'recommended_psu_w',
      label: labels.recommendedPsu,
      type: 'number',
      unit: 'W',
      integer: true,
      min: 100,
      max: 3000,
      filter: false,
    },
  ],
  'power-supplies': [
    {
      key: 'wattage_w',
      label: labels.wattage,
      type: 'number',
      unit: 'W',
      integer: true,
      min: 100,
      max: 3000,
      filter: true,
    },
    {
      key: 'efficiency',
      label: labels.efficiency,
      type: 'choice',
      options: ['80 PLUS', '80 PLUS Bronze', '80 PLUS Silver', '80 PLUS Gold', '80 PLUS Platinum', '80 PLUS Titanium'],
      filter: true,
    },
    { key: 'form_factor', label: labels.formFactor, type: 'choice', options: psuFormFactors, filter: true },
  ],
  cases: [
    { key: 'form_factors', label: labels.boardsTaken, type: 'choices', options: boardFormFactors, filter: true },
    {
      key: 'max_gpu_length_mm',
      label: labels.maxGpuLength,
      type: 'number',
      unit: 'mm',
      integer: true,
      min: 50,
      max: 600,
      filter: true,
    },
    {
      key: 'max_cooler_height_mm',
      label: labels.maxCoolerHeight,
      type: 'number',
      unit: 'mm',
      integer: true,
      min: 10,
      max: 300,
      filter: true,
    },
    { key: 'psu_form_factor', label: labels.psuFormFactor, type: 'choice', options: psuFormFactors, filter: true },
  ],
  cooling: [
    {
      key: 'cooler_type',
      label: labels.coolerType,
      type: 'choice',
      options: ['air', 'liquid', 'case-fans'],
      optionLabels: pick('air', 'liquid', 'case-fans'),
      filter: true,
    },
    { key: 'sockets', label: labels.sockets, type: 'choices', options: cpuSockets, filter: true },
    {
      key: 'height_mm',
      label: labels.height,
      type: 'number',
      unit: 'mm',
      integer: true,
      min: 10,
      max: 300,
      filter: true,
    },
    {
      key: 'tdp_rating_w',
      label: labels.tdpRating,
      type: 'number',
      unit: 'W',
      integer: true,
      min: 1,
      max: 1000,
      filter: false,
    },
  ],
  monitors: [
    { key: 'screen_size_in', label: labels.screenSize, type: 'number', unit: 'in', min: 5, max: 100, filter: true },
    {
      key: 'resolution',
      label: labels.resolution,
      type: 'choice',
      options: ['1920 x 1080', '2560 x 1080', '2560 x 1440', '3440 x 1440', '3840 x 2160'],
      filter: true,
    },
    {
      key: 'refresh_hz',
      label: labels.refreshRate,
      type: 'number',
      unit: 'Hz',
      integer: true,
      min: 24,
      max: 1000,
      filter: true,
    },
    { key: 'panel', label: labels.panel, type: 'choice', options: ['IPS', 'VA', 'TN', 'OLED'], filter: true },
  ],
  'keyboards-mice': [
    {
      key: 'device_type',
      label: labels.deviceType,
      type: 'choice',
      options: ['keyboard', 'mouse', 'keyboard-mouse'],
      optionLabels: pick('keyboard', 'mouse', 'keyboard-mouse'),
      filter: true,
    },
    {
      key: 'connection',
      label: labels.connection,
      type: 'choice',
      options: ['wired', 'wireless'],
      optionLabels: pick('wired', 'wireless'),
      filter: true,
    },
  ],
  networking: [
    {
      key: 'device_type',
      label: labels.deviceType,
      type: 'choice',
      options: ['router', 'switch', 'adapter'],
      optionLabels: pick('router', 'switch', 'adapter'),
      filter: true,
    },
    {
      key: 'wifi',
      label: labels.wifi,
      type: 'choice',
      options: ['Wi-Fi 5', 'Wi-Fi 6', 'Wi-Fi 6E', 'Wi-Fi 7'],
      filter: true,
    },
    { key: 'ports', label: labels.ports, type: 'number', integer: true, min: 0, max: 128, filter: true },
    {
      key: 'port_speed_mbps',
      label: labels.portSpeed,
      type: 'number',
      unit: 'Mbps',
      integer: true,
      min: 10,
      max: 100000,
      filter: false,
    },
  ],
} as const satisfies Record<CategoryId, readonly SpecAttribute[]>;

/** A category's attributes (none for an unknown category or an item without one). */
export function specAttributesOf(category: string | null | undefined): readonly SpecAttribute[] {
  return (category && (categorySpecs as Record<string, readonly SpecAttribute[]>)[category]) || [];
}

/** One attribute of a category by key, or undefined. */
export function specAttribute(category: string | null | undefined, key: string): SpecAttribute | undefined {
  return specAttributesOf(category).find((a) => a.key === key);
}

/** The attributes the catalog filters a category by. */
export function specFiltersOf(category: string | null | undefined): readonly SpecAttribute[] {
  return specAttributesOf(category).filter((a) => a.filter);
}

/** A value's label: the translated option label when it has one, else the value as written. */
export function specOptionLabel(attribute: SpecAttribute, value: string): MessageDescriptor | string {
  return attribute.optionLabels?.[value] ?? value;
}
