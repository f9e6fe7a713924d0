// Customer group prices (issue 35 item 4, requirements §20.5) in Chromium: a store administrator
// puts a dealer in the Dealer group, whose list prices an item below its public price; the dealer
// sees "Your price" on the catalog's card and the item's page and pays it at checkout; a signed-out
// visitor reading the same pages right after sees the public price alone; the dealer's invoice and
// tax invoice mark the line as their price, the public one beside it. On an item's purchase
// page the dealer's form totals at their price and tiers, and the order placed is at them.
import { apiPaths, type Order, type User } from '@storefront/shared';
import { chooseDistrict, expect, test, unique } from './fixtures/index.ts';

test.describe('group prices', () => {
  test('a dealer sees dealer prices and pays them; an anonymous visitor does not see them', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, several screens
    const item = await api.addItem({
      name: unique('Dealer Router'),
      price_per_unit: 7500,
      min_order_quantity: 1,
      available_quantity: 40,
      weight_g: 300,
    });
    const account = await api.newAccount({ prefix: 'dealer' });
    const dealer = await api.signIn(account);
    const admin = await api.admin();
    const group = await admin.api.post<{ _id: string }>(apiPaths.customerGroups, { name: unique('Dealer') });
    expect(group.status, group.text).toBe(201);
    const list = await admin.api.put(apiPaths.customerGroupPrices(group.body._id), {
      prices: [{ item: item._id, price: 6000 }],
    });
    expect(list.status, list.text).toBe(200);
    const user = await admin.api.get<User>(apiPaths.user(account.email));
    const assigned = await admin.api.put(apiPaths.userCustomerGroup(user.body._id), { group: group.body._id });
    expect(assigned.status, assigned.text).toBe(200);

    // The dealer, signed in, sees their price on the item's page, marked, beside the public one.
    await login(account);
    await page.goto(`/items/${item._id}`);
    await expect(page.getByText('Your price', { exact: true })).toBeVisible();
    await expect(page.getByText('BDT 6,000', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Public price BDT 7,500')).toBeVisible();

    // A visitor, signed out in another window, reads the same page: the public price alone.
    const outside = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitor = await outside.newPage();
    await visitor.goto(`/items/${item._id}`);
    await expect(visitor.getByRole('heading', { name: item.name })).toBeVisible();
    await expect(visitor.getByText('BDT 7,500', { exact: true }).first()).toBeVisible();
    await expect(visitor.getByText('Your price', { exact: true })).toHaveCount(0);
    await expect(visitor.getByText('BDT 6,000')).toHaveCount(0);
    await outside.close();

    // The dealer checks out 3 at 6,000 each.
    const added = await dealer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 3 }] });
    expect(added.status, added.text).toBe(200);
    await page.goto('/cart');
    await expect(page.getByText('BDT 18,000', { exact: true }).first()).toBeVisible();
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 2, 8 Kawran Bazar, Dhaka');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000333');
    await chooseDistrict(checkout, 'Dhaka');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(page.getByText('BDT 18,000', { exact: true }).first()).toBeVisible();

    // Their invoice and tax invoice say it was their price, the public one beside it (requirements
    // §20.5 item 10).
    const orders = await dealer.api.get<Order[]>(`${apiPaths.orderList}?user=${encodeURIComponent(account.email)}`);
    const purchaseId = orders.body[0]?.purchase;
    expect(purchaseId, orders.text).toBeTruthy();
    await page.goto(`/dashboard/purchases/${purchaseId}/invoice`);
    const lines = page.getByRole('table', { name: 'Invoice lines, amounts in BDT' });
    await expect(lines.getByText('Your price', { exact: true })).toBeVisible();
    await expect(lines.getByText('Public price BDT 7,500')).toBeVisible();
    await page.goto(`/dashboard/purchases/${purchaseId}/tax-invoice`);
    const taxLines = page.getByRole('table', { name: 'Tax invoice lines, amounts in BDT' });
    await expect(taxLines.getByText('Your price', { exact: true })).toBeVisible();
    await expect(taxLines.getByText('Public price BDT 7,500')).toBeVisible();
  });

  test("a dealer's one-item form totals at their price and tiers, and the order is placed at them", async ({
    page,
    api,
    login,
  }) => {
    const item = await api.addItem({
      name: unique('Dealer Switch'),
      price_per_unit: 7500,
      min_order_quantity: 1,
      available_quantity: 40,
      weight_g: 300,
    });
    const account = await api.newAccount({ prefix: 'dealerone' });
    const dealer = await api.signIn(account);
    const admin = await api.admin();
    const group = await admin.api.post<{ _id: string }>(apiPaths.customerGroups, { name: unique('Dealer') });
    expect(group.status, group.text).toBe(201);
    const list = await admin.api.put(apiPaths.customerGroupPrices(group.body._id), {
      prices: [{ item: item._id, price: 6000, tiers: [{ min_quantity: 3, price: 5800 }] }],
    });
    expect(list.status, list.text).toBe(200);
    const user = await admin.api.get<User>(apiPaths.user(account.email));
    const assigned = await admin.api.put(apiPaths.userCustomerGroup(user.body._id), { group: group.body._id });
    expect(assigned.status, assigned.text).toBe(200);

    await login(account);
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await expect(form.getByRole('status')).toHaveText('BDT 6,000');
    await expect(form.getByText('Your price', { exact: true })).toBeVisible();
    await expect(form.getByText('Public price BDT 7,500')).toBeVisible();
    // 3 reach the group's own tier: 5,800 each.
    await form.getByRole('textbox', { name: /^Quantity/ }).fill('3');
    await expect(form.getByRole('status')).toHaveText('BDT 17,400');
    await expect(form.getByText('BDT 5,800 each')).toBeVisible();
    await expect(form.getByText('Public price BDT 22,500')).toBeVisible();
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 2, 8 Kawran Bazar, Dhaka');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000335');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    // The spec's order (no company, cash on delivery), charged at the dealer's tier.
    const orderId = decodeURIComponent(page.url().split('/').at(-2)!);
    const order = await dealer.api.get<Order>(apiPaths.order(orderId));
    expect(order.status, order.text).toBe(200);
    expect(order.body).toMatchObject({ quantity: 3, unit_price: 5800 });
  });
});
