// The catalog (requirements §12): a shopper finds an item the home page does not show, by search and
// by category, reads its page signed out, signs in from Purchase and orders it; the view lives in
// the URL (back and forward, reload); a sold-out item cannot be ordered from any screen.
import { demoCustomer, expect, test } from './fixtures/index.ts';

const PROCESSOR = 'Club Core X8 Processor';
const SOLD_OUT = 'Club Vault 4 TB Hard Drive';

test.describe('catalog', () => {
  test('a shopper finds the processor by search and by category, opens its page signed out, signs in from Purchase and orders it', async ({
    page,
  }) => {
    test.slow(); // a whole shopping trip, sign-in included
    await page.goto('/');
    const latest = page.getByRole('region', { name: 'Our Latest Items' });
    await expect(latest.getByRole('article')).toHaveCount(6);
    await expect(latest.getByRole('heading', { name: PROCESSOR })).toHaveCount(0);

    // By search, from the navbar's Products.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect(page).toHaveURL(/\/items$/);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('core x8');
    await expect(page).toHaveURL(/\/items\?q=core\+x8$/);
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('link', { name: PROCESSOR, exact: true })).toBeVisible();

    // By category, from a clean catalog: back returns to the search, forward to the category.
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect(page).toHaveURL(/\/items$/);
    // A click, not check(): the radio turns on once the URL has changed, a moment later.
    await page.getByRole('radio', { name: /^Processors/ }).click();
    await expect(page).toHaveURL(/\/items\?category=processors$/);
    await expect(page.getByRole('radio', { name: /^Processors/ })).toBeChecked();
    await expect(results.getByRole('link', { name: PROCESSOR, exact: true })).toBeVisible();
    await expect(results.getByRole('listitem')).toHaveCount(4);
    await page.goBack();
    await expect(page).toHaveURL(/\/items$/);
    await page.goForward();
    await expect(page).toHaveURL(/\/items\?category=processors$/);
    await expect(page.getByRole('radio', { name: /^Processors/ })).toBeChecked();
    // A reload keeps the view.
    await page.reload();
    await expect(page.getByRole('radio', { name: /^Processors/ })).toBeChecked();
    await expect(results.getByRole('listitem')).toHaveCount(4);

    // Its page, signed out.
    await results.getByRole('link', { name: PROCESSOR, exact: true }).click();
    await expect(page).toHaveURL(/\/items\/[0-9a-f]{24}$/);
    const itemUrl = page.url();
    await expect(page.getByRole('heading', { level: 1, name: PROCESSOR })).toBeVisible();
    await expect(page.getByText('CC-CPU-X8')).toBeVisible();
    await expect(page.getByText('Category: Processors')).toBeVisible();
    await expect(page.getByText('BDT 28,500').first()).toBeVisible();
    await expect(page.getByText('In stock')).toBeVisible();
    await expect(page).toHaveTitle(`${PROCESSOR} | Computer Club Manufacturers Ltd`);

    // Purchase asks for a sign-in, saying why, then comes back to the purchase page.
    await page.getByRole('link', { name: 'Purchase' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByText('Sign in to order this item.')).toBeVisible();
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(demoCustomer.email);
    await login.getByLabel('Password').fill(demoCustomer.password);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(itemUrl.replace('/items/', '/purchase/'));
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByLabel('Address').fill('House 3, Road 8, Gulshan, Dhaka');
    await form.getByLabel('Phone').fill('01711000003');
    await expect(form.getByText('BDT 2,85,000')).toBeVisible(); // 10 x 28,500
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();
  });

  test('lists a search best match first, until the shopper picks another order, which then stays', async ({ page }) => {
    await page.goto('/items');
    await page.getByRole('searchbox', { name: 'Search products' }).fill('grap');
    await expect(page).toHaveURL(/\/items\?q=grap$/);
    const sort = page.getByRole('combobox', { name: 'Sort by' });
    await expect(sort).toHaveValue('relevance');
    const titles = page.getByRole('region', { name: 'Matching products' }).getByRole('heading', { level: 3 });
    // The three graphics cards ("grap" in their names) before the parts that only mention it.
    await expect(titles.nth(3)).toBeVisible();
    const named = (await titles.allTextContents()).map((title) => /graphics card/i.test(title));
    expect(named.slice(0, 3)).toEqual([true, true, true]);
    expect(named.slice(3)).not.toContain(true);

    await sort.selectOption('Newest');
    await expect(page).toHaveURL(/\/items\?q=grap&sort=newest$/);
    await page.getByRole('searchbox', { name: 'Search products' }).fill('graphics');
    await expect(page).toHaveURL(/\/items\?q=graphics&sort=newest$/);
    await expect(sort).toHaveValue('newest');
  });

  test('pages through every item with Load more, and the search finds a SKU by its start', async ({ page }) => {
    await page.goto('/items');
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByRole('listitem')).toHaveCount(24);
    const counted = page.getByText(/^Showing 24 of \d+ products$/);
    await expect(counted).toBeVisible();
    const total = Number((await counted.textContent())?.match(/of (\d+)/)?.[1]);
    expect(total).toBeGreaterThanOrEqual(31);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(results.getByRole('listitem')).toHaveCount(Math.min(total, 48));
    const names = await results.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(names).size).toBe(names.length);

    await page.getByRole('searchbox', { name: 'Search products' }).fill('cc-gpu-407');
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(results.getByRole('link', { name: 'Club Vision RTX Graphics Card', exact: true })).toBeVisible();
  });

  test('a sold-out item cannot be ordered from the catalog, its page or the purchase page', async ({ page, login }) => {
    await page.goto(`/items?q=${encodeURIComponent('vault 4 tb')}`);
    const card = page.getByRole('region', { name: 'Matching products' }).getByRole('listitem');
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Out of stock')).toBeVisible();
    await expect(card.getByRole('button', { name: `Purchase: ${SOLD_OUT}` })).toBeDisabled();
    await expect(card.getByRole('link', { name: /Purchase/ })).toHaveCount(0);

    await card.getByRole('link', { name: SOLD_OUT, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: SOLD_OUT })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Purchase' })).toBeDisabled();
    await expect(page.getByText(/Out of stock: fewer than 10 units are left/)).toBeVisible();

    // Even at its address, signed in: no form, the reason instead.
    const purchase = page.url().replace('/items/', '/purchase/');
    await login(demoCustomer);
    await page.goto(purchase);
    await expect(page.getByRole('heading', { level: 1, name: SOLD_OUT })).toBeVisible();
    await expect(page.getByText('Out of stock', { exact: true }).last()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Place your order' })).toHaveCount(0);
  });

  test('an unknown item id is the 404 page', async ({ page }) => {
    await page.goto('/items/000000000000000000000000');
    await expect(page.getByRole('heading', { level: 1, name: /cannot be found/ })).toBeVisible();
  });

  test('on a phone the filters fold under a button above one column of cards', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/items');
    const toggle = page.getByRole('button', { name: 'Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('radio', { name: /^Processors/ })).toBeHidden();
    await toggle.click();
    await page.getByRole('radio', { name: /^Processors/ }).click();
    await expect(page).toHaveURL(/category=processors/);
    const cards = page.getByRole('region', { name: 'Matching products' }).getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const [first, second] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
