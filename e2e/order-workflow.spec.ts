// An order's life (requirements §13): a customer orders and lands on the confirmation, the
// administrator confirms and ships it with a tracking note from Manage All Orders, the customer
// follows it on its page and can no longer delete it, every email is caught, the invoice prints,
// and Reorder puts it in the cart again.
import { demoAdmin, caughtMail, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('order workflow', () => {
  test('ordered, confirmed and shipped with a tracking note; followed by the customer; emailed; invoiced; reordered', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, several screens, the mail
    const item = await api.addItem({
      name: unique('Club Flow Router'),
      min_order_quantity: 2,
      available_quantity: 50,
      price_per_unit: 1500,
    });
    const customer = await api.newAccount({ prefix: 'flow' });
    await login(customer);

    // The customer orders 4 and lands on the confirmation.
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByLabel('Address').fill('House 3, Road 8, Gulshan, Dhaka');
    await form.getByLabel('Phone').fill('01711000003');
    await form.getByLabel('Quantity').fill('4');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Thank you for your order' })).toBeVisible();
    const heading = page.getByRole('heading', { name: /^Order CC-\d{6,}$/ });
    const number = ((await heading.textContent()) ?? '').replace('Order ', '');
    await page.getByRole('link', { name: 'View your order' }).click();
    await expect(page).toHaveURL(/\/dashboard\/orders\/[0-9a-f]{24}$/);
    const orderUrl = page.url();
    await expect(page.getByText('Placed', { exact: true }).first()).toBeVisible();

    // The administrator, in another window, confirms it and ships it with a tracking note.
    const desk = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await desk.newPage();
    await loginThroughUi(admin, demoAdmin);
    await admin.goto(`/dashboard/manage-orders?q=${number}`);
    await expect(admin.getByRole('heading', { name: 'Manage All Orders: 1' })).toBeVisible();
    await admin.getByRole('button', { name: `Confirm order ${number}` }).click();
    await admin
      .getByRole('dialog', { name: `Confirm order ${number}?` })
      .getByRole('button', { name: 'Confirm' })
      .click();
    await expect(admin.getByText(`Order ${number} is confirmed.`, { exact: true })).toBeVisible();
    await admin.getByRole('button', { name: `Ship order ${number}` }).click();
    const ship = admin.getByRole('dialog', { name: `Ship order ${number}?` });
    await ship.getByLabel('Tracking note (optional)').fill('Sundarban Courier SC-99812');
    await ship.getByRole('button', { name: 'Ship' }).click();
    await expect(admin.getByText(`Order ${number} is shipped.`, { exact: true })).toBeVisible();
    await expect(admin.getByRole('tab', { name: /^Shipped/ })).toContainText('1');
    await desk.close();

    // The customer sees the timeline, with the tracking note, and the store's staff unnamed.
    await page.goto(orderUrl);
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    await expect(timeline.getByRole('listitem')).toHaveCount(3);
    await expect(timeline.getByRole('listitem').nth(2)).toContainText('Shipped');
    await expect(timeline.getByRole('listitem').nth(2)).toContainText('Sundarban Courier SC-99812');
    await expect(timeline.getByRole('listitem').nth(1)).toContainText('by Computer Club Manufacturers Ltd');
    await expect(timeline).not.toContainText(demoAdmin.email);

    // Shipped: no longer the customer's to delete, and My Orders says why.
    await page.goto('/dashboard/my-orders');
    const remove = page.getByRole('button', { name: `Delete order for ${item.name}` });
    await expect(remove).toBeDisabled();
    await expect(remove).toHaveAccessibleDescription('Already shipped: contact us to change it');

    // Every email went out: the customer's three, and the desk's copy of the new order.
    await expect
      .poll(
        async () =>
          (await caughtMail())
            .filter((m) => m.subject.includes(number))
            .map((m) => `${m.to[0]}: ${m.subject}`)
            .sort(),
        {
          timeout: 20_000,
        },
      )
      .toEqual(
        [
          `${customer.email}: Your order ${number} is confirmed`,
          `${customer.email}: Your order ${number} is on its way`,
          `${customer.email}: Your order ${number} is placed`,
          `${demoAdmin.email}: New order ${number}: 4 x ${item.name}`,
        ].sort(),
      );
    const shippedMail = (await caughtMail()).find((m) => m.subject === `Your order ${number} is on its way`)!;
    expect(shippedMail.text).toContain('Sundarban Courier SC-99812');

    // The invoice, on paper: only the invoice, no navbar, sidebar or Print button.
    await page.goto(orderUrl);
    await page.getByRole('link', { name: 'Invoice', exact: true }).click();
    const invoice = page.getByRole('article', { name: `Invoice ${number.replace('CC-', 'INV-')}` });
    await expect(invoice).toBeVisible();
    await expect(invoice).toContainText('BDT 6,000');
    await page.emulateMedia({ media: 'print' });
    await expect(invoice).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await test
      .info()
      .attach('invoice, print media', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
    const pdf = await page.pdf({ format: 'A4' });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g)).toHaveLength(1);
    await page.emulateMedia({ media: 'screen' });

    // Reorder, the one way to order it again (requirements §13.4, §14.6): the same line in the cart.
    await page.goto(orderUrl);
    await expect(page.getByRole('link', { name: 'Order again' })).toHaveCount(0);
    await page.getByRole('button', { name: 'Reorder' }).click();
    await expect(page).toHaveURL(/\/cart$/);
    const line = page.getByRole('list', { name: 'Cart lines' }).getByRole('listitem').filter({ hasText: item.name });
    await expect(line.getByRole('textbox', { name: `Quantity of ${item.name}` })).toHaveValue('4');
  });
});
