import { describe, expect, it } from 'vitest';
import { gatewayConfigFromEnv, GatewayConfigError } from './config.ts';
import { gatewaysFromConfig } from './index.ts';

const ssl = {
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

const problems = (env: Record<string, string | undefined>) => {
  try {
    gatewayConfigFromEnv(env);
  } catch (error) {
    if (error instanceof GatewayConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('gateway configuration', () => {
  it('offers no gateway when none is configured (empty values count as unset)', () => {
    expect(gatewayConfigFromEnv({})).toEqual({});
    expect(gatewayConfigFromEnv({ SSLCOMMERZ_URL: '', BKASH_URL: ' ' })).toEqual({});
    expect(gatewaysFromConfig({})).toEqual({});
  });

  it('reads both gateways, the URL without its trailing slash', () => {
    const config = gatewayConfigFromEnv({ ...ssl, ...bkash });
    expect(config).toEqual({
      sslcommerz: { url: 'https://sandbox.sslcommerz.com', storeId: 'store', storePassword: 'store@ssl' },
      bkash: {
        url: 'https://tokenized.sandbox.bka.sh/v1.2.0-beta',
        appKey: 'key',
        appSecret: 'secret',
        username: 'user',
        password: 'pass',
      },
    });
    const gateways = gatewaysFromConfig(config);
    expect(gateways.sslcommerz?.method).toBe('sslcommerz');
    expect(gateways.bkash?.method).toBe('bkash');
    expect(Object.keys(gatewaysFromConfig(gatewayConfigFromEnv(bkash)))).toEqual(['bkash']);
  });

  it('refuses a half-configured gateway, naming what is missing', () => {
    expect(problems({ SSLCOMMERZ_URL: ssl.SSLCOMMERZ_URL })).toEqual([
      expect.stringMatching(/^SSLCOMMERZ_STORE_ID, SSLCOMMERZ_STORE_PASSWORD must be set with SSLCOMMERZ_URL/),
    ]);
    expect(problems({ ...bkash, BKASH_PASSWORD: '' })).toEqual([expect.stringMatching(/^BKASH_PASSWORD must be set/)]);
    expect(problems({ BKASH_APP_SECRET: 'secret' })).toEqual([expect.stringMatching(/^BKASH_URL, BKASH_APP_KEY/)]);
  });

  it('refuses a URL that is not an http(s) base', () => {
    for (const url of [
      'sandbox.sslcommerz.com',
      'ftp://sandbox.sslcommerz.com',
      'https://u:p@x.com',
      'https://x.com/?a=1',
    ]) {
      expect(problems({ ...ssl, SSLCOMMERZ_URL: url })).toEqual([
        expect.stringMatching(/^SSLCOMMERZ_URL must be an http/),
      ]);
    }
  });

  it('refuses the local sandbox in production unless PAYMENT_SANDBOX=1', () => {
    const local = {
      ...ssl,
      SSLCOMMERZ_URL: 'http://127.0.0.1:1090',
      ...bkash,
      BKASH_URL: 'http://localhost:1090/v1.2.0-beta',
    };
    expect(problems({ ...local, NODE_ENV: 'production' })).toEqual([
      expect.stringMatching(/^SSLCOMMERZ_URL points at this machine .* PAYMENT_SANDBOX=1/),
      expect.stringMatching(/^BKASH_URL points at this machine/),
    ]);
    expect(gatewayConfigFromEnv({ ...local, NODE_ENV: 'production', PAYMENT_SANDBOX: '1' }).sslcommerz?.url).toBe(
      'http://127.0.0.1:1090',
    );
    expect(gatewayConfigFromEnv({ ...local, NODE_ENV: 'development' }).bkash?.url).toBe(
      'http://localhost:1090/v1.2.0-beta',
    );
    expect(gatewayConfigFromEnv({ ...ssl, NODE_ENV: 'production' }).sslcommerz?.url).toBe(
      'https://sandbox.sslcommerz.com',
    );
  });
});
