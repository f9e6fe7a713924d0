// `pnpm start`'s mail catcher (requirements §13.9): an email opened from its page looks as it was
// sent, its inline styles applied, in a sandbox where nothing of it runs or calls out.
import { caughtMail, expect, test, unique } from './fixtures/index.ts';

test('the mail catcher shows an email with its own styles, sandboxed', async ({ page, api }) => {
  const item = await api.addItem({ name: unique('Club Mail Fan') });
  const buyer = await api.signIn(await api.newAccount({ prefix: 'mail' }));
  await api.placeOrder(buyer, item);
  let mail: Awaited<ReturnType<typeof caughtMail>>[number] | undefined;
  await expect
    .poll(async () => (mail = (await caughtMail()).find((m) => m.to.includes(buyer.email))), { timeout: 20_000 })
    .toBeDefined();
  const address = `${process.env.E2E_MAIL_URL}/messages/${mail!.id}`;

  const answer = await page.goto(address);
  // The heading's own 22 px (a browser's h1 is 32 px), and the button's colour.
  await expect(page.getByRole('heading', { level: 1 })).toHaveCSS('font-size', '22px');
  await expect(page.getByRole('link', { name: /order/i }).first()).toHaveCSS('background-color', 'rgb(29, 78, 216)');
  // As a sandboxed frame: no script, no form, no request out (styles only from the email itself).
  const policy = (await answer!.headerValue('content-security-policy')) ?? '';
  expect(policy.split(/;\s*/)).toEqual(expect.arrayContaining(['sandbox', "default-src 'none'"]));
  expect(policy).not.toMatch(/script-src|allow-scripts/);
});
