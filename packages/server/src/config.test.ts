import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const secret = 'x'.repeat(32);

function problems(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('parseConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = parseConfig({});
    expect(config).toMatchObject({
      production: false,
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/storefront.db',
      generatedSecret: true,
      seedDemoAccounts: false,
      connections: { requestTimeoutMs: 60_000, headersTimeoutMs: 10_000, keepAliveTimeoutMs: 5_000, max: 1_000 },
      accessTokenTtlSeconds: 3600,
      adminEmails: [],
      corsOrigins: [],
      firebase: { projectId: 'demo-storefront', apiKey: 'demo-api-key', authDomain: 'demo-storefront.firebaseapp.com' },
      firebaseAuthEmulatorHost: undefined,
      appDist: fileURLToPath(new URL('../../app/dist', import.meta.url)),
      seedDemo: true,
      rateLimit: { exchangePerMinute: 20, writesPerMinute: 120 },
      mail: { smtpUrl: undefined, from: 'Computer Club <orders@computerclub.example.com>' },
      notifyEmails: [],
      timeZone: 'Asia/Dhaka',
    });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('signs with a random secret of its own when AUTH_SECRET is not set, never a committed one', () => {
    const a = parseConfig({}).authSecret;
    const b = parseConfig({}).authSecret;
    expect(a).not.toBe(b);
    expect(a).not.toBe('dev-only-secret-change-me-0123456789abcdef');
  });

  it('refuses the development secret once published in the repository, in production', () => {
    expect(problems({ NODE_ENV: 'production', AUTH_SECRET: 'dev-only-secret-change-me-0123456789abcdef' })).toEqual([
      'AUTH_SECRET must not be the development secret once published in the repository',
    ]);
  });

  it('refuses an unknown NODE_ENV rather than run with development rules', () => {
    expect(problems({ NODE_ENV: 'prod', AUTH_SECRET: secret })).toEqual([
      'NODE_ENV must be development, test or production',
    ]);
  });

  it('listens on this machine only while it trusts the Auth emulator, unless HOST says otherwise', () => {
    const emulator = { FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' };
    expect(parseConfig(emulator)).toMatchObject({ host: '127.0.0.1', emulatorReachableFromNetwork: false });
    expect(parseConfig({ ...emulator, HOST: '0.0.0.0' })).toMatchObject({
      host: '0.0.0.0',
      emulatorReachableFromNetwork: true,
    });
    expect(parseConfig({ HOST: '0.0.0.0' })).toMatchObject({ emulatorReachableFromNetwork: false });
  });

  it('seeds the demo accounts only while it trusts the Auth emulator', () => {
    expect(parseConfig({ SEED_DEMO: 'true' })).toMatchObject({ seedDemo: true, seedDemoAccounts: false });
    expect(parseConfig({ SEED_DEMO: 'true', FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' })).toMatchObject({
      seedDemo: true,
      seedDemoAccounts: true,
    });
  });

  it('reads the connection limits, keeping the headers limit within the request limit', () => {
    expect(
      parseConfig({ REQUEST_TIMEOUT_MS: '2000', HEADERS_TIMEOUT_MS: '5000', MAX_CONNECTIONS: '10' }).connections,
    ).toEqual({ requestTimeoutMs: 2_000, headersTimeoutMs: 2_000, keepAliveTimeoutMs: 5_000, max: 10 });
    expect(problems({ MAX_CONNECTIONS: '0' })).toEqual(['MAX_CONNECTIONS must be at least 1']);
  });

  it('reads lists, durations and numbers', () => {
    const config = parseConfig({
      PORT: '4100',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      CORS_ORIGINS: 'https://shop.example.com/,http://localhost:5173',
      ACCESS_TOKEN_TTL: '15m',
      RATE_LIMIT_WRITES_PER_MIN: '10',
      SEED_DEMO: 'false',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/db',
    });
    expect(config.port).toBe(4100);
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.corsOrigins).toEqual(['https://shop.example.com', 'http://localhost:5173']);
    expect(config.accessTokenTtlSeconds).toBe(900);
    expect(config.rateLimit.writesPerMinute).toBe(10);
    expect(config.seedDemo).toBe(false);
  });

  it('names each bad variable', () => {
    const found = problems({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://x',
      ACCESS_TOKEN_TTL: 'forever',
      LOG_LEVEL: 'loud',
      CORS_ORIGINS: 'not a url',
      SEED_DEMO: 'maybe',
    });
    for (const name of ['PORT', 'DATABASE_URL', 'ACCESS_TOKEN_TTL', 'LOG_LEVEL', 'CORS_ORIGINS', 'SEED_DEMO']) {
      expect(found.some((p) => p.startsWith(name))).toBe(true);
    }
  });

  it('refuses a short AUTH_SECRET', () => {
    expect(problems({ AUTH_SECRET: 'short' })).toEqual(['AUTH_SECRET must be at least 32 characters']);
  });

  it('requires AUTH_SECRET in production', () => {
    expect(problems({ NODE_ENV: 'production' })).toEqual(['AUTH_SECRET is required in production']);
  });

  it('refuses the Auth emulator in production, its tokens being unsigned', () => {
    const found = problems({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST must not be set in production/);
  });

  it('refuses the local mail catcher in production: customers’ email would stay on the machine', () => {
    const found = problems({
      NODE_ENV: 'production',
      AUTH_SECRET: secret,
      SMTP_URL: 'smtp://127.0.0.1:1025',
      MAIL_CATCHER: 'true',
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^MAIL_CATCHER must not be set in production/);
    expect(
      problems({ NODE_ENV: 'production', AUTH_SECRET: secret, SMTP_URL: 'smtps://u:p@smtp.example.com:465' }),
    ).toEqual([]);
  });

  it('reads the order emails and the store time zone, refusing what is not one', () => {
    const config = parseConfig({
      SMTP_URL: 'smtp://mail.example.com:587',
      ADMIN_NOTIFY_EMAILS: 'Desk@Example.com, owner@example.com',
      STORE_TIME_ZONE: 'Europe/London',
    });
    expect(config).toMatchObject({
      mail: { smtpUrl: 'smtp://mail.example.com:587' },
      notifyEmails: ['desk@example.com', 'owner@example.com'],
      timeZone: 'Europe/London',
    });
    const found = problems({
      SMTP_URL: 'http://mail.example.com',
      STORE_TIME_ZONE: 'Mars/Olympus',
      ADMIN_NOTIFY_EMAILS: 'nope',
    });
    for (const name of ['SMTP_URL', 'STORE_TIME_ZONE', 'ADMIN_NOTIFY_EMAILS'])
      expect(
        found.some((p) => p.startsWith(name)),
        name,
      ).toBe(true);
  });

  it('reads what an unverified account may hold in open orders, in whole BDT (20,000 by default)', () => {
    expect(parseConfig({}).unverifiedOrderLimitBdt).toBe(20_000);
    expect(parseConfig({ UNVERIFIED_ORDER_LIMIT_BDT: '5000' }).unverifiedOrderLimitBdt).toBe(5_000);
    expect(parseConfig({ UNVERIFIED_ORDER_LIMIT_BDT: '0' }).unverifiedOrderLimitBdt).toBe(0);
    for (const bad of ['-1', '2.5', 'lots'])
      expect(problems({ UNVERIFIED_ORDER_LIMIT_BDT: bad })).toEqual([
        expect.stringMatching(/^UNVERIFIED_ORDER_LIMIT_BDT /),
      ]);
  });

  it('turns demo seeding off by default in production', () => {
    const config = parseConfig({ NODE_ENV: 'production', AUTH_SECRET: secret });
    expect(config).toMatchObject({ production: true, seedDemo: false, generatedSecret: false, authSecret: secret });
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', FIREBASE_AUTH_EMULATOR_HOST: '' })).toMatchObject({
      port: 3000,
      firebaseAuthEmulatorHost: undefined,
    });
  });
});
