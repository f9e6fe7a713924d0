// The SSLCommerz client against the local sandbox (@storefront/devstack/payment-sandbox), which
// answers with the gateway's documented fields.
import {
  sandboxCredentials,
  startMerchantStub,
  startPaymentSandbox,
  type PaymentSandbox,
} from '@storefront/devstack/payment-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordingTrail, startInput } from '../../../test/support/gateway-clients.ts';
import { sslcommerzGateway } from './sslcommerz.ts';

let sandbox: PaymentSandbox;
let store: Awaited<ReturnType<typeof startMerchantStub>>;
const { storeId, storePassword } = sandboxCredentials.sslcommerz;
const gateway = () => sslcommerzGateway({ url: sandbox.url, storeId, storePassword });

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  store = await startMerchantStub();
});
afterAll(async () => {
  await sandbox.close();
  await store.close();
});

/** A session for `amountMinor`, paid (or failed, cancelled) on the hosted page. */
async function session(amountMinor: number, outcome: 'pay' | 'fail' | 'cancel' = 'pay') {
  const input = startInput(amountMinor, store.origin);
  const { trail, events } = recordingTrail();
  const started = await gateway().start(input, trail);
  const back = await sandbox.press(started.gatewayRef, outcome);
  return { input, started, back, trail, events };
}

describe('SSLCommerz client', () => {
  it('opens a session with the documented fields, amount in taka with two decimals', async () => {
    const { input, started, events } = await session(123450);
    expect(started.redirectUrl).toBe(`${sandbox.url}/gwprocess/v4/pay/${started.gatewayRef}`);
    const sent = sandbox.calls.find((c) => c.path === '/gwprocess/v4/api.php' && c.params.tran_id === input.tranId)!;
    expect(sent.params).toMatchObject({
      store_id: storeId,
      store_passwd: storePassword,
      total_amount: '1234.50',
      currency: 'BDT',
      success_url: input.urls.success,
      fail_url: input.urls.fail,
      cancel_url: input.urls.cancel,
      ipn_url: input.urls.ipn,
      cus_name: 'Rahim Uddin',
      cus_email: 'rahim@example.com',
      cus_add1: 'House 5, Road 2, Dhanmondi',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '01712345678',
    });
    expect(events).toEqual([expect.objectContaining({ kind: 'session', ok: true })]);
  });

  it('confirms a paid session only through the validation API, the same again when asked twice', async () => {
    const { input, back } = await session(99900);
    expect(back.url).toBe(input.urls.success);
    const ipn = store.received.find((fields) => fields.tran_id === input.tranId)!;
    expect(ipn).toMatchObject({ status: 'VALID', amount: '999.00', currency: 'BDT' });
    expect(ipn.val_id).toBeTruthy();
    expect(ipn.verify_sign).toMatch(/^[0-9a-f]{32}$/);

    const { trail, events } = recordingTrail();
    const first = await gateway().confirm({ tranId: input.tranId, valId: ipn.val_id }, trail);
    expect(first).toEqual({
      state: 'valid',
      tranId: input.tranId,
      amountMinor: 99900,
      currency: 'BDT',
      gatewayRef: ipn.val_id,
      bankRef: ipn.bank_tran_id,
    });
    expect(events).toEqual([expect.objectContaining({ kind: 'validation', ok: true })]);
    // The second answer is VALIDATED: still the gateway's word that it was paid.
    expect((await gateway().confirm({ tranId: input.tranId, valId: ipn.val_id }, trail)).state).toBe('valid');
  });

  it('finds a paid session without a val_id through the transaction query', async () => {
    const { input } = await session(5000);
    const { trail, events } = recordingTrail();
    const confirmed = await gateway().confirm({ tranId: input.tranId }, trail);
    expect(confirmed).toMatchObject({ state: 'valid', amountMinor: 5000, tranId: input.tranId });
    expect(events.map((e) => e.kind)).toEqual(['query', 'validation']);
  });

  it('answers invalid for a forged val_id, or a valid one of another transaction', async () => {
    const { trail } = recordingTrail();
    const forged = await gateway().confirm({ tranId: 'NOT-PAID', valId: '2611281234ABCDEF' }, trail);
    expect(forged).toMatchObject({ state: 'invalid', amountMinor: null });
    const { back } = await session(1000);
    const other = await gateway().confirm({ tranId: 'SOMETHING-DEARER', valId: back.fields.val_id! }, trail);
    expect(other.state).toBe('invalid');
  });

  it('shows the amount the gateway reports when it differs from what was asked', async () => {
    sandbox.nextAmountMismatch(-5000);
    const { input, back } = await session(200000);
    const confirmed = await gateway().confirm(
      { tranId: input.tranId, valId: back.fields.val_id! },
      recordingTrail().trail,
    );
    expect(confirmed).toMatchObject({ state: 'valid', amountMinor: 195000 });
  });

  it('reports failed, declined and cancelled sessions as such, and sends the buyer to the matching page', async () => {
    const failed = await session(1500, 'fail');
    expect(failed.back.url).toBe(failed.input.urls.fail);
    expect(failed.back.fields.val_id).toBeUndefined();
    expect((await gateway().confirm({ tranId: failed.input.tranId }, failed.trail)).state).toBe('failed');

    sandbox.declineNext();
    const declined = await session(1500, 'pay');
    expect(declined.back.url).toBe(declined.input.urls.fail);
    expect((await gateway().confirm({ tranId: declined.input.tranId }, declined.trail)).state).toBe('failed');

    const cancelled = await session(1500, 'cancel');
    expect(cancelled.back.url).toBe(cancelled.input.urls.cancel);
    expect((await gateway().confirm({ tranId: cancelled.input.tranId }, cancelled.trail)).state).toBe('cancelled');

    const unpaid = startInput(1500, store.origin);
    await gateway().start(unpaid, recordingTrail().trail);
    expect((await gateway().confirm({ tranId: unpaid.tranId }, recordingTrail().trail)).state).toBe('pending');
  });

  it('refunds part, then the rest, and refuses more than was paid', async () => {
    const { input, back } = await session(300000);
    const confirmed = await gateway().confirm(
      { tranId: input.tranId, valId: back.fields.val_id! },
      recordingTrail().trail,
    );
    const refund = (amountMinor: number) =>
      gateway().refund(
        {
          tranId: input.tranId,
          gatewayRef: confirmed.gatewayRef!,
          bankRef: confirmed.bankRef!,
          amountMinor,
          reason: 'Cancelled line',
        },
        recordingTrail().trail,
      );
    const part = await refund(100050);
    expect(part.state).toBe('done');
    expect(part.refundRef).toBeTruthy();
    const sent = sandbox.calls.findLast((c) => c.path === '/validator/api/merchantTransIDvalidationAPI.php')!;
    expect(sent.params).toMatchObject({
      bank_tran_id: confirmed.bankRef,
      refund_amount: '1000.50',
      refund_remarks: 'Cancelled line',
    });
    expect(await refund(199951)).toEqual({ state: 'failed', refundRef: null });
    expect((await refund(199950)).state).toBe('done');
  });

  it('is refused with wrong credentials, and keeps no secret in its trail', async () => {
    const { trail, events } = recordingTrail();
    const wrong = sslcommerzGateway({ url: sandbox.url, storeId, storePassword: 'not-the-password' });
    await expect(wrong.start(startInput(1000, store.origin), trail)).rejects.toThrow(/Store Credential Error/);
    expect(events).toEqual([expect.objectContaining({ kind: 'session', ok: false })]);
    const { back, input } = await session(1000);
    expect((await wrong.confirm({ tranId: input.tranId, valId: back.fields.val_id! }, trail)).state).toBe('invalid');

    const paid = await session(1000);
    const right = recordingTrail();
    right.events.push(...paid.events);
    const confirmed = await gateway().confirm(
      { tranId: paid.input.tranId, valId: paid.back.fields.val_id! },
      right.trail,
    );
    await gateway().refund(
      {
        tranId: paid.input.tranId,
        gatewayRef: confirmed.gatewayRef!,
        bankRef: confirmed.bankRef!,
        amountMinor: 100,
        reason: 'x',
      },
      right.trail,
    );
    const written = JSON.stringify([...events, ...right.events]);
    expect(written).not.toContain(storePassword);
    expect(written).not.toContain('not-the-password');
    expect(written).toContain('"store_passwd":"***"');
  });

  it('records an unreachable gateway in the trail and opens nothing', async () => {
    const { trail, events } = recordingTrail();
    const gone = sslcommerzGateway({ url: 'http://127.0.0.1:9', storeId, storePassword });
    await expect(gone.start(startInput(1000, store.origin), trail)).rejects.toThrow(/no answer/);
    expect(events).toEqual([expect.objectContaining({ kind: 'session', ok: false })]);
    // Not reached is not a no: the payment stays pending, to be asked again.
    expect((await gone.confirm({ tranId: 'X', valId: 'Y' }, trail)).state).toBe('pending');
    expect((await gone.confirm({ tranId: 'X' }, trail)).state).toBe('pending');
  });
});
