// Payment terms (issue 35 item 7, requirements §20.8) in Chromium: a store administrator gives a
// company net 30 and a credit limit on its page; its buyer pays on invoice at checkout and the
// purchase's page shows the due day (the day it was placed + 30); an order that would take the
// company past its limit is refused with the figures at the payment method; the administrator
// records a payment on Receivables and the company's admin sees the outstanding go down. A member
// buys one item from its purchase page on invoice, with the PO number their company requires.
import { addDays, apiPaths, dayOf, formatBdt, formatStoreDay, type Company, type Purchase } from '@storefront/shared';
import { chooseDistrict, demoAdmin, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('payment terms', () => {
  test('net 30: pay on invoice with its due day, refused past the limit, a payment lowers what is owed', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, several screens
    const owner = await api.newAccount({ prefix: 'termsadmin', name: unique('Terms Buyer') });
    const buyer = await api.signIn(owner);
    const created = await buyer.api.post<Company>(apiPaths.companies, {
      name: unique('Meghna Traders'),
      bin: '0001234560101',
      trade_licence: 'TRAD/DNCC/054321/2024',
      billing_address: 'Level 3, 14 Dilkusha C/A, Motijheel',
      district: 'dhaka',
    });
    expect(created.status, created.text).toBe(201);
    const company = created.body;

    // The store administrator gives the company net 30 and a limit of BDT 20,000 on its page.
    const staff = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const admin = await staff.newPage();
    await loginThroughUi(admin, demoAdmin);
    await admin.goto(`/dashboard/company/${company.id}`);
    const terms = admin.getByRole('form', { name: 'Payment terms' });
    await terms.getByLabel('Pay on invoice, with days to pay').check();
    await expect(terms.getByLabel('Days to pay (net)')).toHaveValue('30');
    await terms.getByLabel('Credit limit').fill('20000');
    await terms.getByRole('button', { name: 'Save terms' }).click();
    await expect(admin.getByText(`Payment terms saved for ${company.name}`, { exact: true })).toBeVisible();
    await expect(admin.getByText('Net 30', { exact: true })).toBeVisible();

    // Its buyer pays on invoice: nothing is paid now, and the purchase's page says the due day.
    const item = await api.addItem({
      name: unique('Terms SSD'),
      price_per_unit: 6500,
      min_order_quantity: 1,
      available_quantity: 30,
      weight_g: 200,
    });
    const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 2 }] });
    expect(added.status, added.text).toBe(200);
    await login(owner);
    await page.goto('/cart');
    const checkout = page.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 3, 14 Dilkusha C/A, Motijheel');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000333');
    await chooseDistrict(checkout, 'Dhaka');
    await checkout.getByRole('radio', { name: /^Pay on invoice/ }).check();
    await expect(checkout.getByRole('region', { name: 'Credit' })).toContainText('BDT 20,000');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(page.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/]+$/);
    const purchaseId = decodeURIComponent(page.url().split('/').pop()!);
    const placed = (
      await buyer.api.get<Purchase & { payment: { due_on: string | null } }>(apiPaths.purchase(purchaseId))
    ).body;
    const { timeZone } = (await api.anonymous.get<{ timeZone: string }>(apiPaths.config)).body;
    const dueOn = addDays(dayOf(placed.createdAt, timeZone), 30);
    expect(placed.payment.due_on).toBe(dueOn);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Pay on invoice');
    await expect(payment).toContainText(`Due by${formatStoreDay(dueOn)}`);

    // A second order that would take the company past its limit is refused with the figures.
    const more = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 2 }] });
    expect(more.status, more.text).toBe(200);
    await page.goto('/cart');
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 3, 14 Dilkusha C/A, Motijheel');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000333');
    await chooseDistrict(checkout, 'Dhaka');
    await checkout.getByRole('radio', { name: /^Pay on invoice/ }).check();
    await checkout.getByRole('button', { name: 'Place order' }).click();
    const outstanding = formatBdt(placed.total, { locale: 'en' });
    await expect(checkout.getByRole('group', { name: 'Payment method' })).toContainText(
      `past its credit limit of BDT 20,000: ${outstanding} is unpaid`,
    );

    // The administrator records BDT 5,000 against the invoice; the company's admin owes that less.
    await admin.goto(`/dashboard/receivables?company=${encodeURIComponent(company.id)}`);
    await admin.getByRole('button', { name: `Record payment for ${placed.number}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Record payment' });
    await dialog.getByLabel('Amount').fill('5000');
    await dialog.getByLabel('Reference').fill('Cheque 004512, City Bank');
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await expect(admin.getByText(`Payment recorded for ${placed.number}`, { exact: true })).toBeVisible();
    await staff.close();

    await page.goto('/dashboard/company');
    const invoices = page.getByRole('table', { name: 'Invoices' });
    const row = invoices.getByRole('row').filter({ hasText: placed.number });
    await expect(row).toContainText(formatBdt(placed.total - 5000, { locale: 'en' }));
    await expect(page.getByRole('region', { name: 'Credit', exact: true })).toContainText(
      formatBdt(placed.total - 5000, { locale: 'en' }),
    );
  });

  test('one item from its purchase page on invoice with the PO number the company requires: the purchase shows the due day', async ({
    page,
    api,
    login,
  }) => {
    const owner = await api.newAccount({ prefix: 'termsone', name: unique('Terms One Buyer') });
    const buyer = await api.signIn(owner);
    const created = await buyer.api.post<Company>(apiPaths.companies, {
      name: unique('Karnaphuli Supplies'),
      bin: '0001234560202',
      trade_licence: 'TRAD/CTG/012345/2024',
      billing_address: '22 Agrabad C/A, Chattogram',
      district: 'chattogram',
    });
    expect(created.status, created.text).toBe(201);
    const admin = await api.admin();
    const terms = await admin.api.put(apiPaths.companyTerms(created.body.id), {
      net_days: 30,
      credit_limit: 50_000,
      require_po_number: true,
    });
    expect(terms.status, terms.text).toBe(200);
    const item = await api.addItem({
      name: unique('Terms Switch'),
      price_per_unit: 4200,
      min_order_quantity: 1,
      available_quantity: 30,
      weight_g: 500,
    });

    await login(owner);
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByRole('textbox', { name: 'Address', exact: true }).fill('22 Agrabad C/A, Chattogram');
    await form.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000444');
    await chooseDistrict(form, 'Chattogram');
    await form.getByRole('radio', { name: /^Pay on invoice/ }).check();
    await expect(form.getByRole('region', { name: 'Credit' })).toContainText('BDT 50,000');
    await form.getByRole('textbox', { name: /^Quantity/ }).fill('2');
    // The company requires a PO number: the form says so before anything is sent.
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(form.getByText('Your company asks for a purchase order number on every order')).toBeVisible();
    await form.getByRole('textbox', { name: /^Purchase order number/ }).fill('KS/PO/2026-118');
    // The quote for 2 units on invoice is in before placing (the form asks to wait for it otherwise).
    const summary = form.getByRole('region', { name: 'Delivery and total' });
    await expect(summary).toContainText('BDT 8,400');
    await expect(summary).not.toHaveAttribute('aria-busy', 'true');
    await form.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/purchases\/[^/]+$/);
    const purchaseId = decodeURIComponent(page.url().split('/').pop()!);
    const placed = (
      await buyer.api.get<Purchase & { payment: { method: string; due_on: string | null } }>(
        apiPaths.purchase(purchaseId),
      )
    ).body;
    expect(placed.payment.method).toBe('invoice');
    expect(placed.po_number).toBe('KS/PO/2026-118');
    expect(placed.subtotal).toBe(8400);
    const { timeZone } = (await api.anonymous.get<{ timeZone: string }>(apiPaths.config)).body;
    const dueOn = addDays(dayOf(placed.createdAt, timeZone), 30);
    expect(placed.payment.due_on).toBe(dueOn);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment).toContainText('Pay on invoice');
    await expect(payment).toContainText(`Due by${formatStoreDay(dueOn)}`);
    await expect(page.getByText('KS/PO/2026-118').first()).toBeVisible();
  });
});
