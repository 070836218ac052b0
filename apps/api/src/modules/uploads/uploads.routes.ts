import { apiErrorSchema, maxUploadBytes } from '@desh/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { HitCounter } from '../../plugins/rate-limit-store.ts';
import { checkImage, reencodeImage } from './image-check.ts';
import type { FileStorage } from './storage.ts';

/** Busboy's parse errors carry no status; a broken form is the client's fault, not a 500. */
function malformedForm(error: { statusCode?: number }): never {
  if (error.statusCode) throw error;
  throw badRequest('The upload is not a valid multipart form.');
}

export interface UploadQuota {
  /** Shared counters (PostgreSQL or Redis), so the quota holds across server processes. */
  counter: HitCounter;
  /** Upload attempts per user per day (UPLOAD_DAILY_MAX). */
  dailyMax: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** Each upload costs a decode and an encode: a user gets `dailyMax` a day, counted from their first. */
async function takeUploadSlot(
  quota: UploadQuota,
  userId: string,
  log: { warn: (...args: unknown[]) => void },
) {
  let hit: Awaited<ReturnType<HitCounter['hit']>>;
  try {
    hit = await quota.counter.hit(`uploads:${userId}`, dayMs);
  } catch (error) {
    // The counter store being down must not stop people from adding a photo.
    log.warn({ err: error }, 'upload quota unavailable');
    return;
  }
  if (hit.count > quota.dailyMax) {
    throw new AppError(
      429,
      'UPLOAD_QUOTA',
      `You can upload ${quota.dailyMax} images a day. Please try again tomorrow.`,
    );
  }
}

export const uploadsRoutes =
  (storage: FileStorage, quota?: UploadQuota): FastifyPluginAsyncZod =>
  async (app) => {
    // Registered here, not app-wide: the plugin adds hooks to every request in its scope.
    await app.register(multipart, { limits: { fileSize: maxUploadBytes, files: 1 } });
    app.post(
      '/uploads',
      {
        schema: {
          operationId: 'uploadImage',
          description:
            'Signed-in callers only. The image is checked by its content, stored, and its public URL answered.',
          tags: ['uploads'],
          summary: 'Upload a profile photo (multipart field "image"; PNG or JPEG, 5 MB at most)',
          consumes: ['multipart/form-data'],
          response: {
            201: z.object({ url: z.string() }),
            400: apiErrorSchema,
            401: apiErrorSchema,
            413: apiErrorSchema,
            415: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request, reply) => {
        const session = await requireSession(request);
        if (!request.isMultipart()) {
          throw new AppError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the image as multipart/form-data.');
        }
        const file = await request
          .file({ limits: { fileSize: maxUploadBytes, files: 1, fields: 5 } })
          .catch(malformedForm);
        if (file?.fieldname !== 'image') throw badRequest('Attach the image in a field named "image".');
        const bytes = await file.toBuffer().catch(malformedForm);
        if (file.file.truncated)
          throw new AppError(413, 'FILE_TOO_LARGE', 'The image must be 5 MB or smaller.');
        if (bytes.length === 0) throw badRequest('The image file is empty.');
        if (quota) await takeUploadSlot(quota, session.user.id, request.log);
        const image = await checkImage(bytes);
        // Only pixels this server encoded are stored: no metadata, no payload riding along.
        const clean = await reencodeImage(bytes, image);
        const url = await storage.save(clean, image.extension, image.contentType);
        return reply.status(201).send({ url });
      },
    );
  };
