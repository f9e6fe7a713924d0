// The first demo seed runs in a child process of the server: drawing the 31 item pictures loads
// sharp (libvips and its threads) and writing 90 days of orders grows the heap, and a process never
// gives all of that back (docs/operations.md, "Memory"). The child is
// the server's own entry point again (its sources or its bundle), told by SEED_CHILD_ENV to seed and
// exit; its memory goes with it. Later starts find the catalog there and check the rest in-process.
import { fork } from 'node:child_process';
import { errorMessage } from '@storefront/shared';
import type { Db } from '../db/connection.ts';
import { seedDemo, type SeedResult } from './seed.ts';

export const SEED_CHILD_ENV = 'STOREFRONT_SEED_CHILD';

/** True when the demo catalog (pictures and order history) is still to be written. */
async function catalogIsEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('items').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}

function seedInChildProcess(accounts: boolean): Promise<SeedResult> {
  return new Promise((resolve, reject) => {
    const child = fork(process.argv[1]!, process.argv.slice(2), {
      // --watch (pnpm dev) would keep the child running after it has seeded.
      execArgv: process.execArgv.filter((flag) => !flag.startsWith('--watch')),
      env: { ...process.env, [SEED_CHILD_ENV]: accounts ? 'accounts' : 'catalog' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    let result: SeedResult | undefined;
    child.on('message', (message) => {
      result = message as SeedResult;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0 && result) resolve(result);
      else reject(new Error(`the demo seed stopped (code ${code}, signal ${signal}) before it finished`));
    });
  });
}

/** The server's seeding at start: in a child process when the catalog is empty, else in-process (cheap checks). */
export async function seedAtStart(db: Db, { accounts }: { accounts: boolean }): Promise<SeedResult> {
  return (await catalogIsEmpty(db)) ? seedInChildProcess(accounts) : seedDemo(db, { accounts });
}

/** The child's side: seed, report the result to the server, and leave. */
export async function runSeedChild(db: Db, mode: string): Promise<never> {
  try {
    const result = await seedDemo(db, { accounts: mode === 'accounts' });
    await new Promise<void>((resolve, reject) =>
      process.send!(result, (error: Error | null) => (error ? reject(error) : resolve())),
    );
    await db.destroy();
    process.exit(0);
  } catch (error) {
    console.error(`Could not seed the demo data: ${errorMessage(error)}`);
    process.exit(1);
  }
}
