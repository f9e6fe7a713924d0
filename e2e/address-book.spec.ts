// The address book (requirements §14.7): a customer saves two delivery addresses in My Profile,
// makes the second the default, and the purchase form starts from it; the order goes to the
// address chosen, and deleting the default hands the mark to the one left.
import { chooseDistrict, expect, test, unique } from './fixtures/index.ts';

test.describe('address book', () => {
  test('saved in My Profile, the default fills the purchase form and the order goes there', async ({
    page,
    api,
    login,
  }) => {
    test.slow(); // several screens
    const item = await api.addItem({ name: unique('Club Address Hub'), min_order_quantity: 1, available_quantity: 50 });
    const customer = await api.newAccount({ prefix: 'book' });
    await login(customer);

    await page.goto('/dashboard');
    const book = page.getByRole('region', { name: 'Delivery addresses' });
    await expect(book.getByText('No saved addresses yet')).toBeVisible();
    const save = async (label: string, address: string, phone: string) => {
      await book.getByRole('button', { name: 'Add an address' }).click();
      const form = book.getByRole('form', { name: 'New address' });
      await form.getByLabel('Label').fill(label);
      await form.getByLabel('Address').fill(address);
      await form.getByLabel('Phone').fill(phone);
      // requirements §17: every address saved now has its district.
      await chooseDistrict(form, 'Dhaka');
      await form.getByRole('button', { name: 'Save address' }).click();
      await expect(page.getByText(`Address "${label}" is saved.`, { exact: true })).toBeVisible();
    };
    await save('Office', 'Level 4, 27 Kemal Ataturk Avenue, Banani', '01711000111');
    await save('Warehouse', 'Plot 9, Tejgaon Industrial Area', '01811000222');
    const entries = book.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
    await expect(entries.first()).toContainText('OfficeDefault');
    await book.getByRole('button', { name: 'Make default for Warehouse' }).click();
    await expect(page.getByText('"Warehouse" is now your default address.', { exact: true })).toBeVisible();
    await expect(entries.first()).toContainText('WarehouseDefault');

    // The purchase form starts from the default; the order goes to the address chosen.
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await expect(form.getByRole('radio', { name: /Warehouse \(default\)/ })).toBeChecked();
    await expect(form.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
      'Plot 9, Tejgaon Industrial Area',
    );
    await form.getByRole('radio', { name: /Office/ }).check();
    await expect(form.getByRole('textbox', { name: 'Phone', exact: true })).toHaveValue('01711000111');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page.getByText('Level 4, 27 Kemal Ataturk Avenue, Banani')).toBeVisible();

    // Deleting the default hands the mark to the address left.
    await page.goto('/dashboard');
    await book.getByRole('button', { name: 'Delete Warehouse' }).click();
    await page
      .getByRole('alertdialog', { name: 'Delete this address?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(page.getByText('Address "Warehouse" is deleted.', { exact: true })).toBeVisible();
    await expect(entries).toHaveCount(1);
    await expect(entries.first()).toContainText('OfficeDefault');
  });
});
