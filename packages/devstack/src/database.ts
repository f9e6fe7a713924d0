// One fresh database per test file (or per e2e worker): a SQLite file in a temporary directory,
// or a new database on a running PostgreSQL cluster.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createDatabase } from './postgres.ts';

export type DatabaseKind = 'sqlite' | 'postgres';

export interface TestDatabase {
  readonly kind: DatabaseKind;
  /** The server's DATABASE_URL. */
  readonly url: string;
  /** Removes the database (after the server using it has stopped). */
  drop(): Promise<void>;
}

/**
 * A new, empty database. `postgresUrl` (any database of a running cluster) is required for
 * `postgres`; `name` is a readable prefix (lowercase letters, digits, _).
 */
export async function createTestDatabase({
  kind,
  postgresUrl,
  name = 'test',
  postgresTemplate,
}: {
  kind: DatabaseKind;
  postgresUrl?: string;
  name?: string;
  /**
   * PostgreSQL only: a copy of this database of the cluster (one no connection is open to) rather
   * than an empty one: the API suite's files start on a copy of one migrated once (test/global-setup.ts).
   */
  postgresTemplate?: string;
}): Promise<TestDatabase> {
  const unique = `${name.toLowerCase().replace(/[^a-z0-9_]/g, '_')}_${randomBytes(4).toString('hex')}`;
  if (kind === 'sqlite') {
    const dir = mkdtempSync(join(tmpdir(), `db-${unique}-`));
    return {
      kind,
      url: `sqlite:${join(dir, 'db.sqlite')}`,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
    };
  }
  if (!postgresUrl) throw new Error('a PostgreSQL test database needs the URL of a running cluster');
  const url = await createDatabase(postgresUrl, `t_${unique}`, postgresTemplate);
  return {
    kind,
    url,
    async drop() {
      const client = new pg.Client({ connectionString: postgresUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS t_${unique} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
