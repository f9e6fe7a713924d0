// The bKash tokenized checkout client against the local sandbox (@storefront/devstack/payment-sandbox).
import { sandboxCredentials, startPaymentSandbox, type PaymentSandbox } from '@storefront/devstack/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingTrail, startInput } from '../../../test/support/gateway-clients.ts';
import { bkashGateway } from './bkash.ts';
import type { BkashConfig } from './config.ts';

let sandbox: PaymentSandbox;
const credentials = sandboxCredentials.bkash;
const origin = 'http://127.0.0.1:3000';
const gateway = (overrides: Partial<BkashConfig> = {}) =>
  bkashGateway({ url: sandbox.env.BKASH_URL, ...credentials, ...overrides });

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
});
afterAll(() => sandbox.close());

/** A payment created by `client` for `amountMinor` and finished on the hosted page with `outcome`. */
async function payment(
  client: ReturnType<typeof gateway>,
  amountMinor: number,
  outcome: 'pay' | 'fail' | 'cancel' = 'pay',
) {
  const input = startInput(amountMinor, origin);
  const { trail, events } = recordingTrail();
  const started = await client.start(input, trail);
  const back = await sandbox.press(started.gatewayRef, outcome);
  return { input, started, back, trail, events };
}

describe('bKash client', () => {
  it('grants a token with the documented headers and body, then creates the payment', async () => {
    const client = gateway();
    const { input, started, events } = await payment(client, 123450);
    const grant = sandbox.calls.findLast((c) => c.path.endsWith('/tokenized/checkout/token/grant'))!;
    expect(grant.headers).toMatchObject({ username: credentials.username, password: credentials.password });
    expect(grant.params).toEqual({ app_key: credentials.appKey, app_secret: credentials.appSecret });
    const create = sandbox.calls.findLast((c) => c.path.endsWith('/tokenized/checkout/create'))!;
    expect(create.headers).toMatchObject({ 'x-app-key': credentials.appKey });
    expect(create.headers.authorization).toMatch(/^sandbox\./);
    expect(create.params).toEqual({
      mode: '0011',
      payerReference: '01712345678',
      callbackURL: input.urls.callback,
      amount: '1234.50',
      currency: 'BDT',
      intent: 'sale',
      merchantInvoiceNumber: input.tranId,
    });
    expect(started.redirectUrl).toBe(`${sandbox.url}/bkash/pay/${started.gatewayRef}`);
    expect(events.map((e) => [e.kind, e.ok])).toEqual([
      ['session', true],
      ['session', true],
    ]);
    // The token is kept: a second payment asks for none.
    const grants = sandbox.calls.filter((c) => c.path.endsWith('/token/grant')).length;
    await payment(client, 1000);
    expect(sandbox.calls.filter((c) => c.path.endsWith('/token/grant'))).toHaveLength(grants);
  });

  it('executes, then confirms by the query; a second confirmation says the same', async () => {
    const client = gateway();
    const { input, started, back } = await payment(client, 250000);
    expect(back.url).toBe(`${input.urls.callback}?paymentID=${started.gatewayRef}&status=success`);
    const { trail, events } = recordingTrail();
    const confirmed = await client.confirm({ tranId: input.tranId, gatewayRef: started.gatewayRef }, trail);
    expect(confirmed).toMatchObject({
      state: 'valid',
      tranId: input.tranId,
      amountMinor: 250000,
      currency: 'BDT',
      gatewayRef: started.gatewayRef,
    });
    expect(confirmed.bankRef).toBeTruthy();
    expect(events.map((e) => [e.kind, e.ok])).toEqual([
      ['execute', true],
      ['query', true],
    ]);
    const again = recordingTrail();
    expect(await client.confirm({ tranId: input.tranId, gatewayRef: started.gatewayRef }, again.trail)).toEqual(
      confirmed,
    );
    // Execute refuses the second time (already completed); the query still says Completed.
    expect(again.events.map((e) => [e.kind, e.ok])).toEqual([
      ['execute', false],
      ['query', true],
    ]);
  });

  it('shows the amount bKash reports when it differs, and refuses a paymentID of another purchase', async () => {
    const client = gateway();
    sandbox.nextAmountMismatch(100);
    const { input, started } = await payment(client, 10000);
    expect(
      await client.confirm({ tranId: input.tranId, gatewayRef: started.gatewayRef }, recordingTrail().trail),
    ).toMatchObject({
      state: 'valid',
      amountMinor: 10100,
    });
    const other = await client.confirm({ tranId: 'ANOTHER', gatewayRef: started.gatewayRef }, recordingTrail().trail);
    expect(other.state).toBe('invalid');
    const unknown = await client.confirm(
      { tranId: input.tranId, gatewayRef: 'TR0011NOSUCHPAYMENT' },
      recordingTrail().trail,
    );
    expect(unknown.state).toBe('invalid');
    expect((await client.confirm({ tranId: input.tranId }, recordingTrail().trail)).state).toBe('invalid');
  });

  it('reports failed, declined, cancelled and unpaid payments as such', async () => {
    const client = gateway();
    const failed = await payment(client, 1000, 'fail');
    expect(failed.back.url).toContain('status=failure');
    expect(
      (await client.confirm({ tranId: failed.input.tranId, gatewayRef: failed.started.gatewayRef }, failed.trail))
        .state,
    ).toBe('failed');
    sandbox.declineNext();
    const declined = await payment(client, 1000, 'pay');
    expect(declined.back.url).toContain('status=failure');
    expect(
      (await client.confirm({ tranId: declined.input.tranId, gatewayRef: declined.started.gatewayRef }, declined.trail))
        .state,
    ).toBe('failed');
    const cancelled = await payment(client, 1000, 'cancel');
    expect(cancelled.back.url).toContain('status=cancel');
    expect(
      (
        await client.confirm(
          { tranId: cancelled.input.tranId, gatewayRef: cancelled.started.gatewayRef },
          cancelled.trail,
        )
      ).state,
    ).toBe('cancelled');
    const unpaid = startInput(1000, origin);
    const started = await client.start(unpaid, recordingTrail().trail);
    expect(
      (await client.confirm({ tranId: unpaid.tranId, gatewayRef: started.gatewayRef }, recordingTrail().trail)).state,
    ).toBe('pending');
  });

  it('refunds with paymentID, trxID, amount, sku and reason, and refuses more than was paid', async () => {
    const client = gateway();
    const { input, started } = await payment(client, 50000);
    const confirmed = await client.confirm(
      { tranId: input.tranId, gatewayRef: started.gatewayRef },
      recordingTrail().trail,
    );
    const refund = (amountMinor: number) =>
      client.refund(
        {
          tranId: input.tranId,
          gatewayRef: started.gatewayRef,
          bankRef: confirmed.bankRef!,
          amountMinor,
          reason: 'Order cancelled',
        },
        recordingTrail().trail,
      );
    const done = await refund(20000);
    expect(done.state).toBe('done');
    expect(done.refundRef).toBeTruthy();
    expect(sandbox.calls.findLast((c) => c.path.endsWith('/payment/refund'))!.params).toEqual({
      paymentID: started.gatewayRef,
      amount: '200.00',
      trxID: confirmed.bankRef,
      sku: input.tranId,
      reason: 'Order cancelled',
    });
    expect(await refund(30001)).toEqual({ state: 'failed', refundRef: null });
    expect((await refund(30000)).state).toBe('done');
  });

  it('is refused with wrong credentials, and keeps no secret or token in its trail', async () => {
    for (const wrong of [{ password: 'wrong-password' }, { appSecret: 'wrong-secret' }, { appKey: 'wrong-key' }]) {
      const { trail, events } = recordingTrail();
      await expect(gateway(wrong).start(startInput(1000, origin), trail)).rejects.toThrow(/granted no token/);
      expect(events).toEqual([expect.objectContaining({ kind: 'session', ok: false })]);
    }
    const client = gateway();
    const all = recordingTrail();
    const { input, started, events } = await payment(client, 70000);
    all.events.push(...events);
    const confirmed = await client.confirm({ tranId: input.tranId, gatewayRef: started.gatewayRef }, all.trail);
    await client.refund(
      {
        tranId: input.tranId,
        gatewayRef: started.gatewayRef,
        bankRef: confirmed.bankRef!,
        amountMinor: 100,
        reason: 'x',
      },
      all.trail,
    );
    const written = JSON.stringify(all.events);
    const tokens = sandbox.calls.filter((c) => c.headers.authorization).map((c) => c.headers.authorization!);
    for (const secret of [credentials.password, credentials.appSecret, ...tokens])
      expect(written).not.toContain(secret);
    expect(written).toContain('"app_secret":"***"');
    expect(written).toContain('"id_token":"***"');
  });

  it('refreshes an expired token with its refresh token', async () => {
    const client = gateway();
    await payment(client, 1000);
    const realNow = Date.now;
    // Two hours later: the kept token has expired.
    Date.now = () => realNow() + 2 * 3600_000;
    try {
      // The sandbox's tokens expire by the same clock, so the new one is valid in this future too.
      await payment(client, 1000);
    } finally {
      Date.now = realNow;
    }
    expect(sandbox.calls.some((c) => c.path.endsWith('/token/refresh') && c.status === 200)).toBe(true);
  });
});
