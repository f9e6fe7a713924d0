// Image files for upload tests: a real PNG, and hostile files that pretend to be images.
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

let counter = 0;

/** A small, valid PNG of its own colour each call (so its hash is new). */
export async function freshPng(width = 8, height = 8): Promise<Buffer> {
  counter += 1;
  const background = { r: counter % 256, g: Math.floor(counter / 256) % 256, b: (counter * 37) % 256 };
  return sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer();
}

export function imageForm(
  bytes: Uint8Array,
  { name = 'image.png', type = 'image/png', field = 'image' } = {},
): FormData {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), name);
  return form;
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (crcTable[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A decompression bomb: a 1-bit grayscale PNG of width x height that is all zeros, a few KB on
 * disk and width x height pixels once decoded. With `honestData` false the IDAT holds one row only.
 */
export function pngBomb(width: number, height: number, { honestData = true } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 1; // bit depth
  ihdr[9] = 0; // grayscale
  const rowBytes = 1 + Math.ceil(width / 8);
  const rows = honestData ? height : 1;
  const raw = Buffer.alloc(rowBytes * rows);
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
