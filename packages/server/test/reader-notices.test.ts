// The database's own word on a group member's read (migration 0037; customer-groups/reader-rows.ts):
// on PostgreSQL every write that changes what a member's catalog read depends on (the row a token
// is checked against, their group, their company's group, a group's list) sends the `readers`
// notice at its commit, whoever writes it, and writes that change none of it send nothing. On
// SQLite the feed never hears the database, so a member's row is read at every use.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../src/db/connection.ts';
import { CHANGE_CHANNEL, localChangeFeed, postgresChangeFeed, type ChangeFeed } from '../src/db/changes.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('readernotices');
let db: Db;
let feed: ChangeFeed | undefined;
let userId: string;
let itemId: string;
const at = '2026-11-28T00:00:00.000Z';

beforeAll(async () => {
  const customer = await suite.login('customer');
  itemId = (await suite.addItem(await suite.login('admin'), { name: 'Notice Test SSD' }))._id;
  db = openDatabase(suite.database.url);
  userId = (await db.selectFrom('users').select('id').where('email', '=', customer.email).executeTakeFirstOrThrow()).id;
  if (suite.database.kind === 'postgres') {
    feed = postgresChangeFeed(suite.database.url);
    feed.hearOwnWrites(db);
  }
});
afterAll(async () => {
  await feed?.close();
  await db?.destroy();
});

/**
 * Whether `write` sent the readers notice: a marker notified after it arrives after any notice of
 * the write's commit (PostgreSQL delivers notices in commit order), so hearing the marker without
 * `readers` means there was none.
 */
async function toldReaders(write: () => Promise<unknown>): Promise<boolean> {
  const heard: string[] = [];
  const marker = new Promise<void>((resolve) =>
    feed!.subscribe((topic) => {
      heard.push(topic);
      if (topic === 'delivery') resolve();
    }),
  );
  await write();
  await sql`select pg_notify(${CHANGE_CHANNEL}, 'marker|delivery')`.execute(db);
  await marker;
  return heard.includes('readers');
}

describe('the readers notice', () => {
  it('is never heard on SQLite', () => {
    if (suite.database.kind === 'postgres') return;
    expect(localChangeFeed().hearsDatabase()).toBe(false);
  });

  it('comes from every write that moves a member, at its commit, and from no other', async () => {
    if (!feed) return;
    await expect.poll(() => feed!.hearsDatabase()).toBe(true);
    const user = () => db.updateTable('users').where('id', '=', userId);
    const row = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();

    // A sign-in writing the same address, a new display name, a stock change: nothing.
    expect(await toldReaders(() => user().set({ email: row.email, name: 'Renamed' }).execute())).toBe(false);
    expect(await toldReaders(() => db.updateTable('items').set({ available_quantity: 7 }).execute())).toBe(false);

    expect(await toldReaders(() => user().set({ disabled_at: at }).execute())).toBe(true);
    expect(await toldReaders(() => user().set({ disabled_at: null }).execute())).toBe(true);
    expect(
      await toldReaders(() =>
        user()
          .set({ token_generation: Number(row.token_generation) + 1 })
          .execute(),
      ),
    ).toBe(true);
    expect(
      await toldReaders(() =>
        user()
          .set({ email: `moved.${row.email}` })
          .execute(),
      ),
    ).toBe(true);

    await db.insertInto('customer_groups').values({ id: 'g-notice', name: 'Notice', created_at: at }).execute();
    expect(await toldReaders(() => user().set({ customer_group_id: 'g-notice' }).execute())).toBe(true);
    expect(
      await toldReaders(() =>
        db
          .insertInto('customer_group_prices')
          .values({ group_id: 'g-notice', item_id: itemId, price_minor: 100, tiers: '[]' })
          .execute(),
      ),
    ).toBe(true);

    // Nothing is told before the commit: a rolled back change sends nothing.
    expect(
      await toldReaders(() =>
        db
          .transaction()
          .execute(async (tx) => {
            await tx.updateTable('users').set({ customer_group_id: null }).where('id', '=', userId).execute();
            throw new Error('rolled back');
          })
          .catch(() => {}),
      ),
    ).toBe(false);

    const company = {
      id: 'c-notice',
      name: 'Notice Ltd',
      bin: '0001234560101',
      trade_licence: 'TL',
      billing_address: 'Dhaka',
      district: 'dhaka',
      created_at: at,
      created_by: userId,
    };
    expect(await toldReaders(() => db.insertInto('companies').values(company).execute())).toBe(false);
    expect(
      await toldReaders(() =>
        db
          .insertInto('company_members')
          .values({ user_id: userId, company_id: 'c-notice', role: 'buyer', joined_at: at })
          .execute(),
      ),
    ).toBe(true);
    expect(await toldReaders(() => db.updateTable('companies').set({ name: 'Renamed Ltd' }).execute())).toBe(false);
    expect(await toldReaders(() => db.updateTable('companies').set({ customer_group_id: 'g-notice' }).execute())).toBe(
      true,
    );
    expect(await toldReaders(() => db.deleteFrom('company_members').where('user_id', '=', userId).execute())).toBe(
      true,
    );
    expect(await toldReaders(() => db.deleteFrom('companies').where('id', '=', 'c-notice').execute())).toBe(true);
  });

  it('of a write on this instance is heard before the write returns, inside a transaction or not', async () => {
    if (!feed) return;
    await expect.poll(() => feed!.hearsDatabase()).toBe(true);
    let heard = 0;
    feed.subscribe((topic) => {
      if (topic === 'readers') heard += 1;
    });
    // Each write moves the user between the group and none, so each one changes the row.
    let group: string | null = null;
    const move = () => (group = group === null ? 'g-notice' : null);
    await db.updateTable('users').set({ customer_group_id: group }).where('id', '=', userId).execute();
    for (let n = 0; n < 20; n += 1) {
      const before = heard;
      await db.updateTable('users').set({ customer_group_id: move() }).where('id', '=', userId).execute();
      expect(heard).toBeGreaterThan(before);
      const inTransaction = heard;
      await db.transaction().execute(async (tx) => {
        await tx.updateTable('users').set({ customer_group_id: move() }).where('id', '=', userId).execute();
      });
      expect(heard).toBeGreaterThan(inTransaction);
    }
  });
});
