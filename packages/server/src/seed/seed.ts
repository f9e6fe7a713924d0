// Demo data for an empty database: computer-part items with drawn images, reviews and two users.
// Idempotent: items and reviews only go into empty tables; users are upserted by email.
import { toMinor, type CategoryId, type PriceTier, type Specs } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import { searchNameOf, searchTextOf } from '../catalog/service.ts';
import { tiersToColumn } from '../catalog/price-tiers.ts';
import { specsToColumn, writeSpecValues } from '../catalog/spec-values.ts';
import { newId, nowIso } from '../db/util.ts';
import { encodeWebp } from '../images/pipeline.ts';
import { stockQueries } from '../stock/repository.ts';
import { imagesRepository } from '../images/repository.ts';
import { imageUrl } from '../images/service.ts';
import { demoAdmin, demoUsers } from './demo-users.ts';
import { seedHistory } from './history.ts';
import { partSvg, type PartKind } from './illustrations.ts';

interface DemoItem {
  kind: PartKind;
  sku: string;
  category: CategoryId;
  name: string;
  short_description: string;
  min_order_quantity: number;
  available_quantity: number;
  /** BDT */
  price: number;
  /** Shipping weight in grams, boxed as a courier weighs it: what delivery charges by (requirements §17). */
  weight_g: number;
  /** Volume prices beyond the first (requirements §14.4), BDT. */
  price_tiers?: PriceTier[];
  /** In Bangla (requirements §12.11), as a shop here writes it: makes and models stay in Latin letters. */
  name_bn: string;
  short_description_bn: string;
  /**
   * Its specifications (requirements §19.1), as the maker's data sheet gives them: every attribute of
   * its category (seed.test.ts checks them against shared specs.ts).
   */
  specs: Specs;
}

// The original twelve come last, so the home page's latest six are unchanged; the rest reach
// shoppers through the catalog (requirements §12), new ones before the twelve. Two show the stock
// states: a sold-out hard drive and a nearly sold-out motherboard. The parts make PC builds that work
// and builds that do not (requirements §19.3): AM5 and LGA1700 processors and boards, DDR4 and DDR5,
// cases from Mini-ITX (an SFX power supply, a 320 mm card, a 70 mm cooler at most) to E-ATX, a card
// too long for the small case, a 550 W supply too weak for the largest card, a tower cooler too tall
// for the small case, a low-profile cooler without AM5, SATA and NVMe drives.
export const demoItems: readonly DemoItem[] = [
  {
    kind: 'cpu',
    sku: 'CC-CPU-X6',
    weight_g: 350,
    specs: {
      socket: 'LGA1700',
      cores: 6,
      threads: 12,
      base_clock_ghz: 2.5,
      boost_clock_ghz: 4.6,
      tdp_w: 65,
      integrated_graphics: true,
      cooler_included: true,
    },
    category: 'processors',
    name: 'Club Core X6 Processor',
    short_description:
      '6-core, 12-thread processor at 4.6 GHz boost with integrated graphics: the office workhorse of our range.',
    name_bn: 'Club Core X6 প্রসেসর',
    short_description_bn: '৬ কোর, ১২ থ্রেড, ৪.৬ GHz বুস্ট ও বিল্ট-ইন গ্রাফিক্স: অফিসের কাজের জন্য আমাদের সবচেয়ে ভরসার প্রসেসর।',
    min_order_quantity: 20,
    available_quantity: 900,
    price: 18500,
    price_tiers: [
      { min_quantity: 100, price: 17900 },
      { min_quantity: 500, price: 17200 },
    ],
  },
  {
    kind: 'cpu',
    sku: 'CC-CPU-X12',
    weight_g: 400,
    specs: {
      socket: 'AM5',
      cores: 12,
      threads: 24,
      base_clock_ghz: 4.4,
      boost_clock_ghz: 5.2,
      tdp_w: 170,
      integrated_graphics: true,
      cooler_included: false,
    },
    category: 'processors',
    name: 'Club Core X12 Pro Processor',
    short_description:
      '12-core, 24-thread workstation processor, 5.2 GHz boost and 64 MB cache for rendering and compiling.',
    name_bn: 'Club Core X12 Pro প্রসেসর',
    short_description_bn: '১২ কোর, ২৪ থ্রেডের ওয়ার্কস্টেশন প্রসেসর, ৫.২ GHz বুস্ট ও ৬৪ MB ক্যাশ: রেন্ডারিং আর কম্পাইলিংয়ের জন্য।',
    min_order_quantity: 5,
    available_quantity: 120,
    price: 52000,
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-H610',
    weight_g: 900,
    specs: {
      socket: 'LGA1700',
      chipset: 'H610',
      form_factor: 'Micro ATX',
      memory_type: 'DDR4',
      memory_slots: 2,
      max_memory_gb: 64,
      m2_slots: 1,
      sata_ports: 4,
    },
    category: 'motherboards',
    name: 'Club H610 Micro ATX Motherboard',
    short_description: 'Micro ATX board with DDR4 slots, one M.2 slot and HDMI out: the sensible base of an office PC.',
    name_bn: 'Club H610 মাইক্রো ATX মাদারবোর্ড',
    short_description_bn: 'DDR4 স্লট, একটি M.2 স্লট ও HDMI আউটসহ মাইক্রো ATX বোর্ড: অফিস পিসির জন্য সাশ্রয়ী সমাধান।',
    min_order_quantity: 20,
    available_quantity: 700,
    price: 9200,
    price_tiers: [{ min_quantity: 100, price: 8900 }],
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-Z790',
    weight_g: 1800,
    specs: {
      socket: 'LGA1700',
      chipset: 'Z790',
      form_factor: 'E-ATX',
      memory_type: 'DDR5',
      memory_slots: 4,
      max_memory_gb: 192,
      m2_slots: 4,
      sata_ports: 6,
    },
    category: 'motherboards',
    name: 'Club Z790 Extreme Motherboard',
    short_description: 'E-ATX board with 20-phase power, four M.2 slots, Wi-Fi 7 and 10 GbE for overclocked builds.',
    name_bn: 'Club Z790 Extreme গেমিং মাদারবোর্ড',
    short_description_bn: '২০ ফেজ পাওয়ার, চারটি M.2 স্লট, Wi-Fi 7 ও 10 GbE সহ E-ATX বোর্ড: ওভারক্লক বিল্ডের জন্য।',
    min_order_quantity: 2,
    available_quantity: 5,
    price: 46500,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D5-32',
    weight_g: 150,
    specs: { memory_type: 'DDR5', capacity_gb: 32, modules: 2, speed_mts: 6000 },
    category: 'memory',
    name: 'Club Fury 32 GB DDR5 RAM Kit',
    short_description: 'Two 16 GB DDR5-6000 modules, matched and tested together, with XMP and EXPO profiles.',
    name_bn: 'Club Fury 32 GB DDR5 র\u200d্যাম কিট',
    short_description_bn: 'একসাথে টেস্ট করা দুটি 16 GB DDR5-6000 মডিউল, XMP ও EXPO প্রোফাইলসহ।',
    min_order_quantity: 10,
    available_quantity: 600,
    price: 11800,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D4-8',
    weight_g: 80,
    specs: { memory_type: 'DDR4', capacity_gb: 8, modules: 1, speed_mts: 3200 },
    category: 'memory',
    name: 'Club Basic 8 GB DDR4 RAM',
    short_description: '8 GB DDR4-3200 module for office desktops and upgrades, lifetime warranty.',
    name_bn: 'Club Basic 8 GB DDR4 র\u200d্যাম',
    short_description_bn: 'অফিস ডেস্কটপ ও আপগ্রেডের জন্য 8 GB DDR4-3200 মডিউল, লাইফটাইম ওয়ারেন্টি।',
    min_order_quantity: 50,
    available_quantity: 3000,
    price: 2100,
  },
  {
    kind: 'ssd',
    sku: 'CC-SSD-2TB',
    weight_g: 100,
    specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 2000 },
    category: 'storage',
    name: 'Club Swift 2 TB NVMe SSD',
    short_description: '2 TB PCIe 4.0 NVMe drive, 7400 MB/s reads, with a slim aluminium heat spreader.',
    name_bn: 'Club Swift 2 TB NVMe এসএসডি',
    short_description_bn: '2 TB PCIe 4.0 NVMe ড্রাইভ, 7400 MB/s রিড স্পিড, পাতলা অ্যালুমিনিয়াম হিটসিংকসহ।',
    min_order_quantity: 10,
    available_quantity: 450,
    price: 17600,
  },
  {
    kind: 'ssd',
    sku: 'CC-HDD-4TB',
    weight_g: 700,
    specs: { interface: 'SATA', form_factor: '3.5"', capacity_gb: 4000 },
    category: 'storage',
    name: 'Club Vault 4 TB Hard Drive',
    short_description: '4 TB 7200 rpm SATA hard drive with 256 MB cache, built for backups and archives.',
    name_bn: 'Club Vault 4 TB হার্ড ড্রাইভ',
    short_description_bn: '256 MB ক্যাশসহ 4 TB 7200 rpm SATA হার্ড ড্রাইভ, ব্যাকআপ ও আর্কাইভের জন্য।',
    min_order_quantity: 10,
    available_quantity: 0,
    price: 9900,
  },
  {
    kind: 'gpu',
    sku: 'CC-GPU-3050',
    weight_g: 1100,
    specs: { vram_gb: 8, length_mm: 200, tdp_w: 130, slots: 2, recommended_psu_w: 550 },
    category: 'graphics-cards',
    name: 'Club Vision 3050 Graphics Card',
    short_description: '8 GB graphics card for 1080p play and office multi-monitor setups, quiet single fan.',
    name_bn: 'Club Vision 3050 গ্রাফিক্স কার্ড',
    short_description_bn: '1080p গেমিং ও অফিসের মাল্টি-মনিটর সেটআপের জন্য 8 GB গ্রাফিক্স কার্ড, একটি নিঃশব্দ ফ্যান।',
    min_order_quantity: 5,
    available_quantity: 300,
    price: 27500,
  },
  {
    kind: 'gpu',
    sku: 'CC-GPU-4090',
    weight_g: 3200,
    specs: { vram_gb: 24, length_mm: 336, tdp_w: 450, slots: 3.5, recommended_psu_w: 1000 },
    category: 'graphics-cards',
    name: 'Club Vision Titan Graphics Card',
    short_description: '24 GB flagship graphics card for 4K gaming, AI work and render farms, triple-fan cooling.',
    name_bn: 'Club Vision Titan গ্রাফিক্স কার্ড',
    short_description_bn: '4K গেমিং, AI কাজ ও রেন্ডার ফার্মের জন্য 24 GB ফ্ল্যাগশিপ গ্রাফিক্স কার্ড, তিন ফ্যানের কুলিং।',
    min_order_quantity: 1,
    available_quantity: 6,
    price: 198000,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-550B',
    weight_g: 1800,
    specs: { wattage_w: 550, efficiency: '80 PLUS Bronze', form_factor: 'ATX' },
    category: 'power-supplies',
    name: 'Club Power 550 W Bronze PSU',
    short_description: '550 W power supply, 80 PLUS Bronze, with a 120 mm fan and every protection circuit.',
    name_bn: 'Club Power 550 W Bronze পাওয়ার সাপ্লাই',
    short_description_bn: '80 PLUS Bronze সার্টিফায়েড 550 W পাওয়ার সাপ্লাই, 120 mm ফ্যান ও সব ধরনের প্রটেকশন সার্কিট।',
    min_order_quantity: 20,
    available_quantity: 800,
    price: 5400,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-1000P',
    weight_g: 2900,
    specs: { wattage_w: 1000, efficiency: '80 PLUS Platinum', form_factor: 'ATX' },
    category: 'power-supplies',
    name: 'Club Power 1000 W Platinum PSU',
    short_description: 'Fully modular 1000 W, 80 PLUS Platinum, ATX 3.1 with a native 12V-2x6 cable.',
    name_bn: 'Club Power 1000 W Platinum পাওয়ার সাপ্লাই',
    short_description_bn: 'ফুল মডুলার 1000 W, 80 PLUS Platinum, ATX 3.1, নেটিভ 12V-2x6 ক্যাবলসহ।',
    min_order_quantity: 5,
    available_quantity: 90,
    price: 24800,
  },
  {
    kind: 'case',
    sku: 'CC-CASE-MINI',
    weight_g: 4500,
    specs: { form_factors: ['Mini-ITX'], max_gpu_length_mm: 320, max_cooler_height_mm: 70, psu_form_factor: 'SFX' },
    category: 'cases',
    name: 'Club Cube Mini ITX Case',
    short_description: 'Compact Mini ITX case with room for a full-length graphics card and a 240 mm radiator.',
    name_bn: 'Club Cube Mini ITX কেসিং',
    short_description_bn: 'ছোট Mini ITX কেসিং, তবু ফুল-লেংথ গ্রাফিক্স কার্ড আর 240 mm রেডিয়েটর বসানোর জায়গা আছে।',
    min_order_quantity: 5,
    available_quantity: 210,
    price: 6800,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-AIO240',
    weight_g: 1600,
    specs: { cooler_type: 'liquid', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], height_mm: 53, tdp_rating_w: 250 },
    category: 'cooling',
    name: 'Club Frost 240 Liquid Cooler',
    short_description: 'All-in-one liquid cooler with a 240 mm radiator and two PWM fans, for processors up to 250 W.',
    name_bn: 'Club Frost 240 লিকুইড কুলার',
    short_description_bn: '240 mm রেডিয়েটর ও দুটি PWM ফ্যানসহ অল-ইন-ওয়ান লিকুইড কুলার, 250 W পর্যন্ত প্রসেসরের জন্য।',
    min_order_quantity: 5,
    available_quantity: 180,
    price: 9600,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-FAN3',
    weight_g: 600,
    specs: { cooler_type: 'case-fans' },
    category: 'cooling',
    name: 'Club Breeze 120 mm Case Fan Pack',
    short_description: 'Three 120 mm fluid-bearing case fans with PWM control and a daisy-chain cable.',
    name_bn: 'Club Breeze 120 mm কেসিং ফ্যান প্যাক',
    short_description_bn: 'PWM কন্ট্রোল ও ডেইজি-চেইন ক্যাবলসহ তিনটি 120 mm ফ্লুইড-বেয়ারিং কেসিং ফ্যান।',
    min_order_quantity: 20,
    available_quantity: 1100,
    price: 2400,
  },
  {
    kind: 'monitor',
    sku: 'CC-MON-24F',
    weight_g: 4200,
    specs: { screen_size_in: 24, resolution: '1920 x 1080', refresh_hz: 100, panel: 'IPS' },
    category: 'monitors',
    name: 'Club View 24" Full HD Monitor',
    short_description: '24-inch 1920x1080 IPS monitor at 100 Hz with a tilt stand: the office standard.',
    name_bn: 'Club View 24" Full HD মনিটর',
    short_description_bn: '100 Hz, 1920x1080 IPS প্যানেলের 24 ইঞ্চি মনিটর, টিল্ট স্ট্যান্ডসহ: অফিসের জন্য আদর্শ।',
    min_order_quantity: 5,
    available_quantity: 520,
    price: 13900,
  },
  {
    kind: 'monitor',
    sku: 'CC-MON-34UW',
    weight_g: 10500,
    specs: { screen_size_in: 34, resolution: '3440 x 1440', refresh_hz: 144, panel: 'VA' },
    category: 'monitors',
    name: 'Club View 34" Ultrawide Monitor',
    short_description: '34-inch 3440x1440 curved panel at 144 Hz with USB-C power delivery for one-cable desks.',
    name_bn: 'Club View 34" আল্ট্রাওয়াইড মনিটর',
    short_description_bn: '144 Hz, 3440x1440 কার্ভড 34 ইঞ্চি প্যানেল, USB-C পাওয়ার ডেলিভারিসহ: এক ক্যাবলেই পুরো ডেস্ক।',
    min_order_quantity: 2,
    available_quantity: 40,
    price: 58000,
  },
  {
    kind: 'keyboard',
    sku: 'CC-KB-OFFICE',
    weight_g: 1100,
    specs: { device_type: 'keyboard-mouse', connection: 'wired' },
    category: 'keyboards-mice',
    name: 'Club Desk Keyboard and Mouse Set',
    short_description: 'Quiet wired keyboard and mouse set for offices and cyber cafes, spill-resistant keys.',
    name_bn: 'Club Desk কিবোর্ড ও মাউস সেট',
    short_description_bn: 'অফিস ও সাইবার ক্যাফের জন্য নিঃশব্দ ওয়্যার্ড কিবোর্ড-মাউস সেট, স্পিল-রেজিস্ট্যান্ট কি।',
    min_order_quantity: 50,
    available_quantity: 2500,
    price: 1800,
  },
  {
    kind: 'router',
    sku: 'CC-NET-SW16',
    weight_g: 1400,
    specs: { device_type: 'switch', ports: 16, port_speed_mbps: 1000 },
    category: 'networking',
    name: 'Club Link 16-Port Gigabit Switch',
    short_description: 'Unmanaged 16-port gigabit switch in a rack-mountable metal case, fanless and silent.',
    name_bn: 'Club Link 16 পোর্ট গিগাবিট সুইচ',
    short_description_bn:
      'র\u200d্যাকে লাগানো যায় এমন মেটাল বডির আনম্যানেজড 16 পোর্ট গিগাবিট সুইচ, ফ্যান ছাড়া, একদম নিঃশব্দ।',
    min_order_quantity: 5,
    available_quantity: 260,
    price: 6900,
  },
  {
    kind: 'cpu',
    sku: 'CC-CPU-X10F',
    weight_g: 380,
    specs: {
      socket: 'LGA1700',
      cores: 10,
      threads: 16,
      base_clock_ghz: 3.7,
      boost_clock_ghz: 5.0,
      tdp_w: 125,
      integrated_graphics: false,
      cooler_included: false,
    },
    category: 'processors',
    name: 'Club Core X10F Processor',
    short_description:
      '10-core, 16-thread LGA1700 processor at 5.0 GHz boost, without integrated graphics: pair it with a graphics card and a cooler.',
    name_bn: 'Club Core X10F প্রসেসর',
    short_description_bn:
      '১০ কোর, ১৬ থ্রেড, ৫.০ GHz বুস্টের LGA1700 প্রসেসর, বিল্ট-ইন গ্রাফিক্স নেই: সাথে গ্রাফিক্স কার্ড আর কুলার লাগবে।',
    min_order_quantity: 5,
    available_quantity: 260,
    price: 34500,
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-B650',
    weight_g: 1250,
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
    category: 'motherboards',
    name: 'Club B650 Gaming Motherboard',
    short_description:
      'AM5 ATX board with four DDR5 slots, two PCIe 4.0 M.2 slots and 2.5 GbE LAN for Ryzen-class builds.',
    name_bn: 'Club B650 গেমিং মাদারবোর্ড',
    short_description_bn: 'চারটি DDR5 স্লট, দুটি PCIe 4.0 M.2 স্লট ও 2.5 GbE LAN সহ AM5 ATX বোর্ড: Ryzen ধাঁচের বিল্ডের জন্য।',
    min_order_quantity: 5,
    available_quantity: 280,
    price: 21500,
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-A620I',
    weight_g: 800,
    specs: {
      socket: 'AM5',
      chipset: 'A620',
      form_factor: 'Mini-ITX',
      memory_type: 'DDR5',
      memory_slots: 2,
      max_memory_gb: 96,
      m2_slots: 1,
      sata_ports: 2,
    },
    category: 'motherboards',
    name: 'Club A620 Mini ITX Motherboard',
    short_description: 'Mini ITX AM5 board with two DDR5 slots, one M.2 slot and Wi-Fi 6 for small, quiet desktops.',
    name_bn: 'Club A620 মিনি ITX মাদারবোর্ড',
    short_description_bn: 'দুটি DDR5 স্লট, একটি M.2 স্লট ও Wi-Fi 6 সহ Mini ITX AM5 বোর্ড: ছোট, নিঃশব্দ ডেস্কটপের জন্য।',
    min_order_quantity: 5,
    available_quantity: 150,
    price: 14800,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D4-16',
    weight_g: 150,
    specs: { memory_type: 'DDR4', capacity_gb: 16, modules: 2, speed_mts: 3200 },
    category: 'memory',
    name: 'Club Basic 16 GB DDR4 RAM Kit',
    short_description: 'Two 8 GB DDR4-3200 modules for dual-channel office and school desktops, lifetime warranty.',
    name_bn: 'Club Basic 16 GB DDR4 র\u200d্যাম কিট',
    short_description_bn: 'ডুয়াল চ্যানেলের জন্য দুটি 8 GB DDR4-3200 মডিউল, অফিস ও স্কুলের ডেস্কটপে, লাইফটাইম ওয়ারেন্টি।',
    min_order_quantity: 20,
    available_quantity: 1400,
    price: 4300,
  },
  {
    kind: 'ssd',
    sku: 'CC-SSD-SATA1TB',
    weight_g: 120,
    specs: { interface: 'SATA', form_factor: '2.5"', capacity_gb: 1000 },
    category: 'storage',
    name: 'Club Dash 1 TB SATA SSD',
    short_description: '1 TB 2.5-inch SATA SSD, 550 MB/s reads: new life for older desktops and laptops without M.2.',
    name_bn: 'Club Dash 1 TB SATA এসএসডি',
    short_description_bn: '1 TB 2.5 ইঞ্চি SATA এসএসডি, 550 MB/s রিড স্পিড: M.2 ছাড়া পুরোনো ডেস্কটপ আর ল্যাপটপে নতুন গতি।',
    min_order_quantity: 10,
    available_quantity: 700,
    price: 7200,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-650SFX',
    weight_g: 1300,
    specs: { wattage_w: 650, efficiency: '80 PLUS Gold', form_factor: 'SFX' },
    category: 'power-supplies',
    name: 'Club Power 650 W SFX Gold PSU',
    short_description: 'Compact SFX power supply, 650 W, 80 PLUS Gold, fully modular: made for Mini ITX cases.',
    name_bn: 'Club Power 650 W SFX Gold পাওয়ার সাপ্লাই',
    short_description_bn: 'ছোট SFX পাওয়ার সাপ্লাই, 650 W, 80 PLUS Gold, ফুল মডুলার: Mini ITX কেসিংয়ের জন্য তৈরি।',
    min_order_quantity: 5,
    available_quantity: 120,
    price: 12900,
  },
  {
    kind: 'case',
    sku: 'CC-CASE-MATX',
    weight_g: 6000,
    specs: {
      form_factors: ['Micro ATX', 'Mini-ITX'],
      max_gpu_length_mm: 300,
      max_cooler_height_mm: 150,
      psu_form_factor: 'ATX',
    },
    category: 'cases',
    name: 'Club Box Micro ATX Case',
    short_description:
      'Compact Micro ATX case with a mesh front, room for a 300 mm graphics card and a 150 mm tower cooler.',
    name_bn: 'Club Box মাইক্রো ATX কেসিং',
    short_description_bn: 'মেশ ফ্রন্টসহ ছোট Micro ATX কেসিং, 300 mm গ্রাফিক্স কার্ড আর 150 mm টাওয়ার কুলারের জায়গা আছে।',
    min_order_quantity: 5,
    available_quantity: 240,
    price: 4900,
  },
  {
    kind: 'case',
    sku: 'CC-CASE-FULL',
    weight_g: 12500,
    specs: {
      form_factors: ['E-ATX', 'ATX', 'Micro ATX', 'Mini-ITX'],
      max_gpu_length_mm: 420,
      max_cooler_height_mm: 185,
      psu_form_factor: 'ATX',
    },
    category: 'cases',
    name: 'Club Tower Full E-ATX Case',
    short_description: 'Full-tower case for E-ATX boards, 420 mm graphics cards, 185 mm coolers and a 360 mm radiator.',
    name_bn: 'Club Tower ফুল E-ATX কেসিং',
    short_description_bn: 'E-ATX বোর্ড, 420 mm গ্রাফিক্স কার্ড, 185 mm কুলার আর 360 mm রেডিয়েটরের জন্য ফুল-টাওয়ার কেসিং।',
    min_order_quantity: 2,
    available_quantity: 60,
    price: 13500,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-LP47',
    weight_g: 450,
    specs: { cooler_type: 'air', sockets: ['AM4', 'LGA1700', 'LGA1851'], height_mm: 47, tdp_rating_w: 95 },
    category: 'cooling',
    name: 'Club Frost 47 Low-Profile Cooler',
    short_description:
      '47 mm low-profile air cooler for small cases and office PCs up to 95 W, LGA1700 and AM4 brackets.',
    name_bn: 'Club Frost 47 লো-প্রোফাইল কুলার',
    short_description_bn: 'ছোট কেসিং ও অফিস পিসির জন্য 47 mm লো-প্রোফাইল এয়ার কুলার, 95 W পর্যন্ত, LGA1700 ও AM4 ব্র্যাকেটসহ।',
    min_order_quantity: 10,
    available_quantity: 500,
    price: 1900,
  },
  {
    kind: 'cpu',
    sku: 'CC-CPU-X8',
    weight_g: 380,
    specs: {
      socket: 'AM5',
      cores: 8,
      threads: 16,
      base_clock_ghz: 4.2,
      boost_clock_ghz: 4.9,
      tdp_w: 65,
      integrated_graphics: true,
      cooler_included: true,
    },
    category: 'processors',
    name: 'Club Core X8 Processor',
    short_description:
      '8-core, 16-thread desktop processor, 4.9 GHz boost, 32 MB cache and 65 W TDP. Built for gaming rigs and office fleets alike.',
    name_bn: 'Club Core X8 প্রসেসর',
    short_description_bn:
      '৮ কোর, ১৬ থ্রেডের ডেস্কটপ প্রসেসর, ৪.৯ GHz বুস্ট, ৩২ MB ক্যাশ ও ৬৫ W TDP। গেমিং পিসি আর অফিসের পিসি, দুটোর জন্যই।',
    min_order_quantity: 10,
    available_quantity: 500,
    price: 28500,
  },
  {
    kind: 'gpu',
    sku: 'CC-GPU-4070',
    weight_g: 1900,
    specs: { vram_gb: 12, length_mm: 285, tdp_w: 200, slots: 2.5, recommended_psu_w: 650 },
    category: 'graphics-cards',
    name: 'Club Vision RTX Graphics Card',
    short_description:
      '12 GB GDDR6 graphics card with dual-fan cooling, ray tracing and three DisplayPort 1.4 outputs for smooth 1440p gaming.',
    name_bn: 'Club Vision RTX গ্রাফিক্স কার্ড',
    short_description_bn:
      'ডুয়াল ফ্যান কুলিং, রে ট্রেসিং ও তিনটি DisplayPort 1.4 আউটপুটসহ 12 GB GDDR6 গ্রাফিক্স কার্ড: স্মুথ 1440p গেমিংয়ের জন্য।',
    min_order_quantity: 5,
    available_quantity: 220,
    price: 64000,
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-B760P',
    weight_g: 1300,
    specs: {
      socket: 'LGA1700',
      chipset: 'B760',
      form_factor: 'ATX',
      memory_type: 'DDR5',
      memory_slots: 4,
      max_memory_gb: 192,
      m2_slots: 2,
      sata_ports: 4,
    },
    category: 'motherboards',
    name: 'Club B760 Pro Motherboard',
    short_description:
      'ATX board with DDR5 support, two PCIe 4.0 M.2 slots, 2.5 GbE LAN and a reinforced steel PCIe slot for heavy cards.',
    name_bn: 'Club B760 Pro গেমিং মাদারবোর্ড',
    short_description_bn:
      'DDR5 সাপোর্ট, দুটি PCIe 4.0 M.2 স্লট, 2.5 GbE LAN ও ভারী কার্ডের জন্য স্টিল-রিইনফোর্সড PCIe স্লটসহ ATX বোর্ড।',
    min_order_quantity: 10,
    available_quantity: 340,
    price: 18900,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D5-16',
    weight_g: 90,
    specs: { memory_type: 'DDR5', capacity_gb: 16, modules: 1, speed_mts: 5600 },
    category: 'memory',
    name: 'Club Fury 16 GB DDR5 RAM',
    short_description:
      '16 GB DDR5-5600 desktop memory module with low-profile heat spreader, tested on our own assembly line.',
    name_bn: 'Club Fury 16 GB DDR5 র\u200d্যাম',
    short_description_bn:
      'লো-প্রোফাইল হিটস্প্রেডারসহ 16 GB DDR5-5600 ডেস্কটপ মেমোরি, আমাদের নিজস্ব অ্যাসেম্বলি লাইনে টেস্ট করা।',
    min_order_quantity: 20,
    available_quantity: 1200,
    price: 6200,
  },
  {
    kind: 'ssd',
    sku: 'CC-SSD-1TB',
    weight_g: 90,
    specs: { interface: 'NVMe', form_factor: 'M.2 2280', capacity_gb: 1000 },
    category: 'storage',
    name: 'Club Swift 1 TB NVMe SSD',
    short_description:
      '1 TB PCIe 4.0 NVMe drive, up to 7000 MB/s reads, with a five-year warranty and a slim graphene heat label.',
    name_bn: 'Club Swift 1 TB NVMe এসএসডি',
    short_description_bn:
      '1 TB PCIe 4.0 NVMe ড্রাইভ, 7000 MB/s পর্যন্ত রিড স্পিড, পাঁচ বছরের ওয়ারেন্টি ও পাতলা গ্রাফিন হিট লেবেল।',
    min_order_quantity: 15,
    available_quantity: 900,
    price: 9800,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-750G',
    weight_g: 2200,
    specs: { wattage_w: 750, efficiency: '80 PLUS Gold', form_factor: 'ATX' },
    category: 'power-supplies',
    name: 'Club Power 750 W Gold PSU',
    short_description:
      'Fully modular 750 W power supply, 80 PLUS Gold, a quiet 135 mm fluid-bearing fan and Japanese capacitors.',
    name_bn: 'Club Power 750 W Gold পাওয়ার সাপ্লাই',
    short_description_bn:
      'ফুল মডুলার 750 W পাওয়ার সাপ্লাই, 80 PLUS Gold, নিঃশব্দ 135 mm ফ্লুইড-বেয়ারিং ফ্যান ও জাপানি ক্যাপাসিটর।',
    min_order_quantity: 10,
    available_quantity: 410,
    price: 11500,
  },
  {
    kind: 'case',
    sku: 'CC-CASE-MID',
    weight_g: 8500,
    specs: {
      form_factors: ['ATX', 'Micro ATX', 'Mini-ITX'],
      max_gpu_length_mm: 360,
      max_cooler_height_mm: 165,
      psu_form_factor: 'ATX',
    },
    category: 'cases',
    name: 'Club Tower Mid ATX Case',
    short_description:
      'Mid-tower case with tempered-glass side panel, two pre-installed 120 mm fans and tool-free drive bays.',
    name_bn: 'Club Tower মিড ATX কেসিং',
    short_description_bn:
      'টেম্পার্ড গ্লাস সাইড প্যানেল, আগে থেকে লাগানো দুটি 120 mm ফ্যান ও টুল-ফ্রি ড্রাইভ বে সহ মিড-টাওয়ার কেসিং।',
    min_order_quantity: 5,
    available_quantity: 260,
    price: 7400,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-F120',
    weight_g: 750,
    specs: { cooler_type: 'air', sockets: ['AM4', 'AM5', 'LGA1700', 'LGA1851'], height_mm: 155, tdp_rating_w: 180 },
    category: 'cooling',
    name: 'Club Frost 120 CPU Cooler',
    short_description:
      'Tower air cooler with four copper heat pipes and a 120 mm PWM fan, rated for processors up to 180 W.',
    name_bn: 'Club Frost 120 সিপিইউ কুলার',
    short_description_bn: 'চারটি কপার হিট পাইপ ও 120 mm PWM ফ্যানসহ টাওয়ার এয়ার কুলার, 180 W পর্যন্ত প্রসেসরের জন্য।',
    min_order_quantity: 10,
    available_quantity: 640,
    price: 3600,
    price_tiers: [
      { min_quantity: 50, price: 3450 },
      { min_quantity: 200, price: 3300 },
    ],
  },
  {
    kind: 'monitor',
    sku: 'CC-MON-27Q',
    weight_g: 6800,
    specs: { screen_size_in: 27, resolution: '2560 x 1440', refresh_hz: 165, panel: 'IPS' },
    category: 'monitors',
    name: 'Club View 27" QHD Monitor',
    short_description:
      '27-inch 2560x1440 IPS panel at 165 Hz, 1 ms response and factory colour calibration for work and play.',
    name_bn: 'Club View 27" QHD মনিটর',
    short_description_bn:
      '165 Hz, 1 ms রেসপন্স ও ফ্যাক্টরি কালার ক্যালিব্রেশনসহ 27 ইঞ্চি 2560x1440 IPS প্যানেল: কাজ আর খেলা, দুটোর জন্যই।',
    min_order_quantity: 3,
    available_quantity: 150,
    price: 32000,
  },
  {
    kind: 'keyboard',
    sku: 'CC-KB-MECH',
    weight_g: 1300,
    specs: { device_type: 'keyboard', connection: 'wired' },
    category: 'keyboards-mice',
    name: 'Club Type Mechanical Keyboard',
    short_description:
      'Full-size mechanical keyboard with hot-swappable switches, PBT keycaps and a detachable USB-C cable.',
    name_bn: 'Club Type মেকানিক্যাল কিবোর্ড',
    short_description_bn: 'হট-সোয়াপেবল সুইচ, PBT কি-ক্যাপ ও খোলা যায় এমন USB-C ক্যাবলসহ ফুল-সাইজ মেকানিক্যাল কিবোর্ড।',
    min_order_quantity: 20,
    available_quantity: 800,
    price: 4500,
  },
  {
    kind: 'mouse',
    sku: 'CC-MS-GLIDE',
    weight_g: 180,
    specs: { device_type: 'mouse', connection: 'wireless' },
    category: 'keyboards-mice',
    name: 'Club Glide Wireless Mouse',
    short_description:
      'Lightweight 2.4 GHz wireless mouse with a 26,000 DPI sensor and 70 hours of battery life per charge.',
    name_bn: 'Club Glide ওয়্যারলেস মাউস',
    short_description_bn: '26,000 DPI সেন্সর ও এক চার্জে 70 ঘণ্টা ব্যাটারি লাইফসহ হালকা 2.4 GHz ওয়্যারলেস মাউস।',
    min_order_quantity: 25,
    available_quantity: 1500,
    price: 2900,
  },
  {
    kind: 'router',
    sku: 'CC-NET-AX3000',
    weight_g: 1200,
    specs: { device_type: 'router', wifi: 'Wi-Fi 6', ports: 4, port_speed_mbps: 1000 },
    category: 'networking',
    name: 'Club Link Wi-Fi 6 Router',
    short_description:
      'Dual-band AX3000 Wi-Fi 6 router with four gigabit ports, WPA3 security and easy mesh expansion.',
    name_bn: 'Club Link Wi-Fi 6 রাউটার',
    short_description_bn: 'চারটি গিগাবিট পোর্ট, WPA3 সিকিউরিটি ও সহজ মেশ এক্সপানশনসহ ডুয়াল-ব্যান্ড AX3000 Wi-Fi 6 রাউটার।',
    min_order_quantity: 5,
    available_quantity: 380,
    price: 8700,
  },
];

const demoReviews = [
  {
    rating: 5,
    description:
      'Ordered 200 RAM modules for our cyber cafe chain. Every single one passed our burn-in test. Excellent quality control!',
    author: 'rahim.traders@example.com',
    name: 'Rahim Traders',
  },
  {
    rating: 4.5,
    description: 'The NVMe drives are blazing fast and the bulk pricing in BDT is the best we found in Dhaka.',
    author: 'nusrat.it@example.com',
    name: 'Nusrat Jahan',
  },
  {
    rating: 4,
    description: 'Motherboards arrived well packed and on time. Documentation could be a little more detailed.',
    author: 'karim.systems@example.com',
    name: 'Karim Systems',
  },
  {
    rating: 4.8,
    description:
      'We build office PCs with Club processors and coolers: quiet, cool and reliable. Support answered within a day.',
    author: 'dhaka.office@example.com',
    name: 'Dhaka Office Solutions',
  },
  {
    rating: 3.9,
    description: 'Good monitors for the price. One unit had a loose stand screw, replaced quickly without any fuss.',
    author: 'tanvir@example.com',
    name: 'Tanvir Ahmed',
  },
  {
    rating: 4.7,
    description:
      'The graphics cards run our render farm day and night. Great thermals, and the minimum order was easy to meet.',
    author: 'studio.pixel@example.com',
    name: 'Studio Pixel',
  },
];

export interface SeedResult {
  items: number;
  /** The 90 days of order history (requirements §15.4), seeded with the items. */
  orders: number;
  reviews: number;
  users: number;
}

/** `accounts`: also the demo users (an administrator among them): only while the emulator is trusted. */
export async function seedDemo(db: Db, { accounts = true }: { accounts?: boolean } = {}): Promise<SeedResult> {
  const result: SeedResult = { items: 0, orders: 0, reviews: 0, users: 0 };
  const itemCount = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(itemCount.n) === 0) {
    // Each item its own picture: the n-th item of a kind is lit from another side.
    const seen = new Map<PartKind, number>();
    const variants = demoItems.map((item) => {
      const variant = seen.get(item.kind) ?? 0;
      seen.set(item.kind, variant + 1);
      return variant;
    });
    const pictures = await Promise.all(
      demoItems.map((item, i) => encodeWebp(Buffer.from(partSvg(item.kind, variants[i]!)))),
    );
    const seeded: { id: string; name: string; min_order_quantity: number; price_minor: number }[] = [];
    await db.transaction().execute(async (trx) => {
      const images = imagesRepository(trx);
      const stock = stockQueries(trx);
      for (const [i, item] of demoItems.entries()) {
        const image = pictures[i]!;
        await images.save(image);
        const id = newId();
        const { seq } = await trx
          .insertInto('items')
          .values({
            id,
            name: item.name,
            image: imageUrl(image.sha256),
            short_description: item.short_description,
            min_order_quantity: item.min_order_quantity,
            available_quantity: item.available_quantity,
            price_minor: toMinor(item.price),
            created_at: nowIso(),
            deleted_at: null,
            sku: item.sku,
            category_id: item.category,
            name_bn: item.name_bn,
            short_description_bn: item.short_description_bn,
            search_text: searchTextOf(item),
            search_name: searchNameOf(item),
            price_tiers: tiersToColumn(item.price_tiers ?? []),
            weight_g: item.weight_g,
            specs: specsToColumn(item.specs),
          })
          .returning('seq')
          .executeTakeFirstOrThrow();
        await writeSpecValues(trx, Number(seq), item.category, item.specs, { replace: false });
        await stock.open(id, item.available_quantity, null);
        if (item.available_quantity > 0)
          seeded.push({
            id,
            name: item.name,
            min_order_quantity: item.min_order_quantity,
            price_minor: toMinor(item.price),
          });
      }
    });
    result.items = demoItems.length;
    result.orders = await seedHistory(db, seeded, demoAdmin.email);
  }

  const reviewCount = await db
    .selectFrom('reviews')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(reviewCount.n) === 0) {
    await db
      .insertInto('reviews')
      .values(
        demoReviews.map((r) => ({
          id: newId(),
          rating: r.rating,
          description: r.description,
          author_email: r.author,
          author_name: r.name,
          created_at: nowIso(),
        })),
      )
      .execute();
    result.reviews = demoReviews.length;
  }

  for (const user of accounts ? demoUsers : []) {
    const inserted = await db
      .insertInto('users')
      .values({ id: newId(), email: user.email, name: user.name, role: user.role, created_at: nowIso() })
      .onConflict((oc) => oc.column('email').doNothing())
      .executeTakeFirst();
    result.users += Number(inserted.numInsertedOrUpdatedRows ?? 0n);
  }
  return result;
}
