// Demo data for an empty database: computer-part items with drawn images, reviews and two users.
// Idempotent: items and reviews only go into empty tables; users are upserted by email.
import { toMinor, type CategoryId, type PriceTier } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import { searchNameOf, searchTextOf } from '../catalog/service.ts';
import { tiersToColumn } from '../catalog/price-tiers.ts';
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
  /** Volume prices beyond the first (requirements §14.4), BDT. */
  price_tiers?: PriceTier[];
}

// The original twelve come last, so the home page's latest six are unchanged; the rest reach
// shoppers through the catalog (requirements §12). Two show the stock states: a sold-out hard
// drive and a nearly sold-out motherboard.
export const demoItems: readonly DemoItem[] = [
  {
    kind: 'cpu',
    sku: 'CC-CPU-X6',
    category: 'processors',
    name: 'Club Core X6 Processor',
    short_description:
      '6-core, 12-thread processor at 4.6 GHz boost with integrated graphics: the office workhorse of our range.',
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
    category: 'processors',
    name: 'Club Core X12 Pro Processor',
    short_description:
      '12-core, 24-thread workstation processor, 5.2 GHz boost and 64 MB cache for rendering and compiling.',
    min_order_quantity: 5,
    available_quantity: 120,
    price: 52000,
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-H610',
    category: 'motherboards',
    name: 'Club H610 Micro ATX Motherboard',
    short_description: 'Micro ATX board with DDR4 slots, one M.2 slot and HDMI out: the sensible base of an office PC.',
    min_order_quantity: 20,
    available_quantity: 700,
    price: 9200,
    price_tiers: [{ min_quantity: 100, price: 8900 }],
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-Z790',
    category: 'motherboards',
    name: 'Club Z790 Extreme Motherboard',
    short_description: 'E-ATX board with 20-phase power, four M.2 slots, Wi-Fi 7 and 10 GbE for overclocked builds.',
    min_order_quantity: 2,
    available_quantity: 5,
    price: 46500,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D5-32',
    category: 'memory',
    name: 'Club Fury 32 GB DDR5 RAM Kit',
    short_description: 'Two 16 GB DDR5-6000 modules, matched and tested together, with XMP and EXPO profiles.',
    min_order_quantity: 10,
    available_quantity: 600,
    price: 11800,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D4-8',
    category: 'memory',
    name: 'Club Basic 8 GB DDR4 RAM',
    short_description: '8 GB DDR4-3200 module for office desktops and upgrades, lifetime warranty.',
    min_order_quantity: 50,
    available_quantity: 3000,
    price: 2100,
  },
  {
    kind: 'ssd',
    sku: 'CC-SSD-2TB',
    category: 'storage',
    name: 'Club Swift 2 TB NVMe SSD',
    short_description: '2 TB PCIe 4.0 NVMe drive, 7400 MB/s reads, with a slim aluminium heat spreader.',
    min_order_quantity: 10,
    available_quantity: 450,
    price: 17600,
  },
  {
    kind: 'ssd',
    sku: 'CC-HDD-4TB',
    category: 'storage',
    name: 'Club Vault 4 TB Hard Drive',
    short_description: '4 TB 7200 rpm SATA hard drive with 256 MB cache, built for backups and archives.',
    min_order_quantity: 10,
    available_quantity: 0,
    price: 9900,
  },
  {
    kind: 'gpu',
    sku: 'CC-GPU-3050',
    category: 'graphics-cards',
    name: 'Club Vision 3050 Graphics Card',
    short_description: '8 GB graphics card for 1080p play and office multi-monitor setups, quiet single fan.',
    min_order_quantity: 5,
    available_quantity: 300,
    price: 27500,
  },
  {
    kind: 'gpu',
    sku: 'CC-GPU-4090',
    category: 'graphics-cards',
    name: 'Club Vision Titan Graphics Card',
    short_description: '24 GB flagship graphics card for 4K gaming, AI work and render farms, triple-fan cooling.',
    min_order_quantity: 1,
    available_quantity: 6,
    price: 198000,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-550B',
    category: 'power-supplies',
    name: 'Club Power 550 W Bronze PSU',
    short_description: '550 W power supply, 80 PLUS Bronze, with a 120 mm fan and every protection circuit.',
    min_order_quantity: 20,
    available_quantity: 800,
    price: 5400,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-1000P',
    category: 'power-supplies',
    name: 'Club Power 1000 W Platinum PSU',
    short_description: 'Fully modular 1000 W, 80 PLUS Platinum, ATX 3.1 with a native 12V-2x6 cable.',
    min_order_quantity: 5,
    available_quantity: 90,
    price: 24800,
  },
  {
    kind: 'case',
    sku: 'CC-CASE-MINI',
    category: 'cases',
    name: 'Club Cube Mini ITX Case',
    short_description: 'Compact Mini ITX case with room for a full-length graphics card and a 240 mm radiator.',
    min_order_quantity: 5,
    available_quantity: 210,
    price: 6800,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-AIO240',
    category: 'cooling',
    name: 'Club Frost 240 Liquid Cooler',
    short_description: 'All-in-one liquid cooler with a 240 mm radiator and two PWM fans, for processors up to 250 W.',
    min_order_quantity: 5,
    available_quantity: 180,
    price: 9600,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-FAN3',
    category: 'cooling',
    name: 'Club Breeze 120 mm Case Fan Pack',
    short_description: 'Three 120 mm fluid-bearing case fans with PWM control and a daisy-chain cable.',
    min_order_quantity: 20,
    available_quantity: 1100,
    price: 2400,
  },
  {
    kind: 'monitor',
    sku: 'CC-MON-24F',
    category: 'monitors',
    name: 'Club View 24" Full HD Monitor',
    short_description: '24-inch 1920x1080 IPS monitor at 100 Hz with a tilt stand: the office standard.',
    min_order_quantity: 5,
    available_quantity: 520,
    price: 13900,
  },
  {
    kind: 'monitor',
    sku: 'CC-MON-34UW',
    category: 'monitors',
    name: 'Club View 34" Ultrawide Monitor',
    short_description: '34-inch 3440x1440 curved panel at 144 Hz with USB-C power delivery for one-cable desks.',
    min_order_quantity: 2,
    available_quantity: 40,
    price: 58000,
  },
  {
    kind: 'keyboard',
    sku: 'CC-KB-OFFICE',
    category: 'keyboards-mice',
    name: 'Club Desk Keyboard and Mouse Set',
    short_description: 'Quiet wired keyboard and mouse set for offices and cyber cafes, spill-resistant keys.',
    min_order_quantity: 50,
    available_quantity: 2500,
    price: 1800,
  },
  {
    kind: 'router',
    sku: 'CC-NET-SW16',
    category: 'networking',
    name: 'Club Link 16-Port Gigabit Switch',
    short_description: 'Unmanaged 16-port gigabit switch in a rack-mountable metal case, fanless and silent.',
    min_order_quantity: 5,
    available_quantity: 260,
    price: 6900,
  },
  {
    kind: 'cpu',
    sku: 'CC-CPU-X8',
    category: 'processors',
    name: 'Club Core X8 Processor',
    short_description:
      '8-core, 16-thread desktop processor, 4.9 GHz boost, 32 MB cache and 65 W TDP. Built for gaming rigs and office fleets alike.',
    min_order_quantity: 10,
    available_quantity: 500,
    price: 28500,
  },
  {
    kind: 'gpu',
    sku: 'CC-GPU-4070',
    category: 'graphics-cards',
    name: 'Club Vision RTX Graphics Card',
    short_description:
      '12 GB GDDR6 graphics card with dual-fan cooling, ray tracing and three DisplayPort 1.4 outputs for smooth 1440p gaming.',
    min_order_quantity: 5,
    available_quantity: 220,
    price: 64000,
  },
  {
    kind: 'motherboard',
    sku: 'CC-MB-B760P',
    category: 'motherboards',
    name: 'Club B760 Pro Motherboard',
    short_description:
      'ATX board with DDR5 support, two PCIe 4.0 M.2 slots, 2.5 GbE LAN and a reinforced steel PCIe slot for heavy cards.',
    min_order_quantity: 10,
    available_quantity: 340,
    price: 18900,
  },
  {
    kind: 'ram',
    sku: 'CC-RAM-D5-16',
    category: 'memory',
    name: 'Club Fury 16 GB DDR5 RAM',
    short_description:
      '16 GB DDR5-5600 desktop memory module with low-profile heat spreader, tested on our own assembly line.',
    min_order_quantity: 20,
    available_quantity: 1200,
    price: 6200,
  },
  {
    kind: 'ssd',
    sku: 'CC-SSD-1TB',
    category: 'storage',
    name: 'Club Swift 1 TB NVMe SSD',
    short_description:
      '1 TB PCIe 4.0 NVMe drive, up to 7000 MB/s reads, with a five-year warranty and a slim graphene heat label.',
    min_order_quantity: 15,
    available_quantity: 900,
    price: 9800,
  },
  {
    kind: 'psu',
    sku: 'CC-PSU-750G',
    category: 'power-supplies',
    name: 'Club Power 750 W Gold PSU',
    short_description:
      'Fully modular 750 W power supply, 80 PLUS Gold, a quiet 135 mm fluid-bearing fan and Japanese capacitors.',
    min_order_quantity: 10,
    available_quantity: 410,
    price: 11500,
  },
  {
    kind: 'case',
    sku: 'CC-CASE-MID',
    category: 'cases',
    name: 'Club Tower Mid ATX Case',
    short_description:
      'Mid-tower case with tempered-glass side panel, two pre-installed 120 mm fans and tool-free drive bays.',
    min_order_quantity: 5,
    available_quantity: 260,
    price: 7400,
  },
  {
    kind: 'cooler',
    sku: 'CC-COOL-F120',
    category: 'cooling',
    name: 'Club Frost 120 CPU Cooler',
    short_description:
      'Tower air cooler with four copper heat pipes and a 120 mm PWM fan, rated for processors up to 180 W.',
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
    category: 'monitors',
    name: 'Club View 27" QHD Monitor',
    short_description:
      '27-inch 2560x1440 IPS panel at 165 Hz, 1 ms response and factory colour calibration for work and play.',
    min_order_quantity: 3,
    available_quantity: 150,
    price: 32000,
  },
  {
    kind: 'keyboard',
    sku: 'CC-KB-MECH',
    category: 'keyboards-mice',
    name: 'Club Type Mechanical Keyboard',
    short_description:
      'Full-size mechanical keyboard with hot-swappable switches, PBT keycaps and a detachable USB-C cable.',
    min_order_quantity: 20,
    available_quantity: 800,
    price: 4500,
  },
  {
    kind: 'mouse',
    sku: 'CC-MS-GLIDE',
    category: 'keyboards-mice',
    name: 'Club Glide Wireless Mouse',
    short_description:
      'Lightweight 2.4 GHz wireless mouse with a 26,000 DPI sensor and 70 hours of battery life per charge.',
    min_order_quantity: 25,
    available_quantity: 1500,
    price: 2900,
  },
  {
    kind: 'router',
    sku: 'CC-NET-AX3000',
    category: 'networking',
    name: 'Club Link Wi-Fi 6 Router',
    short_description:
      'Dual-band AX3000 Wi-Fi 6 router with four gigabit ports, WPA3 security and easy mesh expansion.',
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
        await trx
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
            search_text: searchTextOf(item.name, item.short_description, item.sku),
            search_name: searchNameOf(item.name),
            price_tiers: tiersToColumn(item.price_tiers ?? []),
          })
          .execute();
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
