// The catalog's and the ledger's migrations on a database that already holds the original
// schema's items and orders (0004), on SQLite and PostgreSQL: every item gets a SKU, a category
// where its name tells one, its search text, an opening movement of the stock it holds, and no
// volume price tiers.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogSearch } from '../src/catalog/search.ts';
import { deliveryQueries } from '../src/delivery/repository.ts';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { migrateToLatest, migrations, migratorFor } from '../src/db/migrate.ts';
import { purchasesRepository } from '../src/purchases/repository.ts';
import { purchasesService } from '../src/purchases/service.ts';
import { prepareReports } from '../src/reports/prepare.ts';
import { reportsRepository } from '../src/reports/repository.ts';
import { createTestDatabase, type TestDatabase } from '@storefront/devstack/database';

let database: TestDatabase;
let db: Db;

beforeAll(async () => {
  database = await createTestDatabase({
    kind: inject('databaseKind'),
    postgresUrl: inject('postgresUrl'),
    name: 'migrations',
  });
  db = openDatabase(database.url);
  const { error } = await migratorFor(db).migrateTo('0004_stock_share');
  if (error) throw error;
  const item = (seq: number, name: string, available: number, deleted = false) => ({
    id: `legacy-${seq}`,
    name,
    image: 'https://example.com/a.png',
    short_description: `${name}, from before the catalog`,
    min_order_quantity: 1,
    available_quantity: available,
    price_minor: 100_000,
    created_at: '2026-01-01T00:00:00.000Z',
    deleted_at: deleted ? '2026-02-01T00:00:00.000Z' : null,
  });
  // The table as 0004 left it: typed loosely, as migrations are.
  await (db as unknown as Db)
    .insertInto('items')
    .values([
      item(1, 'Ryzen 5 Processor', 12),
      item(2, 'Gaming Mouse', 0),
      item(3, 'Mystery Gadget', 7),
      item(4, 'Old GPU Graphics Card', 3, true),
    ] as never)
    .execute();
  await migrateToLatest(db);
});

afterAll(async () => {
  await db?.destroy();
  await database?.drop();
});

describe('migrating a store that already has items', () => {
  it('gives every item a SKU, a category where its name tells one, its search text and no tiers', async () => {
    const rows = await db
      .selectFrom('items')
      .select(['id', 'sku', 'category_id', 'search_text', 'version', 'price_tiers'])
      .orderBy('seq')
      .execute();
    expect(rows).toEqual([
      {
        id: 'legacy-1',
        sku: 'CC-CPU-0001',
        category_id: 'processors',
        search_text: expect.stringContaining('ryzen'),
        version: 1,
        price_tiers: '[]',
      },
      {
        id: 'legacy-2',
        sku: 'CC-KBM-0002',
        category_id: 'keyboards-mice',
        search_text: expect.stringContaining('mouse'),
        version: 1,
        price_tiers: '[]',
      },
      {
        id: 'legacy-3',
        sku: 'CC-ITEM-0003',
        category_id: null,
        search_text: expect.stringContaining('cc item 0003'),
        version: 1,
        price_tiers: '[]',
      },
      {
        id: 'legacy-4',
        sku: 'CC-GPU-0004',
        category_id: 'graphics-cards',
        search_text: expect.any(String),
        version: 1,
        price_tiers: '[]',
      },
    ]);
  });

  it("keeps each item's name words apart for the search's relevance (0018)", async () => {
    const rows = await db.selectFrom('items').select(['id', 'search_name']).orderBy('seq').execute();
    expect(rows).toEqual([
      { id: 'legacy-1', search_name: 'ryzen 5 processor' },
      { id: 'legacy-2', search_name: 'gaming mouse' },
      { id: 'legacy-3', search_name: 'mystery gadget' },
      { id: 'legacy-4', search_name: 'old gpu graphics card' },
    ]);
  });

  it('opens the ledger with the stock each item holds, so stock is the sum of movements', async () => {
    const movements = await db
      .selectFrom('stock_movements')
      .select(['item_id', 'kind', 'change', 'balance'])
      .orderBy('seq')
      .execute();
    expect(movements).toEqual([
      { item_id: 'legacy-1', kind: 'opening', change: 12, balance: 12 },
      { item_id: 'legacy-3', kind: 'opening', change: 7, balance: 7 },
      { item_id: 'legacy-4', kind: 'opening', change: 3, balance: 3 },
    ]);
  });
});

describe('the address book table', () => {
  it('keeps one default address per user, whatever writes it', async () => {
    const now = '2026-11-26T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({ id: 'book-owner', email: 'book@example.com', name: 'Book', role: 'user', created_at: now })
      .execute();
    const address = (id: string, isDefault: number) => ({
      id,
      user_id: 'book-owner',
      label: id,
      address: 'Road 1',
      phone: '017',
      is_default: isDefault,
      created_at: now,
    });
    await db
      .insertInto('addresses')
      .values([address('a', 1), address('b', 0), address('c', 0)])
      .execute();
    await expect(db.insertInto('addresses').values(address('d', 1)).execute()).rejects.toThrow();
    // Deleting the account takes its addresses with it.
    await db.deleteFrom('users').where('id', '=', 'book-owner').execute();
    expect(await db.selectFrom('addresses').select('id').where('user_id', '=', 'book-owner').execute()).toEqual([]);
  });
});

describe('the saved builds table (0029)', () => {
  it('keeps each id once and goes with its owner', async () => {
    const now = '2026-11-28T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({ id: 'builder', email: 'builder@example.com', name: 'Builder', role: 'user', created_at: now })
      .execute();
    const build = (id: string) => ({
      id,
      user_id: 'builder',
      name: id,
      parts: JSON.stringify([{ item: 'legacy-1', quantity: 1 }]),
      created_at: now,
      updated_at: now,
    });
    await db
      .insertInto('builds')
      .values([build('b1'), build('b2')])
      .execute();
    await expect(db.insertInto('builds').values(build('b1')).execute()).rejects.toThrow();
    // Deleting the account takes its builds with it.
    await db.deleteFrom('users').where('id', '=', 'builder').execute();
    expect(await db.selectFrom('builds').select('id').execute()).toEqual([]);
  });
});

describe('the companies tables (0031)', () => {
  it('keep a user in one company, roles to the three, and one pending invitation per company and address', async () => {
    const now = '2026-11-28T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({ id: 'company-admin', email: 'company.admin@example.com', name: 'Admin', role: 'user', created_at: now })
      .execute();
    const company = (id: string) => ({
      id,
      name: id,
      bin: '0001234560101',
      trade_licence: 'TL-1',
      billing_address: 'Dhaka',
      district: 'dhaka',
      created_at: now,
      created_by: 'company-admin',
    });
    await db
      .insertInto('companies')
      .values([company('c1'), company('c2')])
      .execute();
    const member = (company_id: string, role = 'admin') =>
      db
        .insertInto('company_members')
        .values({ company_id, user_id: 'company-admin', role: role as 'admin', joined_at: now })
        .execute();
    await expect(member('c1', 'owner')).rejects.toThrow();
    await member('c1');
    await expect(member('c2')).rejects.toThrow();
    const invitation = (id: string, status: 'pending' | 'revoked', company_id = 'c1') =>
      db
        .insertInto('company_invitations')
        .values({
          id,
          company_id,
          email: 'invitee@example.com',
          role: 'buyer',
          invited_by: 'company-admin',
          created_at: now,
          expires_at: now,
          status,
          decided_at: null,
        })
        .execute();
    await invitation('i1', 'pending');
    await expect(invitation('i2', 'pending')).rejects.toThrow();
    await invitation('i3', 'revoked');
    await invitation('i4', 'revoked');
    await invitation('i5', 'pending', 'c2');
    // Orders and purchases from before it belong to no company.
    expect(await db.selectFrom('orders').select('company_id').where('company_id', 'is not', null).execute()).toEqual(
      [],
    );
  });
});

describe('the purchasing tables', () => {
  it('keep one cart line per item, positive quantities, one purchase per buyer key, and no cart past its owner', async () => {
    const now = '2026-11-26T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({ id: 'cart-owner', email: 'cart@example.com', name: 'Cart', role: 'user', created_at: now })
      .execute();
    const line = (quantity: number) => ({ user_id: 'cart-owner', item_id: 'legacy-1', quantity, added_at: now });
    await db.insertInto('cart_lines').values(line(2)).execute();
    await expect(db.insertInto('cart_lines').values(line(3)).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('cart_lines')
        .values({ ...line(0), item_id: 'legacy-2' })
        .execute(),
    ).rejects.toThrow();
    const purchase = (id: string, email: string) => ({
      id,
      user_email: email,
      idempotency_key: 'key-1',
      address: 'Road 1',
      phone: '017',
      total_minor: 100,
      created_at: now,
    });
    await db.insertInto('purchases').values(purchase('p1', 'cart@example.com')).execute();
    await expect(db.insertInto('purchases').values(purchase('p2', 'cart@example.com')).execute()).rejects.toThrow();
    // Another buyer's same key is theirs.
    await db.insertInto('purchases').values(purchase('p3', 'other@example.com')).execute();
    // The orders from before purchases belong to none.
    const legacy = await db.selectFrom('orders').select('purchase_id').execute();
    expect(legacy.every((o) => o.purchase_id === null)).toBe(true);
    await db.deleteFrom('users').where('id', '=', 'cart-owner').execute();
    expect(await db.selectFrom('cart_lines').select('item_id').where('user_id', '=', 'cart-owner').execute()).toEqual(
      [],
    );
  });
});

describe("the purchases' body hashes", () => {
  it('leave a purchase made before them without one: its key answers it whatever the body (0015, and back down)', async () => {
    const { error } = await migratorFor(db).migrateTo('0014_search_word_counts');
    if (error) throw error;
    await db
      .insertInto('purchases')
      .values({
        id: 'before-hashes',
        user_email: 'early@example.com',
        idempotency_key: 'early-key-1',
        address: 'Road 1',
        phone: '017',
        total_minor: 100,
        created_at: '2026-11-26T00:00:00.000Z',
      })
      .execute();
    await migrateToLatest(db);
    const row = await db
      .selectFrom('purchases')
      .selectAll()
      .where('id', '=', 'before-hashes')
      .executeTakeFirstOrThrow();
    expect(row.body_hash).toBeNull();
    const service = purchasesService(
      purchasesRepository(db),
      { publish: async () => {} },
      { stockSharePercent: 100, unverifiedLimitMinor: 0, notifyEmails: [], vatDefaultBp: 1500 },
    );
    const buyer = { id: 'early', email: 'early@example.com', name: 'Early', isAdmin: false, emailVerified: true };
    const answer = await service.checkout(buyer, {
      key: 'early-key-1',
      address: 'Another road 9',
      phone: '018',
      lines: [{ item: 'legacy-1', quantity: 1, unit_price: 1000 }],
      district: 'dhaka',
      payment_method: 'cod',
      delivery_charge: 70,
    });
    expect(answer).toMatchObject({ replayed: true, purchase: { _id: 'before-hashes' } });
    // 0026 gave every purchase already there its payment: cash on delivery, nothing paid.
    expect(answer.purchase.payment).toEqual({
      method: 'cod',
      status: 'unpaid',
      due_now: 0,
      paid: 0,
      refunded: 0,
      redirect_url: null,
      expires_at: null,
    });
    const purchases = await db.selectFrom('purchases').select('id').execute();
    const payments = await db
      .selectFrom('payments')
      .select(['purchase_id', 'method', 'status', 'amount_minor'])
      .execute();
    expect(payments.map((p) => p.purchase_id).sort()).toEqual(purchases.map((p) => p.id).sort());
    expect(new Set(payments.map((p) => `${p.method} ${p.status} ${Number(p.amount_minor)}`))).toEqual(
      new Set(['cod unpaid 0']),
    );
  });
});

describe("the reports' roll-ups", () => {
  it('count the orders already there at the first start, then follow every write through the triggers', async () => {
    const order = (id: string, created_at: string, status: 'placed' | 'delivered', item = 'legacy-1') => ({
      id,
      user_email: 'buyer@example.com',
      user_name: 'Buyer',
      item_id: item,
      item_name: 'Part',
      address: 'Road 1',
      phone: '017',
      quantity: 2,
      unit_price_minor: 150,
      total_minor: 300,
      created_at,
      status,
      status_changed_at: created_at,
      search_text: 'buyer',
    });
    // Either side of midnight in Dhaka (18:00 UTC).
    await db
      .insertInto('orders')
      .values([order('r1', '2026-03-09T17:59:59.999Z', 'placed'), order('r2', '2026-03-09T18:00:00.000Z', 'delivered')])
      .execute();
    expect(await prepareReports(db, 'Asia/Dhaka')).toEqual({ rebuilt: true });
    const days = () =>
      db.selectFrom('report_days').select(['day', 'status', 'orders']).orderBy('day').orderBy('status').execute();
    const itemDays = () =>
      db.selectFrom('report_item_days').select(['day', 'item_id', 'units']).orderBy('day').orderBy('item_id').execute();
    expect(await days()).toEqual([
      { day: '2026-03-09', status: 'placed', orders: 1 },
      { day: '2026-03-10', status: 'delivered', orders: 1 },
    ]);

    await db.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', 'r1').execute();
    await db
      .insertInto('orders')
      .values(order('r3', '2026-03-10T05:00:00.000Z', 'placed', 'legacy-3'))
      .execute();
    await reportsRepository(db).fold();
    expect(await db.selectFrom('report_changes').select('orders').execute()).toEqual([]);
    expect(await days()).toEqual([
      { day: '2026-03-09', status: 'cancelled', orders: 1 },
      { day: '2026-03-09', status: 'placed', orders: 0 },
      { day: '2026-03-10', status: 'delivered', orders: 1 },
      { day: '2026-03-10', status: 'placed', orders: 1 },
    ]);
    expect(await itemDays()).toEqual([
      { day: '2026-03-09', item_id: 'legacy-1', units: 0 },
      { day: '2026-03-10', item_id: 'legacy-1', units: 2 },
      { day: '2026-03-10', item_id: 'legacy-3', units: 2 },
    ]);
  });
});

describe("the orders' indexes", () => {
  const orderIndexes = async () =>
    (inject('databaseKind') === 'postgres'
      ? (await sql<{ name: string }>`select indexname as name from pg_indexes where tablename = 'orders'`.execute(db))
          .rows
      : (await sql<{ name: string }>`select name from pragma_index_list('orders')`.execute(db)).rows
    ).map((r) => r.name);

  it('keep one index led by the item (0012 dropped the shorter copy of it), and 0012 goes back down', async () => {
    expect(await orderIndexes()).toContain('orders_item_user');
    expect(await orderIndexes()).not.toContain('orders_item');
    const { error } = await migratorFor(db).migrateTo('0011_reports');
    if (error) throw error;
    expect(await orderIndexes()).toContain('orders_item');
    await migrateToLatest(db);
    expect(await orderIndexes()).not.toContain('orders_item');
  });
});

describe("the catalog's text index", () => {
  const search = () => catalogSearch(db);
  /** The matches of `q` in a few categories (null: without one); a category with none may be left out. */
  const countsOf = async (q: string) => {
    const counts = await search().countsByCategory({ q });
    return Object.fromEntries(
      (['processors', 'keyboards-mice', 'storage', null] as const).map((c) => [String(c), counts.get(c) ?? 0]),
    );
  };

  it("holds category ids the index keeps as one word (lower-case words joined by '-', 0013)", async () => {
    const ids = (await db.selectFrom('categories').select('id').execute()).map((c) => c.id);
    expect(ids.length).toBeGreaterThan(10);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('finds and counts per category the items already there (0013), and 0013 goes back down', async () => {
    const counted = { processors: 1, 'keyboards-mice': 1, storage: 0, null: 1 };
    expect(await countsOf('cc')).toEqual(counted);
    expect(await countsOf('ryzen proc')).toEqual({ processors: 1, 'keyboards-mice': 0, storage: 0, null: 0 });
    const { error } = await migratorFor(db).migrateTo('0012_lean_order_indexes');
    if (error) throw error;
    const found = await search().page({ q: 'gaming' }, 'newest', 10, undefined);
    expect(found.rows.map((r) => r.id)).toEqual(['legacy-2']);
    await migrateToLatest(db);
    expect(await countsOf('cc')).toEqual(counted);
  });
});

describe('Bangla words in the text indexes (0020)', () => {
  it('writes the search text again with whole Bangla words, finds them by their start, and 0020 goes back down', async () => {
    const { error } = await migratorFor(db).migrateTo('0019_languages');
    if (error) throw error;
    // Written before 0020, when a Bangla word was split at its vowel signs and virama.
    const name = 'Club গ্রাফিক্স কার্ড';
    const oldWords = (text: string) => (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
    await (db as unknown as Db)
      .insertInto('items')
      .values({
        id: 'legacy-bangla',
        name,
        image: 'https://example.com/a.png',
        short_description: 'র\u200d্যাম সহ',
        min_order_quantity: 1,
        available_quantity: 5,
        price_minor: 100_000,
        created_at: '2026-03-01T00:00:00.000Z',
        deleted_at: null,
        sku: 'CC-BN-1',
        category_id: 'graphics-cards',
        search_text: oldWords(`${name} র\u200d্যাম সহ CC-BN-1`),
        search_name: oldWords(name),
      } as never)
      .execute();
    await migrateToLatest(db);

    const row = await db
      .selectFrom('items')
      .select(['search_text', 'search_name', 'name_bn'])
      .where('id', '=', 'legacy-bangla')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      search_text: 'club গ্রাফিক্স কার্ড র্যাম সহ cc bn 1',
      search_name: 'club গ্রাফিক্স কার্ড',
      name_bn: null,
    });
    const found = async (q: string) =>
      (await catalogSearch(db).page({ q }, 'newest', 10, undefined)).rows.map((r) => r.id);
    for (const q of ['গ্রাফি', 'কার্ড', 'র\u200d্যাম', 'র্যা']) expect(await found(q), q).toEqual(['legacy-bangla']);
    // Not by a piece of a word between its marks, as before.
    expect(await found('ফ')).toEqual([]);
    expect((await catalogSearch(db).countsByCategory({ q: 'গ্রাফি' })).get('graphics-cards')).toBe(1);

    const down = await migratorFor(db).migrateTo('0019_languages');
    if (down.error) throw down.error;
    await migrateToLatest(db);
    expect(await found('গ্রাফি')).toEqual(['legacy-bangla']);
  });
});

describe('the delivery rate card (0023)', () => {
  it("is seeded with the couriers' rates and no free delivery, refuses what no card holds, and 0023 goes back down", async () => {
    expect(await deliveryQueries(db).card()).toEqual({
      zones: {
        dhaka: { firstKgMinor: 7000, extraKgMinor: 2000 },
        suburbs: { firstKgMinor: 11000, extraKgMinor: 2000 },
        outside: { firstKgMinor: 13000, extraKgMinor: 2000 },
      },
      freeAboveMinor: null,
      updatedAt: null,
      updatedBy: null,
    });
    // A fourth zone, a negative rate, a second settings row, a free-delivery amount of 0: refused by the tables.
    for (const write of [
      db.insertInto('delivery_zones').values({ zone: 'moon' as never, first_kg_minor: 1, extra_kg_minor: 1 }),
      db.updateTable('delivery_zones').set({ extra_kg_minor: -1 }).where('zone', '=', 'dhaka'),
      db
        .insertInto('delivery_settings')
        .values({ id: 2, free_delivery_above_minor: null, updated_at: null, updated_by: null }),
      db.updateTable('delivery_settings').set({ free_delivery_above_minor: 0 }),
    ])
      await expect(write.execute()).rejects.toThrow();
    const tables = async () =>
      (inject('databaseKind') === 'postgres'
        ? (
            await sql<{
              name: string;
            }>`select tablename as name from pg_tables where tablename like 'delivery%'`.execute(db)
          ).rows
        : (
            await sql<{
              name: string;
            }>`select name from sqlite_master where type = 'table' and name like 'delivery%'`.execute(db)
          ).rows
      )
        .map((r) => r.name)
        .sort();
    expect(await tables()).toEqual(['delivery_settings', 'delivery_zones']);
    const { error } = await migratorFor(db).migrateTo('0022_delivery_columns');
    if (error) throw error;
    expect(await tables()).toEqual([]);
    await migrateToLatest(db);
    expect(await tables()).toEqual(['delivery_settings', 'delivery_zones']);
  });
});

describe("one-item orders' tax invoices (0025)", () => {
  const invoice = (id: string, of: { purchase_id?: string | null; order_id?: string | null }) => ({
    id,
    number: `TI-2627-${id}`,
    fiscal_year: '2026-27',
    ...of,
    issued_at: '2026-11-26T00:00:00.000Z',
    seller_name: 'Seller',
    seller_address: 'Dhaka',
    seller_bin: '0044556670202',
    buyer_name: 'Buyer',
    buyer_address: 'Road 1',
    buyer_phone: '017',
    buyer_bin: null,
    value_without_vat_minor: 8696,
    vat_minor: 1304,
    value_with_vat_minor: 10000,
  });
  const line = (invoiceId: string) => ({
    invoice_id: invoiceId,
    position: 0,
    kind: 'goods' as const,
    description: 'Ryzen 5 Processor',
    order_id: null,
    order_number: null,
    quantity: 1,
    unit_price_minor: 10000,
    value_without_vat_minor: 8696,
    vat_rate_bp: 1500,
    vat_minor: 1304,
    value_with_vat_minor: 10000,
  });

  it("keeps a purchase's invoice, its lines and its foreign keys, wants exactly one of purchase and order, and goes back down", async () => {
    const { error } = await migratorFor(db).migrateTo('0024_tax_invoices');
    if (error) throw error;
    await db
      .insertInto('purchases')
      .values({
        id: 'invoiced-before-0025',
        user_email: 'early@example.com',
        idempotency_key: 'early-key-0025',
        address: 'Road 1',
        phone: '017',
        total_minor: 10000,
        created_at: '2026-11-26T00:00:00.000Z',
      })
      .execute();
    // The table as 0024 left it, without order_id.
    const { order_id: _, ...ofPurchase } = invoice('0025-a', { purchase_id: 'invoiced-before-0025', order_id: null });
    await db
      .insertInto('tax_invoices')
      .values(ofPurchase as never)
      .execute();
    await db.insertInto('tax_invoice_lines').values(line('0025-a')).execute();
    await migrateToLatest(db);

    expect(
      await db
        .selectFrom('tax_invoices')
        .select(['id', 'purchase_id', 'order_id'])
        .where('id', '=', '0025-a')
        .execute(),
    ).toEqual([{ id: '0025-a', purchase_id: 'invoiced-before-0025', order_id: null }]);
    if (inject('databaseKind') === 'sqlite')
      expect((await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(db)).rows).toEqual([
        { foreign_keys: 1 },
      ]);
    // The lines still point at it: a line of an invoice that does not exist is refused.
    await expect(db.insertInto('tax_invoice_lines').values(line('no-such-invoice')).execute()).rejects.toThrow();

    await db
      .insertInto('orders')
      .values({
        id: 'lone-0025',
        user_email: 'early@example.com',
        user_name: 'Early',
        item_id: 'legacy-1',
        item_name: 'Ryzen 5 Processor',
        address: 'Road 1',
        phone: '017',
        quantity: 1,
        unit_price_minor: 10000,
        total_minor: 10000,
        created_at: '2026-11-26T00:00:00.000Z',
        status_changed_at: '2026-11-26T00:00:00.000Z',
        search_text: 'early ryzen',
        purchase_id: null,
      })
      .execute();
    // Neither, or both: refused. One order's invoice once.
    await expect(db.insertInto('tax_invoices').values(invoice('0025-b', {})).execute()).rejects.toThrow();
    await expect(
      db
        .insertInto('tax_invoices')
        .values(invoice('0025-b', { purchase_id: 'invoiced-before-0025', order_id: 'lone-0025' }))
        .execute(),
    ).rejects.toThrow();
    await db
      .insertInto('tax_invoices')
      .values(invoice('0025-b', { order_id: 'lone-0025' }))
      .execute();
    await db.insertInto('tax_invoice_lines').values(line('0025-b')).execute();
    await expect(
      db
        .insertInto('tax_invoices')
        .values(invoice('0025-c', { order_id: 'lone-0025' }))
        .execute(),
    ).rejects.toThrow();

    // Down: the order's invoice goes, the purchase's stays.
    const down = await migratorFor(db).migrateTo('0024_tax_invoices');
    if (down.error) throw down.error;
    expect((await db.selectFrom('tax_invoices').select('id').execute()).map((r) => r.id)).toEqual(['0025-a']);
    await migrateToLatest(db);
    expect((await db.selectFrom('tax_invoice_lines').select('invoice_id').execute()).map((r) => r.invoice_id)).toEqual([
      '0025-a',
    ]);
  });
});

describe('purchase-order numbers (0032)', () => {
  it('leave every purchase already there without one, keep one given, and 0032 goes back down', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf('0032_purchase_po') - 1]!;
    const { error } = await migratorFor(db).migrateTo(before);
    if (error) throw error;
    await db
      .insertInto('purchases')
      .values({
        id: 'before-po',
        user_email: 'po@example.com',
        idempotency_key: 'po-key-1',
        address: 'Road 1',
        phone: '017',
        total_minor: 100,
        created_at: '2026-11-28T00:00:00.000Z',
        body_hash: null,
      })
      .execute();
    await migrateToLatest(db);
    const poOf = async () =>
      (await db.selectFrom('purchases').select('po_number').where('id', '=', 'before-po').executeTakeFirstOrThrow())
        .po_number;
    expect(await poOf()).toBeNull();
    const longest = 'PO-2026/0417-IT #12.a_b 0123456789X';
    expect(longest).toHaveLength(35);
    await db.updateTable('purchases').set({ po_number: longest }).where('id', '=', 'before-po').execute();
    expect(await poOf()).toBe(longest);
    const down = await migratorFor(db).migrateTo(before);
    if (down.error) throw down.error;
    await expect(poOf()).rejects.toThrow();
    await migrateToLatest(db);
    expect(await poOf()).toBeNull();
  });
});

describe('customer groups (0034)', () => {
  it('keep one entry per group and item, exactly one of price and percentage, raise the version on every write, and go back down', async () => {
    const version = async () =>
      Number((await db.selectFrom('customer_group_version').select('version').executeTakeFirstOrThrow()).version);
    await db
      .insertInto('customer_groups')
      .values({ id: 'dealer', name: 'Dealer', created_at: '2026-11-28T00:00:00.000Z' })
      .execute();
    await expect(
      db.insertInto('customer_groups').values({ id: 'dealer-2', name: 'Dealer', created_at: '2026-11-28' }).execute(),
    ).rejects.toThrow();
    const entry = (price_minor: number | null, percent_off_bp: number | null, item_id = 'legacy-1') =>
      db
        .insertInto('customer_group_prices')
        .values({ group_id: 'dealer', item_id, price_minor, percent_off_bp, valid_from: null, valid_until: null })
        .execute();
    await expect(entry(null, null)).rejects.toThrow();
    await expect(entry(100, 500)).rejects.toThrow();
    await expect(entry(null, 10_000)).rejects.toThrow();
    const first = await version();
    await entry(90_000, null);
    expect(await version()).toBeGreaterThan(first);
    await expect(entry(80_000, null)).rejects.toThrow();
    await entry(null, 1000, 'legacy-2');
    const second = await version();
    await db
      .updateTable('customer_group_prices')
      .set({ price_minor: 85_000 })
      .where('item_id', '=', 'legacy-1')
      .execute();
    expect(await version()).toBeGreaterThan(second);
    const third = await version();
    await db.deleteFrom('customer_groups').where('id', '=', 'dealer').execute();
    // The group's entries go with it (and raise the version).
    expect(await db.selectFrom('customer_group_prices').selectAll().execute()).toEqual([]);
    expect(await version()).toBeGreaterThan(third);

    const names = Object.keys(migrations);
    const before = names[names.indexOf('0034_customer_groups') - 1]!;
    const down = await migratorFor(db).migrateTo(before);
    if (down.error) throw down.error;
    await expect(db.selectFrom('customer_groups').selectAll().execute()).rejects.toThrow();
    await migrateToLatest(db);
    expect(await version()).toBe(1);
  });
});

describe('purchase approval (0033)', () => {
  it('leaves every purchase without an approval and every member without a limit, refuses another state, and goes back down', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf('0033_purchase_approval') - 1]!;
    const { error } = await migratorFor(db).migrateTo(before);
    if (error) throw error;
    await db
      .insertInto('purchases')
      .values({
        id: 'before-approval',
        user_email: 'approval@example.com',
        idempotency_key: 'approval-key-1',
        address: 'Road 1',
        phone: '017',
        total_minor: 100,
        created_at: '2026-11-28T00:00:00.000Z',
        body_hash: null,
      })
      .execute();
    await migrateToLatest(db);
    const approvalOf = async () =>
      (
        await db
          .selectFrom('purchases')
          .select('approval')
          .where('id', '=', 'before-approval')
          .executeTakeFirstOrThrow()
      ).approval;
    expect(await approvalOf()).toBeNull();
    await db.updateTable('purchases').set({ approval: 'awaiting' }).where('id', '=', 'before-approval').execute();
    expect(await approvalOf()).toBe('awaiting');
    await expect(
      db
        .updateTable('purchases')
        .set({ approval: 'maybe' as 'awaiting' })
        .where('id', '=', 'before-approval')
        .execute(),
    ).rejects.toThrow();
    const down = await migratorFor(db).migrateTo(before);
    if (down.error) throw down.error;
    await expect(approvalOf()).rejects.toThrow();
    await migrateToLatest(db);
    expect(await approvalOf()).toBeNull();
  });
});

describe('payment terms (0036)', () => {
  it('leaves every company without terms and every purchase without a due day, refuses bad terms and payments, and goes back down', async () => {
    const names = Object.keys(migrations);
    const before = names[names.indexOf('0036_company_terms') - 1]!;
    const { error } = await migratorFor(db).migrateTo(before);
    if (error) throw error;
    const now = '2026-11-28T00:00:00.000Z';
    await db
      .insertInto('users')
      .values({ id: 'terms-admin', email: 'terms.admin@example.com', name: 'Admin', role: 'admin', created_at: now })
      .execute();
    await db
      .insertInto('companies')
      .values({
        id: 'before-terms',
        name: 'Before terms',
        bin: '0001234560101',
        trade_licence: 'TL-1',
        billing_address: 'Dhaka',
        district: 'dhaka',
        created_at: now,
        created_by: 'terms-admin',
      })
      .execute();
    await db
      .insertInto('purchases')
      .values({
        id: 'before-terms',
        user_email: 'terms@example.com',
        idempotency_key: 'terms-key-1',
        address: 'Road 1',
        phone: '017',
        total_minor: 100,
        created_at: now,
        body_hash: null,
      })
      .execute();
    await migrateToLatest(db);
    const termsOf = () =>
      db
        .selectFrom('companies')
        .select(['net_days', 'credit_limit_minor', 'require_po_number'])
        .where('id', '=', 'before-terms')
        .executeTakeFirstOrThrow();
    expect(await termsOf()).toEqual({ net_days: null, credit_limit_minor: null, require_po_number: 0 });
    const purchase = await db
      .selectFrom('purchases')
      .select('due_on')
      .where('id', '=', 'before-terms')
      .executeTakeFirstOrThrow();
    expect(purchase.due_on).toBeNull();
    const setTerms = (net_days: number, credit_limit_minor: number) =>
      db.updateTable('companies').set({ net_days, credit_limit_minor }).where('id', '=', 'before-terms').execute();
    await expect(setTerms(0, 100)).rejects.toThrow();
    await expect(setTerms(30, -1)).rejects.toThrow();
    await setTerms(30, 100_000);
    const payment = (id: string, amount_minor: number) =>
      db
        .insertInto('invoice_payments')
        .values({
          id,
          purchase_id: 'before-terms',
          amount_minor,
          paid_on: '2026-11-28',
          reference: 'CHQ 1',
          recorded_by: 'terms-admin',
          created_at: now,
        })
        .execute();
    await expect(payment('p0', 0)).rejects.toThrow();
    await payment('p1', 50);
    const down = await migratorFor(db).migrateTo(before);
    if (down.error) throw down.error;
    await expect(db.selectFrom('invoice_payments').selectAll().execute()).rejects.toThrow();
    await migrateToLatest(db);
    expect(await termsOf()).toEqual({ net_days: null, credit_limit_minor: null, require_po_number: 0 });
  });
});
