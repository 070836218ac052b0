import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions, SerializedError } from 'pino';
import { Counter, collectDefaultMetrics, Registry } from 'prom-client';
import type { Env } from '../env.ts';
import { censor, createLineScrubber, redactUrl, serializeError } from './log-redaction.ts';
import { RequestMetrics } from './request-metrics.ts';

export interface AppMetrics {
  registry: Registry;
  /** Call once per parcel booked (201), from the booking service or route. */
  parcelsBooked: Counter;
  /** http_requests_total, http_errors_total and http_request_duration_seconds. */
  requests: RequestMetrics;
  /** Everything, in Prometheus' text format. */
  text(): Promise<string>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

const requestIdPattern = /^[A-Za-z0-9._:-]{1,128}$/;

/** Keeps the proxy's (or caller's) request id when it is a sane token; log lines stay injection-free. */
export function requestIdFor(request: IncomingMessage): string {
  const header = request.headers['x-request-id'];
  const given = Array.isArray(header) ? header[0] : header;
  return given && requestIdPattern.test(given) ? given : crypto.randomUUID();
}

// Named paths only: a path starting with a wildcard ('*.password') makes pino run every request's
// child-logger bindings through the redaction stringifier, a few per cent of a cached tracking lookup.
export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  'password',
  'body.password',
  'payload.password',
];

export function loggerOptions(env: Env, stream?: DestinationStream): FastifyLoggerOptions & LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactedPaths, censor },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
      err: serializeError as (error: Error) => SerializedError,
    },
    // Every line, whoever wrote it, passes the scrubber last (plugins/log-redaction.ts).
    hooks: { streamWrite: createLineScrubber(env) },
    ...(stream ? { stream } : {}),
  };
}

function createMetrics(): AppMetrics {
  // A registry per app, so tests (and anything else) can build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new RequestMetrics();
  return {
    registry,
    parcelsBooked: new Counter({
      name: 'parcels_booked_total',
      help: 'Parcels booked (201 answers to a booking).',
      registers: [registry],
    }),
    requests,
    text: async () => {
      const standard = await registry.metrics();
      return `${standard.endsWith('\n') ? standard : `${standard}\n`}${requests.toPrometheus()}`;
    },
  };
}

/** Echoes the request id and records request metrics; decorates `app.metrics`. */
export function registerObservability(app: FastifyInstance): AppMetrics {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  // Callback-style hooks: they run on every request, and an async hook costs a promise each time.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  app.addHook('onResponse', (request, reply, done) => {
    // The route pattern, never the raw URL: label values must stay a small, fixed set.
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.requests.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  return metrics;
}
