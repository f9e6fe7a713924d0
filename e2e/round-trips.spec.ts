// Round trips to the API (issue 30 item 6): what the app already holds it does not ask for again.
// The checkout's answer is the purchase its page shows, and the cart it emptied; an order moved on
// its page is read once, and items only after a cancel (one placed leaves its item to its next
// reader); a page that arrived with its data (the server-drawn first view and its inlined answer)
// does not ask for that data on mount, and a later visit still does.
import type { Page } from '@playwright/test';
import { apiPaths } from '@storefront/shared';
import { chooseDistrict, demoAdmin, expect, test, unique } from './fixtures/index.ts';

/** Every API request the page sends from now on, as `METHOD /api/path?query`. */
function recordApi(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) requests.push(`${request.method()} ${url.pathname}${url.search}`);
  });
  return requests;
}

test.describe('round trips', () => {
  test("checkout is one request: its answer is the purchase's page and the emptied cart", async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    const item = await api.addItem({ name: unique('Club Trip SSD'), min_order_quantity: 1, available_quantity: 30 });
    const customer = await api.newAccount({ prefix: 'trips' });
    const buyer = await api.signIn(customer);
    const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 3 }] });
    expect(added.status, added.text).toBe(200);
    await login(customer);

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Road 2, Uttara, Dhaka');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01900000000');
    // requirements §17: checkout needs the district; Place order waits for its quote.
    await chooseDistrict(checkout, 'Dhaka');
    await expect(checkout.getByRole('button', { name: 'Place order' })).toBeEnabled();
    await page.waitForLoadState('networkidle');
    const requests = recordApi(page);
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/purchases\//);
    const table = page.getByRole('table', { name: /The orders of purchase CP-/ });
    await expect(table).toContainText(item.name);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }),
    ).toHaveAccessibleName('Cart, 0 items');
    await page.waitForLoadState('networkidle');
    // Before: the checkout, then the cart and the purchase read again.
    expect(requests.filter((r) => /^\w+ \/api\/(checkout|cart|purchases)\b/.test(r))).toEqual(['POST /api/checkout']);
  });

  test('an order moved on its page is read again once, and items are not', async ({ page, api, login }) => {
    test.slow();
    const item = await api.addItem({ name: unique('Club Trip Fan'), min_order_quantity: 1, available_quantity: 30 });
    const orderId = await api.placeOrder(await api.signIn(await api.newAccount({ prefix: 'tripsorder' })), item);
    await login(demoAdmin);
    await page.goto(`/dashboard/orders/${orderId}`);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    const requests = recordApi(page);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(timeline.getByRole('listitem')).toHaveCount(2);
    await page.waitForLoadState('networkidle');
    const reads = requests.filter((r) => r.startsWith('GET '));
    // Before: the order and its emails twice each (its own refresh, then every '/order' key), and no
    // more stock than before to show.
    expect(reads.filter((r) => r === `GET /api${apiPaths.order(orderId)}`)).toHaveLength(1);
    expect(reads.filter((r) => r === `GET /api${apiPaths.orderNotices(orderId)}`)).toHaveLength(1);
    expect(reads.filter((r) => r.startsWith('GET /api/item'))).toEqual([]);
  });

  test('an order placed on the purchase page does not read its item again', async ({ page, api, login }) => {
    const item = await api.addItem({ name: unique('Club Trip Cable'), min_order_quantity: 1, available_quantity: 30 });
    await login(await api.newAccount({ prefix: 'tripsplace' }));
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByLabel('Address').fill('House 3, Road 8, Gulshan, Dhaka');
    await form.getByLabel('Phone').fill('01711000003');
    await page.waitForLoadState('networkidle');
    const requests = recordApi(page);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Before: the item read again as the page left it (its stock is read by its next reader).
    expect(requests.filter((r) => r.startsWith('GET /api/item'))).toEqual([]);
  });

  test("an item's first view is not asked for again on mount; a later visit asks", async ({ page, api }) => {
    const item = await api.addItem({ name: unique('Club Trip Case'), category: 'cases' });
    const requests = recordApi(page);
    await page.goto(`/items/${item._id}`);
    await expect(page.getByRole('heading', { name: item.name, level: 1 })).toBeVisible();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const itemReads = () => requests.filter((r) => r === `GET /api${apiPaths.item(item._id)}`);
    // Before: one, the prefetch that SWR's read on mount took over.
    expect(itemReads()).toEqual([]);

    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Cases' }).click();
    await expect(page).toHaveURL(/\/items\?category=cases/);
    // The catalog on screen: the item's page has gone (a navigation keeps it while the next loads).
    await expect(page.getByRole('heading', { name: item.name, level: 1 })).toHaveCount(0);
    await page.goBack();
    await expect(page.getByRole('heading', { name: item.name, level: 1 })).toBeVisible();
    await expect.poll(() => itemReads().length).toBe(1);
  });

  test("the catalog's first view is not asked for again on mount", async ({ page }) => {
    const requests = recordApi(page);
    await page.goto('/items?q=club&sort=name');
    await expect(page.getByRole('region', { name: 'Matching products' }).getByRole('article').first()).toBeVisible();
    await expect(page.locator('[inert]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    // Before: the first page read again by SWR on mount.
    expect(requests.filter((r) => r.startsWith(`GET /api${apiPaths.itemSearch}?`))).toEqual([]);
  });
});
