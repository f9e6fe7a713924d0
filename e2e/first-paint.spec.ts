// The first paint (packages/app/index.html, packages/app/build/first-paint.ts): before the app's code has run,
// the landing page already shows the navbar's bar and the hero, inert, and the app's first render
// draws the hero exactly where the shell had it, so nothing jumps when the app takes over.
import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures/index.ts';

const HEADING = 'The Ultimate Club of Computer Manufacturing';

/** The page as it is before any script runs: the HTML and CSS alone. */
async function withoutScripts(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport, javaScriptEnabled: false });
  return { page: await context.newPage(), close: () => context.close() };
}

/** Where the hero's heading, text and picture are drawn, to the pixel, once the brand typeface is in. */
function heroBoxes(page: Page) {
  return page.locator('section[aria-labelledby="hero-heading"]').evaluate(async (hero) => {
    await document.fonts.ready;
    return ['h1', 'p', 'img', 'button'].map((selector) => {
      const box = hero.querySelector(selector)?.getBoundingClientRect();
      return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [];
    });
  });
}

test.describe('first paint', () => {
  test('the landing page shows the hero before the app runs; other pages do not', async ({ browser, baseURL }) => {
    const { page, close } = await withoutScripts(browser, baseURL!, { width: 412, height: 823 });
    try {
      await page.goto('/');
      const hero = page.locator('section[aria-labelledby="hero-heading"]');
      await expect(hero.locator('h1')).toHaveText(HEADING);
      await expect(hero.locator('img')).toBeVisible();
      expect(await hero.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // Inert and hidden from assistive technology: none of it works until the app has run.
      await expect(page.locator('#root > [inert][aria-hidden="true"]')).toHaveCount(1);
      await expect(page.getByRole('heading', { name: HEADING })).toHaveCount(0);
      await expect(page.getByText('Computer Club', { exact: true })).toBeVisible();

      await page.goto('/login');
      await expect(page.getByText('Computer Club', { exact: true })).toBeVisible();
      await expect(page.locator('#hero-heading')).toHaveCount(0);
    } finally {
      await close();
    }
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px the app draws the hero where the first paint had it`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const shell = await withoutScripts(browser, baseURL!, viewport);
      let before: unknown;
      try {
        await shell.page.goto('/');
        before = await heroBoxes(shell.page);
      } finally {
        await shell.close();
      }
      await page.setViewportSize(viewport);
      await page.goto('/');
      await expect(page.getByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
      await expect(page.locator('[inert]')).toHaveCount(0);
      expect(await heroBoxes(page)).toEqual(before);
    });
  }
});

/**
 * What `measure` reads of `path` as the server's HTML alone draws it, then once the app has drawn
 * over it (`drawn`), and whether a skeleton (a "Loading" status, a busy list) showed in between.
 */
async function drawnTwice<T>(
  browser: Browser,
  baseURL: string,
  page: Page,
  viewport: { width: number; height: number },
  { path, measure, drawn }: { path: string; measure: (page: Page) => Promise<T>; drawn: (page: Page) => Promise<void> },
) {
  const shell = await withoutScripts(browser, baseURL, viewport);
  let before: T;
  try {
    await shell.page.goto(path);
    before = await measure(shell.page);
  } finally {
    await shell.close();
  }
  await page.setViewportSize(viewport);
  await page.addInitScript(() => {
    new MutationObserver(() => {
      const busy =
        document.querySelector('[aria-busy="true"]') ??
        Array.from(document.querySelectorAll('[role="status"]')).find((e) => e.textContent === 'Loading');
      if (busy) (window as { __skeleton?: boolean }).__skeleton = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto(path);
  await drawn(page);
  await expect(page.locator('[inert]')).toHaveCount(0);
  const after = await measure(page);
  const skeleton = (await page.evaluate(() => (window as { __skeleton?: boolean }).__skeleton)) === true;
  return { before, after, skeleton };
}

const ITEM = 'Club Core X8 Processor';

/** Where an item's page draws its picture, name, description and Purchase, to the pixel. */
function itemBoxes(page: Page) {
  return page.locator('#root').evaluate(async (root, name) => {
    await document.fonts.ready;
    return [`img[alt="${name}"]`, 'h1', 'nav[aria-label="Breadcrumb"]', 'a[href^="/purchase/"]'].map((selector) => {
      const box = root.querySelector(selector)?.getBoundingClientRect();
      return box ? [selector, Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [];
    });
  }, ITEM);
}

test.describe("an item's first view", () => {
  test('shows the item before the app runs, drawn by the server, with its picture loaded', async ({
    browser,
    baseURL,
    request,
  }) => {
    const found = (await (await request.get('/api/items?q=core%20x8')).json()) as { items: { _id: string }[] };
    const id = found.items[0]!._id;
    const { page, close } = await withoutScripts(browser, baseURL!, { width: 412, height: 823 });
    try {
      await page.goto(`/items/${id}`);
      const view = page.locator('#root > [inert][aria-hidden="true"]');
      await expect(view.locator('h1')).toHaveText(ITEM);
      await expect(view.getByText(/^BDT [\d,]+$/).first()).toBeVisible();
      const picture = view.locator(`img[alt="${ITEM}"]`);
      await expect(picture).toBeVisible();
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      // Hidden from assistive technology until the app draws the page it can use.
      await expect(page.getByRole('heading', { name: ITEM })).toHaveCount(0);

      // Not an unknown item's 404 page, which the app draws.
      await page.goto('/items/no-such-item');
      await expect(page.locator('#root h1')).toHaveCount(0);
    } finally {
      await close();
    }
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px the app draws the item where the server's view had it, from its answer`, async ({
      browser,
      baseURL,
      page,
      request,
    }) => {
      const found = (await (await request.get('/api/items?q=core%20x8')).json()) as { items: { _id: string }[] };
      const { before, after, skeleton } = await drawnTwice(browser, baseURL!, page, viewport, {
        path: `/items/${found.items[0]!._id}`,
        measure: itemBoxes,
        drawn: (app) => expect(app.getByRole('heading', { name: ITEM, level: 1 })).toBeVisible(),
      });
      expect(after).toEqual(before);
      // The app starts from the inlined answer: its first screen is the item, never the skeleton.
      expect(skeleton).toBe(false);
    });
  }
});

/** Where the catalog draws its search box, heading of results, first cards' pictures and names. */
function catalogBoxes(page: Page) {
  return page.locator('#root').evaluate(async (root) => {
    await document.fonts.ready;
    const boxes = [
      root.querySelector('input[type="search"]'),
      ...Array.from(root.querySelectorAll('article img')).slice(0, 4),
      ...Array.from(root.querySelectorAll('article h3')).slice(0, 4),
    ].map((element) => element?.getBoundingClientRect());
    return boxes.map((box) =>
      box ? [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)] : [],
    );
  });
}

test.describe("the catalog's first view", () => {
  test("shows the view's first cards before the app runs", async ({ browser, baseURL }) => {
    const { page, close } = await withoutScripts(browser, baseURL!, { width: 412, height: 823 });
    try {
      await page.goto('/items?category=processors&sort=price-desc');
      const view = page.locator('#root > [inert][aria-hidden="true"]');
      await expect(view.locator('article').first()).toBeVisible();
      await expect(view.getByRole('heading', { name: ITEM })).toHaveCount(0); // hidden from assistive technology
      expect(await view.locator('article h3').allTextContents()).toContain(ITEM);
      const picture = view.locator('article img').first();
      expect(await picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    } finally {
      await close();
    }
  });

  for (const viewport of [
    { width: 375, height: 812 },
    { width: 1280, height: 900 },
  ]) {
    test(`at ${viewport.width} px the app draws the cards where the server's view had them, from its answer`, async ({
      browser,
      baseURL,
      page,
    }) => {
      const { before, after, skeleton } = await drawnTwice(browser, baseURL!, page, viewport, {
        path: '/items?q=club&sort=name',
        measure: catalogBoxes,
        drawn: (app) =>
          expect(app.getByRole('region', { name: 'Matching products' }).getByRole('article').first()).toBeVisible(),
      });
      expect(after).toEqual(before);
      expect(skeleton).toBe(false);
    });
  }
});

test.describe('brand typeface', () => {
  test('Inter is preloaded from the store itself, cached for good, and draws the text', async ({ page }) => {
    const fonts: { url: string; type: string | undefined; cache: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'font')
        fonts.push({
          url: response.url(),
          type: response.headers()['content-type'],
          cache: response.headers()['cache-control'],
        });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: HEADING, level: 1 })).toBeVisible();
    const preload = page.locator('link[rel="preload"][as="font"]');
    await expect(preload).toHaveCount(1);
    await expect(preload).toHaveAttribute('type', 'font/woff2');
    await expect(preload).toHaveAttribute('crossorigin', '');
    expect(
      await page.evaluate(async () => {
        await document.fonts.ready;
        return document.fonts.check('16px "Inter Variable"');
      }),
    ).toBe(true);
    const family = await page
      .getByRole('heading', { name: HEADING, level: 1 })
      .evaluate((h) => getComputedStyle(h).fontFamily);
    expect(family.startsWith('"Inter Variable"')).toBe(true);
    // One file, from this origin, never refetched.
    expect(fonts).toHaveLength(1);
    expect(new URL(fonts[0]!.url).origin).toBe(new URL(page.url()).origin);
    expect(fonts[0]!.type).toBe('font/woff2');
    expect(fonts[0]!.cache).toContain('immutable');
  });
});
