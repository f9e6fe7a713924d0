// Linux /proc readings: which process listens on a port, its resident memory and CPU time.
import { readFileSync, readdirSync, readlinkSync } from 'node:fs';

function listeningInodes(port: number): Set<string> {
  const inodes = new Set<string>();
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0');
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    let text: string;
    try {
      text = readFileSync(table, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local_address is cols[1] (ADDR:PORT), st is cols[3] (0A = LISTEN), inode is cols[9].
      if (cols.length > 9 && cols[1]?.endsWith(`:${hexPort}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  return inodes;
}

/** The pid of the process listening on 127.0.0.1:`port`, or undefined. */
export function pidListeningOn(port: number): number | undefined {
  const inodes = listeningInodes(port);
  if (inodes.size === 0) return undefined;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${entry}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${entry}/fd/${fd}`);
        const match = /^socket:\[(\d+)\]$/.exec(target);
        if (match?.[1] && inodes.has(match[1])) return Number(entry);
      } catch {
        // closed meanwhile
      }
    }
  }
  return undefined;
}

export interface Memory {
  /** Resident set size now, MB. */
  rssMb: number;
  /** Peak resident set size since the process started (VmHWM), MB. */
  peakMb: number;
}

export function memoryOf(pid: number): Memory | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+)\\s+kB`, 'm').exec(status)?.[1] ?? NaN);
    const mb = (x: number) => Math.round((x / 1024) * 10) / 10;
    return { rssMb: mb(kb('VmRSS')), peakMb: mb(kb('VmHWM')) };
  } catch {
    return undefined;
  }
}

/** User + system CPU seconds the process has used. */
export function cpuSecondsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): utime is field 14, stime 15.
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(rest[11]) + Number(rest[12]);
    return ticks / 100;
  } catch {
    return undefined;
  }
}
