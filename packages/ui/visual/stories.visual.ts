import { expect, test } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

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
  .sort((a, b) => a.id.localeCompare(b.id));

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

declare global {
  interface Window {
    __STORYBOOK_PREVIEW__?: { currentRender?: { phase?: string } };
  }
}

for (const story of stories) {
  test(`${story.title} / ${story.name}`, async ({ page }) => {
    await page.setViewportSize(story.tags?.includes('mobile') ? phone : desktop);
    // Axe already runs on every story in `pnpm test:stories`; skipping it here halves the time per page.
    await page.goto(`/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story&globals=a11y.manual:!true`);
    const phase = await page
      .waitForFunction(
        () => {
          const current = window.__STORYBOOK_PREVIEW__?.currentRender?.phase;
          return current === 'finished' || current === 'errored' || current === 'aborted' ? current : false;
        },
        undefined,
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
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
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
