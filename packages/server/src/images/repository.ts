import type { Db } from '../db/connection.ts';
import { nowIso } from '../db/util.ts';
import type { EncodedImage } from './pipeline.ts';

export function imagesRepository(db: Db) {
  return {
    /** Stores an image once per content hash. */
    async save(image: EncodedImage): Promise<void> {
      await db
        .insertInto('images')
        .values({
          sha256: image.sha256,
          data: image.data,
          width: image.width,
          height: image.height,
          created_at: nowIso(),
        })
        .onConflict((oc) => oc.column('sha256').doNothing())
        .execute();
    },

    async find(sha256: string): Promise<Buffer | undefined> {
      const row = await db.selectFrom('images').select('data').where('sha256', '=', sha256).executeTakeFirst();
      return row ? Buffer.from(row.data.buffer, row.data.byteOffset, row.data.byteLength) : undefined;
    },
  };
}

export type ImagesRepository = ReturnType<typeof imagesRepository>;
