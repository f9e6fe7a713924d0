// The store's days and times as an administrator meets them (requirements §13.6, §15.1): a period
// the server refuses says why beside the Overview's date fields, a far-future one included (it once
// hung the server for everyone), and the screens' times are the CSV export's, in the store's zone,
// saying so. The browser runs in UTC (playwright.config.ts), the store in Asia/Dhaka.
import { apiPaths, type OrderList } from '@storefront/shared';
import { demoAdmin, expect, test, unique } from './fixtures/index.ts';

test.describe("the store's days and times", () => {
  test('a period the server refuses shows its reason beside the date fields, and the store keeps answering', async ({
    page,
    api,
    login,
  }) => {
    await login(demoAdmin);
    await page.goto('/dashboard/overview?from=9999-12-01&to=9999-12-31');
    const outOfRange = 'Choose a day from 2000-01-01 to 2100-12-31';
    await expect(page.getByLabel('From', { exact: true })).toHaveAccessibleDescription(outOfRange);
    await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(outOfRange);
    await expect(page.getByText('Choose another period to see its figures')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    expect((await api.anonymous.get('/health')).status).toBe(200);

    await page.goto('/dashboard/overview?from=2026-03-10&to=2026-03-01');
    await expect(page.getByLabel('To', { exact: true })).toHaveAccessibleDescription(
      'The last day must not be before the first',
    );
    // Mended in place: the figures of the period chosen.
    await page.getByLabel('From', { exact: true }).fill('2026-03-01');
    await page.getByLabel('To', { exact: true }).fill('2026-03-07');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\?from=2026-03-01&to=2026-03-07$/);
    await expect(page.getByRole('region', { name: 'Key figures' })).toContainText('on the previous 7 days');
  });

  test("Manage All Orders shows the CSV export's times, in the store's zone, and says so", async ({
    page,
    api,
    login,
  }) => {
    const item = await api.addItem({ name: unique('Club Zone Switch'), min_order_quantity: 1 });
    const buyer = await api.signIn(await api.newAccount({ prefix: 'zone' }));
    await api.placeOrder(buyer, item, 1);
    const admin = await api.admin();
    const [order] = (await admin.api.get<OrderList>(`${apiPaths.orderSearch}?q=${encodeURIComponent(item.name)}`)).body
      .orders;
    expect(order).toBeDefined();
    const csv = (await admin.api.get(`${apiPaths.orderExport}?q=${encodeURIComponent(order!.number)}`)).text;
    // "CC-000123,,2026-11-25 14:03,..." : the day and the time the export writes, in Asia/Dhaka.
    const [, day, time] = /\n[^,]*,[^,]*,(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}),/.exec(csv) ?? [];
    expect(day, csv).toBeDefined();
    const [year, month, date] = day!.split('-').map(Number) as [number, number, number];
    const shown = `${date} ${new Date(Date.UTC(year, month - 1, date)).toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' })} ${year}, ${time}`;

    await login(demoAdmin);
    await page.goto(`/dashboard/manage-orders?q=${order!.number}`);
    await expect(page.getByRole('heading', { name: 'Manage All Orders: 1' })).toBeVisible();
    await expect(page.getByText('Times in Asia/Dhaka')).toBeVisible();
    await expect(page.getByRole('row').nth(1)).toContainText(shown);
  });
});
