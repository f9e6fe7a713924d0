// Business customers (requirements §20): a customer creates a company and invites a colleague as a
// buyer; the colleague (verified address) sees the invitation on My Orders and accepts; the buyer's
// order is the company's, and the company admin finds it under the company's orders with the
// buyer's name; someone outside the company opening its page gets the not-found page.
import { apiPaths, type Company } from '@storefront/shared';
import { chooseDistrict, expect, loginThroughUi, test, unique } from './fixtures/index.ts';

test.describe('companies', () => {
  test('created, a buyer invited and joined; their order under the company orders; outsiders see nothing', async ({
    page,
    browser,
    api,
    login,
  }) => {
    test.slow(); // three people, several screens
    const owner = await api.newAccount({ prefix: 'coadmin', name: unique('Company Admin') });
    const buyer = await api.newAccount({ prefix: 'cobuyer', name: unique('Company Buyer') });
    const outsider = await api.newAccount({ prefix: 'cooutsider' });
    const companyName = unique('Padma Systems');

    // The customer creates the company from My company, and becomes its admin.
    await login(owner);
    await page.goto('/dashboard/company');
    const create = page.getByRole('form', { name: 'Create your company' });
    await create.getByLabel('Company name').fill(companyName);
    await create.getByLabel('BIN').fill('000123456-0101');
    await create.getByLabel('Trade licence').fill('TRAD/DNCC/012345/2024');
    await create.getByLabel('Billing address').fill('Level 5, 27 Kemal Ataturk Avenue, Banani');
    await chooseDistrict(create, 'Dhaka');
    await create.getByRole('button', { name: 'Create company' }).click();
    await expect(page.getByRole('heading', { name: 'Company details' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Members: 1' })).toBeVisible();

    // It invites the colleague by email, as a buyer (the role the form starts with).
    const invite = page.getByRole('form', { name: 'Invite a member' });
    await invite.getByLabel('Email').fill(buyer.email);
    await expect(invite.getByLabel('Role')).toHaveValue('buyer');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(page.getByRole('heading', { name: 'Pending invitations: 1' })).toBeVisible();

    // The colleague, in another window, sees the invitation on My Orders and accepts it.
    const other = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const colleague = await other.newPage();
    await loginThroughUi(colleague, buyer);
    await colleague.goto('/dashboard/my-orders');
    const banner = colleague.getByRole('region', { name: `Invitation to ${companyName}` });
    await expect(banner).toContainText(`invited you to join ${companyName} as Buyer`);
    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(colleague.getByText(`You joined ${companyName}`, { exact: true })).toBeVisible();
    await expect(banner).toBeHidden();
    await other.close();

    // The buyer orders; the order is the company's.
    const item = await api.addItem({ name: unique('Company Switch'), min_order_quantity: 2, price_per_unit: 1500 });
    const signedInBuyer = await api.signIn(buyer);
    await api.placeOrder(signedInBuyer, item);

    // The company admin sees it under the company's orders, with the buyer's name.
    await page.goto('/dashboard/company');
    const orders = page.getByRole('table', { name: 'Company orders' });
    const row = orders.getByRole('row').filter({ hasText: item.name });
    await expect(row).toContainText(buyer.name);
    await expect(page.getByRole('heading', { name: 'Members: 2' })).toBeVisible();

    // Someone outside the company opening its page gets the not-found page.
    const signedInOwner = await api.signIn(owner);
    const mine = await signedInOwner.api.get<Company>(apiPaths.myCompany);
    expect(mine.status).toBe(200);
    const outside = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
    const stranger = await outside.newPage();
    await loginThroughUi(stranger, outsider);
    await stranger.goto(`/dashboard/company/${mine.body.id}`);
    await expect(stranger.getByRole('heading', { name: /cannot be found/ })).toBeVisible();
    await expect(stranger.getByText(companyName)).toHaveCount(0);
    await outside.close();
  });
});
