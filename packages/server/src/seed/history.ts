// The demo's 90 days of order history (requirements §15.4), so the admin overview shows a business
// on the first start: customers who joined over those weeks, orders of every item most days (fewer
// on Fridays, the weekend), older ones delivered or now and then cancelled, the newest still moving.
// Seeded once, with the demo items; the same every time (a fixed pseudo-random sequence).
import { searchTokens, type OrderStatus } from '@storefront/shared';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connection.ts';
import type { OrderEventsTable, OrdersTable } from '../db/schema.ts';
import { newId } from '../db/util.ts';

const DAY = 86_400_000;
export const HISTORY_DAYS = 90;

const customers = [
  ['Rahim Traders', 'rahim.traders'],
  ['Nusrat Jahan', 'nusrat.it'],
  ['Karim Systems', 'karim.systems'],
  ['Dhaka Office Solutions', 'dhaka.office'],
  ['Tanvir Ahmed', 'tanvir'],
  ['Studio Pixel', 'studio.pixel'],
  ['Chittagong Cyber Cafe', 'ctg.cyber'],
  ['Sylhet Computers', 'sylhet.computers'],
  ['Farhana Akter', 'farhana.akter'],
  ['Bright Future School', 'bright.future'],
  ['Khulna Tech Mart', 'khulna.techmart'],
  ['Rajshahi IT Park', 'rajshahi.itpark'],
  ['Mahmud Hasan', 'mahmud.hasan'],
  ['Gulshan Gaming Lounge', 'gulshan.gaming'],
  ['Barisal Net Zone', 'barisal.net'],
  ['Sadia Rahman', 'sadia.rahman'],
  ['Uttara Design House', 'uttara.design'],
  ['Comilla PC World', 'comilla.pcworld'],
  ['Rangpur Edu Labs', 'rangpur.edu'],
  ['Imran Hossain', 'imran.hossain'],
  ['Motijheel Bank IT', 'motijheel.bankit'],
  ['Narayanganj Textiles IT', 'ng.textiles'],
  ['Mirpur Freelancers Hub', 'mirpur.hub'],
  ['Ayesha Siddiqua', 'ayesha.s'],
] as const;

const addresses = [
  'House 12, Road 5, Dhanmondi, Dhaka',
  'Plot 7, Agrabad C/A, Chattogram',
  'Zindabazar Point, Sylhet',
  'KDA Avenue 21, Khulna',
  'Shaheb Bazar 4, Rajshahi',
  'Sector 7, Road 12, Uttara, Dhaka',
];

/** Park-Miller: the same sequence on every machine. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 48_271) % 2_147_483_647;
    return state / 2_147_483_647;
  };
}

interface HistoryItem {
  id: string;
  name: string;
  min_order_quantity: number;
  price_minor: number;
}

/** Where an order `age` days old has got to, and when each step happened. */
function lifeOf(age: number, pick: () => number): OrderStatus[] {
  if (age < 1) return pick() < 0.7 ? ['placed'] : ['placed', 'confirmed'];
  if (age < 3) return pick() < 0.5 ? ['placed', 'confirmed'] : ['placed', 'confirmed', 'shipped'];
  if (pick() < 0.06) return pick() < 0.5 ? ['placed', 'cancelled'] : ['placed', 'confirmed', 'cancelled'];
  if (age < 7)
    return pick() < 0.4 ? ['placed', 'confirmed', 'shipped'] : ['placed', 'confirmed', 'shipped', 'delivered'];
  return ['placed', 'confirmed', 'shipped', 'delivered'];
}

/** Writes the history's customers, orders and their events, ending at `now`; answers the orders written. */
export async function seedHistory(
  db: Db,
  items: readonly HistoryItem[],
  actor: string,
  now = Date.now(),
): Promise<number> {
  const pick = random(20_261_126);
  const users = customers.map(([name, handle], i) => ({
    id: newId(),
    email: `${handle}@example.com`,
    name,
    role: 'user' as const,
    // Joined over the 90 days, a few more lately.
    created_at: new Date(now - Math.floor(HISTORY_DAYS * Math.sqrt(1 - i / customers.length)) * DAY).toISOString(),
  }));
  const orders: Insertable<OrdersTable>[] = [];
  const events: Insertable<OrderEventsTable>[] = [];
  for (let age = HISTORY_DAYS - 1; age >= 0; age -= 1) {
    const dayStart = now - age * DAY;
    const friday = new Date(dayStart + 6 * 3_600_000).getUTCDay() === 5;
    const count = Math.floor((friday ? 2 : 6) + pick() * (friday ? 4 : 8) + (HISTORY_DAYS - age) / 30);
    for (let n = 0; n < count; n += 1) {
      const at = dayStart - Math.floor(pick() * DAY * 0.9);
      if (at > now) continue;
      const joined = users.filter((u) => Date.parse(u.created_at) <= at);
      const buyer = joined[Math.floor(pick() * joined.length)] ?? users[0]!;
      const item = items[Math.floor(pick() * items.length)]!;
      const quantity = item.min_order_quantity * (1 + Math.floor(pick() * 3));
      const life = lifeOf(age, pick);
      const id = newId();
      const steps = life.map((status, i) => ({
        status,
        at: new Date(Math.min(at + i * 5 * 3_600_000, now)).toISOString(),
      }));
      const created = steps[0]!.at;
      const last = steps.at(-1)!;
      orders.push({
        id,
        user_email: buyer.email,
        user_name: buyer.name,
        item_id: item.id,
        item_name: item.name,
        address: addresses[Math.floor(pick() * addresses.length)]!,
        phone: '01700000000',
        quantity,
        unit_price_minor: item.price_minor,
        total_minor: item.price_minor * quantity,
        created_at: created,
        status: last.status,
        status_changed_at: last.at,
        search_text: searchTokens(`${buyer.email} ${buyer.name} ${item.name}`).join(' '),
      });
      steps.forEach((step, i) =>
        events.push({
          id: newId(),
          order_id: id,
          from_status: i === 0 ? null : steps[i - 1]!.status,
          to_status: step.status,
          actor_email: i === 0 ? buyer.email : actor,
          note: null,
          created_at: step.at,
        }),
      );
    }
  }
  // Oldest first, as they were placed: the order numbers then follow time.
  orders.sort((a, b) => a.created_at.localeCompare(b.created_at));
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('users')
      .values(users)
      .onConflict((oc) => oc.column('email').doNothing())
      .execute();
    for (let i = 0; i < orders.length; i += 200)
      await trx
        .insertInto('orders')
        .values(orders.slice(i, i + 200))
        .execute();
    for (let i = 0; i < events.length; i += 200)
      await trx
        .insertInto('order_events')
        .values(events.slice(i, i + 200))
        .execute();
  });
  return orders.length;
}
