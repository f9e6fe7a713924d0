import { createHash } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { fetchBytes } from '@storefront/devstack/api';
import { apiPaths, uploadAnswerSchema } from '@storefront/shared';
import type { SignedIn } from '@storefront/devstack/login';
import { expectError, expectFieldError } from './support/assertions.ts';
import { useApiSuite } from './support/suite.ts';
import { imageMessages } from '../src/images/pipeline.ts';

const suite = useApiSuite('uploads');
let admin: SignedIn;
let customer: SignedIn;

beforeAll(async () => {
  admin = await suite.login('admin');
  customer = await suite.login('customer');
});

function png(width = 320, height = 240, color = { r: 200, g: 30, b: 30 }): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

function imageForm(bytes: Uint8Array, filename = 'part.png', type = 'image/png', field = 'image'): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return form;
}

const upload = (who: SignedIn, form: FormData) => who.api.request('POST', apiPaths.upload, { body: form });

describe('image uploads', () => {
  it('stores a PNG as WebP and answers its URL on our own host', async () => {
    const response = await upload(admin, imageForm(await png()));
    expect(response.status, response.text).toBe(200);
    const { data } = uploadAnswerSchema.strict().parse(response.body);
    expect(data.url).toMatch(/^\/api\/images\/[a-f0-9]{64}\.webp$/);

    const image = await suite.api.get(data.url);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');

    const bytes = await fetchBytes(`${suite.url}${data.url}`);
    const metadata = await sharp(bytes).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 320, height: 240 });
  });

  it('answers the same URL for the same image', async () => {
    const bytes = await png(100, 100, { r: 1, g: 2, b: 3 });
    const first = await upload(admin, imageForm(bytes));
    const second = await upload(admin, imageForm(bytes, 'again.png'));
    expect((first.body as { data: { url: string } }).data.url).toBe(
      (second.body as { data: { url: string } }).data.url,
    );
  });

  it('shrinks a large image to at most 1600 pixels a side', async () => {
    const response = await upload(admin, imageForm(await png(2400, 1200)));
    expect(response.status).toBe(200);
    const url = (response.body as { data: { url: string } }).data.url;
    const bytes = await fetchBytes(`${suite.url}${url}`);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 800 });
  });

  it('answers 304 to a request that already has the image', async () => {
    const response = await upload(admin, imageForm(await png(50, 50)));
    const url = (response.body as { data: { url: string } }).data.url;
    const first = await fetch(`${suite.url}${url}`);
    const etag = first.headers.get('etag');
    // The stored picture's SHA-256, quoted: the same bytes always answer the same tag.
    const sha256 = createHash('sha256')
      .update(Buffer.from(await first.arrayBuffer()))
      .digest('hex');
    expect(etag).toBe(`"${sha256}"`);
    const again = await fetch(`${suite.url}${url}`, { headers: { 'if-none-match': etag as string } });
    expect(again.status).toBe(304);
  });

  it('refuses a text file named .png', async () => {
    const response = await upload(
      admin,
      imageForm(Buffer.from('this is not an image, just text\n'.repeat(20)), 'fake.png'),
    );
    expectError(response, 415, imageMessages.unsupported);
    expect((response.body as { errors?: Record<string, string> }).errors).toEqual({ image: imageMessages.unsupported });
  });

  it('refuses a damaged PNG', async () => {
    const bytes = await png();
    const damaged = Buffer.concat([bytes.subarray(0, 40), Buffer.alloc(200, 0)]);
    const response = await upload(admin, imageForm(damaged));
    // Its signature says PNG, so it gets past the sniffing: sharp cannot read the rest.
    expectFieldError(response, 'image', imageMessages.unreadable);
    expect(response.body).toEqual({ message: imageMessages.unreadable, errors: { image: imageMessages.unreadable } });
  });

  it('refuses an upload without the image field', async () => {
    const form = new FormData();
    form.append('name', 'no file here');
    expectFieldError(await upload(admin, form), 'image', 'Image is Required');
    expectFieldError(
      await upload(admin, imageForm(await png(), 'part.png', 'image/png', 'picture')),
      'image',
      'Image is Required',
    );
  });

  it('refuses an upload that is not multipart', async () => {
    const response = await admin.api.post(apiPaths.upload, { image: 'https://example.com/a.png' });
    expect(response.status).toBe(415);
  });

  it('answers 400 with { message, errors } to a malformed multipart body, never 5xx', async () => {
    for (const body of [
      '{',
      'null',
      '\u0000',
      '--x\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\nabc',
    ]) {
      const response = await admin.api.request('POST', apiPaths.upload, {
        body,
        headers: { 'content-type': 'multipart/form-data; boundary=x' },
      });
      expectFieldError(response, 'image', imageMessages.malformed);
    }
    const noBoundary = await admin.api.request('POST', apiPaths.upload, {
      body: '{',
      headers: { 'content-type': 'multipart/form-data' },
    });
    expectFieldError(noBoundary, 'image', imageMessages.malformed);
  });

  it('refuses a file over 5 MB', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const response = await upload(admin, imageForm(big));
    expect(response.status).toBe(413);
  });

  it('answers 404 for an image that does not exist', async () => {
    expectError(await suite.api.get(`/api/images/${'0'.repeat(64)}.webp`), 404);
    expectError(await suite.api.get('/api/images/not-an-image.webp'), 404);
  });

  it('lets only administrators upload', async () => {
    const form = imageForm(await png(20, 20));
    expectError(await upload(customer, form), 403);
    expectError(await suite.api.request('POST', apiPaths.upload, { body: imageForm(await png(20, 20)) }), 401);
  });

  it('lets an uploaded image be used as an item image', async () => {
    const response = await upload(admin, imageForm(await png(64, 64, { r: 0, g: 128, b: 255 })));
    const url = (response.body as { data: { url: string } }).data.url;
    const item = await suite.addItem(admin, { image: url });
    expect(item.image).toBe(url);
  });
});
