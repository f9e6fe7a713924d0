// The hottest reads as named prepared statements (db/prepared.ts): the same rows as Kysely's own
// query on both databases, and on PostgreSQL a statement the connection keeps, so later calls are
// neither parsed nor planned again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, poolOf, type Db } from '../src/db/connection.ts';
import { preparedRows } from '../src/db/prepared.ts';
import { usersRepository } from '../src/users/repository.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('prepared');
let db: Db;

beforeAll(async () => {
  await suite.login('customer');
  db = openDatabase(suite.database.url);
});
afterAll(async () => {
  await db?.destroy();
});

describe('prepared reads', () => {
  it('answer what Kysely answers, at every call', async () => {
    const users = await db.selectFrom('users').selectAll().orderBy('id').execute();
    expect(users.length).toBeGreaterThan(0);
    for (const user of users)
      for (let call = 0; call < 3; call += 1)
        expect(await usersRepository(db).findById(user.id)).toEqual(
          await db.selectFrom('users').selectAll().where('id', '=', user.id).executeTakeFirst(),
        );
    expect(await usersRepository(db).findById('no-such-user')).toBeUndefined();
  });

  it('are kept by the connection on PostgreSQL, and run as any query elsewhere or in a transaction', async () => {
    const query = db.selectFrom('users').select('id').where('email', '=', 'nobody@example.com');
    expect(await preparedRows(db, 'prepared-test', query)).toEqual([]);
    await db.transaction().execute(async (tx) => {
      expect(poolOf(tx)).toBeUndefined();
      expect(await preparedRows(tx, 'prepared-test', query)).toEqual([]);
    });
    const pool = poolOf(db);
    if (suite.database.kind === 'sqlite') {
      expect(pool).toBeUndefined();
      return;
    }
    // Every query of this test ran one after another, so on the pool's one client: the one that
    // prepared it above.
    expect(pool!.totalCount).toBe(1);
    const kept = await sql<{ name: string }>`select name from pg_prepared_statements`.execute(db);
    expect(kept.rows.map((row) => row.name)).toContain('prepared-test');
  });
});
