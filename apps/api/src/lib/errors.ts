import type { ApiErrorParams } from '@desh/shared';

/**
 * An error a service throws on purpose; the error handler turns it into the project's 4xx body.
 * The web translates the message by its exact English text, or, for a message that carries a value
 * (an amount, a limit, a status), by its own `code` with the values in `params`: such a message gets
 * a code of its own, never the generic BAD_REQUEST/CONFLICT. Every message needs a translation in
 * apps/web/src/locales/{en,bn}/errors.json (error-messages.test.ts checks).
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly params?: ApiErrorParams,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = (message = 'Please log in first.') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found.') => new AppError(404, 'NOT_FOUND', message);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const badRequest = (message: string, fields?: Record<string, string>) =>
  new AppError(400, 'BAD_REQUEST', message, fields);
/** The database (or another store the answer needs) is out of reach for now: try again shortly. */
export const serviceUnavailable = (
  message = 'The service is briefly unavailable. Please try again in a moment.',
  cause?: unknown,
) => {
  const error = new AppError(503, 'SERVICE_UNAVAILABLE', message);
  if (cause !== undefined) error.cause = cause;
  return error;
};

/** The same refusal with its `fields` named as this request's body names them. */
export function withFields(error: AppError, fields: Record<string, string>): AppError {
  return new AppError(error.statusCode, error.code, error.message, fields, error.params);
}
