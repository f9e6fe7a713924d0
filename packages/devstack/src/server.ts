// The real server (@storefront/server's sources, or its bundle) as a child process, on 127.0.0.1 and a free port.
import { existsSync } from 'node:fs';
import { freePort, spawnGroup, waitForHttp, type GroupProcess } from './process.ts';
import { repoRoot, serverMain } from './paths.ts';
import { serverNodeFlags } from '@storefront/server/node-flags';

/** An HS256 key of the required length, for tests only. */
export const TEST_AUTH_SECRET = 'test-only-secret-of-at-least-32-characters!';

export interface ServerProcess {
  /** http://127.0.0.1:<port> (no trailing slash) */
  readonly url: string;
  readonly port: number;
  /** The server process's id (changes with a restart). */
  readonly pid: number;
  /** The environment it runs with (after defaults). */
  readonly env: Readonly<Record<string, string>>;
  /** The last lines of its output (the current process's). */
  output(): string;
  /** Graceful stop: SIGTERM to its process group, SIGKILL after `timeoutMs`. Answers whether it exited in time. */
  stop(options?: { timeoutMs?: number }): Promise<boolean>;
  /** Sends `signal` (SIGKILL to crash it) to the group and waits for it to exit. */
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Stops it gracefully and starts it again on the same port, database and environment. */
  restart(): Promise<void>;
  /** Answers whether the process is still running. */
  isRunning(): boolean;
}

export interface StartServerOptions {
  /** Extra environment, on top of the test defaults below (and of process.env). */
  env?: Record<string, string | undefined>;
  port?: number;
  /** Copy its output to stderr (otherwise only kept for error messages). */
  echo?: boolean;
  timeoutMs?: number;
  /** The entry point: the sources (default) or the built bundle (`freshServerBundle` of @storefront/server/build). */
  main?: string;
}

/**
 * Starts the server and waits until `GET /api/health` answers 200. Defaults: HOST 127.0.0.1,
 * NODE_ENV test, SEED_DEMO false, LOG_LEVEL warn, TEST_AUTH_SECRET. Pass DATABASE_URL and
 * FIREBASE_AUTH_EMULATOR_HOST in `env`.
 */
export async function startServer({
  env = {},
  port,
  echo = false,
  timeoutMs = 60_000,
  main = serverMain,
}: StartServerOptions = {}): Promise<ServerProcess> {
  if (!existsSync(main)) throw new Error(`the server's entry point ${main} does not exist yet`);
  const serverPort = port ?? (await freePort());
  const fullEnv: Record<string, string> = {};
  for (const [key, value] of Object.entries({
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    SEED_DEMO: 'false',
    LOG_LEVEL: 'warn',
    AUTH_SECRET: TEST_AUTH_SECRET,
    FIREBASE_PROJECT_ID: 'demo-storefront',
    ...env,
    PORT: String(serverPort),
  })) {
    if (value !== undefined) fullEnv[key] = value;
  }
  const url = `http://127.0.0.1:${serverPort}`;

  let proc: GroupProcess;
  const launch = async () => {
    proc = spawnGroup(process.execPath, [...serverNodeFlags, main], {
      cwd: repoRoot,
      env: fullEnv,
      echo,
      name: `server:${serverPort}`,
    });
    try {
      await waitForHttp(`${url}/api/health`, {
        timeoutMs,
        process: proc,
        isReady: (response) => response.status === 200,
        what: 'the server',
      });
    } catch (error) {
      await proc.stop({ signal: 'SIGKILL' });
      throw error;
    }
  };
  await launch();

  const handle: ServerProcess = {
    url,
    port: serverPort,
    get pid() {
      return proc.pid;
    },
    env: fullEnv,
    output: () => proc.output(),
    stop: ({ timeoutMs: t = 10_000 } = {}) => proc.stop({ signal: 'SIGTERM', timeoutMs: t }),
    async kill(signal = 'SIGKILL') {
      proc.signal(signal);
      const result = await proc.exited;
      await proc.stop({ signal: 'SIGKILL', timeoutMs: 1_000 });
      return result;
    },
    async restart() {
      const inTime = await handle.stop();
      if (!inTime) throw new Error(`the server did not stop within 10 s of SIGTERM:\n${proc.output()}`);
      await launch();
    },
    isRunning: () => !proc.hasExited(),
  };
  return handle;
}
