// Every environment variable the server reads (docs/architecture.md), parsed once at start.
import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { fileURLToPath } from 'node:url';
import {
  APPROVAL_HOLD_HOURS_DEFAULT,
  COD_ADVANCE_ABOVE_BDT,
  company,
  DEFAULT_STORE_TIME_ZONE,
  email,
  isTimeZone,
  limits,
  rateBpOf,
  UNVERIFIED_ORDER_LIMIT_BDT,
  VAT_RATE_DEFAULT_PERCENT,
} from '@storefront/shared';
import { z } from 'zod';
import { gatewayConfigFromEnv, GatewayConfigError, type GatewayConfig } from './payments/gateways/config.ts';

// The development secret an earlier version committed to the repository: public, so refused in
// production. Nothing signs with a committed secret any more (docs/security.md, Configuration).
const FORMER_DEV_SECRET = 'dev-only-secret-change-me-0123456789abcdef';
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost']);

const list = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' }).optional();
const isTrue = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : ['true', '1', 'yes'].includes(value);

const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be at least 1')
    .default(fallback);

// "1h", "15m", "30s", "7d" or plain seconds.
const duration = z
  .string()
  .trim()
  .regex(/^\d+\s*[smhd]?$/, 'must be a duration such as 900, 15m, 1h or 7d')
  .transform((v) => {
    const n = Number.parseInt(v, 10);
    const unit = v.at(-1);
    const factor = unit === 'm' ? 60 : unit === 'h' ? 3600 : unit === 'd' ? 86400 : 1;
    return n * factor;
  })
  .refine((seconds) => seconds >= 60, 'must be at least 1 minute');

/** An origin to write links with: http(s), a host, and nothing else (no path, query, fragment or credentials). */
function isHttpOrigin(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (
    (url.protocol === 'http:' || url.protocol === 'https:') &&
    url.hostname !== '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname === '/' &&
    url.search === '' &&
    url.hash === '' &&
    !/[?#]/.test(value)
  );
}

/** localhost, 127.0.0.0/8 or ::1: an origin only this machine reaches. */
const isLoopbackOrigin = (origin: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(origin).hostname);

/** The address the server says it listens on (main.ts): the links' origin outside production without PUBLIC_ORIGIN. */
export function listenOrigin(host: string, port: number): string {
  const shown = host === '0.0.0.0' || host === '::' ? 'localhost' : host;
  return `http://${shown.includes(':') ? `[${shown}]` : shown}:${port}`;
}

// proxy-addr's names for address ranges (Fastify's trustProxy takes them beside addresses and CIDRs).
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR (10.0.0.0/8, fd00::/8) or a named range, as proxy-addr reads them. */
function isProxyEntry(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
}

/** `true`, or a CIDR of prefix 0 (0.0.0.0/0, ::/0): every address trusted. */
export const trustsEveryone = (trust: boolean | string[] | undefined) =>
  trust === true || (Array.isArray(trust) && trust.some((entry) => /\/0+$/.test(entry)));

/**
 * TRUST_PROXY (docs/security.md, Configuration): off, everything (`true`: outside production only),
 * or the load balancers' addresses and CIDRs, whose X-Forwarded-For entries alone are believed. A
 * hop count is refused: Fastify ignores one, since a client that reaches an instance directly
 * would choose its own address with enough forged entries.
 */
const trustProxyText = z
  .string()
  .trim()
  .transform((value, ctx): boolean | string[] => {
    const lower = value.toLowerCase();
    if (['false', '0', 'no'].includes(lower)) return false;
    if (['true', 'yes'].includes(lower)) return true;
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message:
          "must be the load balancers' addresses or CIDRs (such as 10.0.0.0/8), not a hop count: Fastify ignores hop counts, which let a client that reaches an instance directly choose its own address",
      });
      return z.NEVER;
    }
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const bad = entries.filter((entry) => !isProxyEntry(entry));
    if (entries.length === 0 || bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be false, or the load balancers' comma-separated addresses or CIDRs such as 10.0.0.5,10.1.0.0/16 (not understood: ${bad.join(', ') || value})`,
      });
      return z.NEVER;
    }
    return entries;
  })
  .optional();

const envSchema = z
  .object({
    // A misspelt "production" must not quietly run with development rules.
    NODE_ENV: z
      .enum(['development', 'test', 'production'], { error: 'must be development, test or production' })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'must be a port number' })
      .int()
      .min(0)
      .max(65535, 'must be a port number')
      .default(3000),
    HOST: z.string().min(1).optional(),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^(sqlite:.+|postgres(ql)?:\/\/.+)$/i, 'must be sqlite:<path> or postgres://...')
      .default('sqlite:./data/storefront.db'),
    AUTH_SECRET: z.string().optional(),
    ACCESS_TOKEN_TTL: duration.default(3600),
    ADMIN_EMAILS: list.pipe(z.array(email)),
    // Where order emails go out (requirements §13.7): smtp(s)://user:password@host:port. Unset: they
    // wait in the outbox until it is set.
    SMTP_URL: z
      .url({ error: 'must be an SMTP URL such as smtps://user:password@smtp.example.com:465' })
      .refine((v) => /^smtps?:\/\//i.test(v), 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().trim().min(3).default('Computer Club <orders@computerclub.example.com>'),
    // Set by `pnpm start` when SMTP_URL is its local mail catcher: never in production.
    MAIL_CATCHER: booleanText,
    // Who is emailed about every new order (requirements §13.7).
    ADMIN_NOTIFY_EMAILS: list.pipe(z.array(email)),
    // The store's days (admin filters, reports): a day runs from midnight there.
    STORE_TIME_ZONE: z
      .string()
      .trim()
      .refine(isTimeZone, 'must be a time zone such as Asia/Dhaka or UTC')
      .default(DEFAULT_STORE_TIME_ZONE),
    CORS_ORIGINS: list.pipe(
      z.array(z.url({ error: 'must be comma-separated origins such as https://shop.example.com' })),
    ),
    FIREBASE_PROJECT_ID: z.string().trim().min(1).default('demo-storefront'),
    FIREBASE_API_KEY: z.string().trim().min(1).default('demo-api-key'),
    FIREBASE_AUTH_DOMAIN: z.string().trim().optional(),
    FIREBASE_AUTH_EMULATOR_HOST: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9.-]+:\d{1,5}$/, 'must be host:port, e.g. 127.0.0.1:9099')
      .optional(),
    CONTACT_EMAIL: z.email('must be an email address').default('info@computerclub.example.com'),
    // The store's public address (https://shop.example.com): every absolute link the server writes
    // (item and catalog pages, the sitemap, robots.txt, emails), never the request's Host.
    PUBLIC_ORIGIN: z
      .string()
      .trim()
      .refine(
        isHttpOrigin,
        'must be an http:// or https:// origin such as https://shop.example.com (no path, query or credentials)',
      )
      .transform((url) => new URL(url).origin)
      .optional(),
    // Default found from this file, so the server can be started from any directory.
    APP_DIST: z
      .string()
      .min(1)
      .default(fileURLToPath(new URL('../../app/dist', import.meta.url))),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: trustProxyText,
    SEED_DEMO: booleanText,
    RATE_LIMIT_EXCHANGE_PER_MIN: positiveInt(20),
    RATE_LIMIT_WRITES_PER_MIN: positiveInt(120),
    // Reviews one account may post in any 24 hours (docs/security.md, Abuse limits).
    REVIEWS_PER_DAY: positiveInt(5),
    // The share of an item's stock one customer may hold in orders (docs/security.md, Abuse limits).
    STOCK_SHARE_PERCENT: positiveInt(50).pipe(z.number().max(100, 'must be at most 100')),
    // What an account whose address is not verified may hold in open orders, in BDT (docs/security.md,
    // Abuse limits); 0: nothing until verified.
    UNVERIFIED_ORDER_LIMIT_BDT: z.coerce
      .number({ error: 'must be a whole number of BDT' })
      .int('must be a whole number of BDT')
      .min(0, 'must be 0 or more')
      .max(limits.price, `must be at most ${limits.price}`)
      .default(UNVERIFIED_ORDER_LIMIT_BDT),
    // The VAT rate of an item that has none of its own, in percent (requirements §17): 15 in Bangladesh.
    VAT_RATE_DEFAULT: z.coerce
      .number({ error: 'must be a percent such as 15 or 7.5' })
      .min(0, 'must be 0 or more')
      .max(100, 'must be at most 100')
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals')
      .default(VAT_RATE_DEFAULT_PERCENT),
    // Who issues the tax invoices (requirements §17): the seller's name, address and BIN as the
    // Mushak 6.3 form prints them. A BIN is 13 digits; dashes and spaces between them are dropped.
    SELLER_NAME: z.string().trim().min(1).max(200, 'must be at most 200 characters').default(company.name),
    SELLER_ADDRESS: z
      .string()
      .trim()
      .min(1)
      .max(500, 'must be at most 500 characters')
      .default(company.address.join(', ')),
    SELLER_BIN: z
      .string()
      .transform((v) => v.replace(/[\s-]/g, ''))
      .pipe(z.string().regex(/^\d{13}$/, 'must be a 13-digit BIN such as 000123456-0101'))
      .default(company.vatRegistration.replace(/\D/g, '')),
    // Payments (requirements §18): a cash order whose total is above this (BDT) pays its delivery
    // and 10% of its goods online first; an unpaid online payment holds its stock this long.
    COD_ADVANCE_ABOVE: z.coerce
      .number({ error: 'must be an amount of BDT' })
      .min(0, 'must be 0 or more')
      .max(limits.price, `must be at most ${limits.price}`)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'must have at most 2 decimals')
      .default(COD_ADVANCE_ABOVE_BDT),
    PAYMENT_HOLD_MINUTES: z.coerce
      .number({ error: 'must be a number of minutes such as 30 or 0.5' })
      .gt(0, 'must be above 0')
      .max(7 * 24 * 60, 'must be at most 10080 (a week)')
      .default(30),
    // Spending limits (requirements §20.4): a purchase awaiting a company's approval this long is rejected.
    APPROVAL_HOLD_HOURS: z.coerce
      .number({ error: 'must be a number of hours such as 72 or 0.5' })
      .gt(0, 'must be above 0')
      .max(30 * 24, 'must be at most 720 (30 days)')
      .default(APPROVAL_HOLD_HOURS_DEFAULT),
    // Slow clients (docs/security.md, Limits): the whole request, body included; its headers; an
    // idle kept-alive connection; and how many connections one instance holds at once.
    REQUEST_TIMEOUT_MS: positiveInt(60_000),
    HEADERS_TIMEOUT_MS: positiveInt(10_000),
    KEEP_ALIVE_TIMEOUT_MS: positiveInt(5_000),
    MAX_CONNECTIONS: positiveInt(1_000),
    // The public reads' answers and the lists' counts (http/public-cache.ts, db/count-cache.ts): how
    // long one is kept at most when no change says otherwise; 0 = nothing kept.
    CACHE_TTL_MS: z.coerce
      .number({ error: 'must be a number of milliseconds' })
      .int('must be a whole number of milliseconds')
      .min(0, 'must be 0 (off) or more')
      .max(3_600_000, 'must be at most 3600000 (one hour)')
      .default(30_000),
    // The public reads' cache's bound in bytes (http/public-cache.ts), beside its 2000 entries.
    PUBLIC_CACHE_MAX_BYTES: z.coerce
      .number({ error: 'must be a number of bytes' })
      .int('must be a whole number of bytes')
      .min(1, 'must be 1 or more (CACHE_TTL_MS=0 turns caching off)')
      .default(32 * 1024 * 1024),
  })
  .superRefine((env, ctx) => {
    const production = env.NODE_ENV === 'production';
    if (production && !env.AUTH_SECRET)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required in production' });
    if (env.AUTH_SECRET !== undefined && env.AUTH_SECRET.length < 32)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be at least 32 characters' });
    if (production && env.AUTH_SECRET === FORMER_DEV_SECRET)
      ctx.addIssue({
        code: 'custom',
        path: ['AUTH_SECRET'],
        message: 'must not be the development secret once published in the repository',
      });
    if (production && isTrue(env.MAIL_CATCHER, false))
      ctx.addIssue({
        code: 'custom',
        path: ['MAIL_CATCHER'],
        message: "must not be set in production (the mail catcher keeps customers' email on this machine)",
      });
    if (production && env.FIREBASE_AUTH_EMULATOR_HOST)
      ctx.addIssue({
        code: 'custom',
        path: ['FIREBASE_AUTH_EMULATOR_HOST'],
        message: "must not be set in production (the emulator's tokens are unsigned)",
      });
    if (production && !env.PUBLIC_ORIGIN)
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message:
          "is required in production: the store's public address, such as https://shop.example.com, for the links of its pages, sitemap and emails (never taken from a request's Host)",
      });
    // Plain http only where no one else can be: a trial of production on this machine (the bench).
    if (production && env.PUBLIC_ORIGIN?.startsWith('http:') && !isLoopbackOrigin(env.PUBLIC_ORIGIN))
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_ORIGIN'],
        message: 'must be an https:// origin in production',
      });
    if (production && trustsEveryone(env.TRUST_PROXY))
      ctx.addIssue({
        code: 'custom',
        path: ['TRUST_PROXY'],
        message:
          "must not trust every address in production (any client could then choose the address its rate limits count): give the load balancers' addresses or CIDRs, such as 10.0.0.0/8",
      });
  });

export interface Config {
  production: boolean;
  port: number;
  host: string;
  databaseUrl: string;
  authSecret: string;
  /** True when AUTH_SECRET was not given: a random secret for this process only (not in production). */
  generatedSecret: boolean;
  /** True when the emulator is trusted and HOST was set to listen beyond this machine. */
  emulatorReachableFromNetwork: boolean;
  accessTokenTtlSeconds: number;
  adminEmails: string[];
  /** Order emails: SMTP_URL (undefined: kept in the outbox, unsent) and the sender's address. */
  mail: { smtpUrl: string | undefined; from: string };
  /** ADMIN_NOTIFY_EMAILS: who hears of every new order. */
  notifyEmails: string[];
  /** STORE_TIME_ZONE: where the store's days begin and end. */
  timeZone: string;
  /** VAT_RATE_DEFAULT in basis points (1500 = 15%): the rate of an item without its own. */
  vatRateDefaultBp: number;
  /** SELLER_NAME, SELLER_ADDRESS, SELLER_BIN (13 digits): the seller the tax invoices name. */
  seller: { name: string; address: string; bin: string };
  corsOrigins: string[];
  firebase: { projectId: string; apiKey: string; authDomain: string };
  firebaseAuthEmulatorHost: string | undefined;
  contactEmail: string;
  /**
   * PUBLIC_ORIGIN: every absolute link (item and catalog pages, the sitemap, robots.txt, emails);
   * outside production without it, the address the server listens on. Never a request's Host.
   */
  publicOrigin: string;
  appDist: string;
  logLevel: string;
  /** TRUST_PROXY: false, true (everyone: outside production only), or the load balancers' addresses and CIDRs. */
  trustProxy: boolean | string[];
  seedDemo: boolean;
  /** The demo accounts (an administrator among them) are seeded only while the emulator is trusted. */
  seedDemoAccounts: boolean;
  rateLimit: { exchangePerMinute: number; writesPerMinute: number; reviewsPerDay: number };
  /** Percent of an item's stock (available plus ordered) one customer may hold in orders. */
  stockSharePercent: number;
  /** BDT an account whose address is not verified may hold in open orders. */
  unverifiedOrderLimitBdt: number;
  cacheTtlMs: number;
  /** Payments (requirements §18): the advance threshold and the hold; the gateways are `gateways`. */
  payments: PaymentsConfig;
  /** APPROVAL_HOLD_HOURS in milliseconds: how long a purchase may await its company's approval (requirements §20.4). */
  approvalHoldMs: number;
  connections: { requestTimeoutMs: number; headersTimeoutMs: number; keepAliveTimeoutMs: number; max: number };
  publicCacheMaxBytes: number;
  /** The payment gateways configured (SSLCOMMERZ_*, BKASH_*: payments/gateways/config.ts). */
  gateways: GatewayConfig;
}

export interface PaymentsConfig {
  /** COD_ADVANCE_ABOVE in poisha: a cash order above it pays an advance online. */
  codAdvanceAboveMinor: number;
  /** PAYMENT_HOLD_MINUTES in milliseconds: how long an unpaid online payment holds its stock. */
  holdMs: number;
}

export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** Parses the environment; throws a ConfigError naming every bad variable. */
export function parseConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty variable counts as unset (shell scripts often export VAR=).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const result = envSchema.safeParse(present);
  let gateways: GatewayConfig = {};
  let gatewayProblems: string[] = [];
  try {
    gateways = gatewayConfigFromEnv(present);
  } catch (error) {
    if (!(error instanceof GatewayConfigError)) throw error;
    gatewayProblems = error.problems;
  }
  if (!result.success || gatewayProblems.length > 0) {
    throw new ConfigError([
      ...(result.success ? [] : result.error.issues.map((i) => `${i.path.join('.') || 'environment'} ${i.message}`)),
      ...gatewayProblems,
    ]);
  }
  const e = result.data;
  const production = e.NODE_ENV === 'production';
  const emulator = e.FIREBASE_AUTH_EMULATOR_HOST !== undefined;
  // An instance that trusts the emulator's unsigned tokens listens on this machine only, unless
  // HOST says otherwise (main.ts warns then).
  const host = e.HOST ?? (emulator ? '127.0.0.1' : '0.0.0.0');
  return {
    production,
    port: e.PORT,
    host,
    databaseUrl: e.DATABASE_URL,
    authSecret: e.AUTH_SECRET ?? randomBytes(32).toString('base64url'),
    generatedSecret: e.AUTH_SECRET === undefined,
    emulatorReachableFromNetwork: emulator && !LOOPBACK.has(host),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL,
    adminEmails: e.ADMIN_EMAILS,
    notifyEmails: e.ADMIN_NOTIFY_EMAILS,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    timeZone: e.STORE_TIME_ZONE,
    vatRateDefaultBp: rateBpOf(e.VAT_RATE_DEFAULT),
    seller: { name: e.SELLER_NAME, address: e.SELLER_ADDRESS, bin: e.SELLER_BIN },
    corsOrigins: e.CORS_ORIGINS.map((o) => new URL(o).origin),
    firebase: {
      projectId: e.FIREBASE_PROJECT_ID,
      apiKey: e.FIREBASE_API_KEY,
      authDomain: e.FIREBASE_AUTH_DOMAIN || `${e.FIREBASE_PROJECT_ID}.firebaseapp.com`,
    },
    firebaseAuthEmulatorHost: e.FIREBASE_AUTH_EMULATOR_HOST,
    contactEmail: e.CONTACT_EMAIL,
    publicOrigin: e.PUBLIC_ORIGIN ?? listenOrigin(host, e.PORT),
    appDist: e.APP_DIST,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY ?? false,
    seedDemo: isTrue(e.SEED_DEMO, !production),
    seedDemoAccounts: isTrue(e.SEED_DEMO, !production) && emulator,
    rateLimit: {
      exchangePerMinute: e.RATE_LIMIT_EXCHANGE_PER_MIN,
      writesPerMinute: e.RATE_LIMIT_WRITES_PER_MIN,
      reviewsPerDay: e.REVIEWS_PER_DAY,
    },
    cacheTtlMs: e.CACHE_TTL_MS,
    payments: {
      codAdvanceAboveMinor: Math.round(e.COD_ADVANCE_ABOVE * 100),
      holdMs: Math.round(e.PAYMENT_HOLD_MINUTES * 60_000),
    },
    approvalHoldMs: Math.round(e.APPROVAL_HOLD_HOURS * 3_600_000),
    stockSharePercent: e.STOCK_SHARE_PERCENT,
    unverifiedOrderLimitBdt: e.UNVERIFIED_ORDER_LIMIT_BDT,
    connections: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      // Node requires the headers' limit to be below the whole request's.
      headersTimeoutMs: Math.min(e.HEADERS_TIMEOUT_MS, e.REQUEST_TIMEOUT_MS),
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      max: e.MAX_CONNECTIONS,
    },
    publicCacheMaxBytes: e.PUBLIC_CACHE_MAX_BYTES,
    gateways,
  };
}
