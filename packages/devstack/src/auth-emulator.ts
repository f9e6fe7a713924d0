// The Firebase Auth emulator (firebase-tools), started offline, plus a small REST client for it.
// Used by `pnpm start`, the API suite, the end-to-end flows and the reliability suite.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { freePort, spawnGroup, waitForHttp } from './process.ts';

export const DEFAULT_PROJECT_ID = 'demo-storefront';

export interface EmulatorUser {
  email: string;
  password: string;
  displayName?: string;
  /** Default true: a confirmed address. */
  emailVerified?: boolean;
}

export interface SignInResult {
  idToken: string;
  localId: string;
  email: string;
  displayName?: string;
}

/** REST calls to a running Auth emulator. */
export interface AuthEmulatorClient {
  /** http://127.0.0.1:<port> */
  readonly url: string;
  /** 127.0.0.1:<port>, the value of FIREBASE_AUTH_EMULATOR_HOST. */
  readonly host: string;
  readonly projectId: string;
  /** Deletes every account of the project. */
  clearAccounts(): Promise<void>;
  /**
   * Creates an account (display name included), its address verified unless `emailVerified` is
   * false (as a sign-up that never followed its verification link); answers a sign-in minted after.
   * Fails if it exists.
   */
  createUser(user: EmulatorUser): Promise<SignInResult>;
  /** Marks the account's address verified or not (as following Firebase's verification link does). */
  setEmailVerified(localId: string, emailVerified: boolean): Promise<void>;
  /** Disables the account in Firebase, or enables it again. */
  setDisabled(localId: string, disabled: boolean): Promise<void>;
  /** Deletes the account from Firebase (its email is free to register again). */
  deleteUser(localId: string): Promise<void>;
  /** Creates the account, or does nothing if the email is taken. */
  ensureUser(user: EmulatorUser): Promise<void>;
  /** Signs in with email and password; answers the whole result (its localId among them). */
  signInResult(email: string, password: string): Promise<SignInResult>;
  /** Signs in with email and password; answers a fresh Firebase ID token. */
  signIn(email: string, password: string): Promise<string>;
  /** Sets the display name (only tokens minted afterwards carry it: sign in again). */
  updateDisplayName(idToken: string, displayName: string): Promise<void>;
  /**
   * The links the emulator would have emailed to `email` (password resets, address verifications),
   * oldest first; an e2e test follows them as the person would.
   */
  emailedLinks(email: string): Promise<EmailedLink[]>;
}

export interface EmailedLink {
  requestType: 'PASSWORD_RESET' | 'VERIFY_EMAIL' | string;
  oobCode: string;
  oobLink: string;
}

export interface AuthEmulator extends AuthEmulatorClient {
  /** Stops the emulator (SIGTERM to its process group) and removes its temporary config. */
  stop(): Promise<void>;
  /** Resolves when the emulator process exits (on its own or by stop()). */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** Its last lines of output, for diagnostics. */
  output(): string;
}

async function call<T>(url: string, init: { method: string; body?: unknown; admin?: boolean }): Promise<T> {
  const response = await fetch(url, {
    method: init.method,
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      // The emulator's administrator credentials (what firebase-admin sends it).
      ...(init.admin ? { authorization: 'Bearer owner' } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`Auth emulator ${init.method} ${url} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : {}) as T;
}

/** A client for an emulator that is already running at `host` (e.g. one started by a global setup). */
export function authEmulatorClient({
  host,
  projectId = DEFAULT_PROJECT_ID,
}: {
  host: string;
  projectId?: string;
}): AuthEmulatorClient {
  const url = `http://${host}`;
  const api = (method: string) => `${url}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=any`;

  const signInFull = (email: string, password: string) =>
    call<SignInResult>(api('signInWithPassword'), {
      method: 'POST',
      body: { email, password, returnSecureToken: true },
    });

  const client: AuthEmulatorClient = {
    async emailedLinks(email) {
      const { oobCodes = [] } = await call<{ oobCodes?: (EmailedLink & { email: string })[] }>(
        `${url}/emulator/v1/projects/${projectId}/oobCodes`,
        { method: 'GET' },
      );
      return oobCodes
        .filter((code) => code.email.toLowerCase() === email.toLowerCase())
        .map(({ requestType, oobCode, oobLink }) => ({ requestType, oobCode, oobLink }));
    },
    url,
    host,
    projectId,
    async clearAccounts() {
      await call(`${url}/emulator/v1/projects/${projectId}/accounts`, { method: 'DELETE' });
    },
    async createUser({ email, password, displayName, emailVerified = true }) {
      const created = await call<SignInResult>(api('signUp'), {
        method: 'POST',
        body: { email, password, displayName, returnSecureToken: true },
      });
      if (!emailVerified) return created;
      await client.setEmailVerified(created.localId, true);
      // A token minted after the change carries email_verified.
      return signInFull(email, password);
    },
    async setEmailVerified(localId, emailVerified) {
      await call(`${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
        method: 'POST',
        admin: true,
        body: { localId, emailVerified },
      });
    },
    async setDisabled(localId, disabled) {
      await call(`${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:update`, {
        method: 'POST',
        admin: true,
        body: { localId, disableUser: disabled },
      });
    },
    async deleteUser(localId) {
      await call(`${url}/identitytoolkit.googleapis.com/v1/projects/${projectId}/accounts:delete`, {
        method: 'POST',
        admin: true,
        body: { localId },
      });
    },
    async ensureUser(user) {
      try {
        await client.createUser(user);
      } catch (error) {
        if (!String(error).includes('EMAIL_EXISTS')) throw error;
      }
    },
    signInResult: (email, password) => signInFull(email, password),
    async signIn(email, password) {
      return (await signInFull(email, password)).idToken;
    },
    async updateDisplayName(idToken, displayName) {
      await call(api('update'), { method: 'POST', body: { idToken, displayName, returnSecureToken: true } });
    },
  };
  return client;
}

/** The firebase.json of an emulator on the given ports: offline (no UI download), one project. */
export function emulatorConfig({
  port,
  hubPort,
  loggingPort,
}: {
  port: number;
  hubPort?: number;
  loggingPort?: number;
}) {
  return {
    emulators: {
      auth: { host: '127.0.0.1', port },
      ui: { enabled: false },
      ...(hubPort ? { hub: { host: '127.0.0.1', port: hubPort } } : {}),
      ...(loggingPort ? { logging: { host: '127.0.0.1', port: loggingPort } } : {}),
      singleProjectMode: true,
    },
  };
}

function firebaseBin(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve('firebase-tools/package.json')), 'lib', 'bin', 'firebase.js');
}

/**
 * Starts the Auth emulator on `port` (a free port when omitted) and waits until it answers
 * (allow up to two minutes on a busy machine). Its hub and logging ports are free ports too, so
 * several emulators can run side by side.
 */
export async function startAuthEmulator({
  port,
  projectId = DEFAULT_PROJECT_ID,
  timeoutMs = 120_000,
  echo = false,
}: { port?: number; projectId?: string; timeoutMs?: number; echo?: boolean } = {}): Promise<AuthEmulator> {
  const authPort = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'auth-emulator-'));
  const configFile = join(dir, 'firebase.json');
  writeFileSync(
    configFile,
    JSON.stringify(
      emulatorConfig({ port: authPort, hubPort: await freePort(), loggingPort: await freePort() }),
      null,
      2,
    ),
  );

  const proc = spawnGroup(
    process.execPath,
    [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId, '--config', configFile],
    {
      cwd: dir,
      name: 'auth-emulator',
      echo,
      // CI and NO_UPDATE_NOTIFIER stop the CLI's network checks (offline start).
      env: { ...process.env, CI: 'true', NO_UPDATE_NOTIFIER: '1', HOME: process.env.HOME ?? dir },
    },
  );

  const stop = async () => {
    await proc.stop({ signal: 'SIGTERM', timeoutMs: 10_000 });
    rmSync(dir, { recursive: true, force: true });
  };

  try {
    await waitForHttp(`http://127.0.0.1:${authPort}/`, { timeoutMs, process: proc, what: 'the Auth emulator' });
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    ...authEmulatorClient({ host: `127.0.0.1:${authPort}`, projectId }),
    stop,
    exited: proc.exited,
    output: () => proc.output(),
  };
}
