import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogDestination } from './log-destination.ts';

describe('the log destination', () => {
  const dir = mkdtempSync(join(tmpdir(), 'log-destination-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const open = (name: string) => {
    const path = join(dir, name);
    return { fd: openSync(path, 'w'), read: () => readFileSync(path, 'utf8') };
  };
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('batches short lines instead of one write per line, and writes them out when flushed', async () => {
    const file = open('batched.log');
    const logs = createLogDestination(file.fd, { flushMs: 60_000 });
    logs.stream.write('{"msg":"one"}\n');
    logs.stream.write('{"msg":"SIGTERM: shutting down"}\n');
    await settle();
    expect(file.read()).toBe('');
    logs.flush();
    expect(file.read()).toBe('{"msg":"one"}\n{"msg":"SIGTERM: shutting down"}\n');
    closeSync(file.fd);
  });

  it("writes a quiet server's lines within the flush interval", async () => {
    const file = open('quiet.log');
    const logs = createLogDestination(file.fd, { flushMs: 50 });
    logs.stream.write('{"msg":"request completed"}\n');
    await expect.poll(file.read, { timeout: 5_000, interval: 20 }).toBe('{"msg":"request completed"}\n');
    logs.flush();
    closeSync(file.fd);
  });
});
