import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors.ts';
import { MAX_EDGE, imageMessages, processUpload, sniffFormat } from './pipeline.ts';

async function refusal(input: Uint8Array): Promise<HttpError> {
  try {
    await processUpload(input);
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
  throw new Error('the upload was accepted');
}

/** A valid PNG whose header claims the given size (a decompression bomb's signature). */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe('image upload pipeline', () => {
  it('accepts a real PNG and re-encodes it to WebP without metadata', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 4, background: '#3366cc' } })
      .png()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret camera owner' } } })
      .toBuffer();
    expect((await sharp(png).metadata()).exif).toBeDefined();

    const image = await processUpload(png);
    const meta = await sharp(image.data).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([320, 200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(image.sha256).toMatch(/^[a-f0-9]{64}$/);
  });

  it('turns a photo upright per its EXIF orientation and fits it within 1600x1600', async () => {
    const jpeg = await sharp({ create: { width: 2000, height: 1800, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const image = await processUpload(jpeg);
    expect([image.width, image.height]).toEqual([1440, MAX_EDGE]);
    expect((await sharp(image.data).metadata()).orientation).toBeUndefined();
  });

  it('gives the same key to the same picture', async () => {
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    expect((await processUpload(png)).sha256).toBe((await processUpload(png)).sha256);
  });

  it('refuses a text file named .png', async () => {
    const error = await refusal(Buffer.from('just some text, whatever the file name says'));
    expect(error.statusCode).toBe(415);
    expect(error.errors).toEqual({ image: imageMessages.unsupported });
  });

  it('refuses an SVG', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    expect((await refusal(svg)).statusCode).toBe(415);
  });

  it('refuses a decompression bomb', async () => {
    const error = await refusal(await pngClaiming(50_000, 50_000));
    expect(error.statusCode).toBe(400);
    expect(error.message).toBe(imageMessages.tooManyPixels);
  });

  it('refuses a damaged image whose magic bytes look right', async () => {
    const png = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await refusal(png.subarray(0, 40))).statusCode).toBe(400);
  });

  it('refuses a file over 5 MB and an empty one', async () => {
    expect((await refusal(Buffer.alloc(5 * 1024 * 1024 + 1))).statusCode).toBe(413);
    expect((await refusal(Buffer.alloc(0))).statusCode).toBe(400);
  });

  it('recognises the accepted formats by their first bytes', async () => {
    const base = sharp({ create: { width: 8, height: 8, channels: 3, background: '#123' } });
    expect(sniffFormat(await base.clone().jpeg().toBuffer())).toBe('jpeg');
    expect(sniffFormat(await base.clone().png().toBuffer())).toBe('png');
    expect(sniffFormat(await base.clone().webp().toBuffer())).toBe('webp');
    expect(sniffFormat(await base.clone().gif().toBuffer())).toBe('gif');
    expect(sniffFormat(await base.clone().avif({ effort: 0 }).toBuffer())).toBe('avif');
    expect(sniffFormat(Buffer.from('<svg/>'))).toBeUndefined();
  });
});
