// Bench data written straight through the server's own Kysely layer (migrations included), in
// batches inside one transaction, before the server starts on that database.
import { openDatabase, type Db } from '../../packages/server/src/db/connection.ts';
import { migrateToLatest } from '../../packages/server/src/db/migrate.ts';
import { newId } from '../../packages/server/src/db/util.ts';

export interface SeedCounts {
  items: number;
  reviews: number;
  orders: number;
  users: number;
}

export interface Seeded {
  /** Public ids of the items, in insertion order. */
  itemIds: string[];
  ms: number;
}

/** A timestamp `i` seconds after a fixed start, so insertion order and time order agree. */
function at(i: number): string {
  return new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
}

async function inBatches(total: number, size: number, write: (from: number, to: number) => Promise<void>): Promise<void> {
  for (let from = 0; from < total; from += size) await write(from, Math.min(total, from + size));
}

/** Opens the database at `url`, migrates it and inserts the rows. */
export async function seedDatabase(url: string, counts: SeedCounts): Promise<Seeded> {
  const started = Date.now();
  const db: Db = openDatabase(url);
  const itemIds: string[] = [];
  try {
    await migrateToLatest(db);
    // 500 rows x at most 12 columns stays under SQLite's and PostgreSQL's parameter limits.
    const batch = 500;
    await db.transaction().execute(async (tx) => {
      await inBatches(counts.items, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          const id = newId();
          itemIds.push(id);
          rows.push({
            id,
            name: `Bench part ${i + 1}`,
            image: `/api/images/bench-${i % 16}.webp`,
            short_description: 'A computer part made in our own factory, tested on our own assembly line.',
            min_order_quantity: 1 + (i % 10),
            available_quantity: 1000 + (i % 500),
            price_minor: 150_000 + (i % 97) * 1_000,
            created_at: at(i),
            deleted_at: null,
          });
        }
        await tx.insertInto('items').values(rows).execute();
      });
      await inBatches(counts.users, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          rows.push({
            id: newId(),
            email: `customer${i + 1}@bench.example.com`,
            name: `Customer ${i + 1}`,
            role: 'user' as const,
            education: i % 3 === 0 ? 'BSc in Computer Science' : null,
            location: i % 2 === 0 ? 'Dhaka' : null,
            phone: i % 2 === 0 ? '+8801700000000' : null,
            linkedin_url: null,
            created_at: at(i),
          });
        }
        await tx.insertInto('users').values(rows).execute();
      });
      await inBatches(counts.reviews, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          rows.push({
            id: newId(),
            rating: 3 + (i % 21) / 10,
            description: 'Reliable parts, delivered on time and well packed. Support answered our questions quickly.',
            author_email: `customer${(i % Math.max(1, counts.users)) + 1}@bench.example.com`,
            author_name: `Customer ${(i % Math.max(1, counts.users)) + 1}`,
            created_at: at(i),
          });
        }
        await tx.insertInto('reviews').values(rows).execute();
      });
      if (counts.orders > 0 && itemIds.length === 0) throw new Error('orders need items');
      await inBatches(counts.orders, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          const quantity = 1 + (i % 20);
          const unit = 150_000 + (i % 97) * 1_000;
          const item = i % itemIds.length;
          rows.push({
            id: newId(),
            user_email: `customer${(i % Math.max(1, counts.users)) + 1}@bench.example.com`,
            user_name: `Customer ${(i % Math.max(1, counts.users)) + 1}`,
            item_id: itemIds[item] as string,
            item_name: `Bench part ${item + 1}`,
            address: 'House 12, Road 5, Dhanmondi, Dhaka',
            phone: '+8801700000000',
            quantity,
            unit_price_minor: unit,
            total_minor: unit * quantity,
            created_at: at(i),
          });
        }
        await tx.insertInto('orders').values(rows).execute();
      });
    });
  } finally {
    await db.destroy();
  }
  return { itemIds, ms: Date.now() - started };
}

/** Adds one item with a large stock (the place-order bench) and answers its id. */
export async function addStockItem(url: string, available: number): Promise<string> {
  const db = openDatabase(url);
  try {
    const id = newId();
    await db
      .insertInto('items')
      .values({
        id,
        name: 'Bench order item',
        image: '/api/images/bench-order.webp',
        short_description: 'The item the place-order bench buys, one at a time.',
        min_order_quantity: 1,
        available_quantity: available,
        price_minor: 100_000,
        created_at: new Date().toISOString(),
        deleted_at: null,
      })
      .execute();
    return id;
  } finally {
    await db.destroy();
  }
}

/** Orders placed for `itemId` (rows and total quantity) and the stock left. */
export async function stockLedger(url: string, itemId: string): Promise<{ rows: number; quantity: number; available: number }> {
  const db = openDatabase(url);
  try {
    const sums = await db
      .selectFrom('orders')
      .where('item_id', '=', itemId)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('q')])
      .executeTakeFirstOrThrow();
    const item = await db.selectFrom('items').select('available_quantity').where('id', '=', itemId).executeTakeFirstOrThrow();
    return { rows: Number(sums.n), quantity: Number(sums.q ?? 0), available: Number(item.available_quantity) };
  } finally {
    await db.destroy();
  }
}
