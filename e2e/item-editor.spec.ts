// The item editor (requirements §12.8, §12.9): an administrator corrects a price and sees it on the
// home page and in the catalog, receives stock through the ledger, and a second tab's stale edit is
// refused with the message, overwriting nothing.
import { messages, type Item } from '@storefront/shared';
import { demoAdmin, expect, test, unique } from './fixtures/index.ts';

/** The word of `unique()`'s suffix, which the catalog's search finds the item by. */
const suffixOf = (name: string) => name.split(' ').at(-1)!;

test.describe('item editor', () => {
  test('an administrator edits a price, sees it on the home page and in the catalog, and restocks the item', async ({
    page,
    api,
    login,
  }) => {
    test.slow(); // several screens, each read fresh
    const item = await api.addItem({
      name: unique('Club Edit Drive'),
      price_per_unit: 1500,
      available_quantity: 50,
      min_order_quantity: 2,
    });
    await login(demoAdmin);

    // From Manage Items, by its search, to the editor.
    await page.goto(`/dashboard/manage-items?q=${suffixOf(item.name)}`);
    await page.getByRole('link', { name: `Edit ${item.name}` }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/manage-items/${item._id}$`));
    const form = page.getByRole('form', { name: 'Edit item' });
    // The whole label: 'Name in Bangla' and 'Short description in Bangla' contain these (requirements §12.11).
    await expect(form.getByLabel(/^Name\*?$/)).toHaveValue(item.name);
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Items' }),
    ).toHaveAttribute('aria-current', 'page');

    await form.getByLabel('Price Per Unit').fill('32000');
    await form.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText(`Item: ${item.name} is saved.`, { exact: true })).toBeVisible();
    await expect(page.getByText('Version 2: saving checks nobody changed it since.')).toBeVisible();

    // Everywhere at once: the home page's latest items and the catalog.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    const card = page
      .getByRole('region', { name: 'Our Latest Items' })
      .getByRole('article')
      .filter({ hasText: item.name });
    await expect(card.getByText('BDT 32,000')).toBeVisible();
    await page.goto(`/items?q=${suffixOf(item.name)}`);
    const found = page.getByRole('region', { name: 'Matching products' }).getByRole('listitem');
    await expect(found).toHaveCount(1);
    await expect(found.getByText('BDT 32,000')).toBeVisible();

    // Restock through the ledger, from the item's own page.
    await found.getByRole('link', { name: item.name, exact: true }).click();
    await page.getByRole('link', { name: 'Edit item and stock' }).click();
    await page.getByRole('button', { name: 'Adjust stock' }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust stock' });
    await dialog.getByLabel('Units').fill('25');
    await expect(dialog.getByText('Stock after: 75')).toBeVisible();
    await dialog.getByLabel('Reason').fill('Delivery from the plant');
    await dialog.getByRole('button', { name: 'Add to stock' }).click();
    await expect(page.getByText(`Received 25 of ${item.name}: 75 in stock.`, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('75 available')).toBeVisible();
    const history = page.getByRole('table', { name: 'Stock history, newest first' });
    await expect(history.getByRole('row').nth(1)).toContainText('Delivery from the plant');
    await expect(history.getByRole('row').nth(1)).toContainText('+25');
    await expect(history.getByRole('row').nth(2)).toContainText('Opening stock');

    // The store's page of the item, once the router has left the editor (whose table also says 75).
    await page.getByRole('link', { name: 'View in the store' }).click();
    await expect(page).toHaveURL(new RegExp(`/items/${item._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Stock history, newest first' })).toHaveCount(0);
    await expect(page.getByText('75', { exact: true })).toBeVisible();
  });

  test("a second tab's stale edit gets the conflict message and overwrites nothing", async ({
    page,
    context,
    api,
    login,
  }) => {
    const item = await api.addItem({ name: unique('Club Twin Tab Cooler'), price_per_unit: 900 });
    await login(demoAdmin);
    const editor = `/dashboard/manage-items/${item._id}`;
    await page.goto(editor);
    const first = page.getByRole('form', { name: 'Edit item' });
    await expect(first.getByLabel(/^Name\*?$/)).toHaveValue(item.name);

    // Another tab saves first.
    const other = await context.newPage();
    await other.goto(editor);
    const second = other.getByRole('form', { name: 'Edit item' });
    await second.getByLabel(/^Name\*?$/).fill(`${item.name} Pro`);
    await second.getByRole('button', { name: 'Save changes' }).click();
    await expect(other.getByText(`Item: ${item.name} Pro is saved.`, { exact: true })).toBeVisible();
    await other.close();

    // This tab still holds version 1.
    await first.getByLabel('Price Per Unit').fill('750');
    await first.getByRole('button', { name: 'Save changes' }).click();
    await expect(first.getByText(messages.itemChanged)).toBeVisible();
    const stored = (await api.anonymous.get<Item>(`/item/${item._id}`)).body;
    expect(stored).toMatchObject({ name: `${item.name} Pro`, price_per_unit: 900, version: 2 });

    await first.getByRole('button', { name: 'Reload the latest' }).click();
    await expect(first.getByLabel(/^Name\*?$/)).toHaveValue(`${item.name} Pro`);
    await expect(first.getByLabel('Price Per Unit')).toHaveValue('900');
    await expect(first.getByText(messages.itemChanged)).toHaveCount(0);
  });
});
