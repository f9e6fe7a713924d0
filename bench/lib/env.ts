// What the sub-benches share in one run: the Auth emulator and a throwaway PostgreSQL cluster
// (both from the API suite's harness, started once, on demand), the bench's options, and cleanup.
import { fileURLToPath } from 'node:url';
import {
  postgresMissingReason,
  startAuthEmulator,
  startPostgres,
  type AuthEmulator,
  type Postgres,
} from '@storefront/devstack';
import type { LoadShape } from './wrk.ts';

export const benchDir = fileURLToPath(new URL('../', import.meta.url));
export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const resultsDir = fileURLToPath(new URL('../results/', import.meta.url));

export type DatabaseKind = 'sqlite' | 'postgres';

export interface BenchOptions {
  quick: boolean;
  load: LoadShape;
  databases: DatabaseKind[];
  log: (message: string) => void;
}

export function benchOptions({ quick, databases }: { quick: boolean; databases?: DatabaseKind[] }): BenchOptions {
  const int = (name: string, fallback: number) => {
    const value = Number.parseInt(process.env[name] ?? '', 10);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    quick,
    load: {
      durationS: int('BENCH_DURATION', quick ? 2 : 6),
      connections: int('BENCH_CONNECTIONS', 32),
      threads: int('BENCH_THREADS', 2),
      warmupS: quick ? 1 : 2,
    },
    databases: databases ?? ['sqlite', 'postgres'],
    log: (message) => process.stderr.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`),
  };
}

let emulator: Promise<AuthEmulator> | undefined;
let postgres: Promise<Postgres> | undefined;

/** The run's Auth emulator (started on first use). */
export function sharedEmulator(): Promise<AuthEmulator> {
  emulator ??= startAuthEmulator({ timeoutMs: 180_000 });
  return emulator;
}

/** Why PostgreSQL cannot run here, or undefined. */
export function postgresUnavailable(): string | undefined {
  return postgresMissingReason();
}

/** The run's PostgreSQL cluster (started on first use). */
export function sharedPostgres(): Promise<Postgres> {
  // A buffer pool that holds a 100,000-item catalog (60 MB), as a production server's would (the
  // tests' 32 MB made every broad search copy its pages in again from the kernel).
  postgres ??= startPostgres({ timeoutMs: 120_000, sharedBuffers: '256MB' });
  return postgres;
}

/** Stops what this run started. */
export async function stopShared(): Promise<void> {
  const stops: Promise<unknown>[] = [];
  if (emulator) stops.push(emulator.then((e) => e.stop()).catch(() => {}));
  if (postgres) stops.push(postgres.then((p) => p.stop()).catch(() => {}));
  emulator = undefined;
  postgres = undefined;
  await Promise.all(stops);
}

/** Whether a database can run here: undefined, or why not (the run's `skipUnavailable`). */
export type SkipUnavailable = (kind: DatabaseKind) => string | undefined;

/**
 * `bench` on each of the run's databases in turn; a database that cannot run here is left out with
 * its reason (a sub-bench's `databases` and `skipped`).
 */
export async function eachDatabase<T>(
  options: BenchOptions,
  skipUnavailable: SkipUnavailable,
  bench: (kind: DatabaseKind) => Promise<T>,
): Promise<{ databases: T[]; skipped: Record<string, string> }> {
  const done: { databases: T[]; skipped: Record<string, string> } = { databases: [], skipped: {} };
  for (const kind of options.databases) {
    const reason = skipUnavailable(kind);
    if (reason) {
      done.skipped[kind] = reason;
      options.log(`${kind}: skipped (${reason})`);
      continue;
    }
    done.databases.push(await bench(kind));
  }
  return done;
}
