// Static pages and the 404 page, an accessibility scan of every screen, and the layout at phone,
// tablet and desktop widths.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { apiPaths, type Order } from '@storefront/shared';
import { contactEmail, demoAdmin, expect, test, unique, type Account, type E2eApi } from './fixtures/index.ts';

test.describe('pages', () => {
  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(
      page.getByRole('heading', { name: "404 error! The page you're looking for cannot be found!" }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('img')).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Home', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page shows its sections in order', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'The Ultimate Club of Computer Manufacturing' })).toBeVisible();
    const headings = ['Our Latest Items', 'These stats say it all', 'Recent Reviews', 'Offers', 'Contact Us'];
    for (const name of headings) await expect(page.getByRole('heading', { name, exact: true })).toBeVisible();
    const tops = await Promise.all(
      headings.map((name) =>
        page.getByRole('heading', { name, exact: true }).evaluate((el) => el.getBoundingClientRect().top + scrollY),
      ),
    );
    expect([...tops].sort((a, b) => a - b)).toEqual(tops);
    // 12 demo items or more: the last 6 are shown. 6 demo reviews or more: the last 3.
    await expect(page.getByRole('region', { name: 'Our Latest Items' }).getByRole('article')).toHaveCount(6);
    await expect(page.getByRole('region', { name: 'Recent Reviews' }).locator('figure')).toHaveCount(3);
    await expect(page.getByRole('link', { name: 'Get In Touch' })).toHaveAttribute('href', /^mailto:.+@.+/);
  });

  test("the contact button's mail link goes to the configured address", async ({ page }) => {
    const email = contactEmail();
    await page.goto('/');
    const contact = page.getByRole('region', { name: 'Contact Us' });
    await expect(contact.getByText('Have any queries? Want to know more about us?', { exact: false })).toBeVisible();
    const button = contact.getByRole('link', { name: 'Get In Touch' });
    await expect(button).toHaveAttribute('href', `mailto:${email}`);
    // Not the app's built-in fallback: the address came from the server's configuration.
    expect(email).not.toBe('info@computerclub.example.com');
  });

  test('the blogs page answers five questions', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
    await expect(page).toHaveURL(/\/blogs$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article')).toHaveCount(5);
  });

  test('the portfolio page shows contact, education, skills and projects', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Portfolio' }).click();
    await expect(page).toHaveURL(/\/my-portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [/Contact/, /Education/, /Skills/, /Projects/]) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
  });
});

/** Serious and critical axe violations of the page as it is now, one line each. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}

/** Visits each path (waiting for its main heading) and collects its violations by path. */
async function scan(page: Page, paths: Array<[string, RegExp | string]>): Promise<Record<string, string[]>> {
  const found: Record<string, string[]> = {};
  for (const [path, heading] of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const violations = await seriousViolations(page);
    if (violations.length) found[path] = violations;
  }
  return found;
}

test.describe('accessibility (axe: no serious or critical violation)', () => {
  // Each scan visits several screens and runs axe on each.
  test.slow();
  test('public pages', async ({ page }) => {
    const found = await scan(page, [
      ['/', 'Our Latest Items'],
      ['/blogs', 'Blogs'],
      ['/my-portfolio', /./],
      ['/login', 'Login'],
      ['/register', 'Sign Up'],
      ['/no-such-page', /404 error/],
    ]);
    expect(found).toEqual({});
  });

  test('customer pages', async ({ page, api, login }) => {
    const item = await api.addItem();
    const account: Account = await api.newAccount();
    await login(account);
    const found = await scan(page, [
      [`/purchase/${item._id}`, item.name],
      ['/dashboard', 'My Profile'],
      ['/dashboard/my-orders', /^My Orders/],
      ['/dashboard/add-review', 'Add Review'],
      // requirements §20: a customer without a company sees the form that creates one.
      ['/dashboard/company', 'Create your company'],
    ]);
    // The validation messages and the delete dialog too.
    await page.goto('/dashboard/add-review');
    await page.getByRole('button', { name: 'Post Review' }).click();
    await expect(page.getByText('Description is Required')).toBeVisible();
    const formErrors = await seriousViolations(page);
    if (formErrors.length) found['/dashboard/add-review (errors shown)'] = formErrors;
    expect(found).toEqual({});
  });

  test('administrator pages', async ({ page, api, login }) => {
    const item = await api.addItem();
    await api.placeOrder(await api.signIn(await api.newAccount()), item);
    await login(demoAdmin);
    const found = await scan(page, [
      ['/dashboard/overview', 'Overview'],
      ['/dashboard/manage-orders', /^Manage All Orders/],
      ['/dashboard/add-item', 'Add an Item'],
      ['/dashboard/make-admin', /^All Users/],
      ['/dashboard/companies', /^Companies/],
      // Manage Items last: its delete dialog is checked next.
      ['/dashboard/manage-reviews', /^Manage Reviews/],
      ['/dashboard/manage-items', /^Manage Items/],
    ]);
    await page.getByRole('button', { name: `Delete ${item.name}` }).click();
    await expect(page.getByRole('alertdialog')).toBeVisible();
    const dialog = await seriousViolations(page);
    if (dialog.length) found['/dashboard/manage-items (dialog open)'] = dialog;
    expect(found).toEqual({});
  });
});

const widths = [
  { device: 'phone', width: 375, height: 740, columns: 1 },
  { device: 'tablet', width: 800, height: 1024, columns: 2 },
  { device: 'desktop', width: 1280, height: 900, columns: 3 },
] as const;

/** How far the page scrolls sideways (0 when it fits), and the first element sticking out. */
async function horizontalOverflow(page: Page): Promise<{ overflow: number; culprit?: string }> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow <= 0) return { overflow };
    // The innermost element that sticks out, or whose content does without a scrollbar of its own.
    const culprit = [...document.body.querySelectorAll('*')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 ||
          (el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX === 'visible'),
      )
      .at(-1);
    const describe = (el: Element) =>
      `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 60)}`;
    return { overflow, culprit: culprit ? describe(culprit) : undefined };
  });
}

async function expectNoOverflow(page: Page, where: string): Promise<void> {
  const { overflow, culprit } = await horizontalOverflow(page);
  expect(
    overflow,
    `${where} is ${overflow} px wider than the screen; first element sticking out: ${culprit}`,
  ).toBeLessThanOrEqual(0);
}

/**
 * Values people type that have no space to wrap at (requirements §13.6): a customer's name, an item's
 * name, an address and an address label. Every screen wraps them anywhere rather than grow wider.
 */
const long = {
  customer: 'Abdullah MohammadAbdullahAlMamunChowdhuryOfChattogramHillTracts',
  item: 'Thunderbolt5DockingStationWithDualHDMIAndGigabitEthernetForDesignStudios',
  address: 'House 41, Road 27, Dhanmondi, FlatSevenBConcordTowerBesideTheLakeAndTheOldMosqueOfDhanmondi',
  label: 'HeadOfficeProcurementDepartmentFloor7B',
};

/** An order of an item with a long name by a customer with a long name, and what the screens need of it. */
async function longValuedOrder(api: E2eApi) {
  const item = await api.addItem({ name: unique(long.item), min_order_quantity: 2 });
  const customer = await api.newAccount({ name: long.customer, prefix: 'long-values' });
  const buyer = await api.signIn(customer);
  const placed = await buyer.api.post<{ insertedId: string }>(apiPaths.orderList, {
    item: item._id,
    address: long.address,
    phone: '01711000222',
    quantity: 2,
  });
  expect(placed.status, placed.text).toBe(201);
  const order = (await buyer.api.get<Order>(apiPaths.order(placed.body.insertedId))).body;
  return { item, customer, buyer, order };
}

/** An administrator's dashboard pages in sidebar order (Companies last), and which are tables. */
const adminPages: readonly { path: string; heading: string | RegExp; table?: boolean }[] = [
  { path: '/dashboard/overview', heading: 'Overview' },
  { path: '/dashboard', heading: 'My Profile' },
  { path: '/dashboard/manage-orders', heading: /^Manage All Orders/, table: true },
  { path: '/dashboard/add-item', heading: 'Add an Item' },
  { path: '/dashboard/make-admin', heading: /^All Users/, table: true },
  { path: '/dashboard/manage-items', heading: /^Manage Items/, table: true },
  { path: '/dashboard/manage-reviews', heading: /^Manage Reviews/, table: true },
  // requirements §20.1: the last tab (its table only once a company exists, so not counted as one).
  { path: '/dashboard/companies', heading: /^Companies/ },
];

test.describe('layout', () => {
  test.slow();
  for (const { device, width, height, columns } of widths) {
    test(`${device} (${width} px): no horizontal overflow, ${columns}-column grids, usable navbar`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      const latest = page.getByRole('region', { name: 'Our Latest Items' });
      await expect(latest.getByRole('article')).toHaveCount(6);
      await expect(page.getByRole('region', { name: 'Recent Reviews' }).locator('figure')).toHaveCount(3);

      const columnCount = (region: string) =>
        page
          .getByRole('region', { name: region })
          .locator('.grid')
          .first()
          .evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').filter(Boolean).length);
      expect(await columnCount('Our Latest Items')).toBe(columns);
      expect(await columnCount('Recent Reviews')).toBe(columns);
      // Cards of one row share a top edge; the next row starts below.
      const tops = await latest
        .getByRole('article')
        .evaluateAll((cards) => cards.map((card) => Math.round(card.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(Math.ceil(6 / columns));

      await expectNoOverflow(page, `/ at ${width} px`);

      const navbar = page.getByRole('navigation', { name: 'Main' });
      const menu = navbar.getByRole('button', { name: 'Menu' });
      if (device === 'phone') {
        await expect(navbar.getByRole('link', { name: 'Blogs' })).toBeHidden();
        await menu.click();
        await expect(menu).toHaveAttribute('aria-expanded', 'true');
      } else {
        await expect(menu).toBeHidden();
      }
      for (const name of ['Home', 'Blogs', 'My Portfolio', 'Login']) {
        await expect(navbar.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await navbar.getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expectNoOverflow(page, `/blogs at ${width} px`);

      for (const path of ['/my-portfolio', '/login', '/register', '/no-such-page']) {
        await page.goto(path);
        await expect(page.getByRole('heading').first()).toBeVisible();
        await expectNoOverflow(page, `${path} at ${width} px`);
      }
    });
  }

  test('phone (375 px): the dashboard and its tables fit', async ({ page, api, login }) => {
    // The newest order, on top of Manage All Orders, has a long customer name, item name and address.
    const { item, order } = await longValuedOrder(api);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/login');
    await login(demoAdmin);
    for (const { path, heading } of adminPages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
      await expectNoOverflow(page, `${path} at 375 px`);
      // The tab row scrolls: the current tab is wholly in view, and an end with more tabs says so.
      const row = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('list');
      const current = row.locator('[aria-current="page"]');
      await expect
        .poll(async () => {
          const [rowBox, tabBox] = [await row.boundingBox(), await current.boundingBox()];
          return (
            !!rowBox &&
            !!tabBox &&
            tabBox.x >= rowBox.x - 0.5 &&
            tabBox.x + tabBox.width <= rowBox.x + rowBox.width + 0.5
          );
        }, `the current tab of ${path} is in view`)
        .toBe(true);
      if (await row.evaluate((list) => list.scrollLeft > 1))
        await expect(row).toHaveAttribute('data-overflow-start', 'true');
      else await expect(row).not.toHaveAttribute('data-overflow-start');
    }
    // The last tab, scrolled to, shows there are tabs before it.
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('list')).toHaveAttribute(
      'data-overflow-start',
      'true',
    );
    // The dashboard links stay reachable.
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Items' }),
    ).toBeVisible();
    // The long order's page, its invoice, and its item's editor with the stock history.
    for (const [path, shown] of [
      [`/dashboard/orders/${order._id}`, page.getByText(item.name).first()],
      [`/dashboard/orders/${order._id}/invoice`, page.getByText(item.name).first()],
      [`/dashboard/manage-items/${item._id}`, page.getByRole('link', { name: `Order ${order.number}` }).first()],
    ] as const) {
      await page.goto(path);
      await expect(shown).toBeVisible();
      await expectNoOverflow(page, `${path} at 375 px`);
    }
  });

  test("phone (390 px): a customer's pages wrap long names, items, addresses and labels", async ({
    page,
    api,
    login,
  }) => {
    const { item, customer, buyer, order } = await longValuedOrder(api);
    const saved = await buyer.api.post(apiPaths.addresses, {
      label: long.label,
      address: long.address,
      district: 'dhaka',
      phone: '01711000222',
    });
    expect(saved.status, saved.text).toBe(201);
    const line = await buyer.api.put(apiPaths.cartLine(item._id), { quantity: 2 });
    expect(line.status, line.text).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(customer);
    for (const path of [
      '/dashboard/my-orders',
      `/dashboard/orders/${order._id}`,
      `/dashboard/orders/${order._id}/invoice`,
      '/cart',
      '/dashboard',
      `/purchase/${item._id}`,
      `/items/${item._id}`,
    ]) {
      await page.goto(path);
      await expect(page.getByText(path === '/dashboard' ? long.label : item.name).first()).toBeVisible();
      await expectNoOverflow(page, `${path} at 390 px`);
    }
    // The invoice itself fits too, not only the page around it.
    await page.goto(`/dashboard/orders/${order._id}/invoice`);
    const invoice = page.getByRole('article', { name: /^Invoice INV-/ });
    const { right, scrollWidth, clientWidth } = await invoice.evaluate((el) => ({
      right: el.getBoundingClientRect().right,
      scrollWidth: el.scrollWidth,
      clientWidth: el.clientWidth,
    }));
    expect(right, 'the invoice ends inside the screen').toBeLessThanOrEqual(390);
    expect(scrollWidth, 'nothing sticks out of the invoice').toBeLessThanOrEqual(clientWidth);
  });

  test('desktop (1280 and 1366 px): every table of the dashboard fits beside the sidebar, no sideways scroll', async ({
    page,
    api,
    login,
  }) => {
    // A placed order (Confirm, Cancel order) with a long item name and address; the shared database
    // holds orders in the other statuses. The newest, on top, has a long unbroken customer and item name.
    const item = await api.addItem({ name: 'Desktop Fit Processor With A Long Descriptive Name' });
    const buyer = await api.signIn(await api.newAccount({ prefix: 'desktop-fit-customer-with-a-long-address' }));
    await api.placeOrder(buyer, item);
    const { order } = await longValuedOrder(api);
    await page.goto('/login');
    await login(demoAdmin);
    for (const width of [1280, 1366]) {
      await page.setViewportSize({ width, height: 900 });
      for (const { path, heading } of adminPages.filter((p) => p.table)) {
        await page.goto(path);
        await expect(page.getByRole('heading', { name: heading }).first()).toBeVisible();
        await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
        const sideways = await page
          .getByRole('table')
          .evaluate((table) => table.parentElement!.scrollWidth - table.parentElement!.clientWidth);
        expect(sideways, `the table of ${path} scrolls ${sideways} px sideways at ${width} px`).toBeLessThanOrEqual(0);
        await expectNoOverflow(page, `${path} at ${width} px`);
      }
      // The long order's actions stay in view.
      await page.goto('/dashboard/manage-orders');
      const confirm = page.getByRole('button', { name: `Confirm order ${order.number}` });
      await expect(confirm).toBeVisible();
      const box = (await confirm.boundingBox())!;
      expect(box.x + box.width, `Confirm of ${order.number} at ${width} px`).toBeLessThanOrEqual(width);
    }
  });
});
