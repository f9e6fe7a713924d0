// Server memory. Two readings:
// - from the API bench (when it runs): VmRSS idle after start, seeding and sign-in, and the peak
//   (VmHWM) after its load, at LOG_LEVEL=warn;
// - at the default settings (this file's own run): the server as `pnpm serve` starts it (its node
//   flags, LOG_LEVEL info: one log line per request, read through a pipe as `pnpm start` does), on
//   the API bench's catalog; VmRSS after start and sign-in, right after 10 s of wrk -t2 -c32 on
//   GET /api/item, and after 5 s idle, beside a bare node:http server answering the same bytes
//   under the same load (the floor of a Node process). Target: at most 150 MB after the load.
import { apiPaths } from '../packages/shared/src/api.ts';
import type { ApiResult } from './api.ts';
import type { BenchOptions } from './lib/env.ts';
import { memoryOf, type Memory } from './lib/proc.ts';
import { seedDatabase } from './lib/seed.ts';
import { capture, createDatabase, startBareServer, startBenchServer } from './lib/servers.ts';
import { delay } from '#test-support/process.ts';
import { rounded, wrk, type WrkResult } from './lib/wrk.ts';

export const MEMORY_TARGET_MB = 150;
const LOAD = { durationS: 10, connections: 32, threads: 2, warmupS: 0 };

export interface DefaultSettingsMemory {
  database: 'sqlite';
  targetMb: number;
  afterStart: Memory | undefined;
  afterLoad: Memory | undefined;
  afterIdle: Memory | undefined;
  load: WrkResult;
  bare: { afterLoad: Memory | undefined; load: WrkResult };
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

export async function runMemory(options: BenchOptions, fromApi?: MemoryResult): Promise<MemoryResult> {
  const database = await createDatabase('sqlite', 'bench_memory');
  try {
    await seedDatabase(database.url, { items: 59, reviews: 30, orders: 0, users: 0 });
    // The default log level (README, Configuration), not the API bench's warn.
    const { server, pid } = await startBenchServer(database.url, { LOG_LEVEL: 'info' });
    try {
      const afterStart = memoryOf(pid);
      const path = `/api${apiPaths.items}`;
      const answer = await capture(server.url, { path });
      options.log(
        `memory: ${Math.round(afterStart?.rssMb ?? 0)} MB after start; loading GET ${path} for ${LOAD.durationS} s`,
      );
      const load = rounded(await wrk({ url: `${server.url}${path}` }, LOAD));
      const afterLoad = memoryOf(pid);
      await delay(5_000);
      const afterIdle = memoryOf(pid);
      const bare = await startBareServer([answer]);
      let bareLoad: WrkResult;
      let bareAfterLoad: Memory | undefined;
      try {
        bareLoad = rounded(await wrk({ url: `${bare.url}${path}` }, LOAD));
        bareAfterLoad = memoryOf(bare.pid);
      } finally {
        await bare.stop();
      }
      return {
        databases: fromApi?.databases ?? [],
        defaultSettings: {
          database: 'sqlite',
          targetMb: MEMORY_TARGET_MB,
          afterStart,
          afterLoad,
          afterIdle,
          load,
          bare: { afterLoad: bareAfterLoad, load: bareLoad },
        },
      };
    } finally {
      await server.stop();
    }
  } finally {
    await database.drop();
  }
}
