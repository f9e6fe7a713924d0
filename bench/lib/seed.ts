// Bench data written straight through the server's own Kysely layer (migrations included), in
// batches inside one transaction, before the server starts on that database.
import { randomBytes } from 'node:crypto';
import {
  categories,
  DEFAULT_STORE_TIME_ZONE,
  searchTokens,
  specAttributesOf,
  type OrderStatus,
  type SpecValue,
} from '@storefront/shared';
import {
  isPostgresUrl,
  migrateToLatest,
  newId,
  openDatabase,
  prepareReports,
  searchNameOf,
  searchTextOf,
  specsToColumn,
  specValueRows,
  stockQueries,
  type Database,
  type Db,
} from '@storefront/server/database';
import { sql, type CompiledQuery, type Insertable } from 'kysely';

export interface SeedCounts {
  items: number;
  reviews: number;
  orders: number;
  users: number;
  /**
   * Spread the orders and users evenly over these instants (ms) instead of one a second from
   * 2026-01-01: the overview bench's 90 days of history ending now.
   */
  spread?: { from: number; to: number };
}

export interface Seeded {
  /** Public ids of the items, in insertion order. */
  itemIds: string[];
  ms: number;
}

/**
 * Ids shaped like the server's (24 hex characters) but cheap: a random prefix per run and a counter
 * (randomBytes per row was a sixth of the seeding time).
 */
const idPrefix = randomBytes(4).toString('hex');
let idCounter = 0;
function bulkId(): string {
  idCounter += 1;
  return `${idPrefix}${idCounter.toString(16).padStart(16, '0')}`;
}

/** A timestamp `i` seconds after a fixed start, so insertion order and time order agree. */
function at(i: number): string {
  return new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString();
}

type Tables = Database;
type Row<T extends keyof Tables> = Insertable<Tables[T]>;

/**
 * Inserts rows in batches: the multi-row INSERT is compiled once per (table, batch length) and
 * re-run with new parameters (compiling a 500-row insert with Kysely each time was most of the
 * seeding time at 100,000 rows).
 */
function batchWriter(tx: Db) {
  const compiled = new Map<string, { query: CompiledQuery; columns: string[] }>();
  return async <T extends keyof Tables & string>(table: T, rows: Row<T>[]): Promise<void> => {
    const first = rows[0];
    if (!first) return;
    const key = `${table}:${rows.length}`;
    let entry = compiled.get(key);
    if (!entry) {
      // One generic insert for every table: the rows are typed by the caller's table.
      const insert = tx.insertInto(table) as unknown as { values(rows: unknown[]): { compile(): CompiledQuery } };
      entry = { query: insert.values(rows).compile(), columns: Object.keys(first) };
      compiled.set(key, entry);
    }
    const columns = entry.columns;
    const parameters = rows.flatMap((row) => columns.map((c) => (row as Record<string, unknown>)[c]));
    await tx.executeQuery({ ...entry.query, parameters });
  };
}

async function inBatches(
  total: number,
  size: number,
  write: (from: number, to: number) => Promise<void>,
): Promise<void> {
  for (let from = 0; from < total; from += size) await write(from, Math.min(total, from + size));
}

/**
 * The specifications of the i-th bench item of `category` (requirements §19): every attribute, each
 * value spread evenly over its options or range by a hash of the item and the attribute, so a
 * filter on half of a choice's options (or a number above its middle) matches about half of the
 * category, independently of the other attributes.
 */
export function benchSpecs(category: string, i: number): Record<string, SpecValue> {
  const specs: Record<string, SpecValue> = {};
  specAttributesOf(category).forEach((attribute, k) => {
    const h = (Math.imul(i + 1, 2654435761) ^ Math.imul(k + 1, 40503)) >>> 0;
    const options = attribute.options ?? [];
    switch (attribute.type) {
      case 'choice':
        specs[attribute.key] = options[h % options.length]!;
        break;
      case 'choices':
        specs[attribute.key] = options.filter((_, j) => ((h >>> (j + 3)) & 1) === 1 || j === h % options.length);
        break;
      case 'boolean':
        specs[attribute.key] = ((h >>> 5) & 1) === 1;
        break;
      case 'number': {
        const min = attribute.min ?? 0;
        const max = attribute.max ?? 1000;
        const value = min + ((h % 1000) / 1000) * (max - min);
        specs[attribute.key] = attribute.integer ? Math.round(value) : Math.round(value * 10) / 10;
        break;
      }
      case 'text':
        specs[attribute.key] = `Bench ${i + 1}`;
    }
  });
  return specs;
}

/** The i-th of `total` bench orders' status: the newest 2% placed, 1% confirmed, 1% shipped; one in 20 cancelled; the rest delivered. */
function benchStatus(i: number, total: number): OrderStatus {
  const fromNewest = total - 1 - i;
  if (fromNewest < total * 0.02) return 'placed';
  if (fromNewest < total * 0.03) return 'confirmed';
  if (fromNewest < total * 0.04) return 'shipped';
  return i % 20 === 7 ? 'cancelled' : 'delivered';
}

/** Opens the database at `url`, migrates it and inserts the rows. */
export async function seedDatabase(url: string, counts: SeedCounts): Promise<Seeded> {
  const started = Date.now();
  const db: Db = openDatabase(url);
  const itemIds: string[] = [];
  const spreadAt = (i: number, total: number) =>
    counts.spread
      ? new Date(
          counts.spread.from + Math.floor(((counts.spread.to - counts.spread.from) * i) / Math.max(1, total)),
        ).toISOString()
      : at(i);
  try {
    await migrateToLatest(db);
    // The reports' calendar first (as the server's start would build it): the orders' triggers
    // then append their changes, folded by the overview's first call.
    await prepareReports(db, DEFAULT_STORE_TIME_ZONE);
    // 500 rows x at most 15 columns stays under SQLite's and PostgreSQL's parameter limits.
    const batch = 500;
    const specRows: Insertable<Tables['item_spec_values']>[] = [];
    await db.transaction().execute(async (trx) => {
      const tx = { insertInto: batchWriter(trx) };
      await inBatches(counts.items, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          const id = bulkId();
          itemIds.push(id);
          const category = categories[i % categories.length]!;
          const name = `Bench ${category.name} ${i + 1}`;
          const description = 'A computer part made in our own factory, tested on our own assembly line.';
          const sku = `CC-BENCH-${i + 1}`;
          const specs = benchSpecs(category.id, Math.floor(i / categories.length));
          // A fresh database numbers the items from 1 (checked below): the i-th is seq i + 1.
          specRows.push(...specValueRows(i + 1, category.id, specs));
          rows.push({
            id,
            name,
            image: `/api/images/bench-${i % 16}.webp`,
            short_description: description,
            min_order_quantity: 1 + (i % 10),
            available_quantity: 1000 + (i % 500),
            price_minor: 150_000 + (i % 97) * 1_000,
            created_at: at(i),
            deleted_at: null,
            sku,
            category_id: category.id,
            search_text: searchTextOf({ name, short_description: description, sku }),
            search_name: searchNameOf({ name }),
            specs: specsToColumn(specs),
          });
        }
        await tx.insertInto('items', rows);
      });
      // The specifications' index rows (migration 0028), 500 at a time (5 columns each).
      await inBatches(specRows.length, batch, (from, to) =>
        tx.insertInto('item_spec_values', specRows.slice(from, to)),
      );
      const last = await trx
        .selectFrom('items')
        .select((eb) => eb.fn.max('seq').as('seq'))
        .executeTakeFirstOrThrow();
      if (counts.items > 0 && Number(last.seq) !== counts.items)
        throw new Error(`the bench items were numbered up to ${last.seq}, not ${counts.items}: seed a fresh database`);
      await inBatches(counts.users, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          rows.push({
            id: bulkId(),
            email: `customer${i + 1}@bench.example.com`,
            name: `Customer ${i + 1}`,
            role: 'user' as const,
            education: i % 3 === 0 ? 'BSc in Computer Science' : null,
            location: i % 2 === 0 ? 'Dhaka' : null,
            phone: i % 2 === 0 ? '+8801700000000' : null,
            linkedin_url: null,
            created_at: spreadAt(i, counts.users),
          });
        }
        await tx.insertInto('users', rows);
      });
      await inBatches(counts.reviews, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          rows.push({
            id: bulkId(),
            rating: 3 + (i % 21) / 10,
            description: 'Reliable parts, delivered on time and well packed. Support answered our questions quickly.',
            author_email: `customer${(i % Math.max(1, counts.users)) + 1}@bench.example.com`,
            author_name: `Customer ${(i % Math.max(1, counts.users)) + 1}`,
            created_at: at(i),
          });
        }
        await tx.insertInto('reviews', rows);
      });
      if (counts.orders > 0 && itemIds.length === 0) throw new Error('orders need items');
      await inBatches(counts.orders, batch, async (from, to) => {
        const rows = [];
        for (let i = from; i < to; i += 1) {
          const quantity = 1 + (i % 20);
          const unit = 150_000 + (i % 97) * 1_000;
          const item = i % itemIds.length;
          rows.push({
            id: bulkId(),
            user_email: `customer${(i % Math.max(1, counts.users)) + 1}@bench.example.com`,
            user_name: `Customer ${(i % Math.max(1, counts.users)) + 1}`,
            item_id: itemIds[item] as string,
            item_name: `Bench part ${item + 1}`,
            address: 'House 12, Road 5, Dhanmondi, Dhaka',
            phone: '01700000000',
            quantity,
            unit_price_minor: unit,
            total_minor: unit * quantity,
            created_at: spreadAt(i, counts.orders),
            // Most orders long delivered, the newest still moving (requirements §13.1).
            status: benchStatus(i, counts.orders),
            status_changed_at: spreadAt(i, counts.orders),
            search_text: searchTokens(
              `customer${(i % Math.max(1, counts.users)) + 1}@bench.example.com Customer ${(i % Math.max(1, counts.users)) + 1} Bench part ${item + 1}`,
            ).join(' '),
          });
        }
        await tx.insertInto('orders', rows);
      });
    });
    // What autovacuum would have done by the time a real store had this many rows: planner
    // statistics, and the visibility map that lets counts and pages use index-only scans.
    if (isPostgresUrl(url)) await sql`VACUUM ANALYZE`.execute(db);
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
        sku: `CC-BENCH-ORDER-${id.slice(0, 8).toUpperCase()}`,
        category_id: 'storage',
        search_text: 'bench order item',
      })
      .execute();
    await stockQueries(db).open(id, available, null);
    return id;
  } finally {
    await db.destroy();
  }
}

/** Orders placed for `itemId` (rows and total quantity) and the stock left. */
/**
 * What the place-order and adjust-stock benches did to the stock item: its orders (count, units),
 * the units received by adjustments, its stock left, and the sum of its ledger's movements.
 */
export async function stockLedger(
  url: string,
  itemId: string,
): Promise<{ rows: number; quantity: number; received: number; available: number; movementSum: number }> {
  const db = openDatabase(url);
  try {
    const sums = await db
      .selectFrom('orders')
      .where('item_id', '=', itemId)
      .select((eb) => [eb.fn.countAll<number>().as('n'), eb.fn.sum<number>('quantity').as('q')])
      .executeTakeFirstOrThrow();
    const movements = await db
      .selectFrom('stock_movements')
      .where('item_id', '=', itemId)
      .select((eb) => [
        eb.fn.sum<number>('change').as('total'),
        eb.fn
          .sum<number>(eb.case().when('kind', '=', 'adjustment').then(eb.ref('change')).else(0).end())
          .as('received'),
      ])
      .executeTakeFirstOrThrow();
    const item = await db
      .selectFrom('items')
      .select('available_quantity')
      .where('id', '=', itemId)
      .executeTakeFirstOrThrow();
    return {
      rows: Number(sums.n),
      quantity: Number(sums.q ?? 0),
      received: Number(movements.received ?? 0),
      available: Number(item.available_quantity),
      movementSum: Number(movements.total ?? 0),
    };
  } finally {
    await db.destroy();
  }
}
