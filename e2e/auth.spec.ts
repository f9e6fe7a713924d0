// Registration, sign-in and sign-out, Google sign-in through the emulator, protected routes.
import { completeGooglePopup, serveGapiStandIn } from './fixtures/google.ts';
import type { Page } from '@playwright/test';
import {
  PASSWORD,
  expect,
  expectSignedIn,
  loginThroughUi,
  test,
  unique,
  uniqueEmail,
  type E2eApi,
} from './fixtures/index.ts';
import { expiredTokenLike, verifiedClaims } from './fixtures/tokens.ts';

test.describe('registration', () => {
  test('shows each validation message of the register form', async ({ page }) => {
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Name is Required', { exact: true })).toBeVisible();
    await expect(form.getByText('Email is Required', { exact: true })).toBeVisible();
    await expect(form.getByText('Password is Required', { exact: true })).toBeVisible();

    await form.getByLabel('Name').fill('Someone');
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password').fill('abc');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Provide a valid Email', { exact: true })).toBeVisible();
    await expect(form.getByText('Must be 6 characters or longer', { exact: true })).toBeVisible();
    await expect(form.getByText('Name is Required', { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/register$/);
  });

  test('the login form shows its validation messages', async ({ page }) => {
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Email is Required', { exact: true })).toBeVisible();
    await expect(form.getByText('Password is Required', { exact: true })).toBeVisible();
    await form.getByLabel('Email').fill('someone');
    await form.getByLabel('Password').fill('12345');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByText('Provide a valid Email', { exact: true })).toBeVisible();
    await expect(form.getByText('Must be 6 characters or longer', { exact: true })).toBeVisible();
  });

  test('registers an account, shows its name, signs out and signs in again', async ({ page, login }) => {
    const name = unique('Nadia Rahman');
    const email = uniqueEmail('register');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByText(name, { exact: true })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeTruthy();

    await navbar.getByRole('button', { name: 'Log Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(navbar.getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(navbar.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
    await expect(navbar.getByText(name, { exact: true })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();

    await login({ email, password: PASSWORD });
    await expect(navbar.getByText(name, { exact: true })).toBeVisible();
  });

  test('registering an email already in use shows the identity provider error', async ({ page, api }) => {
    const account = await api.newAccount();
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Name').fill('Second Try');
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert')).toHaveText('An account with this email already exists. Log in instead.');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('email confirmation', () => {
  const verifyLinks = async (api: E2eApi, email: string) =>
    (await api.emulator.emailedLinks(email)).filter((link) => link.requestType === 'VERIFY_EMAIL');

  test('a new account gets the link, may resend it, and the notice goes once the link is opened', async ({
    page,
    api,
  }) => {
    const email = uniqueEmail('verify');
    await page.goto('/register');
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Name').fill(unique('Verify Me'));
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();

    const notice = page.getByRole('status').filter({ hasText: 'Confirm your email address.' });
    await expect(notice).toContainText(email);
    await expect.poll(async () => (await verifyLinks(api, email)).length).toBe(1);
    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await expect(notice).toContainText('A new link is on its way.');
    await expect.poll(async () => (await verifyLinks(api, email)).length).toBe(2);

    // Every flow works meanwhile: the dashboard opens.
    await page.goto('/dashboard/my-orders');
    await expect(page.getByRole('heading', { name: /My Orders/ })).toBeVisible();

    // The person opens the newest link (in another tab), then comes back to the store's.
    const mail = await page.context().newPage();
    await mail.goto((await verifyLinks(api, email)).at(-1)!.oobLink);
    await expect(mail.locator('body')).toContainText('successfully verified');
    await mail.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: /My Orders/ })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('an order past the unverified limit offers the link; once it is opened, the same order goes through', async ({
    page,
    api,
  }) => {
    const item = await api.addItem({ min_order_quantity: 2, available_quantity: 50, price_per_unit: 100 });
    const account = { email: uniqueEmail('limited'), password: PASSWORD, name: unique('Not Yet') };
    await api.emulator.createUser({ ...account, displayName: account.name, emailVerified: false });
    await loginThroughUi(page, account);
    const notice = page.getByRole('status').filter({ hasText: 'Confirm your email address.' });
    // The navbar's notice dismissed: the one beside the refusal comes back on its own.
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await page.goto(`/purchase/${item._id}`);
    const form = page.getByRole('form', { name: 'Place your order' });
    await form.getByLabel('Address').fill('House 7, Road 3, Dhanmondi, Dhaka');
    await form.getByLabel('Phone').fill('01711000000');
    await form.getByLabel('Quantity').fill('10');
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(
      form.getByText(
        'Until your email address is verified you can order at most 2 more of this item: verify it to lift the limit',
        { exact: true },
      ),
    ).toBeVisible();
    await notice.getByRole('button', { name: 'Resend the link' }).click();
    await expect(notice).toContainText('A new link is on its way.');

    // The person opens the link (in another tab), then comes back to the store's.
    const mail = await page.context().newPage();
    await mail.goto((await verifyLinks(api, account.email)).at(-1)!.oobLink);
    await expect(mail.locator('body')).toContainText('successfully verified');
    await mail.close();
    await page.bringToFront();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(notice).toHaveCount(0);
    await form.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByText('Your order is placed!', { exact: true })).toBeVisible();
  });

  test('the notice can be dismissed for the rest of the visit', async ({ page, api }) => {
    const account = { email: uniqueEmail('unverified'), password: PASSWORD, name: unique('Not Yet') };
    await api.emulator.createUser({ ...account, displayName: account.name, emailVerified: false });
    await loginThroughUi(page, account);
    const notice = page.getByRole('status').filter({ hasText: 'Confirm your email address.' });
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
    await page.reload();
    await expectSignedIn(page);
    await expect(notice).toHaveCount(0);
  });
});

test.describe('a forgotten password', () => {
  test('"Forgot password?" emails a reset link; following it sets the password to sign in with', async ({
    page,
    api,
  }) => {
    const account = await api.newAccount();
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toContainText(`If an account uses ${account.email}`);

    // The emulator keeps the email's link; its reset page takes the new password in the address.
    const reset = (await api.emulator.emailedLinks(account.email)).findLast(
      (link) => link.requestType === 'PASSWORD_RESET',
    );
    expect(reset, 'a reset link was sent').toBeDefined();
    const oldPassword = account.password;
    account.password = 'e2e-new-pass-456';
    await page.goto(`${reset!.oobLink}&newPassword=${account.password}`);
    await expect(page.locator('body')).toContainText('successfully updated');

    await page.goto('/login');
    const login = page.getByRole('form', { name: 'Login' });
    await login.getByLabel('Email').fill(account.email);
    await login.getByLabel('Password').fill(oldPassword);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(login.getByRole('alert')).toHaveText(/^Wrong (email or )?password/);
    await loginThroughUi(page, account);
  });

  test('an address no account uses gets the same answer', async ({ page }) => {
    await page.goto('/forgot-password');
    const form = page.getByRole('form', { name: 'Reset your password' });
    const email = uniqueEmail('nobody');
    await form.getByLabel('Email').fill(email);
    await form.getByRole('button', { name: 'Send reset link' }).click();
    await expect(form.getByRole('status')).toContainText(`If an account uses ${email}`);
    await expect(form.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('sign-in', () => {
  test('a wrong password shows the identity provider error and stays signed out', async ({ page, api }) => {
    const account = await api.newAccount();
    await page.goto('/login');
    const form = page.getByRole('form', { name: 'Login' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password').fill('wrong-password');
    await form.getByRole('button', { name: 'Login' }).click();
    await expect(form.getByRole('alert')).toHaveText(/^Wrong (email or )?password/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' })).toBeVisible();
  });

  test('signs in with email and password and returns home', async ({ page, api, login }) => {
    const account = await api.newAccount({ name: unique('Karim Uddin') });
    await login(account);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByText(account.name, { exact: true })).toBeVisible();
  });

  test('signs in with Google through the emulator', async ({ page, context }) => {
    await serveGapiStandIn(context);
    const email = uniqueEmail('google');
    const name = unique('Google Tester');
    await page.goto('/login');
    const popupOpened = page.waitForEvent('popup');
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    const popup = await popupOpened;
    await completeGooglePopup(popup, { email, name });

    const navbar = page.getByRole('navigation', { name: 'Main' });
    await expect(navbar.getByText(name, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(navbar.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The server knows the Google account now: its profile page loads.
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });
});

test.describe('protected routes', () => {
  test('a visitor is sent to login and returns to the page after signing in', async ({ page, api, login }) => {
    const account = await api.newAccount();
    await page.goto('/dashboard/my-orders');
    await expect(page).toHaveURL(/\/login$/);
    await login(account);
    await expect(page).toHaveURL(/\/dashboard\/my-orders$/);
    await expect(page.getByRole('heading', { name: /^My Orders/ })).toBeVisible();
  });

  test('the return path survives the link to the register page', async ({ page }) => {
    const email = uniqueEmail('detour');
    await page.goto('/dashboard/add-review');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Create New Account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    const form = page.getByRole('form', { name: 'Sign Up' });
    await form.getByLabel('Name').fill('Detour Customer');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(PASSWORD);
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page).toHaveURL(/\/dashboard\/add-review$/);
    await expect(page.getByRole('heading', { name: 'Add Review' })).toBeVisible();
  });
});

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('accessToken'));

test.describe('an expired session', () => {
  test('a garbage or expired access token is replaced transparently from the Firebase session', async ({
    page,
    api,
    login,
  }) => {
    const account = await api.newAccount();
    const item = await api.addItem();
    await api.placeOrder(await api.signIn(account), item, item.min_order_quantity);
    await login(account);
    // What the browser asks of the API: the refusals and the token exchanges (PUT /api/user/{email}).
    const answers: string[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/api/')) answers.push(`${response.request().method()} ${pathname} ${response.status()}`);
    });
    const exchange = `PUT /api/user/${encodeURIComponent(account.email)} 200`;

    // 1. Garbage in place of the token, then an authenticated screen: My Orders.
    await page.evaluate(() => localStorage.setItem('accessToken', 'garbage.not-a.token'));
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'My Orders' }).click();
    await expect(page.getByRole('heading', { name: 'My Orders: 1' })).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: item.name })).toBeVisible();
    const renewed = await storedToken(page);
    expect(renewed).not.toBe('garbage.not-a.token');
    expect(await verifiedClaims(renewed ?? '')).toMatchObject({ email: account.email });
    expect(answers.some((line) => line.endsWith(' 401'))).toBe(true);
    expect(answers).toContain(exchange);
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeVisible();

    // 2. A correctly signed token that has expired, then a write: posting a review.
    answers.length = 0;
    const expired = await expiredTokenLike(renewed!);
    expect(await verifiedClaims(expired)).toBeUndefined();
    await page.evaluate((token) => localStorage.setItem('accessToken', token), expired);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Add Review' }).click();
    const form = page.getByRole('form', { name: 'Add Review' });
    const text = unique('Renewed session, review still posted.');
    await form.getByLabel('Rating').fill('4.8');
    await form.getByLabel('Description').fill(text);
    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(page.getByText('Your Review is posted!', { exact: true })).toBeVisible();
    expect(answers).toContain('POST /api/review 401');
    expect(answers).toContain(exchange);
    expect(answers).toContain('POST /api/review 201');
    const again = await storedToken(page);
    expect(again).not.toBe(expired);
    expect(await verifiedClaims(again ?? '')).toMatchObject({ email: account.email });
    await expect(page).toHaveURL(/\/dashboard\/add-review$/);
  });
});
