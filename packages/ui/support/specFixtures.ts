// Sample parts with specifications for the issue 34 stories (specs, compare, the PC builder): real-
// looking values in the shape the API answers (requirements §19), and sample builder problems.
import type { MessageDescriptor, Specs } from '@storefront/shared';
import { categoryMessage } from '@storefront/shared';
import type { BuilderSlotSpec, BuildProblem } from '../src/domain/builder/contract.ts';
import type { SpecFacet } from '../src/domain/specs/contract.ts';
import { graphicsCardImage, memoryImage, motherboardImage, processorImage } from './partPictures.ts';

export interface SamplePart {
  _id: string;
  name: string;
  category: string;
  image: string;
  price: number;
  specs: Specs;
}

const part = (p: SamplePart) => p;

export const sampleParts = {
  ryzen7: part({
    _id: 'cpu-r7-7700',
    name: 'AMD Ryzen 7 7700',
    category: 'processors',
    image: processorImage,
    price: 34_500,
    specs: {
      socket: 'AM5',
      cores: 8,
      threads: 16,
      base_clock_ghz: 3.8,
      boost_clock_ghz: 5.3,
      tdp_w: 65,
      integrated_graphics: true,
      cooler_included: true,
    },
  }),
  ryzen5: part({
    _id: 'cpu-r5-7600x',
    name: 'AMD Ryzen 5 7600X',
    category: 'processors',
    image: processorImage,
    price: 24_800,
    specs: {
      socket: 'AM5',
      cores: 6,
      threads: 12,
      base_clock_ghz: 4.7,
      boost_clock_ghz: 5.3,
      tdp_w: 105,
      integrated_graphics: true,
      cooler_included: false,
    },
  }),
  i5: part({
    _id: 'cpu-i5-14400f',
    name: 'Intel Core i5-14400F',
    category: 'processors',
    image: processorImage,
    price: 21_500,
    specs: {
      socket: 'LGA1700',
      cores: 10,
      threads: 16,
      base_clock_ghz: 2.5,
      boost_clock_ghz: 4.7,
      tdp_w: 65,
      integrated_graphics: false,
      cooler_included: true,
    },
  }),
  i9: part({
    _id: 'cpu-i9-14900k',
    name: 'Intel Core i9-14900K',
    category: 'processors',
    image: processorImage,
    price: 68_000,
    specs: { socket: 'LGA1700', cores: 24, threads: 32, base_clock_ghz: 3.2, boost_clock_ghz: 6, tdp_w: 253 },
  }),
  b650: part({
    _id: 'mb-b650m',
    name: 'MSI PRO B650M-A WiFi',
    category: 'motherboards',
    image: motherboardImage,
    price: 21_000,
    specs: {
      socket: 'AM5',
      chipset: 'B650',
      form_factor: 'Micro ATX',
      memory_type: 'DDR5',
      memory_slots: 4,
      max_memory_gb: 192,
      m2_slots: 2,
      sata_ports: 4,
    },
  }),
  b760: part({
    _id: 'mb-b760',
    name: 'ASUS PRIME B760-PLUS D4',
    category: 'motherboards',
    image: motherboardImage,
    price: 17_500,
    specs: {
      socket: 'LGA1700',
      chipset: 'B760',
      form_factor: 'ATX',
      memory_type: 'DDR4',
      memory_slots: 4,
      max_memory_gb: 128,
      m2_slots: 3,
      sata_ports: 4,
    },
  }),
  ddr5: part({
    _id: 'ram-ddr5-32',
    name: 'Corsair Vengeance 32GB (2 x 16GB) DDR5 6000',
    category: 'memory',
    image: memoryImage,
    price: 12_800,
    specs: { memory_type: 'DDR5', capacity_gb: 32, modules: 2, speed_mts: 6000 },
  }),
  ddr4: part({
    _id: 'ram-ddr4-16',
    name: 'G.Skill Ripjaws V 16GB (2 x 8GB) DDR4 3200',
    category: 'memory',
    image: memoryImage,
    price: 4_900,
    specs: { memory_type: 'DDR4', capacity_gb: 16, modules: 2, speed_mts: 3200 },
  }),
  nvme: part({
    _id: 'ssd-nvme-1tb',
    name: 'Samsung 990 EVO 1TB NVMe',
    category: 'storage',
    image: memoryImage,
    price: 11_500,
    specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 1000 },
  }),
  nvme2: part({
    _id: 'ssd-nvme-2tb',
    name: 'WD Black SN850X 2TB NVMe',
    category: 'storage',
    image: memoryImage,
    price: 21_900,
    specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 2000 },
  }),
  sata: part({
    _id: 'ssd-sata-500',
    name: 'Crucial MX500 500GB SATA',
    category: 'storage',
    image: memoryImage,
    price: 5_200,
    specs: { interface: 'SATA', form_factor: '2.5"', capacity_gb: 500 },
  }),
  rtx4070: part({
    _id: 'gpu-rtx-4070',
    name: 'Gigabyte GeForce RTX 4070 WINDFORCE OC 12G',
    category: 'graphics-cards',
    image: graphicsCardImage,
    price: 72_000,
    specs: { vram_gb: 12, length_mm: 261, tdp_w: 200, slots: 2.5, recommended_psu_w: 650 },
  }),
  rtx4090: part({
    _id: 'gpu-rtx-4090',
    name: 'ASUS ROG Strix GeForce RTX 4090 OC',
    category: 'graphics-cards',
    image: graphicsCardImage,
    price: 2_85_000,
    specs: { vram_gb: 24, length_mm: 358, tdp_w: 450, slots: 3.5, recommended_psu_w: 1000 },
  }),
  psu650: part({
    _id: 'psu-650',
    name: 'Corsair RM650e 650W 80 PLUS Gold',
    category: 'power-supplies',
    image: graphicsCardImage,
    price: 10_500,
    specs: { wattage_w: 650, efficiency: '80 PLUS Gold', form_factor: 'ATX' },
  }),
  psu450: part({
    _id: 'psu-450',
    name: 'Antec Atom B450 450W',
    category: 'power-supplies',
    image: graphicsCardImage,
    price: 3_900,
    specs: { wattage_w: 450, efficiency: '80 PLUS Bronze', form_factor: 'ATX' },
  }),
  caseMatx: part({
    _id: 'case-matx',
    name: 'Cooler Master MasterBox Q300L',
    category: 'cases',
    image: motherboardImage,
    price: 5_500,
    specs: {
      form_factors: ['Micro ATX', 'Mini-ITX'],
      max_gpu_length_mm: 360,
      max_cooler_height_mm: 157,
      psu_form_factor: 'ATX',
    },
  }),
  cooler: part({
    _id: 'cooler-ak400',
    name: 'DeepCool AK400',
    category: 'cooling',
    image: processorImage,
    price: 3_400,
    specs: { cooler_type: 'air', sockets: ['AM4', 'AM5', 'LGA1700'], height_mm: 155, tdp_rating_w: 220 },
  }),
};

const sample = (id: string, message: string): MessageDescriptor => ({ id: `story.${id}`, message });

/**
 * Sample problems in the contract's shape (the rules' own descriptors, with their Bangla, are
 * packages/shared/src/builder.ts's): English on either language's page, as a message the catalog
 * lacks is.
 */
export const sampleProblems = {
  cpuSocket: {
    rule: 'cpu-socket',
    severity: 'error',
    message: sample(
      'cpuSocket',
      'The {cpu} needs a {cpuSocket} board, and the {board} is {boardSocket}. Choose a {cpuSocket} motherboard or another CPU.',
    ),
    values: { cpu: 'Intel Core i5-14400F', cpuSocket: 'LGA1700', board: 'MSI PRO B650M-A WiFi', boardSocket: 'AM5' },
    items: ['cpu-i5-14400f', 'mb-b650m'],
  },
  gpuLength: {
    rule: 'gpu-length',
    severity: 'error',
    message: sample(
      'gpuLength',
      'The {gpu} is {length} mm long and the {case} takes cards up to {max} mm. Choose a shorter card or a bigger case.',
    ),
    values: { gpu: 'ASUS ROG Strix GeForce RTX 4090 OC', length: 358, case: 'Cooler Master MasterBox Q300L', max: 340 },
    items: ['gpu-rtx-4090', 'case-matx'],
  },
  psuWarning: {
    rule: 'psu-wattage',
    severity: 'warning',
    message: sample(
      'psuWattage',
      'The {psu} gives {wattage} W; we recommend {recommended} W for this build. Choose a bigger power supply.',
    ),
    values: { psu: 'Corsair RM650e 650W 80 PLUS Gold', wattage: 650, recommended: 690 },
    items: ['psu-650'],
  },
  coolerNeeded: {
    rule: 'cooler-needed',
    severity: 'warning',
    message: sample('coolerNeeded', 'The {cpu} comes without a cooler. Add a CPU cooler.'),
    values: { cpu: 'AMD Ryzen 5 7600X' },
    items: ['cpu-r5-7600x'],
  },
  specMissing: {
    rule: 'spec-missing',
    severity: 'note',
    message: sample('specMissing', "We could not check the {part}'s {value}: it is not listed yet."),
    values: { part: 'Cooler Master MasterBox Q300L', value: 'Tallest CPU cooler' },
    items: ['case-matx'],
  },
} satisfies Record<string, BuildProblem>;

/** What the builder does not check, in the contract's shape (shared's `notCheckedMessages`). */
export const sampleNotChecked: MessageDescriptor[] = [
  sample('notChecked.memoryHeight', 'Memory height under a large CPU cooler'),
  sample('notChecked.radiator', 'Radiator mounts for liquid coolers'),
  sample('notChecked.cables', 'Cable lengths'),
  sample('notChecked.bios', 'BIOS versions for new CPUs on older boards'),
];

/** The catalog's `facets.specs` for motherboards (counts under the other filters; an option with none). */
export const boardFacets: SpecFacet[] = [
  {
    key: 'socket',
    kind: 'options',
    values: [
      { value: 'AM4', count: 0 },
      { value: 'AM5', count: 6 },
      { value: 'LGA1700', count: 9 },
      { value: 'LGA1851', count: 2 },
    ],
  },
  {
    key: 'chipset',
    kind: 'options',
    values: ['A620', 'B650', 'X670', 'B550', 'H610', 'B760', 'Z790', 'Z890'].map((value, i) => ({
      value,
      count: [2, 3, 1, 0, 2, 4, 3, 2][i]!,
    })),
  },
  {
    key: 'form_factor',
    kind: 'options',
    values: [
      { value: 'E-ATX', count: 1 },
      { value: 'ATX', count: 8 },
      { value: 'Micro ATX', count: 6 },
      { value: 'Mini-ITX', count: 2 },
    ],
  },
  {
    key: 'memory_type',
    kind: 'options',
    values: [
      { value: 'DDR4', count: 5 },
      { value: 'DDR5', count: 12 },
    ],
  },
  { key: 'memory_slots', kind: 'range', min: 2, max: 4 },
  { key: 'm2_slots', kind: 'range', min: 1, max: 5 },
];

/** Graphics cards' facets: three ranges; nothing matches the card length under the other filters. */
export const cardFacets: SpecFacet[] = [
  { key: 'vram_gb', kind: 'range', min: 8, max: 24 },
  { key: 'length_mm', kind: 'range', min: null, max: null },
  { key: 'tdp_w', kind: 'range', min: 115, max: 450 },
];

/** Processors' facets: a yes/no attribute as options 'true'/'false'. */
export const cpuFacets: SpecFacet[] = [
  {
    key: 'socket',
    kind: 'options',
    values: [
      { value: 'AM4', count: 3 },
      { value: 'AM5', count: 4 },
      { value: 'LGA1700', count: 5 },
      { value: 'LGA1851', count: 1 },
    ],
  },
  { key: 'cores', kind: 'range', min: 4, max: 24 },
  { key: 'boost_clock_ghz', kind: 'range', min: 4.2, max: 6 },
  { key: 'tdp_w', kind: 'range', min: 35, max: 253 },
  {
    key: 'integrated_graphics',
    kind: 'options',
    values: [
      { value: 'true', count: 7 },
      { value: 'false', count: 6 },
    ],
  },
];

/** Builder slots in the shape of shared's `builderSlots` (labelled here with the categories' names). */
export const sampleSlots = {
  cpu: { slot: 'cpu', category: 'processors', label: categoryMessage('processors') },
  memory: { slot: 'memory', category: 'memory', label: categoryMessage('memory'), quantity: true },
  storage: { slot: 'storage', category: 'storage', label: categoryMessage('storage'), multiple: true, quantity: true },
  gpu: { slot: 'gpu', category: 'graphics-cards', label: categoryMessage('graphics-cards') },
} satisfies Record<string, BuilderSlotSpec>;
