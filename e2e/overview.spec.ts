// The admin overview (requirements §15), as an administrator uses it: the Dashboard link lands on
// it, the seeded history fills it, a new order shows in its figures, the period lives in the URL,
// the charts' numbers open as a table, and its links lead to the lists behind the figures.
import { apiPaths } from '@storefront/shared';
import { demoAdmin, expect, test, unique } from './fixtures/index.ts';

test.describe('the admin overview', () => {
  test('lands the administrator on the business at a glance, and follows a new order', async ({ page, api, login }) => {
    const item = await api.addItem({ name: unique('Club Overview Fan'), available_quantity: 3, min_order_quantity: 3 });
    await login(demoAdmin);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(page).toHaveURL(/\/dashboard\/overview$/);
    await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toBeVisible();
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar.getByRole('link').first()).toHaveText('Overview');

    // The 90 days of demo history: orders on the charts, items in the top ten.
    const figures = page.getByRole('region', { name: 'Key figures' });
    await expect(figures).toContainText('on the previous 30 days');
    const waiting = figures.locator('div', { hasText: 'Waiting for confirmation' }).last();
    const before = Number(((await waiting.locator('p').nth(1).textContent()) ?? '').replace(/,/g, ''));
    await expect(page.getByRole('region', { name: 'Top items' }).getByRole('row')).toHaveCount(11);
    // The new item's stock equals its minimum order: on the low-stock list, linked to its editor.
    const low = page.getByRole('region', { name: 'Low stock' });
    await expect(low.getByRole('link', { name: `Adjust stock of ${item.name}` })).toBeVisible();

    // A customer orders; the overview counts it at once.
    const buyer = await api.signIn(await api.newAccount({ prefix: 'overview' }));
    const seller = await api.addItem({
      name: unique('Club Overview Cable'),
      available_quantity: 100,
      min_order_quantity: 2,
    });
    await api.placeOrder(buyer, seller, 2);
    await page.reload();
    await expect(waiting.locator('p').nth(1)).toHaveText(String(before + 1));

    // 7 days: in the URL, kept by a reload, the table has a row per day.
    await page.getByRole('button', { name: '7 days' }).click();
    await expect(page).toHaveURL(/\?from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}$/);
    await expect(figures).toContainText('on the previous 7 days');
    await page.reload();
    await expect(page.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true');
    const orders = page.getByRole('region', { name: 'Orders per day' });
    await orders.getByRole('button', { name: 'Show as table' }).click();
    await expect(orders.getByRole('table', { name: 'Orders per day' }).getByRole('row')).toHaveCount(8);

    // Waiting orders lead to Manage All Orders, filtered.
    await page.getByRole('link', { name: 'Confirm them in Manage All Orders' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-orders\?status=placed$/);
    await expect(page.getByRole('tab', { name: /^Placed/ })).toHaveAttribute('aria-selected', 'true');
  });

  test('is not for customers: the page signs them out, the API refuses them', async ({ page, api, login }) => {
    const account = await api.newAccount({ prefix: 'nosy' });
    await login(account);
    await page.goto('/dashboard/overview');
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Overview', exact: true })).toHaveCount(0);
    const customer = await api.signIn(account);
    expect((await customer.api.get(apiPaths.reportOverview)).status).toBe(403);
  });
});
