// Payments (issue 33, docs/requirements.md §18) in Chromium, as a shopper pays: checkout with a
// method, the local payment sandbox's hosted page (global-setup.ts starts it and points the server at
// it), then back on the purchase's page with the gateway's word, confirmed by the server through the
// gateway (never the browser's). bKash and a card pay; a declined card leaves the purchase unpaid
// with Pay now until its hold (PAYMENT_HOLD_MINUTES, short for the flows) ends and the stock returns;
// a large cash order pays its advance online first; and the bKash flow again on the Bangla pages.
// Then an administrator's part (§18.1 item 9 and 10, §18.3): a card payment refunded when its order
// is cancelled, and a cash order's cash recorded.
import { readFile } from 'node:fs/promises';
import { apiPaths, formatBdt, type Item, type Purchase } from '@storefront/shared';
import type { Browser, Page } from '@playwright/test';
import { bangla } from './fixtures/catalogs.ts';
import { demoAdmin, expect, loginThroughUi, test, unique, type E2eApi } from './fixtures/index.ts';
import { declineNextPayment, payOnGateway, sslcommerzTransactions } from './fixtures/payment-sandbox.ts';

interface PaymentRead {
  method: string;
  status: string;
  due_now: number;
  paid: number;
  expires_at: string | null;
}
type PurchaseRead = Purchase & { payment: PaymentRead };

/**
 * A new part (`stock` of it at `price` BDT, from one unit) and a new shopper with a Dhaka address in
 * the book (checkout picks it) and `quantity` of the part in the cart, signed in.
 */
async function shopperBuying(
  api: E2eApi,
  login: (a: { email: string; password: string }) => Promise<void>,
  part: { name: string; price: number; stock: number; quantity: number },
) {
  const item = await api.addItem({
    name: unique(part.name),
    price_per_unit: part.price,
    min_order_quantity: 1,
    available_quantity: part.stock,
  });
  const customer = await api.newAccount({ prefix: 'pay' });
  const buyer = await api.signIn(customer);
  const saved = await buyer.api.post(apiPaths.addresses, {
    label: 'Home',
    address: 'House 3, Road 2, Dhanmondi',
    district: 'dhaka',
    phone: '01711000222',
  });
  expect(saved.status, saved.text).toBe(201);
  const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: part.quantity }] });
  expect(added.status, added.text).toBe(200);
  await login(customer);
  return { item, buyer };
}

/** The cart's checkout form, paying by the method whose radio's name `method` matches. */
async function checkoutPaying(page: Page, method: RegExp) {
  await page.goto('/cart');
  const checkout = page.getByRole('form', { name: 'Checkout' });
  await checkout.getByRole('radio', { name: method }).check();
  return checkout;
}

/** The purchase whose page is open, as its buyer reads it through the API. */
async function purchaseOnPage(page: Page, buyer: { api: E2eApi['anonymous'] }): Promise<PurchaseRead> {
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  return (await buyer.api.get<PurchaseRead>(apiPaths.purchase(decodeURIComponent(id)))).body;
}

/** The demo administrator signed in, in a window of their own beside the buyer's. */
async function adminDesk(browser: Browser): Promise<Page> {
  const desk = await browser.newContext({ baseURL: process.env.E2E_BASE_URL, timezoneId: 'UTC' });
  const admin = await desk.newPage();
  await loginThroughUi(admin, demoAdmin);
  return admin;
}

const stockOf = async (api: E2eApi, item: Item) =>
  (await api.anonymous.get<{ available_quantity: number }>(`/item/${item._id}`)).body.available_quantity;

test.describe('payments', () => {
  test('pay by bKash: the purchase page says the payment was received, and My Orders says Paid', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    const { item, buyer } = await shopperBuying(api, login, {
      name: 'Pay bKash SSD',
      price: 5000,
      stock: 20,
      quantity: 2,
    });

    const checkout = await checkoutPaying(page, /^bKash/);
    const summary = checkout.getByRole('region', { name: 'Delivery and total' });
    await expect(summary).toContainText('PaymentbKash');
    await expect(summary).toContainText('Due now');
    await checkout.getByRole('button', { name: 'Place order' }).click();

    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+\?payment=success$/);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel.getByRole('status')).toContainText('Payment received');
    await expect(panel).toContainText('MethodbKash');
    await expect(panel).toContainText('StatusPaid');
    await expect(panel.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    const purchase = await purchaseOnPage(page, buyer);
    expect(purchase.payment).toMatchObject({ method: 'bkash', status: 'paid', due_now: 0, paid: purchase.total });

    await page.goto('/dashboard/my-orders');
    await expect(page.getByRole('row').filter({ hasText: item.name })).toContainText('Paid');
  });

  test('pay by card through SSLCommerz: the purchase is paid', async ({ page, api, login }) => {
    test.slow();
    const { buyer } = await shopperBuying(api, login, {
      name: 'Pay Card RAM',
      price: 3000,
      stock: 20,
      quantity: 1,
    });

    const checkout = await checkoutPaying(page, /^Card \/ mobile banking \(SSLCommerz\)/);
    await expect(checkout.getByRole('region', { name: 'Delivery and total' })).toContainText(
      'PaymentCard / mobile banking (SSLCommerz)',
    );
    await checkout.getByRole('button', { name: 'Place order' }).click();

    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+\?payment=success$/);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel.getByRole('status')).toContainText('Payment received');
    await expect(panel).toContainText('StatusPaid');
    const purchase = await purchaseOnPage(page, buyer);
    expect(purchase.payment).toMatchObject({ method: 'sslcommerz', status: 'paid', due_now: 0, paid: purchase.total });
  });

  test('a declined card leaves the purchase unpaid with Pay now, and after the hold the stock returns', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    const { item, buyer } = await shopperBuying(api, login, {
      name: 'Pay Declined GPU',
      price: 3000,
      stock: 10,
      quantity: 3,
    });
    expect(await stockOf(api, item)).toBe(10);

    const checkout = await checkoutPaying(page, /^Card \/ mobile banking/);
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await declineNextPayment();
    await payOnGateway(page);

    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+\?payment=failed$/);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel.getByRole('alert')).toContainText('The payment did not go through');
    await expect(panel.getByRole('alert')).toContainText('Nothing was taken');
    await expect(panel).toContainText('StatusPayment failed');
    await expect(panel).toContainText('Hold ends at');
    await expect(panel.getByRole('button', { name: 'Pay now' })).toBeVisible();
    const failed = await purchaseOnPage(page, buyer);
    expect(failed.payment).toMatchObject({ method: 'sslcommerz', status: 'failed', paid: 0 });
    // The stock is held for the purchase while it can still be paid.
    expect(await stockOf(api, item)).toBe(7);

    // The hold ends (PAYMENT_HOLD_MINUTES in global-setup.ts): Pay now goes, the order is cancelled,
    // the stock comes back.
    await expect(panel.getByRole('button', { name: 'Pay now' })).toHaveCount(0, { timeout: 30_000 });
    await expect
      .poll(async () => (await purchaseOnPage(page, buyer)).payment.status, { timeout: 30_000 })
      .toBe('expired');
    await expect.poll(() => stockOf(api, item)).toBe(10);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('StatusPayment expired');
  });

  test('cash on delivery above the advance threshold pays the advance online first', async ({ page, api, login }) => {
    test.slow();
    const config = (await api.anonymous.get<{ cod_advance_above: number }>(apiPaths.config)).body;
    const price = config.cod_advance_above + 5000;
    const { buyer } = await shopperBuying(api, login, {
      name: 'Pay COD Monitor',
      price: price,
      stock: 5,
      quantity: 1,
    });

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    const cod = checkout.getByRole('radio', { name: /^Cash on delivery/ });
    await expect(cod).toBeChecked();
    const summary = checkout.getByRole('region', { name: 'Delivery and total' });
    await expect(summary).toContainText('Due now');
    // The delivery charge plus 10% of the goods now, the rest at the door, as the quote says.
    await expect(cod).toHaveAccessibleDescription(
      /^Orders of this size need an advance: pay BDT [\d,]+ \(the delivery charge plus 10%\) online now, and the rest, BDT [\d,]+, in cash at the door\.$/,
    );
    const described = await cod.evaluate(
      (radio) => document.getElementById(radio.getAttribute('aria-describedby')!)!.textContent,
    );
    await checkout.getByRole('button', { name: 'Place order' }).click();

    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+\?payment=success$/);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel.getByRole('status')).toContainText('Payment received');
    await expect(panel).toContainText('MethodCash on delivery');
    await expect(panel).toContainText('StatusAdvance paid');
    const purchase = (await purchaseOnPage(page, buyer)) as PurchaseRead & { delivery_charge: number };
    const advance = purchase.delivery_charge + Math.ceil(price / 10);
    expect(described).toBe(
      `Orders of this size need an advance: pay ${formatBdt(advance)} (the delivery charge plus 10%) online now, and the rest, ${formatBdt(purchase.total - advance)}, in cash at the door.`,
    );
    expect(purchase.payment).toMatchObject({ method: 'cod', status: 'partially_paid', paid: advance });
    await expect(panel).toContainText(`Paid${formatBdt(advance)}`);
  });

  test('pay by bKash on the Bangla pages', async ({ page, api, login }) => {
    test.slow();
    const { buyer } = await shopperBuying(api, login, {
      name: 'Pay Bangla SSD',
      price: 4000,
      stock: 20,
      quantity: 1,
    });

    // The shopper switches to Bangla (requirements §16); the cart and the purchase's page follow.
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(/\/bn\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const checkout = page.getByRole('form', { name: bangla('Checkout') });
    await expect(checkout.getByRole('group', { name: bangla('Payment method') })).toBeVisible();
    await checkout.getByRole('radio', { name: new RegExp(`^${bangla('bKash')}`) }).check();
    const summary = checkout.getByRole('region', { name: bangla('Delivery and total') });
    await expect(summary).toContainText(bangla('Due now'));
    await checkout.getByRole('button', { name: bangla('Place order') }).click();

    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+\?payment=success$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const panel = page.getByRole('region', { name: bangla('Payment') });
    await expect(panel.getByRole('status')).toContainText(bangla('Payment received'));
    await expect(panel).toContainText(`${bangla('Status')}${bangla('Paid')}`);
    const purchase = await purchaseOnPage(page, buyer);
    expect(purchase.payment).toMatchObject({ method: 'bkash', status: 'paid' });
    await expect(panel).toContainText(formatBdt(purchase.total, { locale: 'bn', digits: 'native' }));
  });

  test('pay by card, then an administrator cancels the order: the payment is refunded through the gateway', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, the gateway twice
    const { item, buyer } = await shopperBuying(api, login, {
      name: 'Pay Refund Card RAM',
      price: 3000,
      stock: 20,
      quantity: 1,
    });

    const checkout = await checkoutPaying(page, /^Card \/ mobile banking \(SSLCommerz\)/);
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+\?payment=success$/);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('StatusPaid');
    const purchaseUrl = page.url().replace(/\?.*$/, '');
    const paid = await purchaseOnPage(page, buyer);
    expect(paid.payment).toMatchObject({ method: 'sslcommerz', status: 'paid', paid: paid.total });
    const { number } = paid.orders[0]!;

    // The administrator cancels the order from Manage All Orders (§18.1 item 10: a cancel refunds).
    const admin = await adminDesk(browser);
    await admin.goto(`/dashboard/manage-orders?q=${number}`);
    await expect(admin.getByRole('heading', { name: 'Manage All Orders: 1' })).toBeVisible();
    await admin.getByRole('button', { name: `Cancel order order ${number}`, exact: true }).click();
    const ask = admin.getByRole('dialog', { name: `Cancel order ${number}?` });
    await ask.getByLabel('Reason (optional)').fill('Out of stock at the supplier');
    await ask.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await expect(admin.getByText(`Order ${number} is cancelled.`, { exact: true })).toBeVisible();
    // The order's row says its payment went back (under its status, §18.3 item 3).
    const orderRow = admin.getByRole('row').filter({ hasText: number });
    await expect(orderRow).toContainText('Cancelled');
    await expect(orderRow).toContainText('Refunded');

    // The Payments screen: the row, then its trail with the refund made by the administrator.
    await admin.goto(`/dashboard/payments?q=${paid.number}`);
    const row = admin.getByRole('row').filter({ hasText: paid.number });
    await expect(row).toContainText('Refunded');
    await expect(row).toContainText('Card / mobile banking (SSLCommerz)');
    await expect(row).toContainText(`${formatBdt(paid.total)} refunded`);
    await row.getByRole('button', { name: `in the trail of ${paid.number}` }).click();
    const trail = admin.getByRole('dialog', { name: `Payment of ${paid.number}` });
    const events = trail.getByRole('list', { name: 'Trail' }).getByRole('listitem');
    // The gateway's refund call and the store's record of it, both the administrator's, none failed.
    const refund = events.filter({ hasText: /^Refund/ });
    await expect(refund.first()).toContainText('Succeeded');
    await expect(refund.filter({ hasText: 'Failed' })).toHaveCount(0);
    await expect(refund.filter({ hasNotText: demoAdmin.email })).toHaveCount(0);
    await expect(trail.locator('dl')).toContainText('StatusRefunded');
    await admin.context().close();

    // The buyer reads it as refunded: the purchase's page and My Orders.
    await page.goto(purchaseUrl);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel).toContainText('StatusRefunded');
    const refunded = await purchaseOnPage(page, buyer);
    expect(refunded.payment).toMatchObject({ status: 'refunded', paid: paid.total, refunded: paid.total });
    await page.goto('/dashboard/my-orders');
    const mine = page.getByRole('row').filter({ hasText: item.name });
    await expect(mine).toContainText('Cancelled');
    await expect(mine).toContainText('Refunded');

    // And the gateway gave the money back: SSLCommerz's own record of the transaction.
    const [transaction, ...others] = await sslcommerzTransactions(paid.number);
    expect(others).toEqual([]);
    expect(transaction).toMatchObject({
      status: 'VALID',
      amount: paid.total.toFixed(2),
      refunded_amount: paid.total.toFixed(2),
    });
  });

  test('cash on delivery: an administrator records the cash collected, and the buyer reads it as paid', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, a dialog, a download
    const { item, buyer } = await shopperBuying(api, login, {
      name: 'Pay Cash Keyboard',
      price: 2500,
      stock: 20,
      quantity: 2,
    });

    // Below the advance threshold: nothing due online, the cash is collected at the door.
    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await expect(checkout.getByRole('radio', { name: /^Cash on delivery/ })).toBeChecked();
    await expect(checkout.getByRole('region', { name: 'Delivery and total' })).not.toContainText('Due now');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/?]+$/);
    const panel = page.getByRole('region', { name: 'Payment' });
    await expect(panel).toContainText('StatusUnpaid');
    await expect(panel.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
    const purchaseUrl = page.url();
    const placed = await purchaseOnPage(page, buyer);
    expect(placed.payment).toMatchObject({ method: 'cod', status: 'unpaid', due_now: 0, paid: 0 });
    await page.goto('/dashboard/my-orders');
    await expect(page.getByRole('row').filter({ hasText: item.name })).toContainText('Unpaid');

    // The administrator records the cash on the purchase's page: amount, day and who brought it.
    const admin = await adminDesk(browser);
    await admin.goto(purchaseUrl.replace(/^https?:\/\/[^/]+/, ''));
    const desk = admin.getByRole('region', { name: 'Payment' });
    await expect(desk).toContainText(`To collect${formatBdt(placed.total)}`);
    await desk.getByRole('button', { name: 'Record cash' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record cash' });
    const collectedOn = dialog.getByLabel('Collected on');
    // Today in the store's calendar to start, and no later day allowed.
    const today = await collectedOn.getAttribute('max');
    await expect(collectedOn).toHaveValue(today!);
    await dialog.getByLabel('Amount').fill(String(placed.total));
    await collectedOn.fill(today!);
    await dialog.getByLabel('Note').fill('Collected by the courier, Sundarban receipt 4471');
    await dialog.getByRole('button', { name: 'Record cash' }).click();
    await expect(admin.getByText(`Cash recorded for ${placed.number}`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(desk).toContainText(`Paid${formatBdt(placed.total)}`);
    await expect(desk).toContainText(`To collect${formatBdt(0)}`);
    await expect(desk.getByRole('button', { name: 'Record cash' })).toHaveCount(0);

    // The Payments screen's CSV has the purchase's row, paid in cash.
    await admin.goto(`/dashboard/payments?q=${placed.number}`);
    const row = admin.getByRole('row').filter({ hasText: placed.number });
    await expect(row).toContainText('Paid');
    const [download] = await Promise.all([
      admin.waitForEvent('download'),
      admin.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    const csv = (await readFile((await download.path())!, 'utf8')).split(/\r?\n/);
    const line = csv.find((one) => one.startsWith(`${placed.number},`));
    expect(line?.split(',').slice(0, 7)).toEqual([
      placed.number,
      buyer.email,
      'Cash on delivery',
      'Paid',
      '0.00', // Amount: what was due online (nothing for cash below the threshold)
      placed.total.toFixed(2),
      '0.00',
    ]);
    await admin.context().close();

    // Paid everywhere the buyer looks: the purchase's page, My Orders and the order's page.
    await page.goto(purchaseUrl);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('StatusPaid');
    const collected = await purchaseOnPage(page, buyer);
    expect(collected.payment).toMatchObject({ method: 'cod', status: 'paid', paid: placed.total });
    await page.goto('/dashboard/my-orders');
    const mine = page.getByRole('row').filter({ hasText: item.name });
    await expect(mine).toContainText('Paid');
    await expect(mine).not.toContainText('Unpaid');
    await page.goto(`/dashboard/orders/${placed.orders[0]!._id}`);
    await expect(page.getByRole('heading', { name: `Order ${placed.orders[0]!.number}` })).toBeVisible();
    await expect(page.getByText('Paid', { exact: true })).toBeVisible();
  });
});
