// The cart and checkout (requirements §14.1 to §14.3) in Chromium: a signed-out visitor fills a
// cart, signs in and finds it still there; a customer checks out a cart of two items to a saved
// address, a tier's price applied at 10 units, and sees the purchase and its orders.
import { apiPaths, type Purchase } from '../packages/shared/src/index.ts';
import { expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('cart and checkout', () => {
  test('a signed-out visitor’s cart survives signing in', async ({ page, api }) => {
    test.slow();
    const item = await api.addItem({ name: unique('Club Cart Fan'), min_order_quantity: 2, available_quantity: 40 });
    const customer = await api.newAccount({ prefix: 'cart' });

    await page.goto(`/items/${item._id}`);
    const quantity = page.getByRole('textbox', { name: `Quantity of ${item.name} to add` });
    await expect(quantity).toHaveValue('2');
    await page.getByRole('button', { name: 'One more' }).click();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText(`Added 3 x ${item.name} to your cart`, { exact: true })).toBeVisible();
    const cartLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ });
    await expect(cartLink).toHaveAccessibleName('Cart, 3 items');

    await cartLink.click();
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(1);
    await expect(lines.first()).toContainText(item.name);
    // The cart survives a reload: it is kept in this browser.
    await page.reload();
    await expect(lines.first()).toContainText(item.name);

    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    await loginThroughUi(page, customer);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines).toHaveCount(1);
    await expect(lines.first().getByRole('textbox', { name: `Quantity of ${item.name}` })).toHaveValue('3');
    // It is the account's cart now, on the server: another device (the API) sees it.
    const signedIn = await api.signIn(customer);
    const cart = await signedIn.api.get<{ count: number }>(apiPaths.cart);
    expect(cart.body.count).toBe(3);
    await expect(cartLink).toHaveAccessibleName('Cart, 3 items');
  });

  test('checkout of two items to a saved address, priced by tier, makes one purchase', async ({ page, api, login }) => {
    test.slow();
    const gpu = await api.addItem({
      name: unique('Club Cart GPU'),
      price_per_unit: 7400,
      price_tiers: [{ min_quantity: 10, price: 7100 }],
      min_order_quantity: 1,
      available_quantity: 100,
    });
    const ram = await api.addItem({
      name: unique('Club Cart RAM'),
      price_per_unit: 3200,
      min_order_quantity: 2,
      available_quantity: 50,
    });
    const customer = await api.newAccount({ prefix: 'checkout' });
    const buyer = await api.signIn(customer);
    const saved = await buyer.api.post(apiPaths.addresses, {
      label: 'Office',
      address: 'Level 4, 27 Kemal Ataturk Avenue, Banani',
      phone: '01711000111',
    });
    expect(saved.status).toBe(201);
    await login(customer);

    for (const item of [gpu, ram]) {
      await page.goto(`/items/${item._id}`);
      await page.getByRole('button', { name: 'Add to cart' }).click();
      await expect(
        page.getByText(`Added ${item.min_order_quantity} x ${item.name} to your cart`, { exact: true }),
      ).toBeVisible();
    }
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(2);
    const gpuLine = lines.filter({ hasText: gpu.name });
    await expect(gpuLine).toContainText('BDT 7,400 each');
    // 10 units reach the second tier.
    const field = gpuLine.getByRole('textbox', { name: `Quantity of ${gpu.name}` });
    await field.fill('10');
    await field.press('Enter');
    await expect(gpuLine).toContainText('BDT 7,100 each');
    await expect(gpuLine).toContainText('BDT 71,000');
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(summary).toContainText('BDT 77,400');

    const checkout = page.getByRole('form', { name: 'Checkout' });
    await expect(checkout.getByRole('radio', { name: /Office \(default\)/ })).toBeChecked();
    await expect(checkout.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      'Level 4, 27 Kemal Ataturk Avenue, Banani',
    );
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/purchases\//);
    const table = page.getByRole('table', { name: /The orders of purchase CP-/ });
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table).toContainText(gpu.name);
    await expect(table).toContainText('BDT 71,000');
    await expect(table).toContainText('BDT 77,400');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 0 items');

    // The purchase's orders are the spec's orders: My Orders lists both.
    const purchaseId = page.url().split('/').at(-1)!;
    const purchase = (await buyer.api.get<Purchase>(apiPaths.purchase(purchaseId))).body;
    expect(purchase.orders.map((o) => o.address)).toEqual([
      'Level 4, 27 Kemal Ataturk Avenue, Banani',
      'Level 4, 27 Kemal Ataturk Avenue, Banani',
    ]);
    await page.getByRole('link', { name: 'My Orders' }).first().click();
    for (const item of [gpu, ram]) await expect(page.getByRole('cell', { name: item.name, exact: true })).toBeVisible();
  });
});
