// The gateways' variables (README, Configuration; docs/security.md, Payments), read from an
// environment-like record so the server's config.ts can fold them into its own parse. A gateway is
// configured when any of its variables is set: then every one of them must be, since a half
// configured gateway would only fail at a buyer's checkout.
import { z } from 'zod';

export interface SslcommerzConfig {
  /** The base, such as https://sandbox.sslcommerz.com or https://securepay.sslcommerz.com. */
  url: string;
  storeId: string;
  storePassword: string;
}

export interface BkashConfig {
  /** The tokenized checkout's base, such as https://tokenized.sandbox.bka.sh/v1.2.0-beta. */
  url: string;
  appKey: string;
  appSecret: string;
  username: string;
  password: string;
}

export interface GatewayConfig {
  sslcommerz?: SslcommerzConfig;
  bkash?: BkashConfig;
}

const variables = {
  sslcommerz: ['SSLCOMMERZ_URL', 'SSLCOMMERZ_STORE_ID', 'SSLCOMMERZ_STORE_PASSWORD'],
  bkash: ['BKASH_URL', 'BKASH_APP_KEY', 'BKASH_APP_SECRET', 'BKASH_USERNAME', 'BKASH_PASSWORD'],
} as const;

const baseUrl = z
  .string()
  .trim()
  .refine((value) => {
    if (!URL.canParse(value)) return false;
    const url = new URL(value);
    return (
      (url.protocol === 'https:' || url.protocol === 'http:') &&
      url.username === '' &&
      url.password === '' &&
      url.search === '' &&
      url.hash === ''
    );
  }, 'must be an http(s) address without credentials, query or fragment')
  // The clients append the gateways' paths to it.
  .transform((value) => value.replace(/\/+$/, ''));

/** localhost, 127.0.0.0/8 or ::1: the local payment sandbox (packages/devstack/src/payment-sandbox.ts). */
export const isLoopbackUrl = (url: string) => /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/.test(new URL(url).hostname);

export class GatewayConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string[]) {
    super(`Invalid payment gateway configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'GatewayConfigError';
    this.problems = problems;
  }
}

/**
 * The configured gateways from `env` (empty values count as unset, as in config.ts). Throws a
 * GatewayConfigError naming every problem: a gateway with some of its variables but not all, a
 * URL that is not one, and, in production (NODE_ENV=production), a gateway at a loopback address
 * (the local sandbox: no money moves) unless PAYMENT_SANDBOX=1 says so on purpose.
 */
export function gatewayConfigFromEnv(env: Record<string, string | undefined>): GatewayConfig {
  const value = (name: string) => {
    const v = env[name]?.trim();
    return v === undefined || v === '' ? undefined : v;
  };
  const problems: string[] = [];
  const config: GatewayConfig = {};
  const production = env.NODE_ENV === 'production';
  const sandboxAllowed = ['1', 'true', 'yes'].includes(value('PAYMENT_SANDBOX') ?? '');

  for (const gateway of ['sslcommerz', 'bkash'] as const) {
    const names = variables[gateway];
    const set = names.filter((name) => value(name) !== undefined);
    if (set.length === 0) continue;
    const missing = names.filter((name) => value(name) === undefined);
    if (missing.length > 0) {
      problems.push(
        `${missing.join(', ')} must be set with ${set.join(', ')} (or none of them, to offer no ${gateway})`,
      );
      continue;
    }
    const url = baseUrl.safeParse(value(names[0]));
    if (!url.success) {
      problems.push(`${names[0]} ${url.error.issues[0]?.message}`);
      continue;
    }
    if (production && isLoopbackUrl(url.data) && !sandboxAllowed) {
      problems.push(
        `${names[0]} points at this machine (the local payment sandbox) in production: set PAYMENT_SANDBOX=1 to mean it`,
      );
      continue;
    }
    if (gateway === 'sslcommerz') {
      config.sslcommerz = {
        url: url.data,
        storeId: value('SSLCOMMERZ_STORE_ID')!,
        storePassword: value('SSLCOMMERZ_STORE_PASSWORD')!,
      };
    } else {
      config.bkash = {
        url: url.data,
        appKey: value('BKASH_APP_KEY')!,
        appSecret: value('BKASH_APP_SECRET')!,
        username: value('BKASH_USERNAME')!,
        password: value('BKASH_PASSWORD')!,
      };
    }
  }
  if (problems.length > 0) throw new GatewayConfigError(problems);
  return config;
}
