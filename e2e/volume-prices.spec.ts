// Volume price tiers (requirements §14.4): an administrator gives an item lower prices from 10 and
// 50 units in its editor; a shopper sees them on the item's page, the purchase form prices 10 units
// at the tier's price, and the order keeps the price it was sold at.
import { demoAdmin, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('volume prices', () => {
  test('an administrator adds tiers; the shopper sees them and 10 units are ordered at the tier price', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, several screens
    const item = await api.addItem({
      name: unique('Club Tier Switch'),
      min_order_quantity: 1,
      available_quantity: 200,
      price_per_unit: 7400,
    });

    // The administrator, in another window, adds two tiers in the item's editor.
    const desk = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await desk.newPage();
    await loginThroughUi(admin, demoAdmin);
    await admin.goto(`/dashboard/manage-items/${item._id}`);
    const editor = admin.getByRole('form', { name: 'Edit item' });
    await editor.getByRole('button', { name: 'Add a price tier' }).click();
    await editor.getByLabel('Tier 1: from units').fill('10');
    await editor.getByLabel('Tier 1: price each').fill('7100');
    await editor.getByRole('button', { name: 'Add a price tier' }).click();
    await editor.getByLabel('Tier 2: from units').fill('50');
    await editor.getByLabel('Tier 2: price each').fill('6800');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(admin.getByText(`Item: ${item.name} is saved.`, { exact: true })).toBeVisible();
    await desk.close();

    // The shopper reads the tiers on the item's page, signed out.
    await page.goto(`/items/${item._id}`);
    const table = page.getByRole('table', { name: 'Volume prices' });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row', { name: /10 to 49 units/ })).toContainText('BDT 7,100');
    await expect(table.getByRole('row', { name: /50 units or more/ })).toContainText('BDT 6,800');

    // Signed in, 10 units cost 7,100 each.
    const customer = await api.newAccount({ prefix: 'tiers' });
    await login(customer);
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByLabel('Address').fill('House 9, Road 2, Banani, Dhaka');
    await form.getByLabel('Phone').fill('01711000009');
    await form.getByLabel('Quantity').fill('9');
    await expect(form.getByRole('status')).toHaveText('BDT 66,600');
    await form.getByLabel('Quantity').fill('10');
    await expect(form.getByRole('status')).toHaveText('BDT 71,000');
    await expect(form.getByText('BDT 7,100 each')).toBeVisible();
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();

    // My Orders keeps the price it was sold at.
    await page.goto('/dashboard/my-orders');
    const row = page.getByRole('row').filter({ hasText: item.name });
    await expect(row).toContainText('BDT 7,100');
    await expect(row).toContainText('BDT 71,000');
  });
});
