// The tax invoice (issue 32, requirements §17) in Chromium: after a checkout the buyer opens the
// purchase's tax invoice in the Mushak 6.3 form from the purchase's page, reads its VAT lines, and
// downloads its PDF; after a one-item order on the spec's purchase page (§17.7) the order's own,
// from the order's page, and its credit note once the order is deleted. Needs the server's tax
// invoices (GET /api/purchases/{id}/tax-invoice, GET /api/order/{id}/tax-invoice and their .pdf).
import { apiPaths, formatBdt, formatNumber, type OrderDetail, type Purchase } from '@storefront/shared';
import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { chooseDistrict, expect, test, unique } from './fixtures/index.ts';

/** The parts of the quote's answer (POST /api/checkout/quote) the checkout repeats. */
interface Quote {
  delivery_charge: number;
  total: number;
}

const figure = (amount: number) => formatNumber(amount, { maxFractionDigits: 2 });

test.describe('tax invoice', () => {
  test('after a checkout the buyer opens the tax invoice from the purchase, reads its VAT lines and downloads its PDF', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    // VAT-inclusive prices whose VAT comes out whole: 11,500 at 15% holds 1,500; 4,300 at 7.5% holds 300.
    const gpu = await api.addItem({
      name: unique('Club Tax GPU'),
      price_per_unit: 11500,
      vat_rate: 15,
      weight_g: 500,
      min_order_quantity: 1,
      available_quantity: 40,
    });
    const ram = await api.addItem({
      name: unique('Club Tax RAM'),
      price_per_unit: 4300,
      vat_rate: 7.5,
      weight_g: 500,
      min_order_quantity: 1,
      available_quantity: 40,
    });
    const customer = await api.newAccount({ prefix: 'taxinvoice' });
    const buyer = await api.signIn(customer);

    // The checkout as the cart makes it: the quote's delivery charge, then the order with it.
    const lines = [
      { item: gpu._id, quantity: 2 },
      { item: ram._id, quantity: 1 },
    ];
    const quoted = await buyer.api.post<Quote>('/checkout/quote', { lines, district: 'dhaka', payment_method: 'cod' });
    expect(quoted.status).toBe(200);
    const placed = await buyer.api.post<Purchase>(apiPaths.checkout, {
      key: unique('tax-invoice-checkout'),
      address: 'Level 4, 27 Kemal Ataturk Avenue, Banani',
      phone: '01711000111',
      district: 'dhaka',
      payment_method: 'cod',
      delivery_charge: quoted.body.delivery_charge,
      buyer_bin: '0045-67891-0203',
      lines: [
        { ...lines[0]!, unit_price: 11500 },
        { ...lines[1]!, unit_price: 4300 },
      ],
    });
    expect(placed.status, placed.text).toBe(201);
    const purchase = placed.body;

    await login(customer);
    await page.goto(`/dashboard/purchases/${purchase._id}`);
    await page.getByRole('link', { name: 'Tax invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/purchases/${purchase._id}/tax-invoice$`));
    const invoice = page.getByRole('article', { name: 'Tax invoice (Mushak-6.3)' });
    await expect(invoice).toBeVisible();
    await expect(invoice).toContainText(/TI-\d{4}-\d{6}/);
    await expect(invoice).toContainText('BIN: 004567891-0203');

    // The VAT lines: value without VAT, rate, VAT and value with VAT of each, and the delivery.
    const table = invoice.getByRole('table', { name: 'Tax invoice lines, amounts in BDT' });
    await expect(
      table.getByRole('row', { name: new RegExp(`${gpu.name}.* 2 11,500 20,000 15% 3,000 23,000$`) }),
    ).toBeVisible();
    await expect(
      table.getByRole('row', { name: new RegExp(`${ram.name}.* 1 4,300 4,000 7.5% 300 4,300$`) }),
    ).toBeVisible();
    const delivery = quoted.body.delivery_charge;
    if (delivery > 0)
      await expect(
        table.getByRole('row', { name: new RegExp(`^3 Delivery charge 1 ${figure(delivery)} `) }),
      ).toBeVisible();
    await expect(table.getByRole('row', { name: new RegExp(`^Total .* ${figure(quoted.body.total)}$`) })).toBeVisible();
    expect(formatBdt(quoted.body.total)).toBe(formatBdt(27300 + delivery));

    // No serious or critical accessibility violation.
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // On paper only the invoice: no navbar, sidebar, way back or buttons.
    await page.emulateMedia({ media: 'print' });
    await expect(invoice).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('link', { name: `Purchase ${purchase.number}` })).toBeHidden();
    await expect(invoice.getByRole('button', { name: 'Print' })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    // The PDF, fetched with the access token and saved under the invoice's number.
    const number = (await invoice.getByText(/^TI-\d{4}-\d{6}$/).textContent())!;
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${number}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('after a one-item order on the purchase page the buyer opens its own tax invoice from the order, downloads its PDF, and sees its credit note once deleted', async ({
    page,
    api,
    login,
  }) => {
    test.slow();
    // 11,500 at 15% holds 1,500 of VAT.
    const ssd = await api.addItem({
      name: unique('Club Tax SSD'),
      price_per_unit: 11500,
      vat_rate: 15,
      weight_g: 500,
      min_order_quantity: 1,
      available_quantity: 40,
    });
    const customer = await api.newAccount({ prefix: 'taxinvoice-order' });
    const buyer = await api.signIn(customer);

    // The spec's purchase page: its form, and the district below it (D25).
    await login(customer);
    await page.goto(`/purchase/${ssd._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByLabel('Address').fill('House 7, Road 3, Dhanmondi');
    await form.getByLabel('Phone').fill('01711000000');
    await form.getByLabel('Quantity').fill('1');
    await chooseDistrict(form, 'Dhaka');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f]{24}\/placed$/);
    const orderId = new URL(page.url()).pathname.split('/')[3]!;
    const order = (await buyer.api.get<OrderDetail>(apiPaths.order(orderId))).body;
    expect(order.tax_invoice?.number).toMatch(/^TI-\d{4}-\d{6}$/);

    // From the order's page to its tax invoice.
    await page.goto(`/dashboard/orders/${orderId}`);
    await page.getByRole('link', { name: 'Tax invoice' }).click();
    await expect(page).toHaveURL(new RegExp(`/dashboard/orders/${orderId}/tax-invoice$`));
    const invoice = page.getByRole('article', { name: 'Tax invoice (Mushak-6.3)' });
    await expect(invoice).toBeVisible();
    await expect(invoice).toContainText(order.tax_invoice!.number);
    await expect(invoice).toContainText(`Order number${order.number}`);
    await expect(invoice).toContainText('BIN: none (not a VAT-registered buyer)');
    const table = invoice.getByRole('table', { name: 'Tax invoice lines, amounts in BDT' });
    await expect(
      table.getByRole('row', { name: new RegExp(`${ssd.name}.* 1 11,500 10,000 15% 1,500 11,500$`) }),
    ).toBeVisible();
    expect(order.delivery_charge).toBeGreaterThan(0);
    await expect(
      table.getByRole('row', { name: new RegExp(`^2 Delivery charge 1 ${figure(order.delivery_charge)} `) }),
    ).toBeVisible();
    await expect(
      table.getByRole('row', { name: new RegExp(`^Total .* ${figure(11500 + order.delivery_charge)}$`) }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: `Order ${order.number}` })).toHaveAttribute(
      'href',
      `/dashboard/orders/${orderId}`,
    );

    // No serious or critical accessibility violation.
    const { violations } = await new AxeBuilder({ page }).include('main').analyze();
    expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);

    // Its PDF, saved under the invoice's number.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      invoice.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`${order.tax_invoice!.number}.pdf`);
    const bytes = await readFile((await download.path())!);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Deleted on My Orders: its credit note, the goods and the delivery taken off the invoice.
    await page.goto('/dashboard/my-orders');
    const row = page.getByRole('row').filter({ hasText: ssd.name });
    await row.getByRole('button', { name: `Delete order for ${ssd.name}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText(`Order for: ${ssd.name} is deleted.`, { exact: true })).toBeVisible();
    await page.goto(`/dashboard/orders/${orderId}/tax-invoice`);
    const note = page.getByRole('region', { name: /^Credit note CN-\d{4}-\d{6}$/ });
    await expect(note).toBeVisible();
    await expect(note.getByRole('row', { name: /Delivery charge/ })).toBeVisible();
  });
});
