// Placing an order (and the minimum and stock refusals), then deleting (cancelling) it from My Orders.
import { expect, test } from './fixtures/index.ts';

test.describe('orders', () => {
  test('places an order after the minimum and stock refusals, then deletes it', async ({ page, api, login }) => {
    test.slow(); // a long story: four submissions, two dialogs
    const item = await api.addItem({ min_order_quantity: 2, available_quantity: 5, price_per_unit: 1500 });
    const account = await api.newAccount();
    await login(account);

    // From the home page's card to the purchase page.
    await page.getByRole('link', { name: `Purchase: ${item.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/purchase/${item._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByText('BDT', { exact: false }).first()).toBeVisible();

    const form = page.getByRole('form', { name: 'Place your order' });
    await expect(form.getByLabel('Email')).toHaveValue(account.email);
    await expect(form.getByLabel('Email')).toBeDisabled();
    await expect(form.getByLabel('Name')).toHaveValue(account.name);
    await expect(form.getByLabel('Name')).toBeDisabled();

    // Required fields.
    await form.getByLabel('Quantity').fill('');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByText('Address is Required', { exact: true })).toBeVisible();
    await expect(form.getByText('Phone is Required', { exact: true })).toBeVisible();

    await form.getByLabel('Address').fill('House 7, Road 3, Dhanmondi, Dhaka');
    await form.getByLabel('Phone').fill('01711000000');

    // Below the minimum: refused by the server, shown at the quantity.
    await form.getByLabel('Quantity').fill('1');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByText('The minimum order quantity is 2', { exact: true })).toBeVisible();

    // Above the stock.
    await form.getByLabel('Quantity').fill('6');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByText('Only 5 available: order 5 or fewer', { exact: true })).toBeVisible();

    await form.getByLabel('Quantity').fill('3');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();
    // Then the confirmation (requirements §13.4): the order's number and summary.
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f]{24}\/placed$/);
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /^Order CC-\d{6,}$/ })).toBeVisible();
    const placed = await api.anonymous.get<{ available_quantity: number }>(`/item/${item._id}`);
    expect(placed.body.available_quantity).toBe(2);

    // My Orders lists it.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { name: 'My Orders: 1' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: item.name });
    await expect(row).toContainText('3');

    // Delete: cancel first, then confirm.
    await row.getByRole('button', { name: `Delete order for ${item.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(`Are you sure you want to delete the order for: ${item.name}?`)).toBeVisible();
    // What deleting really does (requirements §10 D15), not "This cannot be undone".
    await expect(
      dialog.getByText('The order stays on record as Cancelled and its 3 units go back to stock.', { exact: true }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'My Orders: 1' })).toBeVisible();

    await row.getByRole('button', { name: `Delete order for ${item.name}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Order for: ${item.name} is deleted.`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    // Deleted means cancelled (requirements §13.3): it stays on record, and cannot be deleted again.
    await expect(page.getByRole('heading', { name: 'My Orders: 1' })).toBeVisible();
    await expect(row).toContainText('Cancelled');
    await expect(row.getByRole('button', { name: `Delete order for ${item.name}` })).toBeDisabled();

    // The stock came back.
    const after = await api.anonymous.get<{ available_quantity: number }>(`/item/${item._id}`);
    expect(after.body.available_quantity).toBe(5);
  });

  test("My Orders shows only the signed-in customer's orders", async ({ page, api, login }) => {
    const item = await api.addItem();
    const mine = await api.newAccount();
    const theirs = await api.newAccount();
    await api.placeOrder(await api.signIn(mine), item, 2);
    await api.placeOrder(await api.signIn(theirs), item, 4);
    await login(mine);
    await page.goto('/dashboard/my-orders');
    await expect(page.getByRole('heading', { name: 'My Orders: 1' })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: item.name });
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('cell').nth(2)).toHaveText(/2$/);
  });

  test('with the keyboard, focus comes back from the delete dialog to the row, or to the next row', async ({
    page,
    api,
    login,
  }) => {
    const first = await api.addItem();
    const second = await api.addItem();
    const buyer = await api.newAccount();
    const signedIn = await api.signIn(buyer);
    await api.placeOrder(signedIn, first);
    await api.placeOrder(signedIn, second);
    await login(buyer);
    await page.goto('/dashboard/my-orders');
    await expect(page.getByRole('heading', { name: 'My Orders: 2' })).toBeVisible();
    const deleteFirst = page.getByRole('button', { name: `Delete order for ${first.name}` });
    const deleteSecond = page.getByRole('button', { name: `Delete order for ${second.name}` });

    // Tab to the first Delete, as a keyboard user does.
    await page.getByRole('heading', { name: 'My Orders: 2' }).focus();
    for (let i = 0; i < 10 && !(await deleteFirst.evaluate((el) => el === document.activeElement)); i += 1)
      await page.keyboard.press('Tab');
    await expect(deleteFirst).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(page.getByRole('alertdialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(deleteFirst).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel' }).press('Enter');
    await expect(deleteFirst).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).press('Enter');
    await expect(page.getByText(`Order for: ${first.name} is deleted.`, { exact: true })).toBeVisible();
    // The first order is cancelled now, its Delete off: focus goes to the next row's.
    await expect(deleteFirst).toBeDisabled();
    await expect(deleteSecond).toBeFocused();
  });
});
