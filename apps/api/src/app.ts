import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import type { Database } from './db/client.ts';
import type { Env } from './env.ts';
import { authSecret, createAuth, isGoogleConfigured, trustedOrigins } from './lib/auth.ts';
import { labelCodes } from './lib/label-code.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { parcelDeskRoutes } from './modules/admin/parcel-desk.routes.ts';
import { peopleRoutes } from './modules/admin/people.routes.ts';
import { bearerApiKey } from './modules/api-keys/api-key-secret.ts';
import { apiKeysRoutes } from './modules/api-keys/api-keys.routes.ts';
import {
  apiKeySessionPrefix,
  apiKeyStillWorks,
  resolveApiKey,
  suspendApiKeysAfterReset,
} from './modules/api-keys/api-keys.service.ts';
import { apiKeysAdminRoutes } from './modules/api-keys/api-keys-admin.routes.ts';
import { areasRoutes } from './modules/areas/areas.routes.ts';
import { bulkBookingRoutes } from './modules/bulk-booking/bulk-booking.routes.ts';
import { configRoutes } from './modules/config/config.routes.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { pendingApprovalOfMerchant, pendingApprovalOfRiders } from './modules/delivery/proof-approval.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { holidaysRoutes } from './modules/holidays/holidays.routes.ts';
import { hubsRoutes } from './modules/hubs/hubs.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { type PayoutSchedule, startPayoutSchedule } from './modules/ledger/scheduled-payouts.ts';
import { createMailer, passwordResetReachesUsers } from './modules/mail/mailer.ts';
import { metricsRoutes } from './modules/metrics/metrics.routes.ts';
import { actorAtHub, managerAtHub } from './modules/network/hub-access.ts';
import { networkRoutes } from './modules/network/network.routes.ts';
import { type OverdueWatch, startOverdueWatch } from './modules/network/overdue-watch.ts';
import { newsletterRoutes } from './modules/newsletter/newsletter.routes.ts';
import { type DecisionClock, startDecisionClock } from './modules/parcels/failed-decisions.ts';
import { recordParcelNote } from './modules/parcels/parcel-events.ts';
import { parcelWorkflowRoutes } from './modules/parcels/parcel-workflow.routes.ts';
import { lockParcel } from './modules/parcels/parcel-workflow.service.ts';
import { parcelsRoutes } from './modules/parcels/parcels.routes.ts';
import { cachedSenderCounts } from './modules/parcels/sender-counts.ts';
import { cachedSenderPages } from './modules/parcels/sender-pages.ts';
import { payoutAccountsRoutes } from './modules/payout-accounts/payout-accounts.routes.ts';
import { quoteRoutes } from './modules/quote/quote.routes.ts';
import { rateCardsRoutes } from './modules/rate-cards/rate-cards.routes.ts';
import { receiversRoutes } from './modules/receivers/receivers.routes.ts';
import { startTotalsKeeper, type TotalsKeeper } from './modules/reports/totals-keeper.ts';
import { registerTotalsMetrics } from './modules/reports/totals-metrics.ts';
import { ridersRoutes } from './modules/riders/riders.routes.ts';
import { sessionsRoutes } from './modules/sessions/sessions.routes.ts';
import { tellLoginPhoneChanged } from './modules/sms/login-phone-change.ts';
import { smsRoutes } from './modules/sms/sms.routes.ts';
import { createSmsTransport, type SmsTransport } from './modules/sms/sms-transport.ts';
import { type SmsWorker, type SmsWorkerOptions, startSmsWorker } from './modules/sms/sms-worker.ts';
import { stepUpRoutes } from './modules/step-up/step-up.routes.ts';
import { createStepUp } from './modules/step-up/step-up.service.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { supportRoutes } from './modules/support/support.routes.ts';
import { trackingRoutes } from './modules/tracking/tracking.routes.ts';
import { createS3Storage, s3SettingsFromEnv } from './modules/uploads/s3-storage.ts';
import { createLocalStorage, type FileStorage } from './modules/uploads/storage.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { authMessages } from './modules/users/auth-messages.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { startWebhookWorker, type WebhookWorker } from './modules/webhooks/webhook-worker.ts';
import { webhooksRoutes } from './modules/webhooks/webhooks.routes.ts';
import { defaultWebDist } from './paths.ts';
import { clearAccountLock } from './plugins/account-rate-limit.ts';
import { registerActionTime } from './plugins/action-time.ts';
import { registerApiKeyAuth } from './plugins/api-key-auth.ts';
import { registerAuth } from './plugins/auth.ts';
import { registerBodyLimits } from './plugins/body-limits.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { createFirstScreenDrawer, loadFirstScreenRenderer } from './plugins/first-screen.ts';
import { registerInputEncodingChecks } from './plugins/input-encoding.ts';
import { loggerOptions, registerObservability, requestIdFor } from './plugins/observability.ts';
import { clientErrorHandler, completeDocument, documentedErrors } from './plugins/openapi.ts';
import { apiDescription, apiTags } from './plugins/openapi-info.ts';
import { registerOriginCheck } from './plugins/origin-check.ts';
import { registerPageForms } from './plugins/page-forms.ts';
import { registerPhoneAuthGuard } from './plugins/phone-auth-guard.ts';
import { createPageSender } from './plugins/prerendered-pages.ts';
import { createSharedCounter } from './plugins/rate-limit-store.ts';
import { registerRealtime } from './plugins/realtime.ts';
import { inlineScriptHashes, registerSecurity } from './plugins/security.ts';
import { createSessionLookup } from './plugins/session-lookup.ts';
import { registerSessionWatch } from './plugins/session-watch.ts';

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
  /** False: this process leaves the settled totals to others (tests move them themselves). */
  totalsKeeper?: boolean;
  /** False: this process leaves looking for overdue bags to others (tests look themselves). */
  overdueWatch?: boolean;
  /** False: this process leaves the clocks (payout schedule, decision deadlines) to others (tests run them). */
  clockWork?: boolean;
  /** Tests only (NODE_ENV=test, else start-up fails): passwords hashed fast instead of with scrypt. */
  fastTestPasswordHash?: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The SMS transport and this process's outbox worker (null until ready, or when disabled). */
    sms: { transport: SmsTransport; worker: SmsWorker | null };
  }
}

export async function buildApp({
  env,
  database,
  storage,
  logger = true,
  logStream,
  smsTransport,
  smsWorker,
  totalsKeeper = true,
  overdueWatch = true,
  clockWork = true,
  fastTestPasswordHash,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(env, logStream) : false,
    trustProxy: env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // requestIdFor reads x-request-id itself, keeping only well-formed ids.
    requestIdHeader: false,
    genReqId: requestIdFor,
    // Control bytes in a header and the like: answered in the error shape, not Fastify's own body.
    clientErrorHandler,
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
  // Query strings that are not UTF-8 get a 400 before any route runs.
  registerInputEncodingChecks(app);
  // JSON bodies: UTF-8, size and nesting limits before parsing; text holding U+0000 refused with 400.
  registerBodyLimits(app);
  const metrics = registerObservability(app);
  registerTotalsMetrics(metrics.registry, database.db);

  const webDist = env.WEB_DIST_DIR ? path.resolve(env.WEB_DIST_DIR) : defaultWebDist;
  const indexFile = path.join(webDist, 'index.html');
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
  // The signed-in pages drawn at request time by the web build's server renderer (first-screen.ts).
  const firstScreenRenderer = indexHtml ? await loadFirstScreenRenderer(webDist) : undefined;
  const sendPage = indexHtml
    ? createPageSender(
        webDist,
        indexHtml,
        firstScreenRenderer && createFirstScreenDrawer(app, firstScreenRenderer),
      )
    : undefined;

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
        description: apiDescription,
        contact: { name: 'Desh Courier', url: env.publicUrl },
      },
      servers: [{ url: env.publicUrl, description: 'This deployment' }],
      tags: apiTags,
      components: {
        securitySchemes: {
          bearerAuth: { type: 'http', scheme: 'bearer' },
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        },
      },
      security: [{ bearerAuth: [] }, { cookieAuth: [] }],
    },
    // Shared error answers on every operation, and the parts that are not JSON (plugins/openapi.ts).
    transform: documentedErrors,
    transformObject: completeDocument,
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

  const mailer = createMailer(env, app.log);
  // The labels' check codes (issue 61): keyed from the auth secret, so no label code is guessable.
  const labels = labelCodes(authSecret(env));
  const auth = createAuth(database.db, env, authMessages(database.db, mailer), {
    log: app.log,
    fastTestPasswordHash,
    onPasswordReset: async (user, ip) => {
      // A reset by email is the way out of an account lock (plugins/account-rate-limit.ts).
      await clearAccountLock(rateLimits.counter, user.email, ip).catch((error: unknown) =>
        app.log.warn({ err: error }, 'could not clear the sign-in lock after a password reset'),
      );
      await suspendApiKeysAfterReset(database.db, user.id);
    },
  });
  const sessions = await createSessionLookup({ auth, database, cacheMs: env.SESSION_CACHE_MS });
  app.addHook('onClose', async () => sessions.close());
  registerOriginCheck(app, trustedOrigins(env));
  registerApiKeyAuth(
    app,
    { keyIn: bearerApiKey, resolve: (key) => resolveApiKey(database.db, key) },
    {
      counter: rateLimits.counter,
      failuresPerMinute: env.API_RATE_LIMIT_MAX,
      perIpMax: env.API_RATE_LIMIT_MAX,
    },
  );
  // Changing where money or messages go (the login phone too) asks for the password, or a code to the verified phone.
  const stepUp = createStepUp({
    db: database.db,
    counter: rateLimits.counter,
    checkPassword: async (userId, password) => {
      const context = await auth.$context;
      const account = await context.internalAdapter.findCredentialAccount(userId);
      return account?.password ? context.password.verify({ hash: account.password, password }) : false;
    },
    codesPerAccount: env.AUTH_SMS_CODE_PHONE_MAX,
    codesPerIp: env.AUTH_SMS_CODE_IP_MAX,
  });
  registerPhoneAuthGuard(
    app,
    rateLimits.counter,
    { perPhone: env.AUTH_SMS_CODE_PHONE_MAX, perIp: env.AUTH_SMS_CODE_IP_MAX },
    async (request, proof) => {
      const session = await request.session();
      // Signed out: Better Auth answers 401 itself.
      if (!session) return undefined;
      const options = await stepUp.options(session.user.id);
      // An account with nothing to prove itself with yet (Google sign-in, no phone) adds its first phone.
      if (options.password || options.phone) await stepUp.confirm(session.user.id, proof);
      return { userId: session.user.id, previousPhone: (await stepUp.ownerContacts(session.user.id)).phone };
    },
    async (_request, change) => {
      if (!change.previousPhone) return;
      const { email } = await stepUp.ownerContacts(change.userId);
      await tellLoginPhoneChanged(
        { db: database.db, mailer, supportPhone, log: app.log },
        { userId: change.userId, previousPhone: change.previousPhone, phone: change.phone, email },
      );
    },
  );
  registerAuth(app, auth, env.publicUrl, sessions);
  registerSessionWatch(app, sessions, {
    sessionPrefix: apiKeySessionPrefix,
    stillWorks: (keyId) => apiKeyStillWorks(database.db, keyId),
  });
  registerActionTime(app);
  registerPageForms(app, {
    trustedOrigins: trustedOrigins(env),
    secureCookies: env.publicUrl.startsWith('https:'),
  });
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

  const supportPhone = env.support.phones[0] ?? null;

  const uploadsDir = path.join(env.dataDir, 'uploads');
  const fileStorage = storage ?? storageFromEnv(env);
  await app.register(
    async (api) => {
      await api.register(healthRoutes(database.db));
      await api.register(metricsRoutes(metrics, env.METRICS_TOKEN));
      await api.register(
        configRoutes({
          googleEnabled: isGoogleConfigured(env),
          passwordResetEnabled: passwordResetReachesUsers(env),
          support: env.support,
        }),
      );
      await api.register(usersRoutes(database.db));
      await api.register(
        uploadsRoutes(fileStorage, { counter: rateLimits.counter, dailyMax: env.UPLOAD_DAILY_MAX }),
      );
      const senderPages = await cachedSenderPages(database, env.PARCEL_LIST_CACHE_MS);
      api.addHook('onClose', async () => {
        await senderPages.close();
      });
      await api.register(
        parcelsRoutes(database.db, {
          labels,
          senderCounts: cachedSenderCounts(realtime, env.PARCEL_COUNT_CACHE_MS),
          senderPages,
        }),
      );
      await api.register(bulkBookingRoutes(database.db));
      await api.register(
        webhooksRoutes(database.db, {
          allowPrivateTargets: env.webhookAllowPrivateTargets,
          allowedAddresses: env.webhookAllowedAddresses,
        }),
      );
      await api.register(parcelWorkflowRoutes(database.db));
      await api.register(ridersRoutes(database.db));
      await api.register(hubsRoutes(database.db));
      await api.register(adminRoutes(database.db));
      await api.register(parcelDeskRoutes({ db: database.db, stuckHours: env.NETWORK_STUCK_HOURS }));
      await api.register(peopleRoutes(database.db));
      await api.register(
        ledgerRoutes(database.db, {
          actorAtHub,
          managerAtHub,
          pendingApprovalOfMerchant,
          pendingApprovalOfRiders,
        }),
      );
      await api.register(
        deliveryRoutes({ db: database.db, storage: fileStorage, maxAttempts: env.MAX_DELIVERY_ATTEMPTS }),
      );
      await api.register(
        networkRoutes({
          db: database.db,
          storage: fileStorage,
          stuckHours: env.NETWORK_STUCK_HOURS,
          labels,
        }),
      );
      await api.register(smsRoutes({ db: database.db, stepUp, mailer, supportPhone }));
      await api.register(stepUpRoutes(stepUp));
      await api.register(quoteRoutes(database.db));
      await api.register(holidaysRoutes(database.db));
      await api.register(rateCardsRoutes(database.db));
      await api.register(
        receiversRoutes(database.db, {
          parcels: { lockParcel, recordParcelNote },
          counter: rateLimits.counter,
          linkRateLimitMax: env.RECEIVER_LINK_RATE_LIMIT_MAX,
          recordLookupsPerMinute: env.RECEIVER_RECORD_LOOKUPS_PER_MINUTE,
        }),
      );
      await api.register(areasRoutes);
      await api.register(storesRoutes(database.db));
      await api.register(apiKeysRoutes(database.db, { defaultRateLimit: env.API_KEY_RATE_LIMIT_MAX }));
      await api.register(apiKeysAdminRoutes(database.db));
      await api.register(sessionsRoutes(database.db));
      await api.register(
        trackingRoutes({
          db: database.db,
          hub: realtime,
          rateLimitMax: env.TRACK_RATE_LIMIT_MAX,
          cacheMs: env.TRACK_CACHE_MS,
        }),
      );
      await api.register(newsletterRoutes(database.db, { rateLimitMax: env.NEWSLETTER_RATE_LIMIT_MAX }));
      await api.register(
        supportRoutes(
          { db: database.db, mailer, publicUrl: env.publicUrl },
          { rateLimitMax: env.SUPPORT_RATE_LIMIT_MAX },
        ),
      );
      await api.register(
        payoutAccountsRoutes({
          db: database.db,
          mailer,
          supportPhone,
          stepUp,
          holdHours: env.PAYOUT_HOLD_HOURS,
        }),
      );
    },
    { prefix: '/api' },
  );

  if (totalsKeeper) {
    let keeper: TotalsKeeper | undefined;
    app.addHook('onReady', async () => {
      keeper = startTotalsKeeper(database.db, app.log);
    });
    app.addHook('preClose', async () => keeper?.stop());
  }

  if (overdueWatch) {
    let watch: OverdueWatch | undefined;
    app.addHook('onReady', async () => {
      watch = startOverdueWatch(database.db, app.log);
    });
    app.addHook('preClose', async () => watch?.stop());
  }

  if (clockWork) {
    let schedule: PayoutSchedule | undefined;
    let decisions: DecisionClock | undefined;
    app.addHook('onReady', async () => {
      schedule = startPayoutSchedule(database.db, app.log);
      decisions = startDecisionClock(database.db, app.log);
    });
    app.addHook('preClose', async () => {
      await Promise.all([schedule?.stop(), decisions?.stop()]);
    });
  }

  if (env.WEBHOOK_WORKER === 'on') {
    let worker: WebhookWorker | undefined;
    app.addHook('onReady', async () => {
      worker = await startWebhookWorker({
        database,
        log: app.log,
        allowPrivateTargets: env.webhookAllowPrivateTargets,
        allowedAddresses: env.webhookAllowedAddresses,
        retryDelaysMs: env.webhookRetryDelaysMs,
        pollMs: env.WEBHOOK_POLL_MS,
      });
    });
    app.addHook('onClose', async () => worker?.stop());
  }

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
    // Landing pages arrive prerendered in the visitor's language (plugins/prerendered-pages.ts).
    if (isPage && sendPage) return sendPage(request, reply, pathname);
    return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'No such endpoint.' } });
  });

  return app;
}

/** Where uploads live: the local data directory, or S3 when UPLOAD_DRIVER=s3. */
export function storageFromEnv(env: Env): FileStorage {
  return env.UPLOAD_DRIVER === 's3'
    ? createS3Storage(s3SettingsFromEnv(env))
    : createLocalStorage(path.join(env.dataDir, 'uploads'));
}
