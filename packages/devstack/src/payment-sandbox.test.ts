// The sandbox's own side: its hosted pages, the IPN it posts, its hooks over HTTP and where it listens.
// The store's clients against it: packages/server/src/payments/gateways/*.test.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxCredentials, startMerchantStub, startPaymentSandbox, type PaymentSandbox } from './payment-sandbox.ts';

let sandbox: PaymentSandbox;
let merchant: Awaited<ReturnType<typeof startMerchantStub>>;

beforeAll(async () => {
  sandbox = await startPaymentSandbox();
  merchant = await startMerchantStub();
});
afterAll(async () => {
  await sandbox.close();
  await merchant.close();
});

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function sslSession(tranId: string) {
  const { storeId, storePassword } = sandboxCredentials.sslcommerz;
  const response = await fetch(
    `${sandbox.url}/gwprocess/v4/api.php`,
    form({
      store_id: storeId,
      store_passwd: storePassword,
      total_amount: '1500.00',
      currency: 'BDT',
      tran_id: tranId,
      success_url: `${merchant.origin}/success`,
      fail_url: `${merchant.origin}/fail`,
      cancel_url: `${merchant.origin}/cancel`,
      ipn_url: `${merchant.origin}/ipn`,
      cus_name: 'Karim',
      cus_email: 'karim@example.com',
      cus_add1: 'Road 1',
      cus_city: 'Dhaka',
      cus_country: 'Bangladesh',
      cus_phone: '01711111111',
      shipping_method: 'Courier',
      product_name: 'Parts',
      product_category: 'Electronics',
      product_profile: 'physical-goods',
    }),
  );
  return (await response.json()) as Record<string, string>;
}

describe('payment sandbox', () => {
  it('listens on this machine only', async () => {
    expect(new URL(sandbox.url).hostname).toBe('127.0.0.1');
    await expect(startPaymentSandbox({ host: '0.0.0.0' })).rejects.toThrow(/this machine only/);
  });

  it('hands out the store variables that point at it', () => {
    expect(sandbox.env.SSLCOMMERZ_URL).toBe(sandbox.url);
    expect(sandbox.env.BKASH_URL).toBe(`${sandbox.url}/v1.2.0-beta`);
    expect(sandbox.env.SSLCOMMERZ_STORE_PASSWORD).toBe(sandboxCredentials.sslcommerz.storePassword);
  });

  it('refuses a session with missing fields or a bad amount, naming them', async () => {
    const { storeId, storePassword } = sandboxCredentials.sslcommerz;
    const missing = await fetch(
      `${sandbox.url}/gwprocess/v4/api.php`,
      form({ store_id: storeId, store_passwd: storePassword }),
    );
    expect(await missing.json()).toMatchObject({
      status: 'FAILED',
      failedreason: expect.stringMatching(/^Missing: total_amount/),
    });
  });

  it('serves a hosted page with Pay, Fail and Cancel, posts the IPN, then sends the buyer back with a form', async () => {
    const session = await sslSession('SANDBOX-PAGE-1');
    expect(session).toMatchObject({
      status: 'SUCCESS',
      GatewayPageURL: `${sandbox.url}/gwprocess/v4/pay/${session.sessionkey}`,
    });
    const pageHtml = await (await fetch(session.GatewayPageURL!)).text();
    for (const name of ['Pay', 'Fail', 'Cancel']) expect(pageHtml).toContain(`>${name}</button>`);
    expect(pageHtml).toContain('BDT 1500.00');

    const back = await fetch(session.GatewayPageURL!, form({ outcome: 'pay' }));
    const returned = await back.text();
    expect(returned).toContain(`action="${merchant.origin}/success"`);
    const ipn = merchant.received.find((fields) => fields.tran_id === 'SANDBOX-PAGE-1')!;
    expect(ipn).toMatchObject({ status: 'VALID', amount: '1500.00', currency: 'BDT' });
    for (const name of ['val_id', 'bank_tran_id', 'verify_sign', 'verify_key']) expect(ipn[name]).toBeTruthy();
    expect(returned).toContain(`name="val_id" value="${ipn.val_id}"`);
    // Finished: no more buttons.
    expect(await (await fetch(session.GatewayPageURL!)).text()).not.toContain('>Pay</button>');
  });

  it('sends a bKash buyer to the callback with the outcome', async () => {
    const { appKey, appSecret, username, password } = sandboxCredentials.bkash;
    const base = `${sandbox.env.BKASH_URL}/tokenized/checkout`;
    const json = { 'content-type': 'application/json' };
    const grant = (await (
      await fetch(`${base}/token/grant`, {
        method: 'POST',
        headers: { ...json, username, password },
        body: JSON.stringify({ app_key: appKey, app_secret: appSecret }),
      })
    ).json()) as Record<string, string>;
    expect(grant).toMatchObject({ statusCode: '0000', token_type: 'Bearer', expires_in: 3600 });
    const created = (await (
      await fetch(`${base}/create`, {
        method: 'POST',
        headers: { ...json, authorization: grant.id_token!, 'x-app-key': appKey },
        body: JSON.stringify({
          mode: '0011',
          payerReference: '01711111111',
          callbackURL: `${merchant.origin}/callback`,
          amount: '10.00',
          currency: 'BDT',
          intent: 'sale',
          merchantInvoiceNumber: 'SANDBOX-BKASH-1',
        }),
      })
    ).json()) as Record<string, string>;
    expect(created).toMatchObject({ statusCode: '0000', transactionStatus: 'Initiated' });
    const pageHtml = await (await fetch(created.bkashURL!)).text();
    for (const name of ['Pay', 'Fail', 'Cancel']) expect(pageHtml).toContain(`>${name}</button>`);
    const back = await fetch(created.bkashURL!, { ...form({ outcome: 'cancel' }), redirect: 'manual' });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `${merchant.origin}/callback?paymentID=${created.paymentID}&status=cancel`,
    );
    const noToken = await fetch(`${base}/payment/status`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ paymentID: created.paymentID }),
    });
    expect(noToken.status).toBe(401);
  });

  it('offers its hooks over HTTP and lists the calls it received', async () => {
    await fetch(`${sandbox.url}/__sandbox/decline-next`, { method: 'POST' });
    const declined = await sslSession('SANDBOX-HOOK-1');
    expect((await sandbox.press(declined.sessionkey!, 'pay')).url).toBe(`${merchant.origin}/fail`);

    await fetch(`${sandbox.url}/__sandbox/next-amount-mismatch`, form({ delta_minor: '250' }));
    const off = await sslSession('SANDBOX-HOOK-2');
    expect((await sandbox.press(off.sessionkey!, 'pay')).fields.amount).toBe('1502.50');

    const calls = (await (await fetch(`${sandbox.url}/__sandbox/calls`)).json()) as { path: string }[];
    expect(calls.map((c) => c.path)).toContain('/gwprocess/v4/api.php');
    expect(calls.map((c) => c.path)).not.toContain('/__sandbox/calls');
  });
});
