// Administrator flows: adding an item with an image, deleting an item, making an admin, all orders;
// and a customer who reaches an administrator route.
import { formatBdt, orderTotal, type Order } from '@storefront/shared';
import { demoAdmin, expect, test, unique, uniqueSku, type E2eApi } from './fixtures/index.ts';

/** Any seeded item's picture, as a file to upload. */
async function seededPicture(api: E2eApi): Promise<Buffer> {
  const [seeded] = (await api.anonymous.get<Array<{ image: string }>>('/item')).body;
  return Buffer.from(await (await fetch(new URL(seeded!.image, api.origin))).arrayBuffer());
}

/** The order list's date, as the page shows it: in the store's zone (Asia/Dhaka), whatever the browser's (UTC here). */
const orderDay = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeZone: 'Asia/Dhaka' });

test.describe('administrator', () => {
  test('sees the administrator links in the dashboard', async ({ page, login }) => {
    await login(demoAdmin);
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    for (const name of [
      'My Profile',
      'Manage All Orders',
      'Payments',
      'Add an Item',
      'Make Admin',
      'Manage Items',
      'Manage Reviews',
    ]) {
      await expect(sidebar.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(sidebar.getByRole('link', { name: 'My Orders' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Add Review' })).toHaveCount(0);
  });

  test('adds an item with an image and sees it on the home page', async ({ page, api, login }) => {
    const name = unique('Club Nano ITX Board');
    api.deleteItemAfterTest(name);
    // Any seeded item's picture will do as the uploaded file.
    const image = await seededPicture(api);

    await login(demoAdmin);
    await page.goto('/dashboard/add-item');
    const form = page.getByRole('form', { name: 'Add an Item' });
    await form.getByRole('button', { name: 'Add Item' }).click();
    for (const message of [
      'Name is Required',
      'SKU is Required',
      'Category is Required',
      'Image is Required',
      'Description is Required',
      'Min order quantity is Required',
      'Available Quantity is Required',
      'Price is Required',
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }

    // The whole label: 'Name in Bangla' and 'Short description in Bangla' contain these (requirements §12.11).
    await form.getByLabel(/^Name\*?$/).fill(name);
    await form.getByLabel('SKU').fill(uniqueSku('MB'));
    await form.getByLabel('Category').selectOption('Motherboards');
    await form.getByLabel('Image').setInputFiles({ name: 'board.webp', mimeType: 'image/webp', buffer: image });
    await expect(form.getByRole('img', { name: 'Preview of the chosen image' })).toBeVisible();
    await form.getByLabel(/^Short Description\*?$/).fill('Mini-ITX board for compact office machines.');
    await form.getByLabel('Min Order Quantity').fill('4');
    await form.getByLabel('Available Quantity').fill('80');
    await form.getByLabel('Price Per Unit').fill('14250');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Item added successfully', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(form.getByLabel(/^Name\*?$/)).toHaveValue('');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    const latest = page.getByRole('region', { name: 'Our Latest Items' });
    const card = latest.getByRole('article').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Min Order Quantity: 4');
    await expect(card).toContainText('Available Quantity: 80');
    await expect(card).toContainText('BDT');
    const picture = card.getByRole('img', { name });
    await expect(picture).toHaveAttribute('src', /\/api\/images\/[0-9a-f]{64}\.webp$/);
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(card.getByRole('link', { name: `Purchase: ${name}` })).toBeVisible();
  });

  test('shows a progress bar while the image uploads, beside the preview', async ({ page, api, login }) => {
    const name = unique('Club Slow Upload Fan');
    api.deleteItemAfterTest(name);
    const image = await seededPicture(api);
    // Hold the upload until the test has seen the bar: a slow connection, made deterministic.
    let releaseUpload = () => {};
    const uploadReleased = new Promise<void>((resolve) => (releaseUpload = resolve));
    let uploads = 0;
    await page.route('**/api/upload', async (route) => {
      uploads += 1;
      await uploadReleased;
      await route.continue();
    });

    await login(demoAdmin);
    await page.goto('/dashboard/add-item');
    const form = page.getByRole('form', { name: 'Add an Item' });
    await form.getByLabel(/^Name\*?$/).fill(name);
    await form.getByLabel('SKU').fill(uniqueSku('FAN'));
    await form.getByLabel('Category').selectOption('Cooling');
    await form.getByLabel('Image').setInputFiles({ name: 'fan.webp', mimeType: 'image/webp', buffer: image });
    const preview = form.getByRole('img', { name: 'Preview of the chosen image' });
    await expect(preview).toBeVisible();
    await form.getByLabel(/^Short Description\*?$/).fill('Quiet 120 mm case fan.');
    await form.getByLabel('Min Order Quantity').fill('10');
    await form.getByLabel('Available Quantity').fill('300');
    await form.getByLabel('Price Per Unit').fill('450');
    const bar = form.getByRole('progressbar', { name: 'Uploading image' });
    await expect(bar).toHaveCount(0);
    await form.getByRole('button', { name: 'Add Item' }).click();

    // While the upload is held: the bar, the preview still beside it, and a busy button.
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(preview).toBeVisible();
    await expect(form.getByRole('button', { name: /Add Item/ })).toHaveAttribute('aria-busy', 'true');
    expect(uploads).toBe(1);

    releaseUpload();
    await expect(page.getByText('Item added successfully', { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(bar).toHaveCount(0);
    await expect(preview).toHaveCount(0);
    await expect(form.getByLabel(/^Name\*?$/)).toHaveValue('');
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
    // Administrators have no Make Admin button.
    await expect(page.getByRole('button', { name: `Make Admin: ${demoAdmin.email}` })).toHaveCount(0);
    // Found by part of the name, wherever it is among the pages.
    await page.getByRole('searchbox', { name: 'Search users' }).fill(account.name.split(' ').at(-1)!);
    await expect(page.getByRole('heading', { name: 'All Users: 1' })).toBeVisible();
    await expect(page).toHaveURL(/[?&]q=/);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(account.name);
    await expect(row.getByText('User', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: `Make Admin: ${account.email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Make ${account.email} an administrator?` });
    await confirm.getByRole('button', { name: 'Make Admin' }).click();
    await expect(page.getByText('Successfully made an admin', { exact: true })).toBeVisible();
    await expect(row.getByText('Admin', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Make Admin/ })).toHaveCount(0);

    const promoted = await api.signIn(account);
    const answer = await promoted.api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(account.email)}`);
    expect(answer.body.admin).toBe(true);

    // And takes the role back, after confirming; the administrator's own row offers nothing.
    await expect(page.getByRole('row').filter({ hasText: demoAdmin.email }).getByRole('button')).toHaveCount(0);
    await row.getByRole('button', { name: `Remove Admin: ${account.email}` }).click();
    const revoke = page.getByRole('alertdialog', { name: `Take the administrator role from ${account.email}?` });
    await revoke.getByRole('button', { name: 'Remove Admin' }).click();
    await expect(page.getByText(`${account.email} is no longer an administrator.`, { exact: true })).toBeVisible();
    await expect(row.getByText('User', { exact: true })).toBeVisible();
    const demoted = await promoted.api.get<{ admin: boolean }>(`/admin/${encodeURIComponent(account.email)}`);
    expect(demoted.body.admin).toBe(false);
  });

  test('disables an account after confirming: it can no longer sign in, until enabled again', async ({
    page,
    api,
    login,
  }) => {
    const account = await api.newAccount({ prefix: 'disable' });
    await api.signIn(account);
    await login(demoAdmin);
    await page.goto(`/dashboard/make-admin?q=${encodeURIComponent(account.email)}`);
    const row = page.getByRole('row').filter({ hasText: account.email });
    await row.getByRole('button', { name: `Disable: ${account.email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Disable the account of ${account.email}?` });
    await confirm.getByRole('button', { name: 'Disable' }).click();
    await expect(page.getByText(`The account of ${account.email} is disabled.`, { exact: true })).toBeVisible();
    await expect(row.getByText('Disabled', { exact: true })).toBeVisible();
    // An account that cannot sign in is not offered administrator rights.
    await expect(row.getByRole('button', { name: `Make Admin: ${account.email}` })).toHaveCount(0);
    await expect(api.signIn(account)).rejects.toThrow();

    await row.getByRole('button', { name: `Enable: ${account.email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Enable' }).click();
    await expect(page.getByText(`The account of ${account.email} is enabled again.`, { exact: true })).toBeVisible();
    await expect(api.signIn(account)).resolves.toBeTruthy();
  });

  test("the all-orders page lists every customer's orders, newest first", async ({ page, api, login }) => {
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

test.describe('Manage All Orders', () => {
  test('lists every order newest first with customer, item, quantity, total in BDT, date and status; Load more follows by cursor', async ({
    page,
    api,
    login,
  }) => {
    test.slow(); // eleven orders through the API, then two pages
    const pageSize = 10;
    const item = await api.addItem({
      name: unique('Club Paged Order SSD'),
      min_order_quantity: 1,
      available_quantity: 500,
      price_per_unit: 1250.5,
    });
    const buyers = [
      await api.newAccount({ name: unique('Paged Buyer A') }),
      await api.newAccount({ name: unique('Paged Buyer B') }),
    ];
    const signedIn = await Promise.all(buyers.map((buyer) => api.signIn(buyer)));
    // Quantities 1 to 11, one after another, so the newest (11) comes first and the oldest (1) opens page 2.
    const placed: Array<{ id: string; quantity: number; buyer: (typeof buyers)[number] }> = [];
    for (let quantity = 1; quantity <= pageSize + 1; quantity += 1) {
      const index = quantity % 2;
      placed.push({ id: await api.placeOrder(signedIn[index]!, item, quantity), quantity, buyer: buyers[index]! });
    }
    // The orders as the server keeps them, to compare with what the page shows.
    const owner = await api.admin();
    const newest = (await owner.api.get<Order[]>(`/order?limit=${pageSize + 1}&offset=0`)).body;
    expect(newest.map((order) => order._id)).toEqual(placed.map((order) => order.id).reverse());

    await login(demoAdmin);
    // Searched by the item's own word: only these eleven.
    const word = item.name.split(' ').at(-1)!;
    await page.goto(`/dashboard/manage-orders?q=${word}`);
    await expect(page.getByRole('heading', { name: 'Manage All Orders: 11' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Placed/ })).toContainText('11');

    const table = page.getByRole('table', { name: 'All orders, newest first' });
    const rows = table.locator('tbody tr');
    const expectRow = async (row: ReturnType<typeof rows.nth>, order: (typeof placed)[number]) => {
      const kept = newest.find((o) => o._id === order.id)!;
      const cells = row.getByRole('cell');
      // Select, Order, Customer, Item (its quantity under it), Total, Status (and payment), Actions.
      await expect(cells.nth(1)).toContainText(kept.number);
      await expect(cells.nth(1).locator('time')).toHaveAttribute('datetime', kept.createdAt);
      await expect(cells.nth(1)).toContainText(orderDay.format(new Date(kept.createdAt)));
      await expect(cells.nth(2)).toContainText(order.buyer.name);
      await expect(cells.nth(2)).toContainText(order.buyer.email);
      await expect(cells.nth(3)).toHaveText(`${item.name}${order.quantity} ${order.quantity === 1 ? 'unit' : 'units'}`);
      await expect(cells.nth(4)).toHaveText(formatBdt(orderTotal(item.price_per_unit, order.quantity)));
      // Its status, and under it its payment's (requirements §18.3): cash on delivery, not yet paid.
      await expect(cells.nth(5)).toHaveText('PlacedPayment:Unpaid');
    };

    // The first page: newest first (quantities 11 down to 2).
    await expect(rows).toHaveCount(pageSize);
    for (let i = 0; i < pageSize; i += 1) await expectRow(rows.nth(i), placed[pageSize - i]!);
    await expect(rows.first().getByRole('cell').nth(4)).toHaveText('BDT 13,755.5'); // 11 x 1250.5
    await expect(page.getByText('Showing 10 of 11 orders')).toBeVisible();

    // Load more brings the oldest (quantity 1), after the rest.
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(rows).toHaveCount(pageSize + 1);
    await expectRow(rows.last(), placed[0]!);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('a customer on an administrator route', () => {
  test('is signed out and sent to login', async ({ page, api, login }) => {
    const account = await api.newAccount();
    await login(account);
    await page.goto('/dashboard/manage-items');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('form', { name: 'Login' }).getByRole('status')).toHaveText(
      'That page is for administrators only, so you were signed out. Sign in with an administrator account to open it.',
    );
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
