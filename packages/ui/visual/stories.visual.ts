import { test as base, expect, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { storyContextOptions } from './context.ts';

// One screenshot per story of the built Storybook, taken after Storybook's render phase (render,
// play function, a11y check) is finished, against the committed baselines in __screenshots__/.

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'story' | 'docs';
  tags?: string[];
}

const staticDir = resolve(process.env.VISUAL_STORYBOOK_DIR ?? 'storybook-static');
const index = JSON.parse(readFileSync(resolve(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const stories = Object.values(index.entries)
  .filter((entry) => entry.type === 'story')
  // A story whose picture would add nothing but bytes (200 table rows) says so; its play function still runs.
  .filter((entry) => !entry.tags?.includes('no-screenshot'))
  // Phone stories last, together: a change of viewport costs a fresh document.
  .sort((a, b) => Number(isPhone(a)) - Number(isPhone(b)) || a.id.localeCompare(b.id));

function isPhone(story: IndexEntry): boolean {
  return story.tags?.includes('mobile') ?? false;
}

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { id?: string; phase?: string } };
    __STORYBOOK_ADDONS_CHANNEL__?: { emit: (event: string, ...args: unknown[]) => void };
  }
}

// One browser context and page per worker, kept from story to story: a fresh context per story
// fetched and compiled Storybook's whole preview and installed MSW's service worker each time (3 to
// 7 s a story on two cores, most of the suite's half hour). Stories are switched to in the same
// document, as Storybook's own test runner does, with storage cleared between.
const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use, workerInfo) => {
      const context = await browser.newContext({ ...storyContextOptions, baseURL: workerInfo.project.use.baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ storyPage }, use) => {
    await storyPage.evaluate(() => {
      if (location.protocol === 'about:') return;
      localStorage.clear();
      sessionStorage.clear();
      window.scrollTo(0, 0);
    });
    await use(storyPage);
  },
});

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    const viewport = isPhone(story) ? phone : desktop;
    const sameViewport = page.viewportSize()?.width === viewport.width;
    await page.setViewportSize(viewport);
    // Axe already runs on every story in `pnpm test:stories`; skipping it here halves the time per page.
    // A story switched to in the same document renders as it would after a fresh load, with two
    // exceptions that get a document of their own: a change of viewport (a layout effect measured
    // mid-resize), and stories tagged `own-document` (Recharts' text sizes depend on what it drew before).
    const switchable = sameViewport && !story.tags?.includes('own-document') && page.url().includes('/iframe.html');
    if (switchable)
      await page.evaluate((storyId) => {
        window.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }, story.id);
    else await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`);
    const phase = await page
      .waitForFunction(
        (storyId) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender;
          if (render?.id !== storyId) return false;
          const current = render.phase;
          return current === 'finished' || current === 'errored' || current === 'aborted' ? current : false;
        },
        story.id,
        { timeout: 30_000 },
      )
      .then((handle) => handle.jsonValue());
    expect(phase, 'the story rendered and its play function passed').toBe('finished');

    await page.evaluate(async () => {
      for (const img of Array.from(document.images)) img.loading = 'eager';
      await Promise.all(
        Array.from(document.images)
          .filter((img) => !img.complete)
          .map(
            (img) =>
              new Promise<void>((done) => {
                img.addEventListener('load', () => done(), { once: true });
                img.addEventListener('error', () => done(), { once: true });
              }),
          ),
      );
      await document.fonts.ready;
      // An opening dialog's enter animation, caught at its first frame, screenshots as nothing
      // (Make Admin's failed dialog, at opacity 0): every finite animation ends first.
      for (const animation of document.getAnimations()) {
        try {
          animation.finish();
        } catch {
          // An infinite one (a spinner) cannot finish; the screenshot's own setting stops it.
        }
      }
      // The picture from the top of the page: where a play function left the window scrolled
      // (a dialog's trigger focused again, a toast) moved the fixed sidebar and the toasts from run to
      // run (Edit Item / Receive Stock).
      window.scrollTo(0, 0);
      // Content that skips rendering until scrolled near (the catalog's later cards, content-visibility:
      // auto) is drawn as on screen: the full-page picture shows every card as a shopper scrolling sees it.
      if (!document.getElementById('visual-render-all')) {
        const style = document.createElement('style');
        style.id = 'visual-render-all';
        style.textContent = '* { content-visibility: visible !important; }';
        document.head.append(style);
      }
      // Every tile drawn again in one pass: where a play function had repainted only part of the page
      // (a dialog closed, a bar removed), the parts painted at different times differed by a shade on
      // anti-aliased edges from run to run (Manage All Orders / Bulk Confirm: 0, 6, 168 or 174 pixels
      // in eight loads of the same story; the same picture every time once the root is redrawn).
      const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
      document.documentElement.style.setProperty('will-change', 'transform');
      await frame();
      document.documentElement.style.removeProperty('will-change');
      await frame();
    });

    await expect(page).toHaveScreenshot(`${story.id}.png`, {
      fullPage: true,
      animations: 'disabled',
      caret: 'hide',
      threshold: 0.02,
      maxDiffPixels: 0,
      // A tall page on a loaded two-core machine takes seconds per screenshot, and it takes two.
      timeout: 20_000,
    });
  });
}
