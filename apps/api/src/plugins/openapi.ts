import type { Socket } from 'node:net';
import { apiErrorSchema } from '@desh/shared';
import type { SwaggerTransformObject } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type OpenApiDocument = {
  paths?: Record<string, Record<string, Record<string, unknown>>>;
};

/**
 * Answers every operation may give whatever it does, so the document lists them once here instead
 * of on each route: 400 (a malformed address, or text holding NUL, refused before any handler), 429
 * (the per-IP API limit counts every request) and 503 (the database is unavailable). Operations with
 * a body may also answer 413 (too large) and 415 (not a type it reads), and those with a path
 * parameter 414 (a parameter longer than the router takes).
 */
const everyOperation = [400, 429, 503] as const;
const withBody = [413, 415] as const;

/** The swagger `transform`: adds the shared error responses, then converts the zod schemas. */
export function documentedErrors(input: TransformInput): ReturnType<typeof jsonSchemaTransform> {
  const { schema, url, route } = input;
  if (!schema || schema.hide || !url.startsWith('/api/')) return jsonSchemaTransform(input);
  const response: Record<string | number, unknown> = { ...(schema.response as object | undefined) };
  const methods = [route.method].flat();
  const statuses = [
    ...everyOperation,
    // Any method but GET may carry a body (a DELETE too), and the parser answers for it before the route.
    ...(methods.some((method) => method !== 'GET' && method !== 'HEAD') ? withBody : []),
    ...(url.includes(':') ? [414] : []),
  ];
  for (const status of statuses) {
    if (!(status in response) && !(String(status) in response)) response[status] = apiErrorSchema;
  }
  return jsonSchemaTransform({ ...input, schema: { ...schema, response } });
}

const eventStream = (description: string) => ({
  description,
  content: { 'text/event-stream': { schema: { type: 'string' } } },
});

/**
 * Operations whose body or answer is not JSON, described in the document by hand: the live streams
 * (Server-Sent Events), the Prometheus text of /api/metrics and the multipart body of an upload.
 */
const nonJsonOperations: Record<string, Record<string, (operation: Record<string, unknown>) => void>> = {
  '/api/track/{trackingId}/events': {
    get: (operation) => {
      addResponse(
        operation,
        '200',
        eventStream(
          'A stream of Server-Sent Events: `snapshot` (the public tracking answer) first, then `status` for each change.',
        ),
      );
    },
  },
  '/api/parcels/stream': {
    get: (operation) => {
      addResponse(
        operation,
        '200',
        eventStream(
          'A stream of Server-Sent Events: `ready` on (re)connect, then `change` for each status change of the caller’s parcels.',
        ),
      );
    },
  },
  '/api/metrics': {
    get: (operation) => {
      addResponse(operation, '200', {
        description: 'Prometheus text exposition format.',
        content: { 'text/plain': { schema: { type: 'string' } } },
      });
    },
  },
  '/api/uploads': {
    post: (operation) => {
      operation.requestBody = {
        required: true,
        content: {
          'multipart/form-data': {
            schema: {
              type: 'object',
              required: ['image'],
              properties: {
                image: {
                  type: 'string',
                  format: 'binary',
                  description: 'A PNG or JPEG image, 5 MB at most.',
                },
              },
            },
          },
        },
      };
    },
  },
};

/**
 * Errors are JSON whatever the operation answers when it succeeds: a route that `produces` a stream,
 * CSV, text or an image has its error responses listed as application/json, as they are sent.
 */
function jsonErrors(operation: Record<string, unknown>): void {
  const responses = (operation.responses ?? {}) as Record<
    string,
    { content?: Record<string, { schema?: unknown }> }
  >;
  for (const [status, response] of Object.entries(responses)) {
    if (Number(status) < 400 || !response.content || 'application/json' in response.content) continue;
    const schema = Object.values(response.content)[0]?.schema;
    response.content = { 'application/json': { schema } };
  }
}

function addResponse(operation: Record<string, unknown>, status: string, response: unknown): void {
  const responses = (operation.responses ?? {}) as Record<string, unknown>;
  operation.responses = { [status]: response, ...responses };
}

/** The swagger `transformObject`: the hand-written parts of the document. */
export const completeDocument: SwaggerTransformObject = (input) => {
  if (!('openapiObject' in input)) return input.swaggerObject;
  const document = input.openapiObject as OpenApiDocument;
  for (const methods of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(methods)) jsonErrors(operation);
  }
  for (const [path, methods] of Object.entries(nonJsonOperations)) {
    for (const [method, complete] of Object.entries(methods)) {
      const operation = document.paths?.[path]?.[method];
      if (operation) complete(operation);
    }
  }
  return input.openapiObject;
};

/**
 * Requests Node cannot parse (control bytes in a header such as Cookie or Authorization, headers too
 * large) never reach Fastify's router: they are answered here, in the error shape, not Fastify's own.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const body = JSON.stringify({
    error: tooLarge
      ? { code: 'HEADERS_TOO_LARGE', message: 'The request headers are too large.' }
      : {
          code: 'BAD_REQUEST',
          message: 'The request could not be read (a header holds characters it may not).',
        },
  });
  socket.end(
    `HTTP/1.1 ${tooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}
