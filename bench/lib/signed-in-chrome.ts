// A Chromium signed in to the storefront, for Lighthouse on pages behind sign-in (the purchase
// page). Playwright signs the customer in through the login page into a profile directory; then a
// plain Chromium on that profile listens for Lighthouse on a debugging port (Lighthouse keeps the
// profile's storage with --disable-storage-reset: Firebase's IndexedDB session, the access token).
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumArgs } from '../../chromium.ts';
import { freePort, waitForHttp } from '@storefront/devstack';

export const CHROME_FLAGS = ['--headless', ...chromiumArgs];

export interface SignedInChrome {
  /** The debugging port Lighthouse connects to (`--port`). */
  port: number;
  stop(): Promise<void>;
}

export async function signedInChrome(options: {
  chrome: string;
  origin: string;
  email: string;
  password: string;
}): Promise<SignedInChrome> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-lh-profile-'));
  let browser: ChildProcess | undefined;
  try {
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: options.chrome,
      args: CHROME_FLAGS.filter((flag) => flag !== '--headless'),
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${options.origin}/login`);
      const form = page.getByRole('form', { name: 'Login' });
      await form.getByLabel('Email').fill(options.email);
      await form.getByLabel('Password').fill(options.password);
      await form.getByRole('button', { name: 'Login' }).click();
      await page.getByRole('button', { name: 'Log Out', includeHidden: true }).waitFor({ state: 'attached' });
    } finally {
      await context.close();
    }
    const port = await freePort();
    browser = spawn(
      options.chrome,
      [...CHROME_FLAGS, `--user-data-dir=${profile}`, `--remote-debugging-port=${port}`],
      {
        stdio: 'ignore',
      },
    );
    await waitForHttp(`http://127.0.0.1:${port}/json/version`, { timeoutMs: 30_000, what: 'Chromium' });
    const running = browser;
    return {
      port,
      async stop() {
        running.kill('SIGTERM');
        await new Promise((resolve) => running.once('exit', resolve));
        rmSync(profile, { recursive: true, force: true });
      },
    };
  } catch (error) {
    browser?.kill('SIGKILL');
    rmSync(profile, { recursive: true, force: true });
    throw error;
  }
}
