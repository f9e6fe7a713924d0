// Code splitting as the design promises it: the home page fetches its own
// screen's chunk and no other, and the Firebase SDK only once signing in is needed (the sign-in pages),
// or for someone already signed in, not before the home page's content is in place.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures/index.ts';

/** The route modules of packages/app/src/router.tsx, whose chunks Vite names after them. */
const routeModules = [
  'Home',
  'Blogs',
  'Portfolio',
  'Login',
  'Register',
  'guards',
  'Purchase',
  'Dashboard',
  'MyProfile',
  'MyOrders',
  'AddReview',
  'ManageOrders',
  'AddItem',
  'MakeAdmin',
  'ManageItems',
  'NotFound',
];

/** The chunk's module name: /assets/Login-BpLVLgfD.js -> Login. */
const chunkName = (path: string) => /^\/assets\/(.+)-[\w-]{8}\.js$/.exec(path)?.[1];
const isFirebase = (path: string) => chunkName(path) === 'firebase';

/** Every script the page asks for, by path, in order. */
function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.push(pathname);
  });
  return scripts;
}

const routeChunks = (scripts: string[]) =>
  [...new Set(scripts.map(chunkName))].filter((name): name is string => !!name && routeModules.includes(name));

const hero = (page: Page) =>
  page.getByRole('heading', { name: 'The Ultimate Club of Computer Manufacturing', level: 1 });

test.describe('lazy loading', () => {
  test('a fresh home page loads only its own screen, no Firebase; /login loads its chunk', async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(hero(page)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Our Latest Items' }).getByRole('article')).toHaveCount(6);
    expect(scripts.filter(isFirebase), 'Firebase before the first content').toEqual([]);
    expect(routeChunks(scripts)).toEqual(['Home']);

    // Settled, a visitor still has not needed to sign in: nothing more was fetched for it.
    await page.waitForLoadState('networkidle');
    expect(scripts.filter(isFirebase), 'Firebase for a visitor on the home page').toEqual([]);
    expect(routeChunks(scripts)).toEqual(['Home']);

    // The login page: its own chunk, and now the SDK, since signing in is what it is for.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    expect(routeChunks(scripts)).toEqual(['Home', 'Login']);
    await expect.poll(() => scripts.filter(isFirebase).length).toBe(1);
  });

  test('an English page loads neither the Bangla catalog nor the Bangla typeface; a Bangla page loads both', async ({
    page,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    const catalog = () => requests.filter((path) => /^\/assets\/bn-[\w-]{8}\.js$/.test(path));
    const typeface = () => requests.filter((path) => /^\/assets\/bangla-[\w-]{8}\.woff2$/.test(path));
    await page.goto('/');
    await expect(hero(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Contact Us', level: 2 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(catalog(), 'the Bangla catalog on the English home page').toEqual([]);
    expect(typeface(), 'the Bangla typeface on the English home page').toEqual([]);

    await page.goto('/bn/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'bn');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(catalog()).toHaveLength(1);
    // Preloaded by the page's head, then asked for by its face: one file, downloaded once (the second from the cache).
    await expect.poll(() => new Set(typeface()).size, 'the Bangla typeface once Bangla is drawn').toBe(1);
    await expect(page.locator('head link[rel="preload"][as="font"][href*="/assets/bangla-"]')).toHaveCount(1);
  });

  test('for someone signed in, Firebase loads only after the home page content is in place', async ({
    page,
    api,
    login,
  }) => {
    await login(await api.newAccount());
    await page.goto('about:blank');
    // Which came first, in the order the browser reported them: the app's hero heading entering the
    // document (not the first paint's copy of it, which comes with the HTML, inert, replaced by the
    // app), or the request for Firebase's chunk. Not the Resource Timing entries: a chunk the login
    // page fetched in this tab can come from the memory cache, which leaves none (the test failed so).
    let seen = 0;
    let heroAt: number | undefined;
    let firebaseAt: number | undefined;
    await page.exposeFunction('heroShown', () => {
      heroAt ??= ++seen;
    });
    page.on('request', (request) => {
      if (isFirebase(new URL(request.url()).pathname)) firebaseAt ??= ++seen;
    });
    await page.addInitScript(() => {
      const observer = new MutationObserver(() => {
        const heading = [...document.querySelectorAll('h1')].find((h1) => !h1.closest('[inert]'));
        if (heading?.textContent?.includes('The Ultimate Club of Computer Manufacturing')) {
          void (window as unknown as { heroShown: () => Promise<void> }).heroShown();
          observer.disconnect();
        }
      });
      observer.observe(document, { childList: true, subtree: true });
    });
    const scripts = recordScripts(page);
    await page.goto('/');
    await expect(hero(page)).toBeVisible();
    // The navbar shows the account at once, from the session this browser holds; Firebase confirms it
    // once the page is idle.
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect.poll(() => scripts.filter(isFirebase).length).toBe(1);
    expect(routeChunks(scripts)).toEqual(['Home']);
    await expect.poll(() => heroAt, 'the hero heading reported').toBeDefined();
    expect(firebaseAt).toBeDefined();
    expect(firebaseAt!).toBeGreaterThan(heroAt!);
  });

  test('a signed-in screen opened at its address shows from the held session, Firebase not needed', async ({
    page,
    api,
    login,
  }) => {
    const item = await api.addItem();
    await login(await api.newAccount());
    await page.goto('about:blank');
    // Firebase's code never arrives: the screen must not be waiting for it.
    await page.route(/\/assets\/firebase-[\w-]{8}\.js$/, (route) => route.abort());
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`/purchase/${item._id}`);
    await expect(page.getByRole('heading', { level: 1, name: item.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Log Out' })).toBeVisible();
    expect(requests.filter((path) => path === `/api/item/${item._id}`)).toHaveLength(1);
  });
});
