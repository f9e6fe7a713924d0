// Posting a review and seeing it on the home page; saving the profile and seeing it after a reload.
import { demoAdmin, expect, test, unique } from './fixtures/index.ts';

test.describe('reviews', () => {
  test('posts a review and sees it on the home page', async ({ page, api, login }) => {
    const account = await api.newAccount();
    await login(account);
    await page.goto('/dashboard/add-review');
    const form = page.getByRole('form', { name: 'Add Review' });

    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(form.getByText('Rating is Required', { exact: true })).toBeVisible();
    await expect(form.getByText('Description is Required', { exact: true })).toBeVisible();

    await form.getByLabel('Rating').fill('7');
    await form.getByLabel('Description').fill('x');
    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(form.getByText('Rating must be between 1 and 5', { exact: true })).toBeVisible();

    const text = unique('The SSDs arrived early and every unit passed our tests.');
    await form.getByLabel('Rating').fill('4.6');
    await form.getByLabel('Description').fill(text);
    await form.getByRole('button', { name: 'Post Review' }).click();
    await expect(page.getByText('Your Review is posted!', { exact: true })).toBeVisible();
    await expect(form.getByLabel('Description')).toHaveValue('');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home', exact: true }).click();
    const reviews = page.getByRole('region', { name: 'Recent Reviews' });
    const card = reviews.locator('figure').filter({ hasText: text });
    await expect(card).toBeVisible();
    await expect(card).toContainText('4.6 / 5');
  });
});

test.describe('review moderation', () => {
  test('an administrator hides a review from the home page, then shows it again', async ({ page, api, login }) => {
    const author = await api.signIn(await api.newAccount());
    const text = unique('A review the moderators take down for a while.');
    await api.postReview(author, { rating: 4, description: text });
    const homeCard = () =>
      page.getByRole('region', { name: 'Recent Reviews' }).locator('figure').filter({ hasText: text });
    await login(demoAdmin);
    await page.goto('/');
    await expect(homeCard()).toBeVisible();

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Manage Reviews' }).click();
    await expect(page).toHaveURL(/\/dashboard\/manage-reviews$/);
    const row = page.getByRole('row').filter({ hasText: text });
    await row.getByRole('button', { name: /^Hide the review by / }).click();
    await expect(page.getByText(/^The review by .+ is hidden from the store\.$/)).toBeVisible();
    await expect(row.getByText('Hidden', { exact: true })).toBeVisible();

    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Recent Reviews' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Reviews' }).locator('figure').first()).toBeVisible();
    await expect(homeCard()).toHaveCount(0);

    await page.goto('/dashboard/manage-reviews');
    await row.getByRole('button', { name: /^Show the review by / }).click();
    await expect(page.getByText(/^The review by .+ is shown again\.$/)).toBeVisible();
    await page.goto('/');
    await expect(homeCard()).toBeVisible();
  });
});

test.describe('profile', () => {
  test('saves the profile and shows it after a reload', async ({ page, api, login }) => {
    const account = await api.newAccount({ name: unique('Farhana Akter') });
    await login(account);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    const form = page.getByRole('form', { name: 'My Profile' });
    await expect(form).toBeVisible();
    await expect(page.getByText(account.email)).toBeVisible();

    const profile = {
      Education: 'BSc in Computer Science and Engineering',
      Location: 'Chattogram',
      Phone: '01812345678',
      'LinkedIn URL': 'https://www.linkedin.com/in/farhana-akter',
    };
    for (const [label, value] of Object.entries(profile)) await form.getByLabel(label).fill(value);
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('Your profile is updated!', { exact: true })).toBeVisible();

    await page.reload();
    const reloaded = page.getByRole('form', { name: 'My Profile' });
    for (const [label, value] of Object.entries(profile)) await expect(reloaded.getByLabel(label)).toHaveValue(value);
  });

  test('refuses a LinkedIn URL that is not a URL', async ({ page, api, login }) => {
    const account = await api.newAccount();
    await login(account);
    await page.goto('/dashboard');
    const form = page.getByRole('form', { name: 'My Profile' });
    await form.getByLabel('LinkedIn URL').fill('not a url');
    await form.getByRole('button', { name: 'Update Profile' }).click();
    await expect(form.getByText('Provide a valid URL', { exact: true })).toBeVisible();
  });
});
