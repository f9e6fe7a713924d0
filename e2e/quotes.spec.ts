// Quotes (issue 35 item 5, requirements §20.7) in Chromium: a buyer asks for a quote from the cart;
// a store administrator offers; the buyer asks for changes; the administrator counters (version 2);
// the buyer accepts it with a PO number: the purchase's page shows the offered price, and its
// invoice the PO number.
import type { Page } from '@playwright/test';
import { apiPaths, DEFAULT_STORE_TIME_ZONE, dayOf, nextDay } from '@storefront/shared';
import { chooseDistrict, demoAdmin, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

/** A week after the store's today (Asia/Dhaka, the e2e store's zone): an offer's last day. */
function weekAhead(): string {
  let day = dayOf(new Date(), DEFAULT_STORE_TIME_ZONE);
  for (let i = 0; i < 7; i += 1) day = nextDay(day);
  return day;
}

/** The administrator's offer for the one line: `price` per unit, sent; the thread shows `version`. */
async function offer(page: Page, itemName: string, price: string, version: number) {
  const line = page.getByRole('group', { name: itemName });
  await line.getByLabel(/Price per unit/).fill(price);
  await page.getByLabel(/Valid until/).fill(weekAhead());
  await page.getByRole('button', { name: 'Send offer' }).click();
  await expect(page.getByRole('region', { name: `Offer version ${version}` })).toBeVisible();
}

test.describe('quotes', () => {
  test('requested from the cart, offered, countered and accepted with a PO number at the offered price', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, several rounds
    const item = await api.addItem({
      name: unique('Quote Monitor'),
      price_per_unit: 6_500,
      min_order_quantity: 1,
      available_quantity: 50,
      weight_g: 1500,
    });
    const customer = await api.newAccount({ prefix: 'quotebuyer' });
    const buyer = await api.signIn(customer);
    const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 3 }] });
    expect(added.status, added.text).toBe(200);

    // The buyer asks from the cart, with a note; the quote's page is next.
    await login(customer);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    const request = page.getByRole('region', { name: 'Request a quote' });
    await request.getByLabel('Note to the store (optional)').fill('Three monitors for our new office');
    await request.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/[^/]+$/);
    await expect(page.getByRole('heading', { name: /^Quote Q-\d{6}$/ })).toBeVisible();
    const quoteUrl = page.url();

    // The store administrator, in another window, offers 6,000 a unit.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const staff = await other.newPage();
    await loginThroughUi(staff, demoAdmin);
    await staff.goto(quoteUrl);
    await expect(staff.getByText('Three monitors for our new office')).toBeVisible();
    await offer(staff, item.name, '6000', 1);

    // The buyer asks for changes.
    await page.reload();
    await page.getByRole('button', { name: 'Ask for changes' }).click();
    await page.getByLabel('What should change?').fill('Could you do 5,800 a unit?');
    await page.getByRole('button', { name: 'Ask for changes' }).click();
    await expect(page.getByText('Changes asked')).toBeVisible();

    // The administrator counters: version 2.
    await staff.reload();
    await expect(staff.getByText('Could you do 5,800 a unit?')).toBeVisible();
    await offer(staff, item.name, '5800', 2);
    await other.close();

    // The buyer accepts version 2 with a PO number: a purchase at the offered price (cash on
    // delivery, below the advance's threshold: the purchase's page is next, not the gateway's).
    await page.reload();
    await page.getByRole('button', { name: 'Accept version 2' }).click();
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 3, 14 Dilkusha C/A, Motijheel');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000222');
    await chooseDistrict(checkout, 'Dhaka');
    await checkout.getByRole('textbox', { name: 'Purchase order number (optional)' }).fill('PO-Q-2026/17');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/]+$/);
    await expect(page.getByText(/^PO number:/)).toHaveText('PO number: PO-Q-2026/17');
    await expect(page.getByText(/\b5,800\b/).first()).toBeVisible();
    await expect(page.getByText(/\b6,500\b/)).toHaveCount(0);

    // Its invoice carries the PO number.
    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    await expect(page).toHaveURL(/\/invoice$/);
    const invoice = page.getByRole('article', { name: /^Invoice INV-CP-/ });
    await expect(invoice).toContainText('PO number: PO-Q-2026/17');
    await expect(invoice).toContainText('5,800');
  });
});
