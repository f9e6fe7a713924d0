// The payment sandbox's hosted pages in a browser (issue 33, item 6), as the store's payment flows
// meet them: buttons named exactly "Pay", "Fail" and "Cancel"; SSLCommerz's page posts the IPN, then
// the buyer's browser posts the result to the store's return URL; bKash's sends the browser to the
// callback with the outcome. The store's own handling of both: the payment flows.
import { sandboxCredentials } from '@storefront/devstack/payment-sandbox';
import { expect, test } from './fixtures/index.ts';
import { declineNextPayment, paymentSandboxCalls } from './fixtures/payment-sandbox.ts';

const sandbox = () => process.env.E2E_PAYMENT_SANDBOX_URL!;
const origin = () => process.env.E2E_BASE_URL!;
const bkash = sandboxCredentials.bkash;

test("SSLCommerz's hosted page pays, posts the IPN, then posts the buyer back to the success URL", async ({ page }) => {
  const tranId = `E2E-${Date.now()}`;
  const session = (await (
    await fetch(`${sandbox()}/gwprocess/v4/api.php`, {
      method: 'POST',
      body: new URLSearchParams({
        store_id: sandboxCredentials.sslcommerz.storeId,
        store_passwd: sandboxCredentials.sslcommerz.storePassword,
        total_amount: '2500.00',
        currency: 'BDT',
        tran_id: tranId,
        success_url: `${origin()}/e2e-sandbox/success`,
        fail_url: `${origin()}/e2e-sandbox/fail`,
        cancel_url: `${origin()}/e2e-sandbox/cancel`,
        ipn_url: `${origin()}/e2e-sandbox/ipn`,
        cus_name: 'Rahim',
        cus_email: 'rahim@example.com',
        cus_add1: 'Road 1',
        cus_city: 'Dhaka',
        cus_country: 'Bangladesh',
        cus_phone: '01711111111',
        shipping_method: 'Courier',
        product_name: 'Computer parts',
        product_category: 'Electronic',
        product_profile: 'physical-goods',
      }),
    })
  ).json()) as { status: string; GatewayPageURL: string };
  expect(session.status).toBe('SUCCESS');

  await page.goto(session.GatewayPageURL);
  await expect(page.getByRole('button', { name: 'Fail', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  const returned = page.waitForRequest((request) => request.url() === `${origin()}/e2e-sandbox/success`);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const back = await returned;
  expect(back.method()).toBe('POST');
  const fields = new URLSearchParams(back.postData() ?? '');
  expect(fields.get('status')).toBe('VALID');
  expect(fields.get('tran_id')).toBe(tranId);
  expect(fields.get('val_id')).toBeTruthy();
  const ipn = (await paymentSandboxCalls()).find((c) => c.path === 'ipn_url' && c.params.tran_id === tranId);
  expect(ipn?.params).toMatchObject({ status: 'VALID', val_id: fields.get('val_id') });
});

test("bKash's hosted page sends a declined payment to the callback with status=failure", async ({ page }) => {
  const base = `${sandbox()}/v1.2.0-beta/tokenized/checkout`;
  const grant = (await (
    await fetch(`${base}/token/grant`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        username: bkash.username,
        password: bkash.password,
      },
      body: JSON.stringify({ app_key: bkash.appKey, app_secret: bkash.appSecret }),
    })
  ).json()) as { id_token: string };
  const created = (await (
    await fetch(`${base}/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: grant.id_token, 'x-app-key': bkash.appKey },
      body: JSON.stringify({
        mode: '0011',
        payerReference: '01711111111',
        callbackURL: `${origin()}/e2e-sandbox/callback`,
        amount: '500.00',
        currency: 'BDT',
        intent: 'sale',
        merchantInvoiceNumber: `E2E-${Date.now()}`,
      }),
    })
  ).json()) as { paymentID: string; bkashURL: string };

  await declineNextPayment();
  await page.goto(created.bkashURL);
  const callback = page.waitForRequest((request) => request.url().startsWith(`${origin()}/e2e-sandbox/callback?`));
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  const url = new URL((await callback).url());
  expect(Object.fromEntries(url.searchParams)).toEqual({ paymentID: created.paymentID, status: 'failure' });
});
