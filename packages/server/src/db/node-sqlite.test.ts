import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely, sql, type Generated } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { nodeSqliteDialect, openNodeSqlite, toSqliteValue } from './node-sqlite.ts';

interface TestDb {
  things: {
    id: Generated<number>;
    label: string | null;
    at: string | null;
    flag: number | null;
    bytes: Uint8Array | null;
  };
}

describe('node:sqlite adapter', () => {
  let dir: string;
  let db: Kysely<TestDb>;

  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'sqlite-adapter-'));
    db = new Kysely<TestDb>({ dialect: nodeSqliteDialect(join(dir, 'a.db')) });
    await db.schema
      .createTable('things')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('label', 'text')
      .addColumn('at', 'text')
      .addColumn('flag', 'integer')
      .addColumn('bytes', 'blob')
      .execute();
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs parameterised inserts and selects rows back', async () => {
    const result = await db.insertInto('things').values({ label: 'cpu' }).executeTakeFirst();
    expect(result.insertId).toBe(1n);
    await db.insertInto('things').values({ label: 'gpu' }).execute();
    const rows = await db.selectFrom('things').select(['id', 'label']).where('label', '=', 'gpu').execute();
    expect(rows).toEqual([{ id: 2, label: 'gpu' }]);
  });

  it('answers an empty array, not an error, for a select that matches nothing', async () => {
    expect(await db.selectFrom('things').selectAll().execute()).toEqual([]);
  });

  it('stores a Date as its ISO string, undefined as null and a boolean as 0/1', async () => {
    const at = new Date('2026-01-02T03:04:05.000Z');
    await db
      .insertInto('things')
      .values({ label: undefined as unknown as null, at: at as unknown as string, flag: true as unknown as number })
      .execute();
    const row = await db.selectFrom('things').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ label: null, at: '2026-01-02T03:04:05.000Z', flag: 1 });
  });

  it('round-trips binary data', async () => {
    await db
      .insertInto('things')
      .values({ bytes: Buffer.from([1, 2, 255]) })
      .execute();
    const row = await db.selectFrom('things').select('bytes').executeTakeFirstOrThrow();
    expect(Array.from(row.bytes!)).toEqual([1, 2, 255]);
  });

  it('supports RETURNING and reports affected rows of updates and deletes', async () => {
    const inserted = await db
      .insertInto('things')
      .values({ label: 'a' })
      .returning(['id', 'label'])
      .executeTakeFirstOrThrow();
    expect(inserted).toEqual({ id: 1, label: 'a' });
    const updated = await db.updateTable('things').set({ label: 'b' }).where('id', '=', 1).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    const deleted = await db.deleteFrom('things').where('id', '=', 99).executeTakeFirst();
    expect(deleted.numDeletedRows).toBe(0n);
  });

  it('rolls a failed transaction back', async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto('things').values({ label: 'lost' }).execute();
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await db.selectFrom('things').selectAll().execute()).toEqual([]);
  });

  it('counts as a number', async () => {
    await db
      .insertInto('things')
      .values([{ label: 'a' }, { label: 'b' }])
      .execute();
    const row = await db
      .selectFrom('things')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(row.n).toBe(2);
  });

  it('opens files in WAL mode with foreign keys on', () => {
    const raw = openNodeSqlite(join(dir, 'b.db'));
    try {
      expect(raw.native.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
      expect(raw.native.prepare('PRAGMA foreign_keys').get()).toEqual({ foreign_keys: 1 });
      expect(raw.native.prepare('PRAGMA busy_timeout').get()).toEqual({ timeout: 5000 });
      expect(raw.native.prepare('PRAGMA cache_size').get()).toEqual({ cache_size: -65536 });
      expect(raw.native.prepare('PRAGMA wal_autocheckpoint').get()).toEqual({ wal_autocheckpoint: 10000 });
    } finally {
      raw.close();
    }
  });

  it('executes raw SQL through sql``', async () => {
    const { rows } = await sql<{ v: number }>`select ${41} + 1 as v`.execute(db);
    expect(rows).toEqual([{ v: 42 }]);
  });

  it('refuses values SQLite cannot store', () => {
    expect(() => toSqliteValue({ a: 1 })).toThrow(TypeError);
  });
});
