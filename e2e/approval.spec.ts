// Spending limits and approval (issue 35 item 3, requirements §20.4) in Chromium: a company admin
// sets a buyer's order limit on My company's members; the buyer's order above it is placed awaiting
// approval (its page says so, nothing to pay yet); the admin approves it from My company's queue;
// the buyer's purchase page then says who approved it.
import { apiPaths, type Company, type Invitation } from '@storefront/shared';
import { chooseDistrict, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('approval', () => {
  test('a buyer’s order above their limit waits for the company’s approval and is approved', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // two people, several screens
    const owner = await api.newAccount({ prefix: 'apadmin', name: unique('Approving Admin') });
    const buyerAccount = await api.newAccount({ prefix: 'apbuyer', name: unique('Limited Buyer') });
    const item = await api.addItem({
      name: unique('Approval Server'),
      price_per_unit: 60_000,
      min_order_quantity: 1,
      available_quantity: 20,
      weight_g: 2000,
    });

    // The company and its buyer, made through the API (companies.spec.ts walks those screens).
    const admin = await api.signIn(owner);
    const created = await admin.api.post<Company>(apiPaths.companies, {
      name: unique('Meghna Traders'),
      bin: '000123456-0101',
      trade_licence: 'TRAD/DNCC/054321/2024',
      billing_address: 'Level 3, 12 Motijheel C/A',
      district: 'dhaka',
    });
    expect(created.status, created.text).toBe(201);
    const company = created.body;
    const invited = await admin.api.post<Invitation>(apiPaths.companyInvitations(company.id), {
      email: buyerAccount.email,
      role: 'buyer',
    });
    expect(invited.status, invited.text).toBe(201);
    const buyer = await api.signIn(buyerAccount);
    const accepted = await buyer.api.post(apiPaths.invitationAccept(invited.body.id));
    expect(accepted.status, accepted.text).toBe(200);

    // The company admin gives the buyer a limit of 50,000 taka on My company.
    await login(owner);
    await page.goto('/dashboard/company');
    await expect(page.getByRole('heading', { name: 'Members: 2' })).toBeVisible();
    await page.getByRole('textbox', { name: `Order limit of ${buyerAccount.email}` }).fill('50000');
    await page.getByRole('button', { name: `Save the order limit of ${buyerAccount.email}` }).click();
    await expect(page.getByText(`${buyerAccount.name}'s order limit is now BDT 50,000`, { exact: true })).toBeVisible();

    // The buyer, in another window, orders one item for 60,000: placed, awaiting approval.
    const theirs = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const buyerPage = await theirs.newPage();
    await loginThroughUi(buyerPage, buyerAccount);
    const added = await buyer.api.post(apiPaths.cartLines, { lines: [{ item: item._id, quantity: 1 }] });
    expect(added.status, added.text).toBe(200);
    await buyerPage.goto('/cart');
    const checkout = buyerPage.getByRole('form', { name: 'Checkout' });
    await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Level 3, 12 Motijheel C/A, Dhaka');
    await checkout.getByRole('textbox', { name: 'Phone', exact: true }).fill('01711000555');
    await chooseDistrict(checkout, 'Dhaka');
    await checkout.getByRole('button', { name: 'Place order' }).click();
    await expect(buyerPage.getByText(/^Your purchase CP-\d{6,} is placed!$/)).toBeVisible();
    await expect(buyerPage.getByText(/^Awaiting your company's approval/)).toBeVisible();
    const purchaseUrl = buyerPage.url();

    // The admin finds it in My company's queue and approves it with a note.
    await page.reload();
    const queue = page.getByRole('region', { name: /^Purchase CP-\d{6,}$/ });
    await expect(queue).toContainText(buyerAccount.name);
    await queue.getByLabel('Note to the buyer (optional)').fill('Approved for the Motijheel branch');
    await queue.getByRole('button', { name: /^Approve CP-/ }).click();
    await expect(page.getByText(/^CP-\d{6,} is approved$/)).toBeVisible();
    await expect(page.getByText('Nothing awaits approval')).toBeVisible();

    // The buyer's purchase page says who approved it, with the note.
    await buyerPage.goto(purchaseUrl);
    await expect(buyerPage.getByText(new RegExp(`^Approved by ${owner.name} on `))).toBeVisible();
    await expect(buyerPage.getByText('Note: Approved for the Motijheel branch')).toBeVisible();
    await theirs.close();
  });
});
