// Backup and restore. `pnpm db:backup` takes an online, consistent copy of the
// SQLite database while the server takes orders; `pnpm db:restore` refuses a database in use and,
// with the server stopped, brings back every order of the backup. PostgreSQL: pg_dump -Fc and
// pg_restore (docs/operations.md) into a new database that a server then serves.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { apiPaths, type Order } from '@storefront/shared';
import { createTestDatabase, type TestDatabase } from '@storefront/devstack/database';
import type { SignedIn } from '@storefront/devstack/login';
import { repoRoot } from '@storefront/devstack/paths';
import { PG_BIN } from '@storefront/devstack/postgres';
import { digest, query, stockAndOrders } from './support/db-state.ts';
import { placeOrder } from './support/orders.ts';
import { postgresSkip, startStack, type Stack } from './support/stack.ts';

interface Run {
  code: number | null;
  output: string;
}

/** Runs a command with a bounded time; answers its exit code and output. */
function run(command: string, args: string[], env: Record<string, string> = {}, cwd = repoRoot): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

const pnpm = (script: string, args: string[], databaseUrl: string) =>
  run('pnpm', ['--silent', script, ...args], { DATABASE_URL: databaseUrl });

const orderIds = async (customer: SignedIn): Promise<string[]> =>
  (await customer.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(customer.email)}`)).body.map(
    (o) => o._id,
  );

describe('SQLite: pnpm db:backup and pnpm db:restore', () => {
  let stack: Stack;
  let admin: SignedIn;
  let customers: SignedIn[];
  let dir: string;

  beforeAll(async () => {
    stack = await startStack({ file: 'backup', kind: 'sqlite' });
    admin = await stack.login('admin');
    customers = await Promise.all(['b0', 'b1', 'b2'].map((n) => stack.login(n)));
    dir = mkdtempSync(join(tmpdir(), 'backup-test-'));
  });

  afterAll(async () => {
    await stack?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('backs up online while orders stream in, restores with the server stopped, and finds every order', async () => {
    const initial = 10_000;
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: initial });
    const before: string[] = [];
    for (let i = 0; i < 30; i += 1) {
      const placed = await placeOrder(customers[i % customers.length] as SignedIn, item._id, 1 + (i % 3));
      expect(placed.status).toBe(201);
      before.push(placed.body.insertedId as string);
    }

    // Orders keep coming while the backup runs (bounded: at most 400, and only until it ends).
    let backingUp = true;
    const during: string[] = [];
    const stream = (async () => {
      for (let i = 0; backingUp && i < 400; i += 1) {
        const placed = await placeOrder(customers[i % customers.length] as SignedIn, item._id, 1);
        if (placed.status === 201) during.push(placed.body.insertedId as string);
      }
    })();
    const file = join(dir, 'online.db');
    const backedUp = await pnpm('db:backup', [file], stack.database.url);
    backingUp = false;
    await stream;
    expect(backedUp.code, backedUp.output).toBe(0);
    expect(backedUp.output).toContain('Backed up');
    expect(during.length, 'no order was placed while the backup ran').toBeGreaterThan(0);

    // The copy is consistent on its own: sound, with every earlier order, and stock agreeing with its orders.
    const copyUrl = `sqlite:${file}`;
    expect(await query(copyUrl, 'PRAGMA integrity_check')).toEqual([{ integrity_check: 'ok' }]);
    const inCopy = await stockAndOrders(copyUrl, item._id);
    const copyIds = new Set(inCopy.orders.map((o) => o.id));
    expect(
      before.filter((id) => !copyIds.has(id)),
      'orders missing from the backup',
    ).toEqual([]);
    expect(inCopy.stock + inCopy.orders.reduce((s, o) => s + o.quantity, 0)).toBe(initial);

    // Restoring over the running server's database is refused, and changes nothing.
    const live = await digest(stack.database.url);
    const refused = await pnpm('db:restore', [file], stack.database.url);
    expect(refused.code, refused.output).not.toBe(0);
    expect(refused.output).toMatch(/in use/);
    expect(await digest(stack.database.url)).toBe(live);

    // An order after the backup, then stop, restore, start: the database is the backup's again.
    const later = await placeOrder(customers[0] as SignedIn, item._id, 1);
    expect(later.status).toBe(201);
    expect(await stack.server.stop()).toBe(true);
    const restored = await pnpm('db:restore', [file], stack.database.url);
    expect(restored.code, restored.output).toBe(0);
    expect(restored.output).toContain('Restored');
    await stack.server.restart();

    const served = new Set((await Promise.all(customers.map(orderIds))).flat());
    expect(
      before.filter((id) => !served.has(id)),
      'orders of the backup missing after the restore',
    ).toEqual([]);
    expect([...copyIds].filter((id) => !served.has(id))).toEqual([]);
    expect(served.has(later.body.insertedId as string), 'an order placed after the backup survived the restore').toBe(
      false,
    );
    const after = await stockAndOrders(stack.database.url, item._id);
    expect(after.stock).toBe(inCopy.stock);
    const kept = readdirSync(join(stack.database.url.replace(/^sqlite:/, ''), '..')).filter((f) =>
      f.includes('.before-restore-'),
    );
    expect(kept, 'the replaced database is kept beside it').toHaveLength(1);
  });

  it('writes ./backups/storefront-<timestamp>.db by default, and refuses a bad backup or an existing file', async () => {
    const cwd = mkdtempSync(join(dir, 'default-'));
    const made = await run(
      process.execPath,
      [join(repoRoot, 'packages/server/src/cli/db-backup.ts')],
      { DATABASE_URL: stack.database.url },
      cwd,
    );
    expect(made.code, made.output).toBe(0);
    const files = readdirSync(join(cwd, 'backups'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^storefront-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/);

    const existing = await pnpm('db:backup', [join(cwd, 'backups', files[0] as string)], stack.database.url);
    expect(existing.code).not.toBe(0);
    expect(existing.output).toContain('already exists');

    const notADatabase = join(dir, 'not-a-db.db');
    await run('sh', ['-c', `echo hello > ${notADatabase}`]);
    await stack.server.stop();
    try {
      const live = await digest(stack.database.url);
      const bad = await pnpm('db:restore', [notADatabase], stack.database.url);
      expect(bad.code).not.toBe(0);
      expect(bad.output).toMatch(/not a readable SQLite database|integrity|not a storefront database/);
      expect(await digest(stack.database.url)).toBe(live);
    } finally {
      await stack.server.restart();
    }
  });

  it('points PostgreSQL users to pg_dump and pg_restore', async () => {
    const backup = await pnpm('db:backup', [], 'postgres://postgres@127.0.0.1:1/x');
    expect(backup.code).toBe(2);
    expect(backup.output).toContain('pg_dump');
    const restore = await pnpm('db:restore', ['x.dump'], 'postgres://postgres@127.0.0.1:1/x');
    expect(restore.code).toBe(2);
    expect(restore.output).toContain('pg_restore');
  });
});

describe('PostgreSQL: pg_dump -Fc and pg_restore (docs/operations.md)', () => {
  const skip = postgresSkip();
  let stack: Stack;
  let restoredDb: TestDatabase | undefined;
  let dir: string;

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ file: 'pgbackup', kind: 'postgres' });
    dir = mkdtempSync(join(tmpdir(), 'pg-backup-test-'));
  });

  afterAll(async () => {
    await stack?.stop();
    await restoredDb?.drop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it.skipIf(skip)('restores a dump into a new database that a server then serves with every order', async () => {
    const admin = await stack.login('admin');
    const customers = await Promise.all(['p0', 'p1'].map((n) => stack.login(n)));
    const item = await stack.addItem(admin, { min_order_quantity: 1, available_quantity: 500 });
    const placed: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      const r = await placeOrder(customers[i % 2] as SignedIn, item._id, 2);
      expect(r.status).toBe(201);
      placed.push(r.body.insertedId as string);
    }
    const dumpFile = join(dir, 'storefront.dump');
    const dumped = await run(join(PG_BIN, 'pg_dump'), ['-Fc', '--no-owner', '-d', stack.database.url, '-f', dumpFile]);
    expect(dumped.code, dumped.output).toBe(0);
    expect(existsSync(dumpFile)).toBe(true);

    restoredDb = await createTestDatabase({
      kind: 'postgres',
      postgresUrl: inject('reliability').postgresUrl,
      name: 'restored',
    });
    const restored = await run(join(PG_BIN, 'pg_restore'), [
      '--no-owner',
      '--exit-on-error',
      '-d',
      restoredDb.url,
      dumpFile,
    ]);
    expect(restored.code, restored.output).toBe(0);

    const other = await stack.startAnother({ DATABASE_URL: restoredDb.url });
    const servedIds = new Set<string>();
    for (const c of customers) {
      const list = await c.api.get<Order[]>(`${other.url}/api/order?user=${encodeURIComponent(c.email)}`);
      expect(list.status, list.text).toBe(200);
      for (const o of list.body) servedIds.add(o._id);
    }
    expect(placed.filter((id) => !servedIds.has(id))).toEqual([]);
    const original = await stockAndOrders(stack.database.url, item._id);
    const copy = await stockAndOrders(restoredDb.url, item._id);
    expect(copy).toEqual(original);
    // New rows get fresh keys after the restore (the identity sequences came along).
    const fresh = await c0(customers).api.post<{ insertedId: string }>(`${other.url}/api/order`, {
      item: item._id,
      address: 'Restore road 1',
      phone: '01700000000',
      quantity: 1,
    });
    expect(fresh.status, fresh.text).toBe(201);
    await other.stop();
  });
});

const c0 = (list: SignedIn[]) => list[0] as SignedIn;
