import { uploadAnswerSchema } from '@storefront/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import type { RouteContext } from '../context.ts';
import { imageMessages } from './pipeline.ts';

export function imageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { images, guards } = ctx;

  r.post(
    '/upload',
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        tags: ['images'],
        summary:
          'Upload an item image (admin): multipart field "image", JPEG/PNG/WebP/GIF/AVIF up to 5 MB, stored as WebP',
        security: [{ bearer: [] }],
        consumes: ['multipart/form-data'],
        response: { 200: uploadAnswerSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the image as multipart/form-data in the field "image"');
      let bytes: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'image' || bytes) {
          part.file.resume();
          continue;
        }
        try {
          bytes = await part.toBuffer();
        } catch (error) {
          if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
            throw new HttpError(413, imageMessages.tooLarge, { image: imageMessages.tooLarge });
          throw error;
        }
      }
      if (!bytes) throw new HttpError(400, imageMessages.required, { image: imageMessages.required });
      return { success: true as const, data: { url: await images.upload(bytes) } };
    },
  );

  r.get(
    '/images/:name',
    {
      schema: {
        tags: ['images'],
        summary: 'An uploaded or seeded image (WebP, immutable)',
        params: z.object({ name: z.string().max(80) }),
      },
    },
    async (request, reply) => {
      const image = await images.find(request.params.name);
      if (!image) throw new HttpError(404, 'Image not found');
      const etag = `"${image.sha256}"`;
      reply.header('Cache-Control', 'public, max-age=31536000, immutable').header('ETag', etag);
      const ifNoneMatch = request.headers['if-none-match'];
      if (ifNoneMatch && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag))
        return reply.status(304).send();
      return reply.type('image/webp').send(image.data);
    },
  );
}
