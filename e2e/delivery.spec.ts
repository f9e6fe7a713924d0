// Delivery charges (issue 32, requirements §17) in Chromium: a shopper changes the district at
// checkout and sees the charge change before ordering, and the purchase keeps the charge shown; an
// administrator edits the rate card and the cart's charge follows. The expected charges are worked
// out from the rate card as the server answers it, so a changed seed does not break them.
import { apiPaths, formatBdt, type Purchase } from '@storefront/shared';
import { chooseDistrict, demoAdmin, expect, test, unique } from './fixtures/index.ts';

const RATES = '/delivery/rates';

/** GET /api/delivery/rates (issue 32's contract; shared's schema when the server's side lands). */
interface RateCardAnswer {
  zones: { zone: 'dhaka' | 'suburbs' | 'outside'; first_kg: number; extra_kg: number }[];
  free_above: number | null;
}

/** The charge for `weightG` grams in `zone` at `card`'s rates: the first kg, then each kg begun (requirements §17). */
function chargeFor(card: RateCardAnswer, zone: 'dhaka' | 'suburbs' | 'outside', weightG: number): number {
  const rate = card.zones.find((z) => z.zone === zone)!;
  return rate.first_kg + Math.ceil(Math.max(0, weightG - 1000) / 1000) * rate.extra_kg;
}

test.describe('delivery charges', () => {
  test('a shopper changes the district and sees the charge change before ordering', async ({ page, api, login }) => {
    test.slow();
    const card = (await api.anonymous.get<RateCardAnswer>(RATES)).body;
    // 2 units of 1.2 kg: 2.4 kg, the first kg and two begun.
    const item = await api.addItem({
      name: unique('Club Delivery PSU'),
      price_per_unit: 4200,
      min_order_quantity: 1,
      available_quantity: 30,
      weight_g: 1200,
    });
    const customer = await api.newAccount({ prefix: 'delivery' });
    const buyer = await api.signIn(customer);
    const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 2 }] });
    expect(added.status, added.text).toBe(200);
    await login(customer);

    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('House 7, Road 2, Uttara, Dhaka');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01900000000');
    const summary = checkout.getByRole('region', { name: 'Delivery and total' });
    await expect(summary).toContainText('Choose the district to see the delivery charge.');

    await chooseDistrict(checkout, 'Dhaka');
    const inDhaka = chargeFor(card, 'dhaka', 2400);
    await expect(summary).toContainText(`Inside Dhaka, 2.4 kg${formatBdt(inDhaka)}`);
    await expect(summary).toContainText(`Total${formatBdt(8400 + inDhaka)}`);

    await chooseDistrict(checkout, 'Sylhet');
    const outside = chargeFor(card, 'outside', 2400);
    await expect(summary).toContainText(`Outside Dhaka, 2.4 kg${formatBdt(outside)}`);
    await expect(summary).toContainText(`Total${formatBdt(8400 + outside)}`);
    await expect(summary).toContainText('PaymentCash on delivery');

    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/purchases\//);
    await expect(page.getByText('District: Sylhet')).toBeVisible();
    const table = page.getByRole('table', { name: /The orders of purchase CP-/ });
    await expect(table).toContainText(`Delivery${formatBdt(outside)}`);
    await expect(table).toContainText(formatBdt(8400 + outside));

    // The purchase keeps the charge the buyer was shown.
    const purchaseId = page.url().split('/').at(-1)!;
    const purchase = (
      await buyer.api.get<Purchase & { district: string; delivery_charge: number }>(apiPaths.purchase(purchaseId))
    ).body;
    expect(purchase).toMatchObject({ district: 'sylhet', delivery_charge: outside, total: 8400 + outside });
  });

  test("an admin edits the rate card and the cart's charge follows", async ({ page, api, login }) => {
    test.slow();
    const owner = await api.admin();
    const before = (await api.anonymous.get<RateCardAnswer>(RATES)).body;
    const item = await api.addItem({
      name: unique('Club Delivery Case'),
      price_per_unit: 2500,
      min_order_quantity: 1,
      available_quantity: 30,
      weight_g: 800,
    });
    try {
      await login(demoAdmin);
      await page.goto('/dashboard');
      await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Delivery charges' }).click();
      await expect(page).toHaveURL(/\/dashboard\/delivery$/);
      const form = page.getByRole('form', { name: 'Delivery charges' });
      const firstKg = form.getByRole('textbox', { name: 'Inside Dhaka: first kg' });
      await firstKg.fill('-1');
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(form.getByText('Enter an amount from 0 to 1,00,000 BDT, with at most 2 decimals')).toBeVisible();
      const changed = before.zones.find((z) => z.zone === 'dhaka')!.first_kg + 15;
      await firstKg.fill(String(changed));
      await form.getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Delivery charges saved', { exact: true })).toBeVisible();
      // Above the form: who saved it last (the card's answer).
      await expect(page.getByText(/^Last changed by /)).toContainText(demoAdmin.email);
      expect((await api.anonymous.get<RateCardAnswer>(RATES)).body.zones).toContainEqual(
        expect.objectContaining({ zone: 'dhaka', first_kg: changed }),
      );

      // A customer's cart is charged at the new rate (800 g: the first kg only).
      const customer = await api.newAccount({ prefix: 'delivery-rates' });
      const buyer = await api.signIn(customer);
      const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 1 }] });
      expect(added.status, added.text).toBe(200);
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' }).click();
      await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
      await login(customer);
      await page.goto('/cart');
      const checkout = page.getByRole('form', { name: 'Checkout' });
      await chooseDistrict(checkout, 'Dhaka');
      await expect(checkout.getByRole('region', { name: 'Delivery and total' })).toContainText(
        `Inside Dhaka, 0.8 kg${formatBdt(changed)}`,
      );
    } finally {
      // The seeded card again, for the tests after this one.
      const { zones, free_above } = before;
      const restored = await owner.api.put(RATES, { zones, free_above });
      expect(restored.status, restored.text).toBe(200);
    }
  });
});
