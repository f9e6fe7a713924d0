import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  sql,
  type Generated,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { byDialect, dialectOf } from './dialect.ts';
import { nodeSqliteDialect } from './node-sqlite.ts';

interface TestDb {
  things: { seq: Generated<number>; label: string };
}

// PostgreSQL's forms compiled only (the API suite runs them on a real server, TEST_DB=postgres).
const postgres = new Kysely<TestDb>({
  dialect: {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new DummyDriver(),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  },
});

describe('the dialect', () => {
  let sqlite: Kysely<TestDb>;
  beforeEach(async () => {
    sqlite = new Kysely<TestDb>({ dialect: nodeSqliteDialect(':memory:') });
    await sqlite.schema
      .createTable('things')
      .addColumn('seq', 'integer', dialectOf(sqlite).serialKey)
      .addColumn('label', 'text', (c) => c.notNull())
      .execute();
  });
  afterEach(() => sqlite.destroy());

  it('is told by the connection, and picks that database’s entry of a table of both', () => {
    expect(dialectOf(sqlite).name).toBe('sqlite');
    expect(dialectOf(postgres).name).toBe('postgres');
    expect(byDialect(postgres, { sqlite: 1, postgres: 2 })).toBe(2);
  });

  it('locks rows on PostgreSQL only (SQLite’s one connection serializes)', () => {
    const query = (db: Kysely<TestDb>) => dialectOf(db).forUpdate(db.selectFrom('things').select('seq')).compile().sql;
    expect(query(postgres)).toBe('select "seq" from "things" for update');
    expect(query(sqlite)).toBe('select "seq" from "things"');
  });

  it('reads many rows from parameters, and runs several writes over the same rows', async () => {
    const { textRows, writeWith } = dialectOf(sqlite);
    const rows = [
      ['a', '1'],
      ['b', '2'],
    ];
    await writeWith(
      sqlite,
      [sql`picked (label, n) as (${textRows(rows)})`],
      [sql`insert into things (label) select label from picked`, sql`insert into things (label) select n from picked`],
    );
    const labels = await sqlite.selectFrom('things').select('label').orderBy('seq').execute();
    expect(labels.map((row) => row.label)).toEqual(['a', 'b', '1', '2']);
    const pg = dialectOf(postgres).textRows(rows).compile(postgres);
    expect(pg.sql).toBe('select * from unnest($1::text[], $2::text[])');
    expect(pg.parameters).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('compares, takes the least and matches words the same way on both', async () => {
    const { contains, least, prefixMatchInRow } = dialectOf(sqlite);
    const { rows } = await sql<{ has: number; least: number; match: number }>`select
      ${contains(sql.lit(' graphics card'), ' card')} as has,
      ${least(sql.lit(7), sql.lit(3))} as least,
      ${prefixMatchInRow('t', 'GRAP car')} as match
      from (select 'graphics card' as search_text) t`.execute(sqlite);
    expect(rows).toEqual([{ has: 1, least: 3, match: 1 }]);
  });
});
