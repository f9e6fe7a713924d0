// Child processes in their own process group, so stopping one stops everything it started
// (the Firebase CLI forks the emulator; runuser forks PostgreSQL). Every group still alive when
// this process exits is killed, so a crashed test run leaves no port taken.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

export interface GroupProcess {
  readonly pid: number;
  readonly child: ChildProcess;
  /** Resolves when the process has exited (never rejects). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** True once the process has exited. */
  hasExited(): boolean;
  /** The last lines it wrote to stdout and stderr, for diagnostics (nothing when it writes to ours: `inherit`). */
  output(): string;
  /** Sends a signal to the whole process group. */
  signal(signal: NodeJS.Signals): void;
  /** Sends `signal` to the group, waits up to `timeoutMs`, then SIGKILLs the group. Returns true if it exited in time. */
  stop(options?: { signal?: NodeJS.Signals; timeoutMs?: number }): Promise<boolean>;
}

const liveGroups = new Set<number>();
let exitHookInstalled = false;

function installExitHook(): void {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const pid of liveGroups) killGroup(pid, 'SIGKILL');
  });
}

function killGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}

export interface SpawnGroupOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Also copy the child's output to this process's stderr, prefixed with the name. */
  echo?: boolean;
  /**
   * The child writes to this process's own stdout and stderr (the same terminal or pipe) instead
   * of through it: a chatty child (the server's log at the default level, a line per request)
   * then costs this process nothing, where echoing cost it a read, a prefix and a write per batch
   * on the cores the child needs. `output()` is then empty.
   */
  inherit?: boolean;
  name?: string;
  /** Lines of output kept for `output()`. */
  keepLines?: number;
}

/** Starts `command` detached in a new process group and tracks it for cleanup. */
export function spawnGroup(command: string, args: string[], options: SpawnGroupOptions = {}): GroupProcess {
  installExitHook();
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env ?? process.env,
    detached: true,
    stdio: options.inherit ? ['ignore', 'inherit', 'inherit'] : ['ignore', 'pipe', 'pipe'],
  });
  if (child.pid === undefined) throw new Error(`could not start ${command}`);
  const pid = child.pid;
  liveGroups.add(pid);

  const keep = options.keepLines ?? 200;
  const lines: string[] = [];
  const name = options.name ?? command;
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    for (const line of text.split('\n')) if (line.trim() !== '') lines.push(line);
    if (lines.length > keep) lines.splice(0, lines.length - keep);
    if (options.echo) process.stderr.write(text.replace(/^(?=.)/gm, `[${name}] `));
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);

  let done = false;
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.on('exit', (code, signal) => {
      done = true;
      resolve({ code, signal });
    });
    child.on('error', (error) => {
      lines.push(String(error));
      done = true;
      resolve({ code: -1, signal: null });
    });
  });
  // The group may outlive its leader (children of the emulator); the group is forgotten only by stop().

  return {
    pid,
    child,
    exited,
    hasExited: () => done,
    output: () => lines.join('\n'),
    signal: (signal) => killGroup(pid, signal),
    async stop({ signal = 'SIGTERM', timeoutMs = 10_000 } = {}) {
      killGroup(pid, signal);
      const inTime = await within(exited, timeoutMs);
      // SIGKILL whatever is left of the group (the leader may be gone while its children are not).
      killGroup(pid, 'SIGKILL');
      liveGroups.delete(pid);
      return inTime;
    },
  };
}

export function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** True if `promise` settles within `ms`; the timer does not keep the process alive after. */
export async function within(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([
      promise.then(
        () => true,
        () => true,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/** A TCP port free on 127.0.0.1 right now (bind port 0, read it back, release it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Polls `url` until `isReady(response)` (default: any HTTP answer), the process exits, or the
 * timeout passes. Throws with the process's last output on failure.
 */
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 30_000,
    process: proc,
    isReady = () => true,
    what = url,
  }: { timeoutMs?: number; process?: GroupProcess; isReady?: (response: Response) => boolean; what?: string } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc?.hasExited()) {
      const { code, signal } = await proc.exited;
      throw new Error(`${what} exited before it was ready (code ${code}, signal ${signal}):\n${said(proc)}`);
    }
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (isReady(response)) return;
    } catch {
      // not listening yet
    }
    await delay(200);
  }
  throw new Error(`${what} was not ready after ${timeoutMs / 1000} s${proc ? `:\n${said(proc)}` : ''}`);
}

/** What `proc` last wrote, or where to read it when it wrote to our own output. */
function said(proc: GroupProcess): string {
  return proc.output() || '(its output is above)';
}
