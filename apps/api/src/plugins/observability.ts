import crypto from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyLoggerOptions, FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import type { Env } from '../env.ts';

export interface AppMetrics {
  registry: Registry;
  /** Call once per parcel booked (201), from the booking service or route. */
  parcelsBooked: Counter;
  httpRequests: Counter<'method' | 'route' | 'status_code'>;
  httpErrors: Counter<'method' | 'route' | 'status_code'>;
  httpDuration: Histogram<'method' | 'route' | 'status_code'>;
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

const secretQuery = /([?&](?:token|access_token|code|state)=)[^&#]*/gi;

export const redactedPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  'res.headers["set-cookie"]',
  'headers["set-cookie"]',
  'password',
  '*.password',
];

export function loggerOptions(env: Env, stream?: DestinationStream): FastifyLoggerOptions & LoggerOptions {
  return {
    level: env.LOG_LEVEL,
    redact: { paths: redactedPaths, censor: '[Redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: request.url.replace(secretQuery, '$1[Redacted]'),
        host: request.host,
        remoteAddress: request.ip,
        userAgent: request.headers['user-agent'],
      }),
    },
    ...(stream ? { stream } : {}),
  };
}

function createMetrics(): AppMetrics {
  // A registry per app, so tests (and anything else) can build several apps in one process.
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const labelNames = ['method', 'route', 'status_code'] as const;
  return {
    registry,
    parcelsBooked: new Counter({
      name: 'parcels_booked_total',
      help: 'Parcels booked (201 answers to a booking).',
      registers: [registry],
    }),
    httpRequests: new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status code.',
      labelNames,
      registers: [registry],
    }),
    httpErrors: new Counter({
      name: 'http_errors_total',
      help: 'HTTP requests answered with a 5xx status.',
      labelNames,
      registers: [registry],
    }),
    httpDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route pattern and status code.',
      labelNames,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
  };
}

/** Echoes the request id and records request metrics; decorates `app.metrics`. */
export function registerObservability(app: FastifyInstance): AppMetrics {
  const metrics = createMetrics();
  app.decorate('metrics', metrics);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route pattern, never the raw URL: label values must stay a small, fixed set.
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    metrics.httpRequests.inc(labels);
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    if (reply.statusCode >= 500) metrics.httpErrors.inc(labels);
  });

  return metrics;
}
