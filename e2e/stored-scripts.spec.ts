// Text that customers and administrators store (reviews, item names and descriptions, display names)
// is shown as text, never run: markup with script in it appears literally and sets nothing.
import type { Page } from '@playwright/test';
import { demoAdmin, expect, test } from './fixtures/index.ts';

const payload = (tag: string) =>
  `<img src=x onerror=window.__xss='${tag}'><script>window.__xss='${tag}-script'</script>`;

/** Fails the test on any dialog (alert, confirm) a payload might open. */
function refuseDialogs(page: Page): void {
  page.on('dialog', (dialog) => {
    throw new Error(`a stored script opened a ${dialog.type()}: ${dialog.message()}`);
  });
}

async function expectNothingRan(page: Page): Promise<void> {
  // Give an onerror handler time to fire had the markup been parsed.
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  expect(await page.locator('img[src="x"]').count()).toBe(0);
}

test.describe('stored markup is shown as text', () => {
  test('a review posted through the API', async ({ page, api }) => {
    refuseDialogs(page);
    const author = await api.signIn(await api.newAccount());
    const text = payload('review');
    await api.postReview(author, { rating: 4.2, description: text });

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recent Reviews' }).locator('figure').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card.locator('blockquote')).toHaveText(text);
    await expectNothingRan(page);
  });

  test('an item name and description added by an administrator', async ({ page, api, login, browser, baseURL }) => {
    refuseDialogs(page);
    const name = payload('name');
    const description = payload('description');
    const item = await api.addItem({ name, short_description: description });

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Our Latest Items' }).getByRole('article').filter({ hasText: name });
    await expect(card.getByRole('heading', { name })).toHaveText(name);
    await expect(card.getByText(description, { exact: true })).toBeVisible();
    await expect(card.getByRole('link', { name: `Purchase: ${name}` })).toBeVisible();
    await expectNothingRan(page);

    // Its own page, as the app draws it and as the server does before any script runs.
    await page.goto(`/items/${item._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expectNothingRan(page);
    const scriptless = await browser.newContext({ javaScriptEnabled: false });
    try {
      const shell = await scriptless.newPage();
      await shell.goto(`${baseURL}/items/${item._id}`);
      await expect(shell.locator('#root [inert] h1')).toHaveText(name);
      await expect(shell.locator('#root [inert]')).toContainText(description);
      await expect(shell.locator('img[src="x"]')).toHaveCount(0);
      // In the inlined JSON (the answers, JSON-LD) the name is a string; never a script of its own.
      await expect(shell.locator('script').filter({ hasText: /^window\.__xss/ })).toHaveCount(0);
    } finally {
      await scriptless.close();
    }

    // The purchase page and the administrator's table too.
    await login(demoAdmin);
    await page.goto(`/purchase/${item._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.getByText(description, { exact: true })).toBeVisible();
    await expectNothingRan(page);

    await page.goto('/dashboard/manage-items');
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await expect(page.getByRole('alertdialog')).toContainText(`Are you sure you want to delete the item: ${name}?`);
    await expectNothingRan(page);
  });

  test('a display name in the navbar, the profile, reviews and all orders', async ({ page, api, login }) => {
    test.slow(); // five screens, two accounts
    refuseDialogs(page);
    const name = payload('display-name');
    const account = await api.newAccount({ name });
    const signedIn = await api.signIn(account);
    const item = await api.addItem();
    await api.placeOrder({ ...signedIn, displayName: name }, item);
    const review = `Reviewed by a customer with markup in the name ${Date.now()}`;
    await api.postReview(signedIn, { rating: 3.5, description: review });

    await login(account);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(name, { exact: true })).toBeVisible();
    await expectNothingRan(page);

    await page.goto('/dashboard');
    await expect(page.getByRole('form', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(`${name} · ${account.email}`)).toBeVisible();
    await expectNothingRan(page);

    await page.goto('/');
    const card = page.getByRole('region', { name: 'Recent Reviews' }).locator('figure').filter({ hasText: review });
    await expect(card.locator('figcaption')).toHaveText(name);
    await expectNothingRan(page);

    await page.getByRole('button', { name: 'Log Out' }).click();
    await login(demoAdmin);
    await page.goto('/dashboard/manage-orders');
    const row = page.getByRole('row').filter({ hasText: account.email });
    await expect(row).toContainText(name);
    await expectNothingRan(page);
  });
});
