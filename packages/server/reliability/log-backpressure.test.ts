// The server's log reader may stall (a full pipe nobody reads, as when the `pnpm start` that
// echoed the log is busy or gone): the server must keep answering, keep its memory bounded, and
// still stop within its 10 s deadline on SIGTERM. With a synchronous log destination it slept
// in a retry loop on the full pipe and ignored SIGTERM for good. docs/operations.md, "Logs".
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, serverMain } from '@storefront/devstack/paths';
import { delay, freePort, within } from '@storefront/devstack/process';

/** Resident memory of `pid` in MB (Linux /proc). */
function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmRSS:\s+(\d+) kB/m);
  return line ? Number(line[1]) / 1024 : Number.NaN;
}

/**
 * `connections` clients requesting `url` back to back until `count` answers came (or `maxMs`
 * passed: a machine this busy fails the count); resolves to the answers' count.
 */
async function load(url: string, connections: number, count: number, maxMs: number): Promise<number> {
  const until = Date.now() + maxMs;
  let answered = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (answered < count && Date.now() < until) {
        const response = await fetch(url);
        await response.arrayBuffer();
        answered += 1;
      }
    }),
  );
  return answered;
}

describe('a server whose log reader stalls', () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-backpressure-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps answering under load and stops within its deadline on SIGTERM', async () => {
    const port = await freePort();
    const child = spawn(process.execPath, [serverMain], {
      cwd: repoRoot,
      // The default log level: one line per request.
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: String(port),
        DATABASE_URL: `sqlite:${join(dir, 'storefront.db')}`,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'info',
        AUTH_SECRET: 'log-backpressure-test-secret-0123456789abcdef',
        FIREBASE_PROJECT_ID: 'demo-storefront',
      },
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    const exited = new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal })));
    // Read nothing: the pipe fills after a few hundred lines.
    child.stdout.pause();
    try {
      const url = `http://127.0.0.1:${port}/api/item`;
      let ready = false;
      for (let i = 0; i < 120 && !ready; i++) {
        ready = await fetch(url).then(
          (r) => r.ok,
          () => false,
        );
        if (!ready) await delay(250);
      }
      expect(ready, 'the server did not start').toBe(true);

      const answered = await load(url, 16, 2_000, 30_000);
      // Thousands of log lines were written into a pipe that holds a few hundred.
      expect(answered).toBeGreaterThanOrEqual(2_000);
      // Still answering after the load, with the reader still stalled.
      expect((await fetch(url)).status).toBe(200);
      expect(rssMb(child.pid!)).toBeLessThan(400);

      child.kill('SIGTERM');
      expect(await within(exited, 12_000), 'the server ignored SIGTERM').toBe(true);
    } finally {
      child.kill('SIGKILL');
    }
  }, 60_000);
});
