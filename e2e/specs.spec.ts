// Specifications, filters and compare (requirements §19.1, §19.2) on the demo catalog: a shopper
// filters the motherboards by socket and reads the counts, opens a board and reads its
// specifications (in Bangla too, and in the page the server draws before the app runs), compares
// two boards from their cards through the tray, which survives a reload, and the compare page's
// address reopens the same comparison for someone else, signed out.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { bangla } from './fixtures/catalogs.ts';
import { expect, test } from './fixtures/index.ts';

const B650 = 'Club B650 Gaming Motherboard';
const A620 = 'Club A620 Mini ITX Motherboard';
const B760 = 'Club B760 Pro Motherboard';

/** Serious or critical accessibility violations on the page (axe), as e2e/pages.spec.ts counts them. */
async function seriousViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.help}`);
}

test.describe('specifications and compare', () => {
  test('a shopper filters boards by socket, reads a board’s specifications, compares two and shares the comparison', async ({
    page,
    browser,
    baseURL,
    request,
  }) => {
    test.slow(); // a shopping trip over five pages, a second browser included

    // The server draws the filtered catalog before the app runs, its answer inlined under the app's own call.
    const drawn = await (await request.get('/items?category=motherboards&spec.socket=AM5')).text();
    expect(drawn).toContain('"/items?category=motherboards&spec.socket=AM5"');
    expect(drawn).toContain(B650);
    expect(drawn).not.toContain(B760);

    await page.goto('/items?category=motherboards');
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const socket = filters.getByRole('group', { name: 'Socket' });
    // Each socket with how many boards have it: two AM5, three LGA1700, none for AM4.
    await expect(socket.getByRole('checkbox', { name: 'AM5 2 matches' })).toBeEnabled();
    await expect(socket.getByRole('checkbox', { name: 'LGA1700 3 matches' })).toBeEnabled();
    await expect(socket.getByRole('checkbox', { name: 'AM4 0 matches' })).toBeDisabled();
    await socket.getByRole('checkbox', { name: /^AM5/ }).click();
    await expect(page).toHaveURL(/\/items\?category=motherboards&spec\.socket=AM5$/);
    const results = page.getByRole('region', { name: 'Matching products' });
    await expect(results.getByRole('article')).toHaveCount(2);
    await expect(page.getByText('2 products match')).toBeVisible();
    // The socket's own counts stay those under the other filters, so another socket can be added.
    await expect(socket.getByRole('checkbox', { name: 'LGA1700 3 matches' })).toBeEnabled();
    await expect(socket.getByRole('checkbox', { name: /^AM5/ })).toBeChecked();

    // A board's page: its specifications under it.
    await results.getByRole('link', { name: B650, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: B650 })).toBeVisible();
    const itemPath = new URL(page.url()).pathname;
    const table = page.getByRole('table', { name: 'Specifications' });
    await expect(table.getByRole('row', { name: 'Socket AM5' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Chipset B650' })).toBeVisible();
    await expect(table.getByRole('row', { name: 'Form factor ATX' })).toBeVisible();
    // ...in the page the server sends, in English and in Bangla.
    for (const [path, caption] of [
      [itemPath, 'Specifications'],
      [`/bn${itemPath}`, bangla('Specifications')],
    ] as const) {
      const html = await (await request.get(path)).text();
      expect(html, path).toMatch(new RegExp(`<caption[^>]*>${caption}</caption>`));
      expect(html, path).toContain('>AM5<');
    }
    // ...and the app's Bangla page.
    await page.goto(`/bn${itemPath}`);
    const banglaTable = page.getByRole('table', { name: bangla('Specifications') });
    await expect(banglaTable.getByRole('row', { name: `${bangla('spec.socket')} AM5` })).toBeVisible();
    await expect(banglaTable.getByRole('row', { name: `${bangla('spec.chipset')} B650` })).toBeVisible();

    // Two boards compared from their cards: the tray follows, and leads to the compare page.
    await page.goto('/items?category=motherboards&spec.socket=AM5');
    await results.getByRole('checkbox', { name: `Compare ${B650}` }).click();
    await results.getByRole('checkbox', { name: `Compare ${A620}` }).click();
    const tray = page.getByRole('region', { name: 'Compare', exact: true });
    await expect(tray.getByRole('heading', { name: 'Compare (2 of 4)' })).toBeVisible();
    expect(await seriousViolations(page), 'the catalog with its spec filters and the tray').toEqual([]);
    await page.reload();
    await expect(tray.getByRole('listitem')).toHaveCount(2);
    await expect(results.getByRole('checkbox', { name: `Compare ${A620}` })).toBeChecked();
    await tray.getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL(/\/compare\?items=[0-9a-f]{24},[0-9a-f]{24}$/);
    const shared = page.url();
    const comparison = page.getByRole('region', { name: 'Compare specifications' });
    await expect(comparison.getByRole('columnheader', { name: new RegExp(B650) })).toBeVisible();
    await expect(comparison.getByRole('columnheader', { name: new RegExp(A620) })).toBeVisible();
    const rows = async () => (await comparison.getByRole('row').allTextContents()).map((text) => text.trim());
    const read = await rows();
    // What differs first (the form factor), what is the same after (the socket).
    expect(read.indexOf('Different')).toBeLessThan(read.findIndex((row) => row.startsWith('Form factorATXMini-ITX')));
    expect(read.findIndex((row) => row.startsWith('Form factor'))).toBeLessThan(read.indexOf('The same'));
    expect(read.indexOf('The same')).toBeLessThan(read.findIndex((row) => row === 'SocketAM5AM5'));
    expect(await seriousViolations(page), 'the compare page').toEqual([]);

    // The address, opened by someone else (a new browser, signed out, nothing in its tray), shows the same.
    const other = await browser.newContext({ baseURL: baseURL! });
    try {
      const visitor = await other.newPage();
      await visitor.goto(shared);
      const again = visitor.getByRole('region', { name: 'Compare specifications' });
      await expect(again.getByRole('columnheader', { name: new RegExp(B650) })).toBeVisible();
      await expect(again.getByRole('columnheader', { name: new RegExp(A620) })).toBeVisible();
      expect((await again.getByRole('row').allTextContents()).map((text) => text.trim())).toEqual(read);
      await expect(
        visitor.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
      ).toBeVisible();
      await expect(visitor.getByRole('region', { name: 'Compare', exact: true })).toHaveCount(0);
    } finally {
      await other.close();
    }
  });
});
