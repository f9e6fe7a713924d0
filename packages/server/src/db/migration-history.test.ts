// Migrations are history: a database that applied one never runs it again, so the SQL an existing
// migration emits must never change on either database, or a new store would get a schema no old
// one has. Every migration's statements (up and down), as each database receives them, are kept in
// __snapshots__/migrations.<database>.sql: a new migration adds lines there; a change to an
// existing one's lines is a bug, whatever its reason (refactoring through db/dialect.ts included).
import {
  DummyDriver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
} from 'kysely';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { migrations } from './migrate.ts';

const adapters = {
  sqlite: { adapter: SqliteAdapter, compiler: SqliteQueryCompiler, introspector: SqliteIntrospector },
  postgres: { adapter: PostgresAdapter, compiler: PostgresQueryCompiler, introspector: PostgresIntrospector },
};

/** Every statement the migrations run on `kind`, with a database that answers no rows. */
async function statements(kind: keyof typeof adapters): Promise<string> {
  const { adapter, compiler, introspector } = adapters[kind];
  const lines: string[] = [];
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations take any schema
  const db = new Kysely<any>({
    dialect: {
      createAdapter: () => new adapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (db) => new introspector(db),
      createQueryCompiler: () => new compiler(),
    },
    log: (event) => {
      const { sql, parameters } = event.query;
      lines.push(`${sql};`);
      if (parameters.length) lines.push(`-- parameters: ${JSON.stringify(parameters)}`);
    },
  });
  for (const [name, migration] of Object.entries(migrations)) {
    lines.push(`\n-- ${name} up`);
    await migration.up(db);
    if (migration.down) {
      lines.push(`\n-- ${name} down`);
      await migration.down(db);
    }
  }
  await db.destroy();
  return `${lines.join('\n').trim()}\n`;
}

describe('the migrations', () => {
  // 0006 writes the time it ran into its opening movements.
  beforeEach(() => void vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-01-01T00:00:00.000Z') }));
  afterEach(() => void vi.useRealTimers());

  it.each(['sqlite', 'postgres'] as const)('emit the same SQL as when they were applied, on %s', async (kind) => {
    await expect(await statements(kind)).toMatchFileSnapshot(`__snapshots__/migrations.${kind}.sql`);
  });
});
