import { processUpload } from './pipeline.ts';
import type { ImagesRepository } from './repository.ts';

export const imageUrl = (sha256: string): string => `/api/images/${sha256}.webp`;

export function imagesService(images: ImagesRepository) {
  return {
    async upload(bytes: Uint8Array): Promise<string> {
      const image = await processUpload(bytes);
      await images.save(image);
      return imageUrl(image.sha256);
    },

    /** `<sha256>.webp` → the bytes, or undefined. */
    async find(name: string): Promise<{ sha256: string; data: Buffer } | undefined> {
      const match = /^([a-f0-9]{64})\.webp$/.exec(name);
      if (!match?.[1]) return undefined;
      const data = await images.find(match[1]);
      return data ? { sha256: match[1], data } : undefined;
    },
  };
}

export type ImagesService = ReturnType<typeof imagesService>;
