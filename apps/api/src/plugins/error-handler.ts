import type { ApiErrorParams } from '@desh/shared';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../lib/database-errors.ts';
import { AppError } from '../lib/errors.ts';

interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string>; params?: ApiErrorParams };
}

const body = (
  code: string,
  message: string,
  fields?: Record<string, string>,
  params?: ApiErrorParams,
): ErrorBody => ({
  error: { code, message, ...(fields ? { fields } : {}), ...(params ? { params } : {}) },
});

/** Maps Fastify's own error codes to a stable code and a message a person can read. */
const fastifyErrors: Record<string, { status: number; code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'INVALID_JSON',
    message: 'The request body is not valid JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, code: 'INVALID_JSON', message: 'The request body is empty.' },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request body is too large.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'This content type is not supported.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    code: 'BAD_REQUEST',
    message: 'The Content-Length header does not match the body.',
  },
  FST_REQ_FILE_TOO_LARGE: {
    status: 413,
    code: 'FILE_TOO_LARGE',
    message: 'The image must be 5 MB or smaller.',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the image as multipart/form-data.',
  },
  FST_FILES_LIMIT: { status: 400, code: 'BAD_REQUEST', message: 'Send one image at a time.' },
  FST_PARTS_LIMIT: { status: 400, code: 'BAD_REQUEST', message: 'Too many parts in the form.' },
  FST_FIELDS_LIMIT: { status: 400, code: 'BAD_REQUEST', message: 'Too many fields in the form.' },
  FST_ERR_VALIDATION: { status: 400, code: 'VALIDATION_ERROR', message: 'The request is not valid.' },
};

function fieldName(instancePath: string, params: unknown): string {
  const fromPath = instancePath.replace(/^\//, '').replaceAll('/', '.');
  const missing = (params as { missingProperty?: string } | undefined)?.missingProperty;
  return fromPath || missing || '_';
}

const retryAfterSeconds = '5';

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error.statusCode === 503) {
        request.log.warn({ err: error.cause ?? error }, 'answered 503: the database is unavailable');
        void reply.header('retry-after', retryAfterSeconds);
      }
      return reply.status(error.statusCode).send(body(error.code, error.message, error.fields, error.params));
    }
    // PostgreSQL restarting, failing over or dropping connections: the client may retry (never a 500
    // or a 401), and the pool reconnects by itself once it is back.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'answered 503: the database is unavailable');
      return reply
        .status(503)
        .header('retry-after', retryAfterSeconds)
        .send(
          body('SERVICE_UNAVAILABLE', 'The service is briefly unavailable. Please try again in a moment.'),
        );
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, issue.params);
        fields[name] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'The request is not valid.';
      return reply.status(400).send(body('VALIDATION_ERROR', first, fields));
    }
    const known = error.code ? fastifyErrors[error.code] : undefined;
    if (known) return reply.status(known.status).send(body(known.code, known.message));
    if (error.statusCode === 429) {
      return reply
        .status(429)
        .send(body('RATE_LIMITED', 'Too many requests. Please wait a moment and try again.'));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send(body(error.code ?? 'BAD_REQUEST', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send(body('INTERNAL_ERROR', 'Something went wrong on our side. Please try again.'));
  });
}
