// Administrator flows: adding an item with an image, deleting an item, making an admin, all orders;
// and a customer who reaches an administrator route.
import { demoAdmin, expect, test, unique } from './fixtures/index.ts';

test.describe('administrator', () => {
  test('sees the administrator links in the dashboard', async ({ page, login }) => {
    await login(demoAdmin);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['My Profile', 'Manage All Orders', 'Add an Item', 'Make Admin', 'Manage Items']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Add Review' })).toHaveCount(0);
  });

  test('adds an item with an image and sees it on the home page', async ({ page, api, login }) => {
    const name = unique('Club Nano ITX Board');
    api.deleteItemAfterTest(name);
    // Any seeded item's picture will do as the uploaded file.
    const [seeded] = (await api.anonymous.get<Array<{ image: string }>>('/item')).body;
    const image = Buffer.from(await (await fetch(new URL(seeded!.image, api.origin))).arrayBuffer());

    await login(demoAdmin);
    await page.goto('/dashboard/add-item');
    const form = page.getByRole('form', { name: 'Add an Item' });
    await form.getByRole('button', { name: 'Add Item' }).click();
    for (const message of [
      'Name is Required',
      'Image is Required',
      'Description is Required',
      'Min order quantity is Required',
      'Available Quantity is Required',
      'Price is Required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Image').setInputFiles({ name: 'board.webp', mimeType: 'image/webp', buffer: image });
    await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await form.getByLabel('Short description').fill('Mini-ITX board for compact office machines.');
    await form.getByLabel('Min order quantity').fill('4');
    await form.getByLabel('Available quantity').fill('80');
    await form.getByLabel('Price per unit').fill('14250');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Item added successfully', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel('Name')).toHaveValue('');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    const latest = page.getByRole('region', { name: 'Our Latest Items' });
    const card = latest.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Min Order Quantity: 4');
    await expect(card).toContainText('Available Quantity: 80');
    await expect(card).toContainText('BDT');
    const picture = card.getByRole('img', { name });
    await expect(picture).toHaveAttribute('src', /\/api\/images\/[0-9a-f]{64}\.webp$/);
    await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: `Purchase: ${name}` })).toBeVisible();
  });

  test('deletes an item after confirming', async ({ page, api, login }) => {
    const item = await api.addItem({ name: unique('Club Retired Fan') });
    await login(demoAdmin);
    await page.goto('/dashboard/manage-items');
    const row = page.getByRole('row').filter({ hasText: item.name });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: `Delete ${item.name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByText(`Are you sure you want to delete the item: ${item.name}?`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toBeVisible();

    await row.getByRole('button', { name: `Delete ${item.name}` }).click();
    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Item: ${item.name} is deleted.`, { exact: true })).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Our Latest Items' })).toBeVisible();
    await expect(page.getByRole('link', { name: `Purchase: ${item.name}` })).toHaveCount(0);
    expect((await api.anonymous.get(`/item/${item._id}`)).status).toBe(404);
  });

  test('makes a customer an administrator', async ({ page, api, login }) => {
    const account = await api.newAccount({ prefix: 'promote' });
    await api.signIn(account); // the server knows accounts from their first sign-in
    await login(demoAdmin);
    await page.goto('/dashboard/make-admin');
    await expect(page.getByRole('heading', { name: /^All Users: \d+$/ })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    // Administrators have no Make Admin button.
    await expect(page.getByRole('button', { name: `Make Admin: ${demoAdmin.email}` })).toHaveCount(0);

    await row.getByRole('button', { name: `Make Admin: ${account.email}` }).click();
    await expect(page.getByText('Successfully made an admin', { exact: true })).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

    const promoted = await api.signIn(account);
    const answer = await promoted.api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(account.email)}`);
    expect(answer.body.admin).toBe(true);
  });

  test('the all-orders page lists every customer\'s orders, newest first', async ({ page, api, login }) => {
    const item = await api.addItem({ name: unique('Club Ordered Cable') });
    const first = await api.newAccount({ name: unique('First Buyer') });
    const second = await api.newAccount({ name: unique('Second Buyer') });
    await api.placeOrder(await api.signIn(first), item, 2);
    await api.placeOrder(await api.signIn(second), item, 3);

    await login(demoAdmin);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage All Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-orders$/);
    await expect(page.getByRole('heading', { name: /^Manage All Orders: \d+$/ })).toBeVisible();
    const rows = page.getByRole('row').filter({ hasText: item.name });
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(0)).toContainText(second.email);
    await expect(rows.nth(1)).toContainText(first.email);
    await expect(rows.nth(0)).toContainText(second.name);
  });
});

test.describe('a customer on an administrator route', () => {
  test('is signed out and sent to login', async ({ page, api, login }) => {
    const account = await api.newAccount();
    await login(account);
    await page.goto('/dashboard/manage-items');
    await expect(page).toHaveURL(/\/login$/);
    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(navbar.getByRole('button', { name: 'Log Out' })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: /^Manage Items/ })).toHaveCount(0);
  });

  test('does not see the administrator links', async ({ page, api, login }) => {
    const account = await api.newAccount();
    await login(account);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of ['My Profile', 'My Orders', 'Add Review']) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'Manage Items' })).toHaveCount(0);
  });
});
