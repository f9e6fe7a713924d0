// The cart and checkout (requirements §14.1 to §14.3) in Chromium: a signed-out visitor fills a
// cart, signs in and finds it still there; a customer checks out a cart of two items to a saved
// address, a tier's price applied at 10 units, and sees the purchase, its orders, its one email and
// its one invoice; an administrator finds a purchase by its number and moves its orders together,
// which the buyer hears of once.
import { apiPaths, formatBdt, type Purchase } from '@storefront/shared';
import { withDelivery } from '@storefront/devstack/checkout';
import { caughtMail, chooseDistrict, demoAdmin, expect, loginThroughUi, test, unique } from './fixtures/index.ts';
import { payOnGateway } from './fixtures/payment-sandbox.ts';

/** The subjects of the emails `email` was sent, sorted (the catcher keeps them as read), once `count` have arrived. */
async function subjectsTo(email: string, count: number): Promise<string[]> {
  const mine = async () => (await caughtMail()).filter((m) => m.to.includes(email));
  await expect.poll(async () => (await mine()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count);
  return (await mine()).map((m) => m.subject).sort();
}

test.describe('cart and checkout', () => {
  test('a signed-out visitor’s cart survives signing in', async ({ page, api }) => {
    test.slow();
    const item = await api.addItem({ name: unique('Club Cart Fan'), min_order_quantity: 2, available_quantity: 40 });
    const customer = await api.newAccount({ prefix: 'cart' });

    await page.goto(`/items/${item._id}`);
    const quantity = page.getByRole('textbox', { name: `Units of ${item.name} to add` });
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
      district: 'dhaka',
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
    // Cash above COD_ADVANCE_ABOVE pays its advance on the gateway's page first (requirements §18).
    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\//);
    await expect(page.getByRole('region', { name: 'Payment' })).toContainText('StatusAdvance paid');
    const table = page.getByRole('table', { name: /The orders of purchase CP-/ });
    // The heading, two orders, and Subtotal, Delivery and Total (requirements §17).
    await expect(table.getByRole('row')).toHaveCount(6);
    await expect(table).toContainText(gpu.name);
    await expect(table).toContainText('BDT 71,000');
    await expect(table).toContainText('BDT 77,400');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 0 items');

    // The purchase's orders are orders like any (requirements §14.3): My Orders lists both.
    const purchaseId = new URL(page.url()).pathname.split('/').at(-1)!;
    const purchase = (await buyer.api.get<Purchase>(apiPaths.purchase(purchaseId))).body;
    expect(purchase.orders.map((o) => o.address)).toEqual([
      'Level 4, 27 Kemal Ataturk Avenue, Banani',
      'Level 4, 27 Kemal Ataturk Avenue, Banani',
    ]);
    // One checkout, one email listing both lines, and one invoice for both.
    expect(await subjectsTo(customer.email, 1)).toEqual([`Your purchase ${purchase.number} is placed`]);
    const [mail] = (await caughtMail()).filter((m) => m.to.includes(customer.email));
    for (const item of [gpu, ram]) expect(mail!.text).toContain(item.name);
    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    const invoice = page.getByRole('article', { name: `Invoice INV-${purchase.number}` });
    for (const order of purchase.orders) await expect(invoice).toContainText(`Order ${order.number}`);
    // The goods and the delivery (requirements §17): what the purchase says it comes to.
    await expect(invoice.getByRole('row', { name: /Total due/ })).toContainText(formatBdt(purchase.total));
    expect(purchase.total).toBe(77_400 + purchase.delivery_charge);
    await page.getByRole('link', { name: `Purchase ${purchase.number}` }).click();

    await page.getByRole('link', { name: 'My Orders' }).first().click();
    // Each item's cell names its district under it (requirements §17).
    for (const item of [gpu, ram])
      await expect(page.getByRole('cell', { name: `${item.name} Dhaka`, exact: true })).toBeVisible();
  });

  test('quick order of five SKUs with one bad line, checked out, then reordered', async ({ page, api, login }) => {
    test.slow();
    const items = [];
    for (let i = 0; i < 4; i += 1)
      items.push(await api.addItem({ name: unique(`Club Quick ${i}`), min_order_quantity: 1, available_quantity: 60 }));
    const customer = await api.newAccount({ prefix: 'quick' });
    await login(customer);

    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Quick Order' }).click();
    const paste = [
      ...items.map((item, i) => `${item.sku.toLowerCase()}${i % 2 ? ';' : ','} ${i + 2}`),
      'CC-NOSUCH-0001, 3',
    ].join('\n');
    await page.getByRole('textbox', { name: 'SKU and quantity, one line each' }).fill(paste);
    const grid = page.getByRole('table');
    await expect(grid.getByText('4 lines ready, 1 to fix')).toBeVisible();
    await expect(grid).toContainText('No product has the SKU CC-NOSUCH-0001');
    await page.getByRole('button', { name: 'Add 4 lines to the cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const lines = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
    await expect(lines).toHaveCount(4);
    await expect(lines.filter({ hasText: items[3]!.name }).getByRole('textbox')).toHaveValue('5');

    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Road 2, Uttara, Dhaka');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01900000000');
    await chooseDistrict(checkout, 'Dhaka');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\//);
    // The heading, four orders, and Subtotal, Delivery and Total (requirements §17).
    await expect(page.getByRole('table', { name: /The orders of purchase/ }).getByRole('row')).toHaveCount(8);

    // One item stops being sold; Reorder puts the other three back, says which one could not go.
    await (await api.admin()).api.delete(`/item/${items[0]!._id}`);
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page.getByText("Added 3 items to your cart at today's prices", { exact: true })).toBeVisible();
    await expect(page.getByText(`No longer available: ${items[0]!.name}`, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(lines).toHaveCount(3);
  });

  test('an administrator finds a purchase in Manage All Orders by its number and confirms all its orders at once', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    const items = [];
    for (let i = 0; i < 2; i += 1)
      items.push(
        await api.addItem({ name: unique(`Club Fulfil ${i}`), min_order_quantity: 1, available_quantity: 20 }),
      );
    const account = await api.newAccount({ prefix: 'fulfil' });
    const buyer = await api.signIn(account);
    const placed = await buyer.api.post<Purchase>(
      apiPaths.checkout,
      await withDelivery(buyer.api, {
        key: crypto.randomUUID(),
        address: 'House 9, Road 1, Mirpur, Dhaka',
        phone: '01800000000',
        lines: items.map((item) => ({ item: item._id, quantity: 2, unit_price: item.price_per_unit })),
      }),
    );
    expect(placed.status, placed.text).toBe(201);
    const purchase = placed.body;

    await login(demoAdmin);
    await page.goto('/dashboard/manage-orders');
    await page.getByRole('searchbox').fill(purchase.number);
    await page.getByRole('searchbox').press('Enter');
    await expect(page.getByRole('heading', { name: 'Manage All Orders: 2' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All orders, newest first' });
    const links = table.getByRole('link', { name: `Purchase ${purchase.number}` });
    await expect(links).toHaveCount(2);
    await links.first().click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/purchases/${purchase._id}$`));
    await expect(page.getByRole('heading', { name: "A customer's purchase" })).toBeVisible();
    await expect(page.getByText(`2 orders by ${purchase.user}`)).toBeVisible();
    await page.getByRole('button', { name: 'Confirm all' }).click();
    await expect(page.getByText(`Every order of ${purchase.number} is confirmed`, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm all' })).toHaveCount(0);

    await page.goBack();
    await expect(table.locator('tbody tr')).toHaveCount(2);
    for (const row of await table.locator('tbody tr').all())
      await expect(row.getByRole('cell').nth(5)).toHaveText(/^Confirmed/);
    // The buyer heard of the checkout once, and of its confirmation once.
    expect(await subjectsTo(account.email, 2)).toEqual(
      [`Your purchase ${purchase.number} is placed`, `Your purchase ${purchase.number} is confirmed`].sort(),
    );
  });
});
