// The price book (requirements §20.5): each group's list held in memory, read again on every
// instance once customer_group_version moves (a write through another instance's book included),
// the reader's group the company's for a member, and the store day in the store's time zone.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sqliteTestDatabase, type MigratedTestDb } from '../../test/support/test-databases.ts';
import { priceBook } from './price-book.ts';
import { customerGroupsRepository, priceBookQueries } from './repository.ts';

let test: MigratedTestDb;
const at = '2026-11-28T00:00:00.000Z';

beforeAll(async () => {
  test = await sqliteTestDatabase();
  const { db } = test;
  await db
    .insertInto('users')
    .values([
      { id: 'u-dealer', email: 'dealer@example.com', name: 'Dealer', role: 'user', created_at: at },
      { id: 'u-member', email: 'member@example.com', name: 'Member', role: 'user', created_at: at },
      { id: 'u-none', email: 'none@example.com', name: 'None', role: 'user', created_at: at },
    ])
    .execute();
  await db
    .insertInto('items')
    .values(
      ['i1', 'i2'].map((id) => ({
        id,
        name: id,
        image: 'https://example.com/a.png',
        short_description: id,
        min_order_quantity: 1,
        available_quantity: 5,
        price_minor: 100_000,
        created_at: at,
        deleted_at: null,
        sku: id.toUpperCase(),
        category_id: null,
        search_text: id,
      })),
    )
    .execute();
  await db
    .insertInto('customer_groups')
    .values([
      { id: 'g-dealer', name: 'Dealer', created_at: at },
      { id: 'g-corporate', name: 'Corporate', created_at: at },
    ])
    .execute();
  await db
    .updateTable('users')
    .set({ customer_group_id: 'g-dealer' })
    .where('id', 'in', ['u-dealer', 'u-member'])
    .execute();
  await db
    .insertInto('companies')
    .values({
      id: 'c1',
      name: 'Co',
      bin: '0001234560101',
      trade_licence: 'TL',
      billing_address: 'Dhaka',
      district: 'dhaka',
      created_at: at,
      created_by: 'u-member',
    })
    .execute();
  await db
    .insertInto('company_members')
    .values({ user_id: 'u-member', company_id: 'c1', role: 'buyer', joined_at: at })
    .execute();
});
afterAll(async () => {
  await test?.close();
});

const entry = (item_id: string, price_minor: number | null, percent_off_bp: number | null = null) => ({
  group_id: 'g-dealer',
  item_id,
  price_minor,
  percent_off_bp,
  tiers: '[]',
  valid_from: null,
  valid_until: null,
});

describe('the price book', () => {
  it('gives a reader their group’s entries, and a company member the company’s group (none here)', async () => {
    const book = priceBook(priceBookQueries(test.db), 'Asia/Dhaka').pricesFor;
    await customerGroupsRepository(test.db).replacePrices('g-dealer', [entry('i1', 90_000)]);
    const pricing = await book('u-dealer');
    expect(pricing?.groupId).toBe('g-dealer');
    expect(pricing?.entries.get('i1')).toMatchObject({ price: 900, percent_off_bp: null, tiers: [] });
    // The member's own group is the dealer's, but a member pays by the company's: none.
    expect(await book('u-member')).toBeUndefined();
    await test.db.updateTable('companies').set({ customer_group_id: 'g-corporate' }).where('id', '=', 'c1').execute();
    expect((await book('u-member'))?.groupId).toBe('g-corporate');
    expect(await book('u-none')).toBeUndefined();
    expect(await book(undefined)).toBeUndefined();
  });

  it('reads a group’s list once, then again on every instance once any write moves the version', async () => {
    const queries = priceBookQueries(test.db);
    const reads = vi.spyOn(queries, 'entries');
    const here = priceBook(queries, 'Asia/Dhaka').pricesFor;
    const there = priceBook(priceBookQueries(test.db), 'Asia/Dhaka').pricesFor;
    await here('u-dealer');
    await here('u-dealer');
    expect(reads).toHaveBeenCalledTimes(1);
    await there('u-dealer');
    // Another instance's write (its own repository, no message to this one).
    await customerGroupsRepository(test.db).replacePrices('g-dealer', [entry('i1', 80_000), entry('i2', null, 500)]);
    const after = await here('u-dealer');
    expect(reads).toHaveBeenCalledTimes(2);
    expect(after?.entries.get('i1')?.price).toBe(800);
    expect(after?.entries.get('i2')).toMatchObject({ price: null, percent_off_bp: 500 });
    expect((await there('u-dealer'))?.entries.get('i1')?.price).toBe(800);
  });

  it('prices a token’s reader only while the claims hold for their row (a catalog read checks both in one read)', async () => {
    const { pricesForClaims } = priceBook(priceBookQueries(test.db), 'Asia/Dhaka');
    const claims = { userId: 'u-dealer', email: 'dealer@example.com', generation: 0 };
    expect((await pricesForClaims(claims))?.groupId).toBe('g-dealer');
    expect(await pricesForClaims({ ...claims, email: 'someone@example.com' })).toBeUndefined();
    expect(await pricesForClaims({ ...claims, generation: 1 })).toBeUndefined();
    expect(await pricesForClaims({ ...claims, userId: 'u-gone' })).toBeUndefined();
    await test.db.updateTable('users').set({ disabled_at: at }).where('id', '=', 'u-dealer').execute();
    expect(await pricesForClaims(claims)).toBeUndefined();
    await test.db.updateTable('users').set({ disabled_at: null }).where('id', '=', 'u-dealer').execute();
  });

  it('judges the day in the store’s time zone', async () => {
    const evening = () => new Date('2026-11-30T19:00:00Z');
    expect((await priceBook(priceBookQueries(test.db), 'Asia/Dhaka', evening).pricesFor('u-dealer'))?.day).toBe(
      '2026-12-01',
    );
    expect((await priceBook(priceBookQueries(test.db), 'UTC', evening).pricesFor('u-dealer'))?.day).toBe('2026-11-30');
  });
});
