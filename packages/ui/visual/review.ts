import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

// The visual review (`pnpm visual:review`): every story whose baseline a change redrew, added or
// removed, or whose last run failed, as baseline, new and difference side by side in one HTML page
// that a reviewer opens, in place of Chromatic's review page (which cannot be reached from here).

export type ReviewKind = 'failed' | 'changed' | 'added' | 'removed';

export interface ReviewEntry {
  /** The story id, which is also the baseline's file name without `.png`. */
  id: string;
  /** "Title / Name" when the built Storybook's index knows the story. */
  label?: string;
  kind: ReviewKind;
  /** The picture before: the base's baseline, or for a failed run the committed one. */
  before?: Buffer;
  /** The picture after: the working tree's baseline, or for a failed run what the run drew. */
  after?: Buffer;
}

export interface PixelDiff {
  /** Red where the two differ, over a faded copy of the first. */
  image: Buffer;
  differentPixels: number;
  width: number;
  height: number;
  /** The two pictures' sizes differ: the smaller one is compared as if padded with transparent pixels. */
  resized: boolean;
  /** The smallest rectangle holding every differing pixel, to find a small change on a tall page. */
  region?: { x: number; y: number; width: number; height: number };
}

// As the visual suite's own comparison (playwright.visual.config.ts: threshold 0.02).
const THRESHOLD = 0.02;

function padded(png: PNG, width: number, height: number): Buffer {
  if (png.width === width && png.height === height) return png.data;
  const out = Buffer.alloc(width * height * 4);
  for (let y = 0; y < png.height; y++) png.data.copy(out, y * width * 4, y * png.width * 4, (y + 1) * png.width * 4);
  return out;
}

/** Compares two PNGs pixel by pixel (pixelmatch); pictures of different sizes are compared over the larger. */
export function diffPngs(before: Buffer, after: Buffer): PixelDiff {
  const a = PNG.sync.read(before);
  const b = PNG.sync.read(after);
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  const diff = new PNG({ width, height });
  const differentPixels = pixelmatch(padded(a, width, height), padded(b, width, height), diff.data, width, height, {
    threshold: THRESHOLD,
  });
  // pixelmatch draws a differing pixel in colour and every other one in grey.
  let [left, top, right, bottom] = [width, height, -1, -1];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      if (diff.data[i] === diff.data[i + 1] && diff.data[i + 1] === diff.data[i + 2]) continue;
      [left, top, right, bottom] = [Math.min(left, x), Math.min(top, y), Math.max(right, x), Math.max(bottom, y)];
    }
  return {
    image: PNG.sync.write(diff),
    region: right < 0 ? undefined : { x: left, y: top, width: right - left + 1, height: bottom - top + 1 },
    differentPixels,
    width,
    height,
    resized: a.width !== b.width || a.height !== b.height,
  };
}

const headings: Record<ReviewKind, string> = {
  failed: 'Failed in the last run (committed baseline, what the run drew)',
  changed: 'Baselines redrawn by this change',
  added: 'Stories added',
  removed: 'Stories removed',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function figure(caption: string, file: string | undefined): string {
  if (!file) return '';
  const src = encodeURI(file);
  return `<figure><figcaption>${caption}</figcaption><a href="${src}"><img src="${src}" alt="${caption}" loading="lazy"></a></figure>`;
}

export interface ReviewSummary {
  file: string;
  counts: Record<ReviewKind, number>;
}

/**
 * Writes `index.html` and the pictures beside it in `outDir` (emptied first): for each entry the
 * picture before, after and their difference. `base` names what was compared, for the page's heading.
 */
export function writeReview(entries: ReviewEntry[], outDir: string, base: string): ReviewSummary {
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const counts: Record<ReviewKind, number> = { failed: 0, changed: 0, added: 0, removed: 0 };
  const sections: string[] = [];
  for (const kind of Object.keys(headings) as ReviewKind[]) {
    const ofKind = entries.filter((e) => e.kind === kind).sort((x, y) => x.id.localeCompare(y.id));
    counts[kind] = ofKind.length;
    if (!ofKind.length) continue;
    const items = ofKind.map((entry) => {
      const stem = `${kind}/${entry.id}`;
      mkdirSync(join(outDir, kind), { recursive: true });
      const save = (suffix: string, png: Buffer | undefined) => {
        if (!png) return undefined;
        writeFileSync(join(outDir, `${stem}.${suffix}.png`), png);
        return `${stem}.${suffix}.png`;
      };
      const before = save('before', entry.before);
      const after = save('after', entry.after);
      let note = '';
      let difference: string | undefined;
      if (entry.before && entry.after) {
        const diff = diffPngs(entry.before, entry.after);
        difference = save('diff', diff.image);
        const { region } = diff;
        note = `${diff.differentPixels.toLocaleString('en-US')} ${diff.differentPixels === 1 ? 'pixel differs' : 'pixels differ'}${
          region ? ` within ${region.width} x ${region.height} px at (${region.x}, ${region.y})` : ''
        }${diff.resized ? ', and the size changed' : ''}`;
      }
      const label = entry.label
        ? `${escapeHtml(entry.label)} <code>${escapeHtml(entry.id)}</code>`
        : `<code>${escapeHtml(entry.id)}</code>`;
      return `<article id="${escapeHtml(stem)}"><h3>${label}</h3>${note ? `<p>${note}</p>` : ''}<div class="row">${figure(
        kind === 'failed' ? 'baseline' : 'before',
        before,
      )}${figure(kind === 'failed' ? 'this run' : 'after', after)}${
        before && after ? figure('difference', difference) : ''
      }</div></article>`;
    });
    sections.push(`<section><h2>${headings[kind]} (${ofKind.length})</h2>${items.join('\n')}</section>`);
  }
  const total = entries.length;
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Visual review: ${total} ${total === 1 ? 'story' : 'stories'}</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1b1b1f; }
  h1 { font-size: 1.3rem; } h2 { font-size: 1.1rem; margin-top: 2rem; border-bottom: 1px solid #ccc; }
  h3 { font-size: 1rem; margin: 1.2rem 0 0.3rem; } code { color: #555; font-size: 0.85em; }
  .row { display: flex; gap: 1rem; align-items: flex-start; }
  figure { margin: 0; flex: 1 1 0; min-width: 0; } figcaption { font-weight: 600; margin-bottom: 0.3rem; }
  img { max-width: 100%; border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
  figure:only-child { flex: 0 1 50%; }
</style>
</head>
<body>
<h1>Visual review against ${escapeHtml(base)}</h1>
<p>${counts.failed} failed, ${counts.changed} changed, ${counts.added} added, ${counts.removed} removed.</p>
${total ? sections.join('\n') : '<p>No story differs from the base and the last run failed none.</p>'}
</body>
</html>
`;
  const file = join(outDir, 'index.html');
  writeFileSync(file, html);
  return { file, counts };
}
