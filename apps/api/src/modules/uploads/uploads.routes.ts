import { apiErrorSchema, maxUploadBytes } from '@desh/shared';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/errors.ts';
import { requireSession } from '../../plugins/auth.ts';
import type { HitCounter } from '../../plugins/rate-limit-store.ts';
import { readUploadedImage } from './read-image.ts';
import type { FileStorage } from './storage.ts';

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
      undefined,
      { max: quota.dailyMax },
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
        const image = await readUploadedImage(request, {
          beforeDecode: quota ? () => takeUploadSlot(quota, session.user.id, request.log) : undefined,
        });
        const url = await storage.save(image.bytes, image.extension, image.contentType);
        return reply.status(201).send({ url });
      },
    );
  };
