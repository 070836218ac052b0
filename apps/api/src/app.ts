import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { createAuth, isGoogleConfigured } from './lib/auth.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createLocalStorage, type FileStorage } from './modules/uploads/storage.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { inlineScriptHashes, registerSecurity } from './plugins/security.ts';

export interface AppOptions {
  env: Env;
  database: Database;
  storage?: FileStorage;
  logger?: boolean;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

export async function buildApp({
  env,
  database,
  storage,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: env.LOG_LEVEL } : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist;
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;

  await registerSecurity(app, env, indexHtml ? inlineScriptHashes(indexHtml) : []);
  await app.register(multipart, { limits: { fileSize: 5 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Desh Courier API',
        version: '1.0.0',
        description: 'Parcel booking, tracking, riders and admin.',
      },
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
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  const auth = createAuth(database.db, env);
  registerAuth(app, auth, env.publicUrl);

  const uploadsDir = path.join(env.dataDir, 'uploads');
  const fileStorage = storage ?? createLocalStorage(uploadsDir);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database.db));
      await api.register(configRoutes({ googleEnabled: isGoogleConfigured(env) }));
      await api.register(usersRoutes(database.db));
      await api.register(uploadsRoutes(fileStorage));
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
      setHeaders: (res, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/uploads');
    if (isPage && indexHtml) {
      return reply.type('text/html').header('Cache-Control', 'no-cache').send(indexHtml);
    }
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } });
  });

  return app;
}
