// Hostile uploads. A non-image named .png, images with a misleading type, a
// decompression bomb, SVG with script, a file over the limit: each refused with a clear 4xx, and
// no image stored. Then a genuine image is stored once, as a metadata-free WebP. On SQLite and on
// PostgreSQL: the images live in the database (a BLOB there, a bytea here).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { apiPaths } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { countRows, digest } from './support/db-state.ts';
import { freshPng, imageForm, PNG_SIGNATURE, pngBomb } from './support/images.ts';
import { databases, startStack, type Stack } from './support/stack.ts';

const svgWithScript = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)"><script>alert(document.cookie)</script><rect width="10" height="10"/></svg>',
);

async function refusals(): Promise<{ name: string; form: () => Promise<FormData>; status: number[] }[]> {
  const png = await freshPng(16, 16);
  const jpeg = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#123456' } })
    .jpeg()
    .toBuffer();
  return [
    {
      name: 'a text file named .png',
      status: [415],
      form: async () => imageForm(Buffer.from('just some text, not an image\n'), { name: 'notes.png' }),
    },
    {
      name: 'an HTML page named .png, sent as image/png',
      status: [415],
      form: async () => imageForm(Buffer.from('<!doctype html><script>alert(1)</script>'), { name: 'page.png' }),
    },
    {
      name: 'a PNG signature followed by a script (polyglot)',
      status: [400, 415],
      form: async () =>
        imageForm(Buffer.concat([PNG_SIGNATURE, Buffer.from('<script>alert(1)</script>'.repeat(20))]), {
          name: 'poly.png',
        }),
    },
    {
      name: 'a GIF header followed by JavaScript',
      status: [400, 415],
      form: async () => imageForm(Buffer.from('GIF89a/*\x00\x00*/=alert(1)//'), { name: 'x.gif', type: 'image/gif' }),
    },
    {
      name: 'JPEG bytes with a PNG header glued on (misleading type)',
      status: [400, 415],
      form: async () => imageForm(Buffer.concat([PNG_SIGNATURE, jpeg]), { name: 'mixed.png' }),
    },
    {
      name: 'a truncated PNG',
      status: [400],
      form: async () => imageForm(png.subarray(0, Math.floor(png.length / 2)), { name: 'half.png' }),
    },
    {
      name: 'an SVG with script, as image/svg+xml',
      status: [415],
      form: async () => imageForm(svgWithScript, { name: 'x.svg', type: 'image/svg+xml' }),
    },
    {
      name: 'an SVG with script, named .png',
      status: [415],
      form: async () => imageForm(svgWithScript, { name: 'x.png' }),
    },
    {
      name: 'a decompression bomb: a 50-megapixel PNG of a few KB',
      status: [400, 413],
      form: async () => imageForm(pngBomb(10_000, 5_000), { name: 'bomb.png' }),
    },
    {
      name: 'a decompression bomb: a 10-gigapixel header with one row of data',
      status: [400, 413],
      form: async () => imageForm(pngBomb(100_000, 100_000, { honestData: false }), { name: 'giga.png' }),
    },
    {
      name: 'a file over the 5 MB limit',
      status: [413],
      form: async () =>
        imageForm(Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024 + 1 - png.length, 7)]), { name: 'big.png' }),
    },
    { name: 'an empty file', status: [400], form: async () => imageForm(Buffer.alloc(0), { name: 'empty.png' }) },
    { name: 'an image in the wrong field', status: [400], form: async () => imageForm(png, { field: 'file' }) },
  ];
}

describe.each(databases())('on $kind', ({ kind, skip }) => {
  let stack: Stack;
  let admin: SignedIn;

  beforeAll(async () => {
    if (skip) return;
    stack = await startStack({ file: 'uploads', kind });
    admin = await stack.login('admin');
  });

  afterAll(async () => {
    await stack?.stop();
  });

  describe('hostile uploads', () => {
    it.skipIf(skip)('refuses each with a clear 4xx and stores nothing', async () => {
      const cases = await refusals();
      const before = await digest(stack.database.url);
      const imagesBefore = await countRows(stack.database.url, 'images');
      const wrong: string[] = [];
      for (const c of cases) {
        const started = Date.now();
        const response = await admin.api.request<{ message?: string; errors?: Record<string, string> }>(
          'POST',
          apiPaths.upload,
          { body: await c.form() },
        );
        const ms = Date.now() - started;
        const message = response.body?.errors?.image ?? response.body?.message;
        if (!c.status.includes(response.status) || typeof message !== 'string' || message.length < 5) {
          wrong.push(`${c.name}: ${response.status} ${response.text.slice(0, 200)}`);
        }
        // A bomb must be refused from its header, not after decoding gigapixels.
        expect(ms, `${c.name} took ${ms} ms`).toBeLessThan(15_000);
        expect(stack.server.isRunning(), `the server died on ${c.name}`).toBe(true);
      }
      expect(wrong).toEqual([]);
      expect(await countRows(stack.database.url, 'images')).toBe(imagesBefore);
      expect(await digest(stack.database.url)).toBe(before);
    });

    it.skipIf(skip)('refuses a non-multipart upload with 415', async () => {
      const response = await admin.api.post(apiPaths.upload, { image: 'data:image/png;base64,iVBORw0KGgo=' });
      expect(response.status, response.text).toBe(415);
    });

    it.skipIf(skip)('refuses an upload by a customer before reading it', async () => {
      const customer = await stack.login('customer');
      const response = await customer.api.request('POST', apiPaths.upload, { body: imageForm(await freshPng()) });
      expect(response.status).toBe(403);
    });

    it.skipIf(skip)('stores a genuine image once, re-encoded as WebP without its metadata', async () => {
      const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#884422' } })
        .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-camera-data' } } })
        .jpeg()
        .toBuffer();
      // A genuine JPEG labelled image/png: the server trusts the bytes, not the label, and re-encodes.
      const first = await admin.api.request<{ data: { url: string } }>('POST', apiPaths.upload, {
        body: imageForm(jpeg, { name: 'photo.png', type: 'image/png' }),
      });
      expect(first.status, first.text).toBe(200);
      const second = await admin.api.request<{ data: { url: string } }>('POST', apiPaths.upload, {
        body: imageForm(jpeg, { name: 'again.jpg', type: 'image/jpeg' }),
      });
      expect(second.body.data.url).toBe(first.body.data.url);
      const served = await fetch(`${stack.url}${first.body.data.url}`);
      expect(served.headers.get('content-type')).toBe('image/webp');
      const bytes = Buffer.from(await served.arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
      expect(bytes.includes(Buffer.from('secret-gps'))).toBe(false);
    });
  });
});
