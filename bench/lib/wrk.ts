// wrk (the Debian package) as the load generator: a separate C process, so the server's own
// process never makes its load. A Lua `done()` prints the figures as one JSON line.
import { execFile, execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface LoadShape {
  /** Seconds of load after a short warm-up. */
  durationS: number;
  connections: number;
  threads: number;
  /** Seconds of unmeasured load before the measured run (JIT, caches, pools). */
  warmupS: number;
}

export interface WrkRequest {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
}

export interface WrkResult {
  /** Completed requests per second. */
  rps: number;
  requests: number;
  durationS: number;
  /** Responses with a status >= 400 (wrk's "Non-2xx or 3xx") */
  non2xx: number;
  /** Connect, read, write and timeout errors. */
  socketErrors: number;
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  /** MB/s of response bytes read. */
  mbps: number;
  /** The discarded warm-up run (its requests still reached the server). */
  warmup?: WrkResult;
}

/** The path of wrk, or undefined (with the reason) when it is not installed. */
export function findWrk(): { path?: string; reason?: string } {
  for (const candidate of [process.env.WRK_BIN, '/usr/bin/wrk', '/usr/local/bin/wrk']) {
    if (candidate && existsSync(candidate)) return { path: candidate };
  }
  try {
    const found = execFileSync('sh', ['-c', 'command -v wrk'], { encoding: 'utf8' }).trim();
    if (found) return { path: found };
  } catch {
    // not on the PATH
  }
  return { reason: 'wrk is not installed: apt-get install -y wrk (Debian package), or set WRK_BIN' };
}

function luaString(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n')}"`;
}

function script(request: WrkRequest): string {
  const lines = [`wrk.method = ${luaString(request.method ?? 'GET')}`];
  if (request.body !== undefined) lines.push(`wrk.body = ${luaString(request.body)}`);
  for (const [name, value] of Object.entries(request.headers ?? {}))
    lines.push(`wrk.headers[${luaString(name)}] = ${luaString(value)}`);
  lines.push(`
done = function(summary, latency, requests)
  local e = summary.errors
  io.write(string.format(
    '\\nWRK_JSON {"requests":%d,"duration_us":%d,"bytes":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"p50":%d,"p90":%d,"p99":%d,"max":%d,"mean":%.1f}\\n',
    summary.requests, summary.duration, summary.bytes, e.connect, e.read, e.write, e.status, e.timeout,
    latency:percentile(50), latency:percentile(90), latency:percentile(99), latency.max, latency.mean))
end
`);
  return lines.join('\n');
}

function runOnce(wrk: string, request: WrkRequest, seconds: number, shape: LoadShape): Promise<WrkResult> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-wrk-'));
  const file = join(dir, 'request.lua');
  writeFileSync(file, script(request));
  const args = [
    `-t${shape.threads}`,
    `-c${shape.connections}`,
    `-d${Math.max(1, Math.round(seconds))}s`,
    '--timeout',
    '5s',
    '-s',
    file,
    request.url,
  ];
  return new Promise((resolve, reject) => {
    // Bounded: wrk stops itself after -d; the kill timer is a guard against a hung run.
    execFile(wrk, args, { timeout: (seconds + 20) * 1000, maxBuffer: 1 << 20 }, (error, stdout, stderr) => {
      rmSync(dir, { recursive: true, force: true });
      const line = stdout.split('\n').find((l) => l.startsWith('WRK_JSON '));
      if (!line) {
        reject(
          new Error(
            `wrk ${args.join(' ')} printed no result${error ? ` (${error.message})` : ''}:\n${stdout}\n${stderr}`,
          ),
        );
        return;
      }
      const raw = JSON.parse(line.slice('WRK_JSON '.length)) as Record<string, number>;
      const n = (key: string) => raw[key] ?? 0;
      const durationS = n('duration_us') / 1e6;
      resolve({
        rps: durationS > 0 ? n('requests') / durationS : 0,
        requests: n('requests'),
        durationS,
        non2xx: n('status'),
        socketErrors: n('connect') + n('read') + n('write') + n('timeout'),
        p50: n('p50') / 1000,
        p90: n('p90') / 1000,
        p99: n('p99') / 1000,
        max: n('max') / 1000,
        mean: n('mean') / 1000,
        mbps: durationS > 0 ? n('bytes') / durationS / 1e6 : 0,
      });
    });
  });
}

/** A warm-up run (discarded), then the measured run. */
export async function wrk(request: WrkRequest, shape: LoadShape): Promise<WrkResult> {
  const found = findWrk();
  if (!found.path) throw new Error(found.reason);
  const warmup = shape.warmupS > 0 ? await runOnce(found.path, request, shape.warmupS, shape) : undefined;
  const measured = await runOnce(found.path, request, shape.durationS, shape);
  return warmup ? { ...measured, warmup } : measured;
}

/** The figures rounded for the JSON files and the summary. */
export function rounded(result: WrkResult): WrkResult {
  const r1 = (x: number) => Math.round(x * 10) / 10;
  const r2 = (x: number) => Math.round(x * 100) / 100;
  const measured: WrkResult = { ...result };
  delete measured.warmup;
  return {
    ...measured,
    rps: Math.round(result.rps),
    durationS: r2(result.durationS),
    p50: r2(result.p50),
    p90: r2(result.p90),
    p99: r2(result.p99),
    max: r1(result.max),
    mean: r2(result.mean),
    mbps: r2(result.mbps),
  };
}
