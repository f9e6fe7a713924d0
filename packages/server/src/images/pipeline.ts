// The upload pipeline: trust the bytes, not the name. Check the magic bytes, let sharp read the
// header, refuse SVG and decompression bombs, then re-encode to a metadata-free WebP.
import { createHash } from 'node:crypto';
import type createSharp from 'sharp';
import type { Metadata, Sharp, SharpOptions } from 'sharp';
import { itemImage, messages } from '@storefront/shared';
import { HttpError } from '../http/errors.ts';

// sharp (libvips and its threads: tens of MB resident) loads on the first image, not at start:
// most processes of a fleet never re-encode one (docs/operations.md, Memory).
// Its operation cache (50 MB by default) is off: every image is read once; one libvips thread
// keeps glibc from growing an arena per thread.
let sharpModule: Promise<typeof createSharp> | undefined;
async function loadSharp(): Promise<typeof createSharp> {
  const { default: create } = await import('sharp');
  create.cache(false);
  create.concurrency(1);
  return create;
}
async function sharp(input: Uint8Array, options: SharpOptions): Promise<Sharp> {
  sharpModule ??= loadSharp();
  return (await sharpModule)(input, options);
}

export const MAX_UPLOAD_BYTES = itemImage.maxBytes;
export const MAX_INPUT_PIXELS = 40_000_000;
export const MAX_EDGE = 1600;

export const imageMessages = {
  required: messages.itemImageRequired,
  malformed: 'The upload could not be read: send the image as a multipart/form-data field "image"',
  unsupported: messages.itemImageUnsupported,
  unreadable: 'The image could not be read: the file is damaged or not an image',
  tooManyPixels: `The image is too large: at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels`,
  tooLarge: messages.itemImageTooLarge,
} as const;

type Format = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';

/** The format the first bytes announce, if it is one we accept. */
export function sniffFormat(bytes: Uint8Array): Format | undefined {
  const b = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (b.length >= 6 && (b.toString('latin1', 0, 6) === 'GIF87a' || b.toString('latin1', 0, 6) === 'GIF89a'))
    return 'gif';
  if (b.length >= 12 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp' && ['avif', 'avis'].includes(b.toString('latin1', 8, 12)))
    return 'avif';
  return undefined;
}

export interface EncodedImage {
  sha256: string;
  data: Buffer;
  width: number;
  height: number;
}

/** Re-encodes any input sharp can read (the seed passes SVG it drew itself) to WebP within 1600x1600. */
export async function encodeWebp(input: Uint8Array): Promise<EncodedImage> {
  const { data, info } = await (
    await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
  )
    .rotate()
    .resize(MAX_EDGE, MAX_EDGE, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 82, effort: 4 })
    .toBuffer({ resolveWithObject: true });
  return { sha256: createHash('sha256').update(data).digest('hex'), data, width: info.width, height: info.height };
}

/** Validates an uploaded file and re-encodes it; throws 415 / 400 with a clear message otherwise. */
export async function processUpload(input: Uint8Array): Promise<EncodedImage> {
  if (input.byteLength === 0) throw new HttpError(400, imageMessages.required, { image: imageMessages.required });
  if (input.byteLength > MAX_UPLOAD_BYTES)
    throw new HttpError(413, imageMessages.tooLarge, { image: imageMessages.tooLarge });
  const sniffed = sniffFormat(input);
  if (!sniffed) throw new HttpError(415, imageMessages.unsupported, { image: imageMessages.unsupported });
  let metadata: Metadata;
  try {
    metadata = await (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })).metadata();
  } catch (error) {
    throw unreadable(error);
  }
  const format = metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : metadata.format;
  if (format !== sniffed) throw new HttpError(415, imageMessages.unsupported, { image: imageMessages.unsupported });
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0) * Math.max(1, metadata.pages ?? 1);
  if (!metadata.width || !metadata.height)
    throw new HttpError(400, imageMessages.unreadable, { image: imageMessages.unreadable });
  if (pixels > MAX_INPUT_PIXELS)
    throw new HttpError(400, imageMessages.tooManyPixels, { image: imageMessages.tooManyPixels });
  try {
    return await encodeWebp(input);
  } catch (error) {
    throw unreadable(error);
  }
}

function unreadable(error: unknown): HttpError {
  const message =
    error instanceof Error && /pixel limit/i.test(error.message)
      ? imageMessages.tooManyPixels
      : imageMessages.unreadable;
  return new HttpError(400, message, { image: message });
}
