// Demo data for an empty database: computer-part items with drawn images, reviews and two users.
// Idempotent: items and reviews only go into empty tables; users are upserted by email.
import { toMinor } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import { newId, nowIso } from '../db/util.ts';
import { encodeWebp } from '../images/pipeline.ts';
import { imagesRepository } from '../images/repository.ts';
import { imageUrl } from '../images/service.ts';
import { demoUsers } from './demo-users.ts';
import { partSvg, type PartKind } from './illustrations.ts';

interface DemoItem {
  kind: PartKind;
  name: string;
  short_description: string;
  min_order_quantity: number;
  available_quantity: number;
  /** BDT */
  price: number;
}

export const demoItems: readonly DemoItem[] = [
  {
    kind: 'cpu',
    name: 'Club Core X8 Processor',
    short_description:
      '8-core, 16-thread desktop processor, 4.9 GHz boost, 32 MB cache and 65 W TDP. Built for gaming rigs and office fleets alike.',
    min_order_quantity: 10,
    available_quantity: 500,
    price: 28500,
  },
  {
    kind: 'gpu',
    name: 'Club Vision RTX Graphics Card',
    short_description:
      '12 GB GDDR6 graphics card with dual-fan cooling, ray tracing and three DisplayPort 1.4 outputs for smooth 1440p gaming.',
    min_order_quantity: 5,
    available_quantity: 220,
    price: 64000,
  },
  {
    kind: 'motherboard',
    name: 'Club B760 Pro Motherboard',
    short_description:
      'ATX board with DDR5 support, two PCIe 4.0 M.2 slots, 2.5 GbE LAN and a reinforced steel PCIe slot for heavy cards.',
    min_order_quantity: 10,
    available_quantity: 340,
    price: 18900,
  },
  {
    kind: 'ram',
    name: 'Club Fury 16 GB DDR5 RAM',
    short_description:
      '16 GB DDR5-5600 desktop memory module with low-profile heat spreader, tested on our own assembly line.',
    min_order_quantity: 20,
    available_quantity: 1200,
    price: 6200,
  },
  {
    kind: 'ssd',
    name: 'Club Swift 1 TB NVMe SSD',
    short_description:
      '1 TB PCIe 4.0 NVMe drive, up to 7000 MB/s reads, with a five-year warranty and a slim graphene heat label.',
    min_order_quantity: 15,
    available_quantity: 900,
    price: 9800,
  },
  {
    kind: 'psu',
    name: 'Club Power 750 W Gold PSU',
    short_description:
      'Fully modular 750 W power supply, 80 PLUS Gold, a quiet 135 mm fluid-bearing fan and Japanese capacitors.',
    min_order_quantity: 10,
    available_quantity: 410,
    price: 11500,
  },
  {
    kind: 'case',
    name: 'Club Tower Mid ATX Case',
    short_description:
      'Mid-tower case with tempered-glass side panel, two pre-installed 120 mm fans and tool-free drive bays.',
    min_order_quantity: 5,
    available_quantity: 260,
    price: 7400,
  },
  {
    kind: 'cooler',
    name: 'Club Frost 120 CPU Cooler',
    short_description:
      'Tower air cooler with four copper heat pipes and a 120 mm PWM fan, rated for processors up to 180 W.',
    min_order_quantity: 10,
    available_quantity: 640,
    price: 3600,
  },
  {
    kind: 'monitor',
    name: 'Club View 27" QHD Monitor',
    short_description:
      '27-inch 2560x1440 IPS panel at 165 Hz, 1 ms response and factory colour calibration for work and play.',
    min_order_quantity: 3,
    available_quantity: 150,
    price: 32000,
  },
  {
    kind: 'keyboard',
    name: 'Club Type Mechanical Keyboard',
    short_description:
      'Full-size mechanical keyboard with hot-swappable switches, PBT keycaps and a detachable USB-C cable.',
    min_order_quantity: 20,
    available_quantity: 800,
    price: 4500,
  },
  {
    kind: 'mouse',
    name: 'Club Glide Wireless Mouse',
    short_description:
      'Lightweight 2.4 GHz wireless mouse with a 26,000 DPI sensor and 70 hours of battery life per charge.',
    min_order_quantity: 25,
    available_quantity: 1500,
    price: 2900,
  },
  {
    kind: 'router',
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
  reviews: number;
  users: number;
}

/** `accounts`: also the demo users (an administrator among them): only while the emulator is trusted. */
export async function seedDemo(db: Db, { accounts = true }: { accounts?: boolean } = {}): Promise<SeedResult> {
  const result: SeedResult = { items: 0, reviews: 0, users: 0 };
  const itemCount = await db
    .selectFrom('items')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  if (Number(itemCount.n) === 0) {
    const encoded = await Promise.all(demoItems.map((item) => encodeWebp(Buffer.from(partSvg(item.kind)))));
    await db.transaction().execute(async (trx) => {
      const images = imagesRepository(trx);
      for (const [i, item] of demoItems.entries()) {
        const image = encoded[i]!;
        await images.save(image);
        await trx
          .insertInto('items')
          .values({
            id: newId(),
            name: item.name,
            image: imageUrl(image.sha256),
            short_description: item.short_description,
            min_order_quantity: item.min_order_quantity,
            available_quantity: item.available_quantity,
            price_minor: toMinor(item.price),
            created_at: nowIso(),
            deleted_at: null,
          })
          .execute();
      }
    });
    result.items = demoItems.length;
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
