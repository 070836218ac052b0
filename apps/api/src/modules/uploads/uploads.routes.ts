import { apiErrorSchema, maxUploadBytes } from '@desh/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireSession } from '../../plugins/auth.ts';
import { readUploadedImage } from './read-image.ts';
import type { FileStorage } from './storage.ts';

export const uploadsRoutes =
  (storage: FileStorage): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here, not app-wide: the plugin adds hooks to every request in its scope.
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });
    app.post(
      '/uploads',
      {
        schema: {
          tags: ['uploads'],
          summary: 'Upload a profile photo (multipart field "image"; PNG or JPEG, 5 MB at most)',
          consumes: ['multipart/form-data'],
          response: {
            201: z.object({ url: z.string() }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        await requireSession(request);
        const image = await readUploadedImage(request);
        const url = await storage.save(image.bytes, image.extension, image.contentType);
        return reply.status(201).send({ url });
      },
    );
  };
