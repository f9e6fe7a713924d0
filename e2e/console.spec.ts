// The signed-in purchase page on a phone, as Lighthouse measures it (bench/lighthouse.ts): nothing in
// the console and no refused script. It had logged two, which cost Lighthouse's best practices 8
// points: on a phone Firebase's getAuth loaded Google's sign-in helper from apis.google.com on every
// page (unreachable here: a failed load), and Zod's question whether the page may compile code was
// refused by the CSP (DevTools' Issues panel).
import { devices } from '@playwright/test';
import { demoCustomer, expect, loginThroughUi, test } from './fixtures/index.ts';

const phone = devices['Pixel 7'];
test.use({ userAgent: phone.userAgent, viewport: phone.viewport, isMobile: true, hasTouch: true });

test('the signed-in purchase page logs no console error and no refused script', async ({ page, api }) => {
  const item = await api.addItem();
  await loginThroughUi(page, demoCustomer);
  await expect(page.getByRole('button', { name: 'Log Out', includeHidden: true })).toBeAttached();

  // A fresh load, as Lighthouse's: the session held, Firebase's code fetched once the screen is on show.
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP refused ${event.violatedDirective} in ${event.sourceFile}`),
    ),
  );
  await page.goto(`/purchase/${item._id}`);
  await expect(page.getByRole('form', { name: 'Place your order' })).toBeVisible();
  // Firebase confirms the session after the screen is on show: wait until it has.
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});
