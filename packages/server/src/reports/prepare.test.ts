import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqliteTestDatabase, type MigratedTestDb } from '../../test/support/test-databases.ts';
import { newId } from '../db/util.ts';
import { prepareReports } from './prepare.ts';
import { reportsRepository } from './repository.ts';

let test: MigratedTestDb;
beforeAll(async () => {
  test = await sqliteTestDatabase();
  await test.db
    .insertInto('items')
    .values({
      id: 'item-1',
      name: 'Fan',
      image: '/fan.webp',
      short_description: 'A fan',
      min_order_quantity: 1,
      available_quantity: 10,
      price_minor: 150,
      created_at: '2026-01-01T00:00:00.000Z',
      deleted_at: null,
      sku: 'FAN-1',
      category_id: null,
      search_text: 'fan',
    })
    .execute();
});
afterAll(async () => {
  await test.close();
});

const order = (created_at: string, status: 'placed' | 'cancelled' = 'placed') => ({
  id: newId(),
  user_email: 'a@example.com',
  user_name: 'A',
  item_id: 'item-1',
  item_name: 'Fan',
  address: 'Road 1',
  phone: '01700000000',
  quantity: 2,
  unit_price_minor: 150,
  total_minor: 300,
  created_at,
  status,
  status_changed_at: created_at,
  search_text: 'a',
});

const days = (test: MigratedTestDb) =>
  test.db
    .selectFrom('report_days')
    .select(['day', 'status', 'orders', 'revenue_minor'])
    .orderBy('day')
    .orderBy('status')
    .execute();

describe("the reports' store days", () => {
  it('recounts the orders placed before the first start, then again when STORE_TIME_ZONE changes', async () => {
    // Placed before any calendar exists (as after the migration): counted by the first preparation.
    await test.db
      .insertInto('orders')
      .values([order('2026-03-09T17:59:59.999Z'), order('2026-03-09T18:00:00.000Z', 'cancelled')])
      .execute();
    expect(await prepareReports(test.db, 'Asia/Dhaka')).toEqual({ rebuilt: true });
    expect(await days(test)).toEqual([
      { day: '2026-03-09', status: 'placed', orders: 1, revenue_minor: 300 },
      { day: '2026-03-10', status: 'cancelled', orders: 1, revenue_minor: 300 },
    ]);
    expect(await prepareReports(test.db, 'Asia/Dhaka')).toEqual({ rebuilt: false });

    // Later writes reach the roll-ups through the triggers and a fold.
    await test.db
      .updateTable('orders')
      .set({ status: 'confirmed' })
      .where('created_at', '=', '2026-03-09T17:59:59.999Z')
      .execute();
    await reportsRepository(test.db).fold();
    expect(await days(test)).toEqual([
      { day: '2026-03-09', status: 'confirmed', orders: 1, revenue_minor: 300 },
      { day: '2026-03-09', status: 'placed', orders: 0, revenue_minor: 0 },
      { day: '2026-03-10', status: 'cancelled', orders: 1, revenue_minor: 300 },
    ]);
    expect(await test.db.selectFrom('report_changes').selectAll().execute()).toEqual([]);

    // In UTC both orders fall on the 9th.
    expect(await prepareReports(test.db, 'UTC')).toEqual({ rebuilt: true });
    expect(await days(test)).toEqual([
      { day: '2026-03-09', status: 'cancelled', orders: 1, revenue_minor: 300 },
      { day: '2026-03-09', status: 'confirmed', orders: 1, revenue_minor: 300 },
    ]);
    const items = await test.db.selectFrom('report_item_days').selectAll().execute();
    expect(items).toEqual([{ day: '2026-03-09', item_id: 'item-1', orders: 1, units: 2, revenue_minor: 300 }]);
  });
});
