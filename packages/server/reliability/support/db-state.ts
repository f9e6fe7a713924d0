// Reads the database underneath the server, to prove that refused requests changed nothing and
// that acknowledged writes are really stored. SQLite connections are opened per call and closed at
// once: an open connection would count as "in use" for the restore command.
import { createHash } from 'node:crypto';
import { DatabaseSync } from 'node:sqlite';
import pg from 'pg';

export const TABLES = ['items', 'orders', 'reviews', 'users', 'images'] as const;
export type Table = (typeof TABLES)[number];

type Row = Record<string, unknown>;

function sqliteFile(url: string): string {
  return url.replace(/^sqlite:(\/\/)?/i, '');
}

type Run = (sql: string, params?: unknown[]) => Promise<Row[]>;

/** Opens one connection to the database at `url`, lends it to `use`, and closes it. */
async function withConnection<T>(url: string, use: (run: Run) => Promise<T>): Promise<T> {
  if (url.startsWith('sqlite:')) {
    const db = new DatabaseSync(sqliteFile(url));
    try {
      db.exec('PRAGMA busy_timeout = 5000');
      return await use(async (sql, params = []) => {
        const stmt = db.prepare(sql);
        if (stmt.columns().length === 0) {
          stmt.run(...(params as never[]));
          return [];
        }
        return stmt.all(...(params as never[])) as Row[];
      });
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(pgRun(client));
  } finally {
    await client.end();
  }
}

function pgRun(client: pg.Client): Run {
  return async (sql, params = []) => {
    // pg numbers its parameters $1, $2...; the suite writes ? as SQLite does.
    let n = 0;
    const text = sql.replace(/\?/g, () => `$${++n}`);
    return (await client.query(text, params)).rows as Row[];
  };
}

/** Deletes a company and its members and invitations (no route does: the permission table's cleanup). */
export async function deleteCompany(url: string, id: string): Promise<void> {
  await withConnection(url, async (run) => {
    for (const table of ['company_invitations', 'company_members'])
      await run(`delete from ${table} where company_id = ?`, [id]);
    await run('delete from companies where id = ?', [id]);
  });
}

/** Runs `sql` on the database at `url` and answers its rows. */
export function query(url: string, sql: string, params: unknown[] = []): Promise<Row[]> {
  return withConnection(url, (run) => run(sql, params));
}

function normalize(value: unknown): unknown {
  if (value instanceof Uint8Array) return createHash('sha256').update(value).digest('hex');
  if (typeof value === 'bigint') return Number(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string' && /^-?\d+$/.test(value) && value.length < 16) return Number(value);
  return value;
}

/** Every row of every table, in a stable order, with blobs replaced by their hash. */
export function dump(url: string): Promise<Record<Table, Row[]>> {
  // One connection for every table: a PostgreSQL connection per table would cost more than a request.
  return withConnection(url, dumpWith);
}

async function dumpWith(run: Run): Promise<Record<Table, Row[]>> {
  const out = {} as Record<Table, Row[]>;
  for (const table of TABLES) {
    const order = table === 'images' ? 'sha256' : 'seq';
    const rows = await run(`SELECT * FROM ${table} ORDER BY ${order}`);
    out[table] = rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, normalize(v)])));
  }
  return out;
}

const hashOf = (tables: Record<Table, Row[]>) => createHash('sha256').update(JSON.stringify(tables)).digest('hex');

/** One hash of the whole database's content. */
export async function digest(url: string): Promise<string> {
  return hashOf(await dump(url));
}

export interface Digester {
  digest(): Promise<string>;
  close(): Promise<void>;
}

/**
 * Digests on one connection kept open, for a test that digests after every request (the fuzz):
 * a new PostgreSQL connection per digest cost ~35 ms, 20 of a test's 25 s (measured 2026-11-26).
 * SQLite still opens per call (see the top of the file), which costs ~1 ms.
 */
export async function openDigester(url: string): Promise<Digester> {
  if (url.startsWith('sqlite:')) return { digest: () => digest(url), close: async () => {} };
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = pgRun(client);
  return { digest: async () => hashOf(await dumpWith(run)), close: () => client.end() };
}

export async function countRows(url: string, table: Table): Promise<number> {
  const [row] = await query(url, `SELECT COUNT(*) AS n FROM ${table}`);
  return Number(row?.n);
}

/** Deletes a user row (there is no API for it): their access token must stop working. */
export async function deleteUser(url: string, email: string): Promise<void> {
  await query(url, 'DELETE FROM users WHERE email = ?', [email.toLowerCase()]);
}

export async function userIdOf(url: string, email: string): Promise<string> {
  const [row] = await query(url, 'SELECT id FROM users WHERE email = ?', [email.toLowerCase()]);
  if (!row) throw new Error(`no user ${email}`);
  return String(row.id);
}

/** Orders of one item straight from the table, and the item's stock. */
export async function stockAndOrders(
  url: string,
  itemId: string,
): Promise<{ stock: number; orders: { id: string; quantity: number; user: string; status: string }[] }> {
  const [item] = await query(url, 'SELECT available_quantity FROM items WHERE id = ?', [itemId]);
  const orders = await query(
    url,
    'SELECT id, quantity, user_email, status FROM orders WHERE item_id = ? ORDER BY seq',
    [itemId],
  );
  return {
    stock: Number(item?.available_quantity),
    orders: orders.map((o) => ({
      id: String(o.id),
      quantity: Number(o.quantity),
      user: String(o.user_email),
      status: String(o.status),
    })),
  };
}
