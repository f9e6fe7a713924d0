// Bangla and English (docs/requirements.md §16) in Chromium: a shopper switches the store to Bangla
// on the home page, finds an item by a Bangla word, orders it, sees the Bangla confirmation and
// receives the Bangla email; a price of 1,23,456 reads BDT 1,23,456 in English and ৳ ১,২৩,৪৫৬ in
// Bangla; an administrator adds an item with a Bangla name, which the item's Bangla page shows; a
// sign-in on a new device brings the account's language, unless one is chosen there since.
import { ACCESS_TOKEN_KEY, apiPaths } from '@storefront/shared';
import { bangla, banglaEmail } from './fixtures/catalogs.ts';
import { caughtMail, demoAdmin, expect, test, unique, uniqueSku, type E2eApi } from './fixtures/index.ts';
import { payOnGateway } from './fixtures/payment-sandbox.ts';

/** A word of Bangla letters no other item has: the search must find this item alone. */
function banglaWord(): string {
  const letters = 'কখগঘচছজঝটঠডঢতথদধনপফবভমযরলশষসহ';
  return Array.from({ length: 6 }, () => letters[Math.floor(Math.random() * letters.length)]).join('');
}

async function seededPicture(api: E2eApi): Promise<Buffer> {
  const [seeded] = (await api.anonymous.get<Array<{ image: string }>>('/item')).body;
  return Buffer.from(await (await fetch(new URL(seeded!.image, api.origin))).arrayBuffer());
}

test.describe('Bangla and English', () => {
  test('a shopper switches to Bangla, finds an item by a Bangla word, orders it and hears of it in Bangla', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    const word = banglaWord();
    const item = await api.addItem({
      name: unique('Club Bangla SSD'),
      name_bn: `ক্লাব ${word} এসএসডি`,
      price_per_unit: 123456,
      min_order_quantity: 1,
      available_quantity: 20,
    });
    const customer = await api.newAccount({ prefix: 'bangla' });
    const buyer = await api.signIn(customer);
    expect(
      (
        await buyer.api.post(apiPaths.addresses, {
          label: 'Home',
          address: 'House 12, Road 5, Dhanmondi',
          district: 'dhaka',
          phone: '01711000222',
        })
      ).status,
    ).toBe(201);
    await login(customer);

    // English first: the spec's price, grouped in lakh.
    await page.goto(`/items/${item._id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByText('BDT 1,23,456').first()).toBeVisible();

    // The switch on the home page.
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'বাংলা' }).click();
    await expect(page).toHaveURL(/\/bn\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const nav = page.getByRole('navigation', { name: bangla('Main') });
    await expect(nav.getByRole('link', { name: bangla('Products'), exact: true })).toHaveAttribute('href', '/bn/items');

    // The catalog in Bangla, searched with a Bangla word (its first letters are enough).
    await nav.getByRole('link', { name: bangla('Products'), exact: true }).click();
    await expect(page).toHaveURL(/\/bn\/items/);
    await page.getByRole('searchbox', { name: bangla('Search products') }).fill(word.slice(0, 4));
    await expect(page).toHaveURL(/[?&]q=/);
    const card = page.getByRole('article').filter({ hasText: word });
    await expect(card).toHaveCount(1);
    await card
      .getByRole('link', { name: `ক্লাব ${word} এসএসডি` })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/bn/items/${item._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: `ক্লাব ${word} এসএসডি` })).toBeVisible();
    await expect(page.getByText('৳ ১,২৩,৪৫৬').first()).toBeVisible();

    await page.getByRole('button', { name: bangla('Add to cart') }).click();
    await page.goto('/cart');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    const checkout = page.getByRole('form', { name: bangla('Checkout') });
    await checkout.getByRole('button', { name: bangla('Place order') }).click();
    // Cash above COD_ADVANCE_ABOVE pays its advance on the gateway's page first (requirements §18).
    await payOnGateway(page);
    await expect(page).toHaveURL(/\/dashboard\/purchases\//);
    await expect(page.getByRole('region', { name: bangla('Payment') }).getByRole('status')).toContainText(
      bangla('Payment received'),
    );

    // The account remembers Bangla (the switch said so to the server), so the email is Bangla.
    const purchaseId = new URL(page.url()).pathname.split('/').at(-1)!;
    const purchase = (await buyer.api.get<{ number: string }>(apiPaths.purchase(purchaseId))).body;
    await expect
      .poll(async () => (await caughtMail()).filter((m) => m.to.includes(customer.email)).map((m) => m.subject), {
        timeout: 20_000,
      })
      .toContain(banglaEmail('email.purchase.placed.subject', { number: purchase.number }));
    const [mail] = (await caughtMail()).filter((m) => m.to.includes(customer.email));
    expect(mail!.text).toContain('৳ ১,২৩,৪৫৬');
  });

  test("signing in on a new device brings the account's language, unless one is chosen there after signing in", async ({
    page,
    api,
  }) => {
    const customer = await api.newAccount({ prefix: 'device' });
    const elsewhere = await api.signIn(customer);
    expect((await elsewhere.api.put(apiPaths.userLanguage, { language: 'bn' })).status).toBe(200);

    // A new device, an English browser: the login page in English, then home in Bangla at its Bangla address.
    await page.goto('/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(customer.email);
    await form.getByLabel('Password').fill(customer.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/bn\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('button', { name: bangla('Log Out'), includeHidden: true })).toBeAttached();
    expect((await page.context().cookies()).find((c) => c.name === 'lang')?.value).toBe('bn');

    // English chosen here, signed in; the account turns Bangla again elsewhere. When this device
    // starts a session again (its access token gone, Firebase's session kept: a signed-in page) its choice stands.
    await page
      .getByRole('navigation', { name: bangla('Main') })
      .getByRole('link', { name: 'English' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect
      .poll(async () => (await elsewhere.api.get<{ language: string }>(apiPaths.user(customer.email))).body.language)
      .toBe('en');
    expect((await elsewhere.api.put(apiPaths.userLanguage, { language: 'bn' })).status).toBe(200);
    await page.evaluate((key) => localStorage.removeItem(key), ACCESS_TOKEN_KEY);
    const exchanged = page.waitForResponse(
      (response) => response.request().method() === 'PUT' && response.url().endsWith(apiPaths.user(customer.email)),
    );
    await page.goto('/dashboard');
    expect(((await (await exchanged).json()) as { language: string }).language).toBe('bn');
    await expect(page).toHaveTitle(/^My Profile \| /);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an administrator adds an item with a Bangla name, shown on its Bangla page', async ({ page, api, login }) => {
    const name = unique('Club Bangla Cooler');
    api.deleteItemAfterTest(name);
    const image = await seededPicture(api);
    await login(demoAdmin);
    await page.goto('/dashboard/add-item');
    const form = page.getByRole('form', { name: 'Add an Item' });
    await form.getByLabel(/^Name\*?$/).fill(name);
    await form.getByLabel('Name in Bangla').fill('ক্লাব সিপিইউ কুলার');
    await form.getByLabel('SKU').fill(uniqueSku('CL'));
    await form.getByLabel('Category').selectOption('Cooling');
    await form.getByLabel('Image').setInputFiles({ name: 'cooler.webp', mimeType: 'image/webp', buffer: image });
    await form.getByLabel(/^Short Description\*?$/).fill('A quiet tower cooler.');
    await form.getByLabel('Short description in Bangla').fill('শান্ত টাওয়ার কুলার।');
    await form.getByLabel('Min Order Quantity').fill('2');
    await form.getByLabel('Available Quantity').fill('50');
    await form.getByLabel('Price Per Unit').fill('3200');
    await form.getByRole('button', { name: 'Add Item' }).click();
    await expect(page.getByText('Item added successfully', { exact: true })).toBeVisible({ timeout: 20_000 });

    const found = (
      await api.anonymous.get<{ items: Array<{ _id: string; name: string; name_bn?: string }> }>(
        `${apiPaths.itemSearch}?q=${encodeURIComponent('কুলার')}`,
      )
    ).body.items.find((i) => i.name === name);
    expect(found?.name_bn).toBe('ক্লাব সিপিইউ কুলার');
    await page.goto(`/bn/items/${found!._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'ক্লাব সিপিইউ কুলার' })).toBeVisible();
    await expect(page.getByText('শান্ত টাওয়ার কুলার।')).toBeVisible();
    await expect(page.getByText('৳ ৩,২০০').first()).toBeVisible();
  });
});
