// The PC builder (requirements §19.5, issue 34) in Chromium, on the demo catalog: a working PC
// built slot by slot from the navbar's PC Builder; a board of the other socket swapped in, and the
// message names both sockets; fixed; the build kept over a reload and through signing in, saved by
// name; its link opened signed out shows the same parts, and Add all to cart puts them in the cart.
// A signed-in buyer asks the store for a quote on a build (requirements §20.7): it is under My quotes.
import type { Page } from '@playwright/test';
import { expect, loginThroughUi, test } from './fixtures/index.ts';

// The demo catalog's parts (packages/server/src/seed/seed.ts): an AM5 processor with its own
// graphics and cooler, its board, DDR5, an NVMe drive, a supply and a case that take them.
const working = {
  Processor: 'Club Core X8 Processor',
  Motherboard: 'Club B650 Gaming Motherboard',
  Memory: 'Club Fury 32 GB DDR5 RAM Kit',
  Storage: 'Club Swift 1 TB NVMe SSD',
  'Power supply': 'Club Power 750 W Gold PSU',
  Case: 'Club Tower Mid ATX Case',
};
/** The demo's LGA1700 board: it does not take the AM5 processor. */
const otherSocket = 'Club B760 Pro Motherboard';

/** Opens a slot's picker (Choose, or Change its part) and chooses `part`, showing every part when it does not fit. */
async function choose(page: Page, slot: string, part: string, { change }: { change?: string } = {}) {
  const region = page.getByRole('region', { name: slot, exact: true });
  await region.getByRole('button', { name: change ? `Change ${change}` : `Choose ${slot}` }).click();
  const dialog = page.getByRole('dialog', { name: slot });
  const button = dialog.getByRole('button', { name: `Choose ${part}`, exact: true });
  await expect(dialog.getByRole('list').first()).toBeVisible();
  if (!(await button.isVisible())) await dialog.getByRole('switch', { name: /^Show all parts/ }).check();
  await button.click();
  await expect(dialog).toBeHidden();
  await expect(region).toContainText(part);
}

test.describe('PC builder', () => {
  test('build, break, fix, save, share and buy a PC', async ({ page, browser, api }) => {
    test.slow();
    const customer = await api.newAccount({ prefix: 'builder' });

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'PC Builder' }).click();
    await expect(page).toHaveURL(/\/builder$/);
    await expect(page.getByText('Choose parts and we will check that they work together.')).toBeVisible();

    for (const [slot, part] of Object.entries(working)) await choose(page, slot, part);
    const verdict = page.getByRole('region', { name: 'Compatibility', exact: true });
    await expect(verdict).toContainText('Everything we check fits together.');
    // The processor has its own graphics and cooler: both slots may stay empty.
    for (const slot of ['Graphics card', 'CPU cooler'])
      await expect(page.getByRole('region', { name: slot, exact: true })).toContainText('Optional');
    await expect(page.getByRole('region', { name: 'Power', exact: true })).toContainText(
      'The power supply is enough for this build.',
    );

    // A board of the other socket: the builder says so, naming both sockets and the fix, and lets it be.
    await choose(page, 'Motherboard', otherSocket, { change: working.Motherboard });
    await expect(verdict).toContainText(
      `The ${working.Processor} needs an AM5 board, but the ${otherSocket} has an LGA1700 socket: choose an AM5 motherboard or an LGA1700 processor.`,
    );
    await expect(page.getByRole('region', { name: 'Motherboard', exact: true })).toContainText('Does not fit');
    // Fixed with the AM5 board again.
    await choose(page, 'Motherboard', working.Motherboard, { change: otherSocket });
    await expect(verdict).toContainText('Everything we check fits together.');
    const bill = page.getByRole('region', { name: 'Parts and prices' });
    for (const part of Object.values(working)) await expect(bill).toContainText(part);

    // The build is in the address: a reload keeps it.
    await page.reload();
    for (const part of Object.values(working)) await expect(bill).toContainText(part);

    // Signing in from the builder comes back to the same build, which is then saved by name.
    await page.getByRole('link', { name: 'Sign in', exact: true }).click();
    await loginThroughUi(page, customer);
    await expect(page).toHaveURL(/\/builder\?part=/);
    await page.getByRole('textbox', { name: 'Build name' }).fill('Front desk PC');
    await page.getByRole('button', { name: 'Save build' }).click();
    await expect(page).toHaveURL(/\/builder\/[A-Za-z0-9_-]{22}$/);
    await expect(page.getByRole('heading', { name: 'Front desk PC', level: 1 })).toBeVisible();
    const link = page.url();
    // Copy link puts this page's address on the clipboard.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByText('Link copied: anyone with it can see this build', { exact: true })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);

    // The link opened signed out (another browser): the same parts, read-only; all of them into its cart.
    const visitor = await browser.newContext({ baseURL: new URL(link).origin, locale: 'en-US' });
    try {
      const other = await visitor.newPage();
      await other.goto(link);
      await expect(other.getByRole('heading', { name: 'Front desk PC', level: 1 })).toBeVisible();
      const shared = other.getByRole('region', { name: 'Parts and prices' });
      for (const part of Object.values(working)) await expect(shared).toContainText(part);
      await expect(other.getByRole('button', { name: /^Choose/ })).toHaveCount(0);
      await expect(other.getByRole('region', { name: 'Compatibility', exact: true })).toContainText(
        'Everything we check fits together.',
      );
      await other.getByRole('button', { name: 'Add all to cart' }).click();
      await expect(other).toHaveURL(/\/cart$/);
      const lines = other.getByRole('list', { name: 'Cart lines' }).getByRole('listitem');
      await expect(lines).toHaveCount(Object.keys(working).length);
      for (const part of Object.values(working))
        await expect(other.getByRole('list', { name: 'Cart lines' })).toContainText(part);
    } finally {
      await visitor.close();
    }

    // The owner's builds list it, and Add all to cart fills the account's cart in one step.
    await page.goto('/builder');
    await expect(
      page.getByRole('region', { name: 'My builds' }).getByRole('link', { name: 'Front desk PC' }),
    ).toBeVisible();
    await page.goto(link);
    await page.getByRole('button', { name: 'Add all to cart' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem')).toHaveCount(
      Object.keys(working).length,
    );
  });

  test('a signed-in buyer requests a quote for a build: it is under My quotes with its parts', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    await login(await api.newAccount({ prefix: 'buildquote' }));
    await page.goto('/builder');
    for (const [slot, part] of Object.entries(working)) await choose(page, slot, part);
    await expect(page.getByRole('region', { name: 'Compatibility', exact: true })).toContainText(
      'Everything we check fits together.',
    );

    await page.getByRole('button', { name: 'Request a quote' }).click();
    const request = page.getByRole('region', { name: 'Request a quote' });
    for (const part of Object.values(working)) await expect(request).toContainText(part);
    await request.getByLabel('Note to the store (optional)').fill('Six of these for the front desk');
    await request.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/dashboard\/quotes\/[^/]+$/);
    const heading = page.getByRole('heading', { name: /^Quote Q-\d{6}$/ });
    await expect(heading).toBeVisible();
    const number = (await heading.textContent())!.replace('Quote ', '');

    // My quotes lists it, asked for with every part of the build; its page names them.
    await page.goto('/dashboard/quotes');
    const row = page.getByRole('row').filter({ hasText: number });
    await expect(row).toContainText('Requested');
    await expect(row).toContainText(String(Object.keys(working).length));
    await row.getByRole('link', { name: number }).click();
    await expect(page.getByText('Six of these for the front desk')).toBeVisible();
    for (const part of Object.values(working)) await expect(page.getByText(`1 × ${part}`).first()).toBeVisible();
  });
});
