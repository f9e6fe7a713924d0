// Server memory: resident size (VmRSS) idle, after start-up, seeding and sign-in, and its peak
// (VmHWM) after the API bench's load. The API bench takes the readings around its own load;
// run alone (`node bench/run.ts memory`) this runs the API bench on SQLite and keeps only them.
import { runApi, type ApiResult } from './api.ts';
import type { BenchOptions } from './lib/env.ts';
import type { Memory } from './lib/proc.ts';

export interface MemoryResult {
  databases: { database: string; idle: Memory | undefined; peak: Memory | undefined }[];
}

export function memoryFromApi(api: ApiResult): MemoryResult {
  return {
    databases: api.databases.map((d) => ({ database: d.database, idle: d.memory.idle, peak: d.memory.afterLoad })),
  };
}

export async function runMemory(options: BenchOptions): Promise<MemoryResult> {
  const api = await runApi({ ...options, databases: ['sqlite'] }, { skipUnavailable: () => undefined });
  return memoryFromApi(api);
}
