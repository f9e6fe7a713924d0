// Server memory and the cost of one cached read, in the configurations the server really runs in.
// - from the API bench (when it runs): VmRSS idle after start, seeding and sign-in, and the peak
//   (VmHWM) after its load, at LOG_LEVEL=warn (the bench's own configuration);
// - this file's own run, each configuration beside a bare node:http server answering the same
//   bytes under the same load, measured right after it (the floor of a Node process):
//   - `pnpm start`, as a user runs it: scripts/start.mjs itself on a fresh database (so the first
//     start seeds the demo catalog), the Auth emulator and the mail catcher beside it, the default
//     log level, the server writing its log to start.mjs's own output (read here as a terminal would);
//   - production: the bundle as `pnpm serve` starts it with NODE_ENV=production, the default log
//     level through a pipe, on the API bench's catalog;
//   - the default settings in the test harness (development mode, otherwise as production).
//   For each: VmRSS after start, right after 10 s of wrk -t2 -c32 on GET /api/item, and after 5 s
//   idle; requests per second and the server's CPU time per 1,000 answers, as ratios to the bare
//   server's (CPU time is the steadier figure on a shared machine). Targets (`pnpm start`): at
//   most 150 MB after the load, at least 0.5 x the bare server's throughput.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { apiPaths, errorMessage } from '@storefront/shared';
import type { ApiResult } from './api.ts';
import type { BenchOptions } from './lib/env.ts';
import { cpuSecondsOf, memoryOf, pidListeningOn, type Memory } from './lib/proc.ts';
import { seedDatabase } from './lib/seed.ts';
import { capture, createDatabase, startBareServer, startBenchServer } from './lib/servers.ts';
import { delay, freePort, repoRoot, spawnGroup, TEST_AUTH_SECRET, waitForHttp } from '@storefront/devstack';
import { freshServerBundle } from '@storefront/server/build';
import { serverNodeFlags } from '@storefront/server/node-flags';
import { rounded, wrk, type WrkResult } from './lib/wrk.ts';

export const MEMORY_TARGET_MB = 150;
export const THROUGHPUT_TARGET_RATIO = 0.5;
const LOAD = { durationS: 10, connections: 32, threads: 2, warmupS: 0 };
const PATH = `/api${apiPaths.itemList}`;

/** One process under the load: its memory, throughput and CPU time per 1,000 answers. */
export interface LoadedProcess {
  afterStart?: Memory;
  afterLoad: Memory | undefined;
  afterIdle?: Memory;
  load: WrkResult;
  /** Milliseconds of the process's CPU (user + system) per 1,000 answers. */
  cpuMsPer1000: number | undefined;
}

export interface MeasuredConfiguration {
  name: 'pnpm start' | 'production' | 'default settings';
  how: string;
  server: LoadedProcess;
  bare: LoadedProcess;
}

export interface DefaultSettingsMemory {
  targetMb: number;
  targetRatio: number;
  configurations: MeasuredConfiguration[];
}

export interface MemoryResult {
  databases: { database: string; idle: Memory | undefined; peak: Memory | undefined }[];
  defaultSettings?: DefaultSettingsMemory;
}

export function memoryFromApi(api: ApiResult): MemoryResult {
  return {
    databases: api.databases.map((d) => ({ database: d.database, idle: d.memory.idle, peak: d.memory.afterLoad })),
  };
}

/** wrk on `url` for LOAD, with the process's memory and CPU time around it. */
async function loaded(url: string, pid: number): Promise<LoadedProcess> {
  const cpuBefore = cpuSecondsOf(pid);
  const load = rounded(await wrk({ url }, LOAD));
  const cpuAfter = cpuSecondsOf(pid);
  const afterLoad = memoryOf(pid);
  const cpuMsPer1000 =
    cpuBefore !== undefined && cpuAfter !== undefined && load.requests > 0
      ? Math.round(((cpuAfter - cpuBefore) * 1_000_000 * 10) / load.requests) / 10
      : undefined;
  return { afterLoad, load, cpuMsPer1000 };
}

/** Loads the server at `origin`, then a bare node:http server answering the same bytes. */
async function measure(
  name: MeasuredConfiguration['name'],
  how: string,
  origin: string,
  pid: number,
  options: BenchOptions,
): Promise<MeasuredConfiguration> {
  const afterStart = memoryOf(pid);
  const answer = await capture(origin, { path: PATH });
  if (answer.status !== 200) throw new Error(`${name}: GET ${PATH} answered ${answer.status}`);
  options.log(
    `memory, ${name}: ${Math.round(afterStart?.rssMb ?? 0)} MB after start; GET ${PATH} for ${LOAD.durationS} s`,
  );
  const server = await loaded(`${origin}${PATH}`, pid);
  await delay(5_000);
  const bareServer = await startBareServer([answer]);
  try {
    const bare = await loaded(`${bareServer.url}${PATH}`, bareServer.pid);
    return { name, how, server: { ...server, afterStart, afterIdle: memoryOf(pid) }, bare };
  } finally {
    await bareServer.stop();
  }
}

/**
 * `pnpm start` as a user runs it, on a fresh database of its own and free ports. The ports are
 * free when chosen, but the emulator then takes free ports of its own (its hub and log), which
 * can be one of ours: on EADDRINUSE it starts again on new ones, up to three times.
 */
async function measurePnpmStart(options: BenchOptions): Promise<MeasuredConfiguration> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measurePnpmStartOnce(options);
    } catch (error) {
      if (attempt >= 3 || !/EADDRINUSE/.test(errorMessage(error))) throw error;
      console.log(`[bench] pnpm start met a port taken meanwhile (attempt ${attempt}): again on new ports`);
    }
  }
}

async function measurePnpmStartOnce(options: BenchOptions): Promise<MeasuredConfiguration> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-pnpm-start-'));
  const port = await freePort();
  const start = spawnGroup(process.execPath, [join(repoRoot, 'scripts/start.mjs')], {
    cwd: repoRoot,
    name: 'pnpm start',
    env: {
      ...process.env,
      PORT: String(port),
      FIREBASE_EMULATOR_PORT: String(await freePort()),
      MAIL_SMTP_PORT: String(await freePort()),
      MAIL_WEB_PORT: String(await freePort()),
      SANDBOX_PORT: String(await freePort()),
      DATABASE_URL: `sqlite:${join(dir, 'storefront.db')}`,
      AUTH_SECRET: TEST_AUTH_SECRET,
    },
  });
  try {
    const deadline = Date.now() + 300_000;
    while (!start.output().includes('Ctrl-C stops everything')) {
      if (start.hasExited() || Date.now() > deadline)
        throw new Error(`pnpm start did not start:\n${start.output().slice(-3000)}`);
      await delay(250);
    }
    const pid = pidListeningOn(port);
    if (pid === undefined) throw new Error(`no process listens on ${port} after pnpm start`);
    return await measure(
      'pnpm start',
      'scripts/start.mjs, a fresh database (the demo seeded), LOG_LEVEL info to its output',
      `http://127.0.0.1:${port}`,
      pid,
      options,
    );
  } finally {
    await start.stop({ signal: 'SIGTERM', timeoutMs: 20_000 });
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bundle as `pnpm serve` runs it in production, its log read through a pipe. */
async function measureProduction(databaseUrl: string, options: BenchOptions): Promise<MeasuredConfiguration> {
  const port = await freePort();
  const server = spawnGroup(process.execPath, [...serverNodeFlags, await freshServerBundle()], {
    cwd: repoRoot,
    name: 'production server',
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: TEST_AUTH_SECRET,
      PUBLIC_ORIGIN: 'https://shop.example.com',
    },
  });
  try {
    await waitForHttp(`http://127.0.0.1:${port}/api/health`, {
      timeoutMs: 120_000,
      process: server,
      isReady: (response) => response.status === 200,
      what: 'the production server',
    });
    return await measure(
      'production',
      'NODE_ENV=production, LOG_LEVEL info through a pipe, the bench catalog',
      `http://127.0.0.1:${port}`,
      server.pid,
      options,
    );
  } finally {
    await server.stop({ signal: 'SIGTERM', timeoutMs: 15_000 });
  }
}

export async function runMemory(options: BenchOptions, fromApi?: MemoryResult): Promise<MemoryResult> {
  const configurations: MeasuredConfiguration[] = [];
  configurations.push(await measurePnpmStart(options));
  const database = await createDatabase('sqlite', 'bench_memory');
  try {
    await seedDatabase(database.url, { items: 59, reviews: 30, orders: 0, users: 0 });
    configurations.push(await measureProduction(database.url, options));
    // The test harness's server (development mode, signed in through the emulator), the default log level.
    const { server, pid } = await startBenchServer(database.url, { LOG_LEVEL: 'info' });
    try {
      configurations.push(
        await measure(
          'default settings',
          'development mode in the test harness, LOG_LEVEL info through a pipe, the bench catalog',
          server.url,
          pid,
          options,
        ),
      );
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
  return {
    databases: fromApi?.databases ?? [],
    defaultSettings: { targetMb: MEMORY_TARGET_MB, targetRatio: THROUGHPUT_TARGET_RATIO, configurations },
  };
}
