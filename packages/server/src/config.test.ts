import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, parseConfig } from './config.ts';

const secret = 'x'.repeat(32);
/** What production needs besides the setting a test is about. */
const production = { NODE_ENV: 'production', AUTH_SECRET: secret, PUBLIC_ORIGIN: 'https://shop.example.com' };

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
    expect(problems({ ...production, AUTH_SECRET: 'dev-only-secret-change-me-0123456789abcdef' })).toEqual([
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
    expect(problems({ ...production, AUTH_SECRET: '' })).toEqual(['AUTH_SECRET is required in production']);
  });

  it('refuses the Auth emulator in production, its tokens being unsigned', () => {
    const found = problems({ ...production, FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^FIREBASE_AUTH_EMULATOR_HOST must not be set in production/);
  });

  it('refuses the local mail catcher in production: customers’ email would stay on the machine', () => {
    const found = problems({ ...production, SMTP_URL: 'smtp://127.0.0.1:1025', MAIL_CATCHER: 'true' });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^MAIL_CATCHER must not be set in production/);
    expect(problems({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.com:465' })).toEqual([]);
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

  it('reads the seller the tax invoices name, by default the company, its BIN as 13 digits', () => {
    expect(parseConfig({}).seller).toEqual({
      name: 'Computer Club Manufacturers Ltd',
      address: 'Plot 14, Road 7, Tejgaon Industrial Area, Dhaka 1208, Bangladesh',
      bin: '0001234560101',
    });
    expect(
      parseConfig({ SELLER_NAME: ' Shop Ltd ', SELLER_ADDRESS: 'House 1, Road 2, Dhaka', SELLER_BIN: '004455667-0202' })
        .seller,
    ).toEqual({ name: 'Shop Ltd', address: 'House 1, Road 2, Dhaka', bin: '0044556670202' });
    for (const bad of ['12345', '00123456701019', 'BIN 0001234560101'])
      expect(problems({ SELLER_BIN: bad })).toEqual([expect.stringMatching(/^SELLER_BIN must be a 13-digit BIN/)]);
    expect(problems({ SELLER_NAME: 'x'.repeat(201) })).toEqual([expect.stringMatching(/^SELLER_NAME /)]);
  });

  it('turns demo seeding off by default in production', () => {
    const config = parseConfig(production);
    expect(config).toMatchObject({ production: true, seedDemo: false, generatedSecret: false, authSecret: secret });
  });

  // Issue 29, item 4: no link is written from a request's Host.
  it('requires PUBLIC_ORIGIN in production, and outside it links to the address the server listens on', () => {
    const found = problems({ NODE_ENV: 'production', AUTH_SECRET: secret });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^PUBLIC_ORIGIN is required in production: the store's public address/);
    expect(parseConfig({}).publicOrigin).toBe('http://localhost:3000');
    expect(parseConfig({ PORT: '4100', HOST: '0.0.0.0' }).publicOrigin).toBe('http://localhost:4100');
    expect(parseConfig({ FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099' }).publicOrigin).toBe('http://127.0.0.1:3000');
    expect(parseConfig({ HOST: '::1' }).publicOrigin).toBe('http://[::1]:3000');
    expect(parseConfig({ PUBLIC_ORIGIN: 'https://Shop.Example.com/' }).publicOrigin).toBe('https://shop.example.com');
    expect(parseConfig({ ...production, PUBLIC_ORIGIN: 'https://shop.example.com:8443' }).publicOrigin).toBe(
      'https://shop.example.com:8443',
    );
  });

  // Issue 29, item 6.
  it('takes only an http(s) origin as PUBLIC_ORIGIN, and https in production but on this machine', () => {
    for (const origin of [
      'javascript:alert(1)',
      'data:text/html,hi',
      'ftp://shop.example.com',
      'file:///etc/passwd',
      'shop.example.com',
      'https://shop.example.com/store',
      'https://shop.example.com/?x=1',
      'https://shop.example.com?',
      'https://shop.example.com/#top',
      'https://user:secret@shop.example.com',
      'https://user@shop.example.com',
    ]) {
      const found = problems({ PUBLIC_ORIGIN: origin });
      expect(found, origin).toHaveLength(1);
      expect(found[0], origin).toMatch(/^PUBLIC_ORIGIN must be an http:\/\/ or https:\/\/ origin/);
    }
    expect(parseConfig({ PUBLIC_ORIGIN: 'http://shop.example.com' }).publicOrigin).toBe('http://shop.example.com');
    expect(problems({ ...production, PUBLIC_ORIGIN: 'http://shop.example.com' })).toEqual([
      'PUBLIC_ORIGIN must be an https:// origin in production',
    ]);
    // A trial of production on this machine (the bench's Lighthouse runs) may stay on plain http.
    for (const origin of ['http://127.0.0.1:4000', 'http://localhost:3000', 'http://[::1]:3000'])
      expect(problems({ ...production, PUBLIC_ORIGIN: origin }), origin).toEqual([]);
  });

  // Issue 29, item 5.
  it("trusts X-Forwarded-For only from the load balancers' addresses, never from everyone in production", () => {
    expect(parseConfig({}).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(parseConfig({ TRUST_PROXY: ' 10.0.0.5, 10.1.0.0/16 ,fd00::/8,::1,loopback' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
      'fd00::/8',
      '::1',
      'loopback',
    ]);
    expect(parseConfig({ ...production, TRUST_PROXY: '10.0.0.0/8' }).trustProxy).toEqual(['10.0.0.0/8']);
    // Everyone: outside production only (main.ts warns).
    expect(parseConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    for (const everyone of ['true', 'yes', '0.0.0.0/0', '10.0.0.5,::/0']) {
      const found = problems({ ...production, TRUST_PROXY: everyone });
      expect(found, everyone).toHaveLength(1);
      expect(found[0], everyone).toMatch(/^TRUST_PROXY must not trust every address in production/);
    }
    // A hop count cannot tell a balancer from a client that reaches the instance directly.
    expect(problems({ TRUST_PROXY: '1' })[0]).toMatch(/^TRUST_PROXY must be the load balancers' addresses or CIDRs/);
    for (const bad of ['maybe', '10.0.0.0/33', '10.0.0.1/8/2', 'balancer.internal', ',']) {
      const found = problems({ TRUST_PROXY: bad });
      expect(found, bad).toHaveLength(1);
      expect(found[0], bad).toMatch(/^TRUST_PROXY must be false, or the load balancers' comma-separated addresses/);
    }
  });

  it('reads the payment gateways, and names their problems beside the others', () => {
    expect(parseConfig({}).gateways).toEqual({});
    const ssl = {
      SSLCOMMERZ_URL: 'https://sandbox.sslcommerz.com',
      SSLCOMMERZ_STORE_ID: 's',
      SSLCOMMERZ_STORE_PASSWORD: 'p',
    };
    expect(parseConfig(ssl).gateways).toEqual({
      sslcommerz: { url: 'https://sandbox.sslcommerz.com', storeId: 's', storePassword: 'p' },
    });
    expect(problems({ PORT: 'x', BKASH_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta' })).toEqual([
      'PORT must be a port number',
      expect.stringMatching(/^BKASH_APP_KEY, BKASH_APP_SECRET, BKASH_USERNAME, BKASH_PASSWORD must be set/),
    ]);
    expect(problems({ ...production, ...ssl, SSLCOMMERZ_URL: 'http://127.0.0.1:1090' })).toEqual([
      expect.stringMatching(/^SSLCOMMERZ_URL points at this machine/),
    ]);
  });

  it('treats empty variables as unset', () => {
    expect(parseConfig({ PORT: '', FIREBASE_AUTH_EMULATOR_HOST: '' })).toMatchObject({
      port: 3000,
      firebaseAuthEmulatorHost: undefined,
    });
  });
});

describe('payments configuration', () => {
  const sslcommerz = {
    SSLCOMMERZ_URL: 'https://sandbox.sslcommerz.com/',
    SSLCOMMERZ_STORE_ID: 'store',
    SSLCOMMERZ_STORE_PASSWORD: 'store@ssl',
  };
  const bkash = {
    BKASH_URL: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
    BKASH_APP_KEY: 'key',
    BKASH_APP_SECRET: 'secret',
    BKASH_USERNAME: 'user',
    BKASH_PASSWORD: 'pass',
  };

  it('holds a purchase awaiting approval 72 hours unless APPROVAL_HOLD_HOURS says otherwise (requirements §20.4)', () => {
    expect(parseConfig({}).approvalHoldMs).toBe(72 * 3_600_000);
    expect(parseConfig({ APPROVAL_HOLD_HOURS: '0.5' }).approvalHoldMs).toBe(1_800_000);
    expect(problems({ APPROVAL_HOLD_HOURS: '0' })).toEqual(['APPROVAL_HOLD_HOURS must be above 0']);
    expect(problems({ APPROVAL_HOLD_HOURS: '721' })).toEqual(['APPROVAL_HOLD_HOURS must be at most 720 (30 days)']);
  });

  it('defaults to an advance above BDT 20,000, a 30-minute hold and no gateway', () => {
    const config = parseConfig({});
    expect(config.payments).toEqual({ codAdvanceAboveMinor: 2_000_000, holdMs: 1_800_000 });
    expect(config.gateways).toEqual({});
  });

  it('takes fractions of minutes and poisha, and refuses a hold of 0 or an amount below 0', () => {
    expect(parseConfig({ PAYMENT_HOLD_MINUTES: '0.5', COD_ADVANCE_ABOVE: '15000.50' }).payments).toMatchObject({
      holdMs: 30_000,
      codAdvanceAboveMinor: 1_500_050,
    });
    expect(problems({ PAYMENT_HOLD_MINUTES: '0' })).toEqual(['PAYMENT_HOLD_MINUTES must be above 0']);
    expect(problems({ COD_ADVANCE_ABOVE: '-1' })).toEqual(['COD_ADVANCE_ABOVE must be 0 or more']);
    expect(problems({ COD_ADVANCE_ABOVE: '1.001' })).toEqual(['COD_ADVANCE_ABOVE must have at most 2 decimals']);
  });

  it('configures a gateway from all of its variables, its URL without a trailing slash', () => {
    const { gateways } = parseConfig({ ...sslcommerz, ...bkash });
    expect(gateways.sslcommerz).toEqual({
      url: 'https://sandbox.sslcommerz.com',
      storeId: 'store',
      storePassword: 'store@ssl',
    });
    expect(gateways.bkash).toMatchObject({ url: bkash.BKASH_URL, appKey: 'key', password: 'pass' });
  });

  it('refuses a gateway on this machine in production unless PAYMENT_SANDBOX says it is a trial', () => {
    const local = { ...bkash, BKASH_URL: 'http://127.0.0.1:1090/bkash' };
    expect(problems({ ...production, ...local })).toEqual([expect.stringMatching(/^BKASH_URL points at this machine/)]);
    expect(problems({ ...production, ...local, PAYMENT_SANDBOX: '1' })).toEqual([]);
    expect(problems({ ...local })).toEqual([]);
  });
});
