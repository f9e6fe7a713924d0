// Customer groups through the administrators' screens (issue 35 item 4, requirements §20.5) in
// Chromium: a store administrator creates a group on Customer groups, gives an item a dealer price
// in its price list (PriceListEditor) and puts a customer in the group on Make Admin; the customer
// sees "Your price" on the item's page and in the cart, beside the public price, and pays it; a
// signed-out visitor reading the same page sees the public price alone.
import { apiPaths } from '@storefront/shared';
import { chooseDistrict, demoAdmin, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('customer groups', () => {
  test('an administrator prices an item for a new group and puts a customer in it; the customer pays it', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // three people, several screens
    const item = await api.addItem({
      name: unique('Group Switch'),
      price_per_unit: 9200,
      min_order_quantity: 1,
      available_quantity: 40,
      weight_g: 400,
    });
    const account = await api.newAccount({ prefix: 'grouped' });
    const member = await api.signIn(account); // the server knows accounts from their first sign-in
    const groupName = unique('Dealer');

    // The administrator creates the group and opens its price list.
    await login(demoAdmin);
    await page.goto('/dashboard/customer-groups');
    await page.getByRole('textbox', { name: "New group's name" }).fill(groupName);
    await page.getByRole('button', { name: 'Create group' }).click();
    await expect(page.getByText(`${groupName} is created`, { exact: true })).toBeVisible();
    await page.getByRole('link', { name: groupName }).click();
    await expect(page.getByRole('heading', { name: `Prices of ${groupName}` })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Prices: 0' })).toBeVisible();

    // The item, found by its SKU, at 8,100 a unit for the group.
    await page.getByRole('combobox', { name: 'Add an item (name, SKU or id)' }).fill(item.sku);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    const entry = page.getByRole('group', { name: item.name });
    await expect(entry).toContainText('Public price BDT 9,200');
    await entry.getByRole('textbox', { name: /^Price each/ }).fill('8100');
    await page.getByRole('button', { name: 'Save the price list' }).click();
    await expect(page.getByText(`The price list of ${groupName} is saved`, { exact: true })).toBeVisible();

    // The customer put in the group from Make Admin's list.
    await page.goto('/dashboard/make-admin');
    await page.getByRole('searchbox', { name: 'Search users' }).fill(account.email);
    await expect(page.getByRole('heading', { name: 'All Users: 1' })).toBeVisible();
    await page.getByRole('combobox', { name: `Customer group of ${account.email}` }).selectOption({ label: groupName });
    await expect(page.getByText(`${account.email} is in ${groupName} now`, { exact: true })).toBeVisible();

    // The customer, in another window, sees their price on the item's page and in the cart.
    const theirs = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const customer = await theirs.newPage();
    await loginThroughUi(customer, account);
    await customer.goto(`/items/${item._id}`);
    await expect(customer.getByText('Your price', { exact: true })).toBeVisible();
    await expect(customer.getByText('Public price BDT 9,200')).toBeVisible();
    const added = await member.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 2 }] });
    expect(added.status, added.text).toBe(200);
    await customer.goto('/cart');
    await expect(customer.getByText('BDT 8,100 each')).toBeVisible();
    await expect(customer.getByText('Your price', { exact: true }).first()).toBeVisible();
    await expect(customer.getByText('Public price BDT 9,200').first()).toBeVisible();
    await expect(customer.getByText('BDT 16,200', { exact: true }).first()).toBeVisible();
    const checkout = customer.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('House 4, Road 7, Dhanmondi, Dhaka');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000444');
    await chooseDistrict(checkout, 'Dhaka');
    await expect(customer.getByRole('region', { name: 'Delivery and total' })).toContainText('Public price BDT 18,400');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(customer.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(customer.getByText('BDT 16,200', { exact: true }).first()).toBeVisible();
    await theirs.close();

    // A signed-out visitor reads the same page: the public price alone.
    const outside = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const visitor = await outside.newPage();
    await visitor.goto(`/items/${item._id}`);
    await expect(visitor.getByRole('heading', { name: item.name })).toBeVisible();
    await expect(visitor.getByText('BDT 9,200', { exact: true }).first()).toBeVisible();
    await expect(visitor.getByText('Your price', { exact: true })).toHaveCount(0);
    await expect(visitor.getByText('BDT 8,100')).toHaveCount(0);
    await outside.close();
  });
});
