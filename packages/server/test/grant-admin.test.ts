// `pnpm admin:grant <email>` (src/cli/grant-admin.ts), the real command in a child process, on this
// file's database while the server runs on it: the role takes effect at once (the guards read it
// on every request), and a bad argument or an unusable database is refused with a clear message
// and a non-zero exit, changing nothing.
import { describe, expect, it } from 'vitest';
import { apiPaths, type User } from '@storefront/shared';
import { runCommand } from './support/command.ts';
import { useApiSuite } from './support/suite.ts';

const suite = useApiSuite('grant');
const USAGE = 'Usage: pnpm admin:grant <email>';

/** `pnpm admin:grant ...args` on this file's database (unless `env` says otherwise). */
function grant(args: string[], env: Record<string, string> = {}) {
  return runCommand('pnpm', ['--silent', 'admin:grant', ...args], {
    env: { DATABASE_URL: suite.database.url, ...env },
  });
}

async function usersByEmail(): Promise<Map<string, User>> {
  const admin = await suite.login('admin');
  const users = await admin.api.get<User[]>(apiPaths.users);
  expect(users.status).toBe(200);
  return new Map(users.body.map((u) => [u.email, u]));
}

describe('pnpm admin:grant', () => {
  it('makes a signed-in customer an administrator, effective on their current token', async () => {
    const customer = await suite.login('customer');
    expect((await customer.api.get(apiPaths.admin(customer.email))).body).toEqual({ admin: false });
    expect((await customer.api.get(apiPaths.users)).status).toBe(403);

    // Upper case on the command line: emails are compared in lower case.
    const result = await grant([customer.email.toUpperCase()]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${customer.email} is now an administrator.`);

    expect((await customer.api.get(apiPaths.admin(customer.email))).body).toEqual({ admin: true });
    expect((await customer.api.get(apiPaths.users)).status).toBe(200);
    expect((await usersByEmail()).get(customer.email)?.role).toBe('admin');
  }, 90_000);

  it('grants an email that has not signed in yet; the role holds from the first sign-in', async () => {
    const email = suite.emailOf('newcomer');
    const result = await grant([email]);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain(`${email} is now an administrator.`);
    const newcomer = await suite.login('newcomer');
    expect((await newcomer.api.get(apiPaths.admin(email))).body).toEqual({ admin: true });
    expect((await newcomer.api.get(apiPaths.users)).status).toBe(200);
  }, 90_000);

  it('is idempotent: granting an administrator again keeps one administrator row', async () => {
    const email = suite.emailOf('twice');
    for (let i = 0; i < 2; i += 1) expect((await grant([email])).code).toBe(0);
    const users = [...(await usersByEmail()).values()].filter((u) => u.email === email);
    expect(users.map((u) => u.role)).toEqual(['admin']);
  }, 90_000);

  it('refuses a missing or malformed email with its usage and exit code 2, changing nothing', async () => {
    const before = await usersByEmail();
    // At once: none of them may reach the database.
    const bad = ['not-an-email', '@example.com', ''];
    const [missing, ...malformed] = await Promise.all([grant([]), ...bad.map((arg) => grant([arg]))]);
    expect(missing?.code, missing?.stdout).toBe(2);
    expect(missing?.stderr).toContain(USAGE);
    malformed.forEach((result, i) => {
      expect(result.code, `"${bad[i]}": ${result.stdout}`).toBe(2);
      expect(result.stderr).toContain(`"${bad[i]}" is not an email address.`);
      expect(result.stderr).toContain(USAGE);
      expect(result.stdout).toBe('');
    });
    expect([...(await usersByEmail()).keys()].sort()).toEqual([...before.keys()].sort());
  }, 90_000);

  it('refuses a bad DATABASE_URL with a clear message and exit code 1', async () => {
    const result = await grant([suite.emailOf('nobody')], { DATABASE_URL: 'mysql://localhost/shop' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('DATABASE_URL must be sqlite:<path> or postgres://');
  }, 90_000);

  it('reports a database it cannot reach in one line, with exit code 1', async () => {
    // Port 1 on 127.0.0.1: nothing listens there, so the connection is refused at once.
    const result = await grant([suite.emailOf('nobody')], { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/shop' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toMatch(/^Could not grant the administrator role: .*ECONNREFUSED/);
    expect(result.stderr, 'a stack trace instead of a message').not.toMatch(/^\s+at /m);
  }, 90_000);
});
