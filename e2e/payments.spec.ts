// Payments (issue 33, docs/requirements.md §18) in Chromium, as a shopper pays: checkout with a
// method, the local payment sandbox's hosted page (global-setup.ts starts it and points the server at
// it), then back on the purchase's page with the gateway's word, confirmed by the server through the
// gateway (never the browser's). bKash and a card pay; a declined card leaves the purchase unpaid
// with Pay now until its hold (PAYMENT_HOLD_MINUTES, short for the flows) ends and the stock returns;
// a large cash order pays its advance online first; and the bKash flow again on the Bangla pages.
import { apiPaths, formatBdt, type Item, type Purchase } from '@storefront/shared';
import type { Page } from '@playwright/test';
import { bangla } from './fixtures/catalogs.ts';
import { expect, test, unique, type E2eApi } from './fixtures/index.ts';
import { declineNextPayment, payOnGateway } from './fixtures/payment-sandbox.ts';

interface PaymentRead {
  method: string;
  status: string;
  due_now: number;
  paid: number;
  expires_at: string | null;
}
type PurchaseRead = Purchase & { payment: PaymentRead };

/** A new shopper with a Dhaka address in the book (checkout picks it), `quantity` of `item` in the cart, signed in. */
async function shopperWithCart(
  api: E2eApi,
  login: (a: { email: string; password: string }) => Promise<void>,
  item: Item,
  quantity: number,
) {
  const customer = await api.newAccount({ prefix: 'pay' });
  const buyer = await api.signIn(customer);
  const saved = await buyer.api.post(apiPaths.addresses, {
    label: 'Home',
    address: 'House 3, Road 2, Dhanmondi',
    district: 'dhaka',
    phone: '01711000222',
  });
  expect(saved.status, saved.text).toBe(201);
  const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity }] });
  expect(added.status, added.text).toBe(200);
  await login(customer);
  return buyer;
}

/** The purchase whose page is open, as its buyer reads it through the API. */
async function purchaseOnPage(page: Page, buyer: { api: E2eApi['anonymous'] }): Promise<PurchaseRead> {
  const id = new URL(page.url()).pathname.split('/').at(-1)!;
  return (await buyer.api.get<PurchaseRead>(apiPaths.purchase(decodeURIComponent(id)))).body;
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
    const item = await api.addItem({
      name: unique('Pay bKash SSD'),
      price_per_unit: 5000,
      min_order_quantity: 1,
      available_quantity: 20,
    });
    const buyer = await shopperWithCart(api, login, item, 2);

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: /^bKash/ }).check();
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
    const item = await api.addItem({
      name: unique('Pay Card RAM'),
      price_per_unit: 3000,
      min_order_quantity: 1,
      available_quantity: 20,
    });
    const buyer = await shopperWithCart(api, login, item, 1);

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: /^Card \/ mobile banking \(SSLCommerz\)/ }).check();
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
    const item = await api.addItem({
      name: unique('Pay Declined GPU'),
      price_per_unit: 3000,
      min_order_quantity: 1,
      available_quantity: 10,
    });
    const buyer = await shopperWithCart(api, login, item, 3);
    expect(await stockOf(api, item)).toBe(10);

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('radio', { name: /^Card \/ mobile banking/ }).check();
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
    const item = await api.addItem({
      name: unique('Pay COD Monitor'),
      price_per_unit: price,
      min_order_quantity: 1,
      available_quantity: 5,
    });
    const buyer = await shopperWithCart(api, login, item, 1);

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
    const item = await api.addItem({
      name: unique('Pay Bangla SSD'),
      price_per_unit: 4000,
      min_order_quantity: 1,
      available_quantity: 20,
    });
    const buyer = await shopperWithCart(api, login, item, 1);

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
});
