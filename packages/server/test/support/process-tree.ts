// What a command left running: its process tree read from /proc (Linux), and whether a TCP port is
// free again. Processes are identified by pid and start time, so a reused pid is not mistaken for
// one that survived.
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';

export interface ProcessId {
  pid: number;
  /** Start time in clock ticks since boot (field 22 of /proc/<pid>/stat). */
  startTime: number;
  /** The command line, for messages. */
  command: string;
}

interface Stat {
  ppid: number;
  state: string;
  startTime: number;
}

function stat(pid: number): Stat | undefined {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '?', ppid: Number(fields[1]), startTime: Number(fields[19]) };
  } catch {
    return undefined;
  }
}

function commandLine(pid: number): string {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').trim();
  } catch {
    return '?';
  }
}

/** Every live descendant of `root` (children, their children, ...), `root` included. */
export function processTree(root: number): ProcessId[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const s = stat(pid);
    if (!s || s.state === 'Z') continue;
    children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  }
  const tree: ProcessId[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift() as number;
    const s = stat(pid);
    if (s && s.state !== 'Z') tree.push({ pid, startTime: s.startTime, command: commandLine(pid) });
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/**
 * True while that very process runs. A zombie has finished (it only waits for its parent), but
 * its main thread can be a zombie while other threads still run and hold its files and sockets.
 */
export function isRunning(id: ProcessId): boolean {
  const s = stat(id.pid);
  if (s === undefined || s.startTime !== id.startTime) return false;
  if (s.state !== 'Z') return true;
  try {
    return readdirSync(`/proc/${id.pid}/task`).some((task) => {
      const text = readFileSync(`/proc/${id.pid}/task/${task}/stat`, 'utf8');
      return text.slice(text.lastIndexOf(')') + 2, text.lastIndexOf(')') + 3) !== 'Z';
    });
  } catch {
    return false;
  }
}

/** SIGKILLs each process of `ids` that still runs (cleanup after a failed test). */
export function killAll(ids: Iterable<ProcessId>): void {
  for (const id of ids) {
    if (!isRunning(id)) continue;
    try {
      process.kill(id.pid, 'SIGKILL');
    } catch {
      // gone meanwhile
    }
  }
}

/** True when a server could listen on `port` on every interface now. */
export function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host: '0.0.0.0', exclusive: true }, () => server.close(() => resolve(true)));
  });
}
