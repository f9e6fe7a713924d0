// Purchase-order numbers (issue 35 item 6, requirements §20.6) in Chromium: a business buyer types
// their PO number at checkout, under the BIN, and finds it on the purchase's page, its invoice and
// its tax invoice (Mushak 6.3).
import { apiPaths } from '@storefront/shared';
import { chooseDistrict, expect, test, unique } from './fixtures/index.ts';

test.describe('purchase-order number', () => {
  test('a checkout with a PO number shows it on the purchase page, its invoice and its tax invoice', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    const item = await api.addItem({
      name: unique('Club PO SSD'),
      price_per_unit: 6500,
      min_order_quantity: 1,
      available_quantity: 30,
      weight_g: 200,
    });
    const customer = await api.newAccount({ prefix: 'ponumber' });
    const buyer = await api.signIn(customer);
    const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 3 }] });
    expect(added.status, added.text).toBe(200);
    await login(customer);

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 3, 14 Dilkusha C/A, Motijheel');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000222');
    await chooseDistrict(checkout, 'Dhaka');
    const po = checkout.getByRole('textbox', { name: 'Purchase order number (optional)' });
    // A character it does not take is refused at the field, before anything is sent.
    await po.fill('PO;17');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(po).toHaveAccessibleDescription(/Enter the purchase order number/);
    await po.fill('  PO-2026/0417-IT ');
    await checkout.getByRole('button', { name: 'Place order' }).click();

    await expect(page.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/]+$/);
    await expect(page.getByText(/^PO number:/)).toHaveText('PO number: PO-2026/0417-IT');

    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    await expect(page).toHaveURL(/\/invoice$/);
    await expect(page.getByRole('article', { name: /^Invoice INV-CP-/ })).toContainText('PO number: PO-2026/0417-IT');

    await page.goBack();
    await page.getByRole('link', { name: 'Tax invoice' }).click();
    await expect(page).toHaveURL(/\/tax-invoice$/);
    const invoice = page.getByRole('article', { name: 'Tax invoice (Mushak-6.3)' });
    await expect(invoice.getByRole('definition').filter({ hasText: 'PO-2026/0417-IT' })).toBeVisible();
  });
});
