import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createAuth, isGoogleConfigured } from './lib/auth.ts';
import { badRequest } from './lib/errors.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { passwordResetReachesUsers } from './modules/mail/mailer.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { parcelWorkflowRoutes } from './modules/parcels/parcel-workflow.routes.ts';
import { parcelsRoutes } from './modules/parcels/parcels.routes.ts';
import { quoteRoutes } from './modules/quote/quote.routes.ts';
import { ridersRoutes } from './modules/riders/riders.routes.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { createSmsTransport, type SmsTransport } from './modules/sms/sms-transport.ts';
import { type SmsWorker, type SmsWorkerOptions, startSmsWorker } from './modules/sms/sms-worker.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { createS3Storage, s3SettingsFromEnv } from './modules/uploads/s3-storage.ts';
import { createLocalStorage, type FileStorage } from './modules/uploads/storage.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { loggerOptions, registerObservability, requestIdFor } from './plugins/observability.ts';
import { createSharedCounter } from './plugins/rate-limit-store.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { inlineScriptHashes, registerSecurity } from './plugins/security.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  storage?: FileStorage;
  logger?: boolean;
  /** Where JSON log lines go (tests read them); stdout when unset. */
  logStream?: DestinationStream;
  /** How SMS leave (tests pass an inbox); chosen from the environment when unset. */
  smsTransport?: SmsTransport;
  /** SMS worker tuning (tests shorten the backoff), or false to run no worker in this process. */
  smsWorker?: Partial<SmsWorkerOptions> | false;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS transport and this process's outbox worker (null until ready, or when disabled). */
    sms: { transport: SmsTransport; worker: SmsWorker | null };
  }
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp({
  env,
  database,
  storage,
  logger = true,
  logStream,
  smsTransport,
  smsWorker,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(env, logStream) : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // requestIdFor reads x-request-id itself, keeping only well-formed ids.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Malformed URLs and over-long path params never reach the error handler: answer them in the same shape.
    frameworkErrors: (error, _request, generic) => {
      const reply = generic as unknown as FastifyReply;
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      void reply.status(tooLong ? 414 : 400).send({
        error: tooLong
          ? { code: 'URI_TOO_LONG', message: 'The address is too long.' }
          : { code: 'BAD_REQUEST', message: 'The address is not valid.' },
      });
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // PostgreSQL text cannot hold U+0000: refuse it here rather than fail with a 500 in the database.
  // Params and query come from the URL, where a NUL can only arrive percent-encoded; bodies are checked
  // only when there is one. A callback hook: it runs on every request.
  app.addHook('preValidation', (request, _reply, done) => {
    const inUrl = request.url.includes('%00');
    const inBody = request.body !== undefined && (JSON.stringify(request.body) ?? '').includes('\\u0000');
    done(inUrl || inBody ? badRequest('Text cannot contain the NUL character.') : undefined);
  });
  const metrics = registerObservability(app);

  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist;
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;

  const rateLimits = createSharedCounter(env, database.db, (error) =>
    app.log.warn({ err: error }, 'rate limit store error'),
  );
  app.addHook('onClose', async () => rateLimits.close());
  await registerSecurity(app, env, indexHtml ? inlineScriptHashes(indexHtml) : [], rateLimits.counter);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Desh Courier API',
        version: '1.0.0',
        description: 'Parcel booking, tracking, riders and admin.',
      },
      tags: [
        {
          name: 'delivery',
          description: 'Out for delivery, proof of delivery, failed attempts and returns.',
        },
        { name: 'sms', description: 'Where a customer gets SMS about their parcels.' },
      ],
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    // Swagger UI styles itself inline; scripts stay hash-locked. Plain-http hosts must not be upgraded.
    transformStaticCSP: (header) =>
      header
        .replace("style-src 'self' https:", "style-src 'self' https: 'unsafe-inline'")
        .replace(env.publicUrl.startsWith('https:') ? /$^/ : /\s*upgrade-insecure-requests;?/, ''),
  });

  const auth = createAuth(database.db, env);
  registerAuth(app, auth, env.publicUrl);
  const realtime = await registerRealtime(app, database);

  const sms = {
    transport: smsTransport ?? createSmsTransport(env, app.log),
    worker: null as SmsWorker | null,
  };
  app.decorate('sms', sms);
  if (smsWorker !== false) {
    app.addHook('onReady', async () => {
      sms.worker = await startSmsWorker(database, sms.transport, env.publicUrl, app.log, smsWorker ?? {});
    });
    app.addHook('preClose', async () => {
      await sms.worker?.stop();
    });
  }

  const uploadsDir = path.join(env.dataDir, 'uploads');
  const fileStorage =
    storage ??
    (env.UPLOAD_DRIVER === 's3' ? createS3Storage(s3SettingsFromEnv(env)) : createLocalStorage(uploadsDir));
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database.db));
      await api.register(metricsRoutes(metrics, env.METRICS_TOKEN));
      await api.register(
        configRoutes({
          googleEnabled: isGoogleConfigured(env),
          passwordResetEnabled: passwordResetReachesUsers(env),
        }),
      );
      await api.register(usersRoutes(database.db));
      await api.register(uploadsRoutes(fileStorage));
      await api.register(parcelsRoutes(database.db));
      await api.register(parcelWorkflowRoutes(database.db));
      await api.register(ridersRoutes(database.db));
      await api.register(adminRoutes(database.db));
      await api.register(
        deliveryRoutes({ db: database.db, storage: fileStorage, maxAttempts: env.MAX_DELIVERY_ATTEMPTS }),
      );
      await api.register(smsRoutes(database.db));
      await api.register(quoteRoutes);
      await api.register(
        trackingRoutes({
          db: database.db,
          hub: realtime,
          rateLimitMax: env.TRACK_RATE_LIMIT_MAX,
          cacheMs: env.TRACK_CACHE_MS,
        }),
      );
      await api.register(newsletterRoutes(database.db, { rateLimitMax: env.NEWSLETTER_RATE_LIMIT_MAX }));
    },
    { prefix: '/api' },
  );

  fs.mkdirSync(uploadsDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    setHeaders: (res) => {
      res.header('X-Content-Type-Options', 'nosniff');
      res.header('Content-Security-Policy', "default-src 'none'; sandbox");
      res.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });

  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The web build writes .br and .gz next to each text asset (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // Client-side routes get the app; a missing file (an old hashed asset, a typo) gets a real 404.
    const isPage =
      request.method === 'GET' &&
      !pathname.startsWith('/api') &&
      !pathname.startsWith('/uploads') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (isPage && indexHtml) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } });
  });

  return app;
}
