import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { afterEach, describe, expect, it } from 'vitest';
import { diffPngs, writeReview } from './review.ts';

/** A width x height PNG of one colour, with the pixels listed painted red. */
function png(width: number, height: number, red: [number, number][] = []): Buffer {
  const image = new PNG({ width, height });
  for (let i = 0; i < width * height; i++) image.data.set([255, 255, 255, 255], i * 4);
  for (const [x, y] of red) image.data.set([255, 0, 0, 255], (y * width + x) * 4);
  return PNG.sync.write(image);
}

describe('visual review', () => {
  let dir: string | undefined;
  afterEach(() => {
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('counts the pixels that differ and marks them in the difference image', () => {
    expect(diffPngs(png(4, 3), png(4, 3))).toMatchObject({ differentPixels: 0, region: undefined });
    const diff = diffPngs(png(4, 3), png(4, 3, [[1, 2]]));
    expect(diff).toMatchObject({
      differentPixels: 1,
      width: 4,
      height: 3,
      resized: false,
      region: { x: 1, y: 2, width: 1, height: 1 },
    });
    const image = PNG.sync.read(diff.image);
    // pixelmatch's default diff colour at the changed pixel; the rest a faded copy of the first image.
    expect([...image.data.subarray((2 * 4 + 1) * 4, (2 * 4 + 1) * 4 + 4)]).toEqual([255, 0, 0, 255]);
    expect(image.data[0]).toBeGreaterThan(200);
  });

  it('compares pictures of different heights over the taller one', () => {
    const diff = diffPngs(png(4, 3), png(4, 5));
    expect(diff).toMatchObject({
      differentPixels: 8,
      width: 4,
      height: 5,
      resized: true,
      region: { x: 0, y: 3, width: 4, height: 2 },
    });
  });

  it('writes a page with before, after and difference of each story, and the added and removed ones', () => {
    dir = mkdtempSync(join(tmpdir(), 'visual-review-'));
    const out = join(dir, 'review');
    const summary = writeReview(
      [
        {
          id: 'forms-login--default',
          label: 'Forms/Login / Default',
          kind: 'changed',
          before: png(2, 2),
          after: png(2, 2, [[0, 0]]),
        },
        { id: 'forms-login--new', kind: 'added', after: png(2, 2) },
        { id: 'forms-login--old', kind: 'removed', before: png(2, 2) },
        { id: 'domain-table--<b>', kind: 'failed', before: png(2, 2), after: png(2, 3) },
      ],
      out,
      'main (abc1234)',
    );
    expect(summary.counts).toEqual({ failed: 1, changed: 1, added: 1, removed: 1 });
    const html = readFileSync(summary.file, 'utf8');
    expect(html).toContain('Visual review against main (abc1234)');
    expect(html).toContain('1 failed, 1 changed, 1 added, 1 removed.');
    expect(html).toContain('Forms/Login / Default');
    expect(html).toContain('1 pixel differs within 1 x 1 px at (0, 0)');
    expect(html).toContain('2 pixels differ within 2 x 1 px at (0, 2), and the size changed');
    expect(html).not.toContain('<b>');
    for (const file of [
      'changed/forms-login--default.before.png',
      'changed/forms-login--default.after.png',
      'changed/forms-login--default.diff.png',
      'added/forms-login--new.after.png',
      'removed/forms-login--old.before.png',
      'failed/domain-table--<b>.diff.png',
    ]) {
      expect(existsSync(join(out, file)), file).toBe(true);
      expect(html).toContain(`src="${encodeURI(file)}"`);
    }
    expect(existsSync(join(out, 'added/forms-login--new.diff.png'))).toBe(false);
  });

  it('says so when nothing differs', () => {
    dir = mkdtempSync(join(tmpdir(), 'visual-review-'));
    const summary = writeReview([], join(dir, 'review'), 'main');
    expect(readFileSync(summary.file, 'utf8')).toContain('No story differs from the base');
  });
});
