// A throwaway PostgreSQL cluster: initdb into a temporary directory, a private port and socket
// directory, fsync off (the data is thrown away), removed on stop. initdb refuses to run as root,
// so as root it runs as the `postgres` user.
import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readFileSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { delay, freePort, spawnGroup, within } from './process.ts';

export const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';

/** Undefined when the PostgreSQL server binaries are installed, otherwise why not. */
export function postgresMissingReason(binDir = PG_BIN): string | undefined {
  for (const tool of ['initdb', 'postgres']) {
    if (!existsSync(join(binDir, tool)))
      return `no ${tool} in ${binDir} (apt-get install postgresql-15, or set PG_BIN)`;
  }
  return undefined;
}

export interface Postgres {
  /** postgres://postgres@127.0.0.1:<port>/postgres */
  readonly url: string;
  readonly port: number;
  /** Creates an empty database and answers its URL. */
  createDatabase(name: string): Promise<string>;
  /** Fast shutdown, then removes the cluster's directory. */
  stop(): Promise<void>;
}

function asPostgresUser(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

/** The URL of database `name` on the cluster at `url`. */
export function databaseUrl(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/** Creates database `name` on the cluster at `adminUrl` (any database of it) and answers its URL. */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<string> {
  for (const plain of [name, template ?? name])
    if (!/^[a-z_][a-z0-9_]*$/.test(plain)) throw new Error(`not a plain database name: ${plain}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

/** Starts a cluster on `port` (a free port when omitted) and waits until it takes connections. */
export async function startPostgres({
  port,
  binDir = PG_BIN,
  timeoutMs = 60_000,
  echo = false,
  sharedBuffers = '32MB',
}: {
  port?: number;
  binDir?: string;
  timeoutMs?: number;
  echo?: boolean;
  /** The buffer pool: small for the tests' many small databases; the bench gives a store's size. */
  sharedBuffers?: string;
} = {}): Promise<Postgres> {
  const missing = postgresMissingReason(binDir);
  if (missing) throw new Error(`PostgreSQL is not available: ${missing}`);
  const pgPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'pg-test-'));
  const dataDir = join(dir, 'data');
  const user = asPostgresUser();
  if (user) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const asUser = (tool: string, args: string[]): [string, string[]] =>
    user ? ['runuser', ['-u', 'postgres', '--', join(binDir, tool), ...args]] : [join(binDir, tool), args];

  const [initCmd, initArgs] = asUser('initdb', [
    '-D',
    dataDir,
    '--auth=trust',
    '--username=postgres',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  try {
    execFileSync(initCmd, initArgs, { stdio: 'pipe', cwd: dir });
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    const e = error as { stderr?: Buffer };
    throw new Error(`initdb failed: ${e.stderr?.toString() ?? String(error)}`, { cause: error });
  }

  const [cmd, args] = asUser('postgres', [
    '-D',
    dataDir,
    '-p',
    String(pgPort),
    '-k',
    dir,
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
    '-c',
    'max_connections=200',
    '-c',
    `shared_buffers=${sharedBuffers}`,
  ]);
  const proc = spawnGroup(cmd, args, { cwd: dir, name: 'postgres', echo });
  const url = `postgres://postgres@127.0.0.1:${pgPort}/postgres`;

  const stop = async () => {
    // SIGINT to the postmaster is PostgreSQL's fast shutdown (SIGTERM would wait for clients).
    const pidFile = join(dataDir, 'postmaster.pid');
    const postmaster = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : undefined;
    if (postmaster) {
      try {
        process.kill(postmaster, 'SIGINT');
      } catch {
        // already gone
      }
      await within(proc.exited, 15_000);
    }
    await proc.stop({ signal: 'SIGTERM', timeoutMs: 5_000 });
    rmSync(dir, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (proc.hasExited()) {
      await stop();
      throw new Error(`PostgreSQL exited while starting:\n${proc.output()}`);
    }
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
    try {
      await client.connect();
      await client.query('select 1');
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL was not ready after ${timeoutMs / 1000} s:\n${proc.output()}`);
      }
      await delay(200);
    }
  }

  return { url, port: pgPort, createDatabase: (name) => createDatabase(url, name), stop };
}
