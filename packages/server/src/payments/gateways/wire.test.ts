import { describe, expect, it } from 'vitest';
import type { GatewayTrail } from './port.ts';
import { call, fromWireAmount, redact, toWireAmount } from './wire.ts';

describe('amounts on the wire', () => {
  it('writes poisha as taka with two decimals', () => {
    expect(toWireAmount(123450)).toBe('1234.50');
    expect(toWireAmount(5)).toBe('0.05');
    expect(toWireAmount(100)).toBe('1.00');
    expect(toWireAmount(0)).toBe('0.00');
    expect(() => toWireAmount(1.5)).toThrow(RangeError);
    expect(() => toWireAmount(-100)).toThrow(RangeError);
  });

  it('reads the gateways’ taka back as poisha, and nothing else', () => {
    expect(fromWireAmount('1234.50')).toBe(123450);
    expect(fromWireAmount('1234.5')).toBe(123450);
    expect(fromWireAmount('1234')).toBe(123400);
    expect(fromWireAmount(999)).toBe(99900);
    for (const bad of ['', '12.345', '-1.00', '1e3', 'abc', null, undefined, {}])
      expect(fromWireAmount(bad)).toBeNull();
  });
});

describe('redact', () => {
  it('replaces passwords, the app secret and tokens wherever they are, and keeps the rest', () => {
    expect(
      redact({
        store_id: 's',
        store_passwd: 'p',
        headers: { Authorization: 't', password: 'p', username: 'u' },
        list: [{ id_token: 't', refresh_token: 'r', app_secret: 's', amount: '1.00' }],
      }),
    ).toEqual({
      store_id: 's',
      store_passwd: '***',
      headers: { Authorization: '***', password: '***', username: 'u' },
      list: [{ id_token: '***', refresh_token: '***', app_secret: '***', amount: '1.00' }],
    });
  });
});

describe('call', () => {
  it("keeps a failed URL's query string, where a password can be, out of the trail", async () => {
    const events: Parameters<GatewayTrail>[0][] = [];
    const body = await call(
      {
        kind: 'validation',
        method: 'GET',
        url: 'http://[not-a-host/validator/api/validationserverAPI.php?store_passwd=hunter2',
        shown: { store_passwd: 'hunter2' },
        accept: () => true,
      },
      (event) => void events.push(event),
    );
    expect(body).toBeNull();
    expect(events).toEqual([expect.objectContaining({ kind: 'validation', ok: false })]);
    expect(JSON.stringify(events)).not.toContain('hunter2');
  });
});
