import { apiPaths, uploadAnswerSchema } from '@storefront/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../http/errors.ts';
import type { RouteContext } from '../context.ts';
import { imageMessages } from './pipeline.ts';

/** The bytes of the multipart field "image", if sent. */
async function imageField(request: FastifyRequest): Promise<Buffer | undefined> {
  let bytes: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== 'image' || bytes) {
        part.file.resume();
        continue;
      }
      bytes = await part.toBuffer();
    }
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new HttpError(413, imageMessages.tooLarge, { image: imageMessages.tooLarge });
    const status = (error as { statusCode?: unknown }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) throw error;
    // The body parser's own errors (busboy: "Unexpected end of form", "Malformed part header")
    // carry no status: what it could not parse is the client's body.
    throw new HttpError(400, imageMessages.malformed, { image: imageMessages.malformed });
  }
  return bytes;
}

export function imageRoutes(app: FastifyInstance, ctx: RouteContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { images, guards } = ctx;

  r.post(
    apiPaths.upload,
    {
      onRequest: guards.requireAdmin,
      preHandler: ctx.limits.writes,
      schema: {
        operationId: 'uploadImage',
        tags: ['images'],
        summary: 'Upload an item image',
        description:
          'Upload an item image (admin): multipart field "image", JPEG/PNG/WebP/GIF/AVIF up to 5 MB, stored as WebP',
        consumes: ['multipart/form-data'],
        response: { 200: uploadAnswerSchema },
      },
    },
    async (request) => {
      if (!request.isMultipart())
        throw new HttpError(415, 'Send the image as multipart/form-data in the field "image"');
      const bytes = await imageField(request);
      if (!bytes) throw new HttpError(400, imageMessages.required, { image: imageMessages.required });
      return { success: true as const, data: { url: await images.upload(bytes) } };
    },
  );

  r.get(
    apiPaths.image.route,
    {
      schema: {
        operationId: 'getImage',
        tags: ['images'],
        summary: 'Get an image',
        description:
          'An uploaded or seeded image (WebP, immutable): cached for a year; 304 to a matching If-None-Match',
        params: z.object({ name: z.string().max(80) }),
        // The bytes themselves (image/webp): sent as they are, never serialized.
        response: {
          200: z.unknown().describe('The image, image/webp'),
          304: z.unknown().describe('Not modified (If-None-Match)'),
        },
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
